import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dadosGraficoFluxo,
  estaVencida,
  fluxoDeCaixa,
  formatBRLCompacto,
  mesesAte,
  periodoDosMeses,
  resumoFluxo,
  rotuloMes,
  somarContas,
  totaisContas,
} from './calculos.ts';

const conta = (valor: number, status: string, data_vencimento: string) => ({ valor, status, data_vencimento });

describe('estaVencida', () => {
  it('is pending and due before today on the farm', () => {
    expect(estaVencida(conta(1, 'Pendente', '2025-03-09'), '2025-03-10')).toBe(true);
  });
  it('a bill due today is not overdue yet', () => {
    expect(estaVencida(conta(1, 'Pendente', '2025-03-10'), '2025-03-10')).toBe(false);
  });
  it('a paid or received bill is never overdue', () => {
    expect(estaVencida(conta(1, 'Pago', '2020-01-01'), '2025-03-10')).toBe(false);
    expect(estaVencida(conta(1, 'Recebido', '2020-01-01'), '2025-03-10')).toBe(false);
  });
});

describe('totaisContas', () => {
  it('splits pending, overdue and paid in centavos', () => {
    const t = totaisContas(
      [
        conta(10_000, 'Pendente', '2025-03-01'),
        conta(2_550, 'Pendente', '2025-03-20'),
        conta(99_999, 'Pago', '2025-02-01'),
        conta(1, 'Recebido', '2025-01-01'),
      ],
      '2025-03-10',
    );
    expect(t).toEqual({
      quantidade: 4,
      total: 112_550,
      pendente: 12_550,
      liquidado: 100_000,
      vencido: 10_000,
      quantidadeVencidas: 1,
    });
  });
  it('is all zeros for an empty list', () => {
    expect(totaisContas([], '2025-01-01')).toEqual({
      quantidade: 0,
      total: 0,
      pendente: 0,
      liquidado: 0,
      vencido: 0,
      quantidadeVencidas: 0,
    });
  });
});

describe('somarContas', () => {
  it('gives from SQL groups the same figures as from the bills one by one', () => {
    const hoje = '2025-03-10';
    const contas = [
      conta(100, 'Pendente', '2025-03-01'),
      conta(200, 'Pendente', '2025-03-02'),
      conta(50, 'Pendente', '2025-04-01'),
      conta(70, 'Pago', '2025-01-01'),
      conta(30, 'Recebido', '2025-05-01'),
    ];
    const grupos = [
      { status: 'Pendente', vencida: true, quantidade: 2, valor: 300 },
      { status: 'Pendente', vencida: false, quantidade: 1, valor: 50 },
      { status: 'Pago', vencida: true, quantidade: 1, valor: 70 },
      { status: 'Recebido', vencida: false, quantidade: 1, valor: 30 },
    ];
    expect(somarContas(grupos)).toEqual(totaisContas(contas, hoje));
    expect(somarContas(grupos)).toEqual({
      quantidade: 5,
      total: 450,
      pendente: 350,
      liquidado: 100,
      vencido: 300,
      quantidadeVencidas: 2,
    });
  });
});

describe('months', () => {
  it('lists the n months ending at a month, across years', () => {
    expect(mesesAte('2025-02', 4)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(mesesAte('2025-12', 12)[0]).toBe('2025-01');
  });
  it('gives the covered period with the last day of the month (leap years too)', () => {
    expect(periodoDosMeses('2024-02', 12)).toEqual({ de: '2023-03-01', ate: '2024-02-29' });
    expect(periodoDosMeses('2025-12', 1)).toEqual({ de: '2025-12-01', ate: '2025-12-31' });
  });
  it('labels months in Portuguese', () => {
    expect(rotuloMes('2025-03')).toBe('mar/25');
    expect(rotuloMes('2024-12')).toBe('dez/24');
  });
});

describe('fluxoDeCaixa', () => {
  const dados = {
    receitas: [
      { data: '2025-01-15', valor: 100_00 },
      { data: '2024-12-31', valor: 5_00 },
      { data: '2023-01-01', valor: 999_00 }, // outside the window
    ],
    recebidas: [
      { data_baixa: '2025-02-01', valor: 50_00 },
      { data_baixa: null, valor: 1 },
    ],
    despesas: [{ data: '2025-01-20', valor: 30_00 }],
    pagas: [{ data_baixa: '2025-02-28', valor: 70_00 }],
  };

  it('adds income + received as money in and expenses + paid as money out, by month of movement', () => {
    // worked by hand: dez/24 in 5,00 (no money out recorded: null); jan/25 in 100,00, out 30,00 → 70,00, running
    // 5 + 70 = 75,00; fev/25 in 50,00 (a baixa), out 70,00 (a baixa) → −20,00, running 55,00. The baixa with no date
    // and the income of 2023 fall outside.
    expect(fluxoDeCaixa(dados, '2025-02', 3)).toEqual([
      { mes: '2024-12', entradas: 5_00, saidas: null, saldo: 5_00, acumulado: 5_00 },
      { mes: '2025-01', entradas: 100_00, saidas: 30_00, saldo: 70_00, acumulado: 75_00 },
      { mes: '2025-02', entradas: 50_00, saidas: 70_00, saldo: -20_00, acumulado: 55_00 },
    ]);
  });

  it('a month where nothing was recorded has no figure, and no running balance before the first movement', () => {
    const linhas = fluxoDeCaixa({ receitas: [], despesas: [], recebidas: [], pagas: [] }, '2025-06');
    expect(linhas).toHaveLength(12);
    expect(
      linhas.every((l) => l.entradas === null && l.saidas === null && l.saldo === null && l.acumulado === null),
    ).toBe(true);
    expect(resumoFluxo(linhas)).toEqual({ entradas: null, saidas: null, saldo: null });
    // one expense in April: March has no running balance yet, May carries April's
    const abril = fluxoDeCaixa(
      { receitas: [], despesas: [{ data: '2025-04-10', valor: 12_00 }], recebidas: [], pagas: [] },
      '2025-05',
      3,
    );
    expect(abril).toEqual([
      { mes: '2025-03', entradas: null, saidas: null, saldo: null, acumulado: null },
      { mes: '2025-04', entradas: null, saidas: 12_00, saldo: -12_00, acumulado: -12_00 },
      { mes: '2025-05', entradas: null, saidas: null, saldo: null, acumulado: -12_00 },
    ]);
    expect(resumoFluxo(abril)).toEqual({ entradas: null, saidas: 12_00, saldo: -12_00 });
  });

  it('summarises and turns into chart data in reais (no bar where nothing was recorded)', () => {
    const linhas = fluxoDeCaixa(dados, '2025-02', 3);
    expect(resumoFluxo(linhas)).toEqual({ entradas: 155_00, saidas: 100_00, saldo: 55_00 });
    const grafico = dadosGraficoFluxo(linhas);
    expect(grafico.labels).toEqual(['dez/24', 'jan/25', 'fev/25']);
    expect(grafico.datasets[0]).toMatchObject({ label: 'Entradas', data: [5, 100, 50] });
    expect(grafico.datasets[1]).toMatchObject({ label: 'Saídas', data: [null, 30, 70] });
  });

  it('whatever moved: a side is null exactly when nothing of it fell in the month, the sums hold, the last running balance is the balance', () => {
    const mes = fc.integer({ min: 1, max: 12 }).map((m) => `2025-${String(m).padStart(2, '0')}`);
    const dia = fc.tuple(mes, fc.integer({ min: 1, max: 28 })).map(([m, d]) => `${m}-${String(d).padStart(2, '0')}`);
    const valor = fc.integer({ min: 1, max: 10_000_000 });
    const mov = fc.array(fc.record({ data: dia, valor }), { maxLength: 8 });
    const baixa = fc.array(fc.record({ data_baixa: fc.option(dia), valor }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.record({ receitas: mov, despesas: mov, recebidas: baixa, pagas: baixa }), (dados) => {
        const linhas = fluxoDeCaixa(dados, '2025-12', 12);
        const datasDe = (xs: { data?: string; data_baixa?: string | null }[]) =>
          xs.map((x) => x.data ?? x.data_baixa).filter((d): d is string => !!d);
        const entradas = datasDe([...dados.receitas, ...dados.recebidas]);
        const saidas = datasDe([...dados.despesas, ...dados.pagas]);
        for (const l of linhas) {
          expect(l.entradas === null).toBe(!entradas.some((d) => d.startsWith(l.mes)));
          expect(l.saidas === null).toBe(!saidas.some((d) => d.startsWith(l.mes)));
          expect(l.saldo === null).toBe(l.entradas === null && l.saidas === null);
        }
        const soma = (xs: { valor: number }[]) => xs.reduce((s, x) => s + x.valor, 0);
        const r = resumoFluxo(linhas);
        const recebido = soma([...dados.receitas, ...dados.recebidas.filter((x) => x.data_baixa)]);
        const pago = soma([...dados.despesas, ...dados.pagas.filter((x) => x.data_baixa)]);
        expect(r.entradas).toBe(entradas.length ? recebido : null);
        expect(r.saidas).toBe(saidas.length ? pago : null);
        expect(linhas[11].acumulado).toBe(r.saldo);
      }),
    );
  });
});

describe('formatBRLCompacto', () => {
  it('shortens axis values the Brazilian way', () => {
    expect(formatBRLCompacto(20_000)).toBe('R$ 20 mil');
    expect(formatBRLCompacto(1_500_000)).toBe('R$ 1,5 mi');
    expect(formatBRLCompacto(0)).toBe('R$ 0');
  });
});
