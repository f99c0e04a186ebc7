import { describe, expect, it } from 'vitest';
import {
  type Alerta,
  alertasDaFazenda,
  alertasDoUsuario,
  alertasVisiveis,
  type ContaParaAlerta,
  contarNovos,
  LINK_APONTAMENTOS,
  LINK_CONTAS_PAGAR,
  LINK_CONTAS_RECEBER,
  rotuloAlertas,
  rotuloDoSino,
} from './alertas.ts';
import type { AnimalComEventos } from './apontamentos/reproducao.ts';

const HOJE = '2025-03-10';

function conta(id: string, data_vencimento: string, extra: Partial<ContaParaAlerta> = {}): ContaParaAlerta {
  return { id, descricao: `Conta ${id}`, valor: 150_000, status: 'Pendente', data_vencimento, ...extra };
}

const kinds = (a: readonly Alerta[]) => a.map((x) => x.kind);

describe('alertasDaFazenda: bills', () => {
  it('overdue and due within 7 days, pending only; today is due, not overdue', () => {
    const alertas = alertasDaFazenda(
      {
        contasPagar: [
          conta('a', '2025-03-09'), // overdue
          conta('b', '2025-03-10'), // due today
          conta('c', '2025-03-17'), // 7 days ahead: still announced
          conta('d', '2025-03-18'), // 8 days: not yet
          conta('e', '2025-03-01', { status: 'Pago' }),
        ],
      },
      HOJE,
    );
    expect(alertas.map((a) => [a.id, a.kind, a.severity])).toEqual([
      ['conta_pagar:a', 'conta_pagar_vencida', 'danger'],
      ['conta_pagar:b', 'conta_pagar_a_vencer', 'warning'],
      ['conta_pagar:c', 'conta_pagar_a_vencer', 'warning'],
    ]);
    expect(alertas[0]).toMatchObject({
      text: 'Conta a pagar vencida: Conta a — R$ 1.500,00 (venceu em 09/03/2025)',
      date: '2025-03-09',
      link: LINK_CONTAS_PAGAR,
    });
    expect(alertas[1].text).toBe('Conta a pagar vence em 10/03/2025: Conta b — R$ 1.500,00');
  });

  it('receivables: overdue is a warning, due soon is info, linked to Contas a Receber', () => {
    const alertas = alertasDaFazenda(
      {
        contasReceber: [
          conta('r1', '2025-03-12'),
          conta('r2', '2025-02-01'),
          conta('r3', '2025-01-01', { status: 'Recebido' }),
        ],
      },
      HOJE,
    );
    expect(alertas.map((a) => [a.kind, a.severity, a.link])).toEqual([
      ['conta_receber_vencida', 'warning', LINK_CONTAS_RECEBER],
      ['conta_receber_a_vencer', 'info', LINK_CONTAS_RECEBER],
    ]);
    expect(alertas[0].text).toBe('Conta a receber vencida: Conta r2 — R$ 1.500,00 (venceu em 01/02/2025)');
    expect(alertas[1].text).toBe('Conta a receber vence em 12/03/2025: Conta r1 — R$ 1.500,00');
  });
});

describe('alertasDaFazenda: herd (the records module decides what is due)', () => {
  const prenhe = (id: string, inseminacao: string, parto?: string): AnimalComEventos => ({
    id,
    identificacao: id.toUpperCase(),
    raca: null, // 283 days
    eventos: [
      ...(parto ? [{ data: parto, evento: 'Parto' as const }] : []),
      { data: inseminacao, evento: 'Inseminação' as const },
      { data: somar(inseminacao, 35), evento: 'Diagnóstico' as const, resultado: 'positivo' as const },
    ],
  });
  function somar(iso: string, dias: number) {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + dias);
    return d.toISOString().slice(0, 10);
  }

  it('expected calving in 20 days, a dry-off late, a diagnosis window open', () => {
    // calving = insemination + 283; 20 days from today → insemination 263 days ago; dry cow (no calving) so no dry-off
    const vaca1 = prenhe('v1', somar(HOJE, 20 - 283));
    // lactating, calving in 50 days → dry-off was due 10 days ago
    const vaca2 = prenhe('v2', somar(HOJE, 50 - 283), '2024-01-01');
    // inseminated 32 days ago, no diagnosis: window opened 2 days ago
    const vaca3: AnimalComEventos = {
      id: 'v3',
      identificacao: 'V3',
      eventos: [{ data: somar(HOJE, -32), evento: 'Inseminação' }],
    };
    const alertas = alertasDaFazenda({ rebanho: [vaca1, vaca2, vaca3] }, HOJE);
    expect(alertas.map((a) => [a.kind, a.severity, a.date, a.link])).toEqual([
      ['secagem_prevista', 'warning', somar(HOJE, -10), LINK_APONTAMENTOS],
      ['diagnostico_gestacao', 'warning', somar(HOJE, -2), LINK_APONTAMENTOS],
      ['parto_previsto', 'info', somar(HOJE, 20), LINK_APONTAMENTOS],
    ]);
    expect(alertas[0].text).toBe('Secagem prevista em atraso: vaca V2 (desde 28/02/2025)');
    expect(alertas[2].text).toBe('Parto previsto: vaca V1 em 30/03/2025');
  });

  it("the farm's dry period dates the dry-off alert, as Rebanho's 'Para secar' list", () => {
    // lactating, calving in 50 days: with a 45-day dry period the dry-off is due in 5 days, not 10 days ago
    const vaca = prenhe('v2', somar(HOJE, 50 - 283), '2024-01-01');
    const alertas = alertasDaFazenda({ rebanho: [vaca], diasSecagem: 45 }, HOJE);
    expect(alertas.map((a) => [a.kind, a.severity, a.date])).toEqual([['secagem_prevista', 'info', somar(HOJE, 5)]]);
  });

  it('nothing due beyond 30 days', () => {
    expect(alertasDaFazenda({ rebanho: [prenhe('v1', somar(HOJE, 40 - 283))] }, HOJE)).toEqual([]);
  });
});

describe('alertasDaFazenda: quality', () => {
  it('samples of the last 30 days over the IN 76/2018 limits', () => {
    const alertas = alertasDaFazenda(
      {
        qualidade: [
          { id: 'q1', data: '2025-03-05', amostra: 'Tanque 1', ccs: 650, cbt: 100_000 },
          { id: 'q2', data: '2025-03-06', amostra: 'Tanque 1', ccs: 300, cbt: 100_000 }, // within limits
          { id: 'q3', data: '2025-02-08', amostra: 'Tanque 2', ccs: 900, cbt: 900_000 }, // 30 days ago: still counts
          { id: 'q4', data: '2025-02-07', amostra: 'Tanque 2', ccs: 900, cbt: 900_000 }, // 31 days: too old
        ],
      },
      HOJE,
    );
    expect(alertas.map((a) => [a.id, a.severity])).toEqual([
      ['qualidade_acima_limite:q3', 'danger'],
      ['qualidade_acima_limite:q1', 'danger'],
    ]);
    expect(alertas[1].text).toBe('Amostra Tanque 1 de 05/03/2025: CCS acima do limite (IN 76/2018)');
    expect(alertas[0].text).toBe('Amostra Tanque 2 de 08/02/2025: CCS e CBT acima do limite (IN 76/2018)');
  });
});

describe('ordering, visibility and wording', () => {
  it('danger before warning before info, then by date', () => {
    const alertas = alertasDaFazenda(
      {
        contasPagar: [conta('p-soon', '2025-03-11'), conta('p-late', '2025-03-01')],
        contasReceber: [conta('r-soon', '2025-03-11')],
        qualidade: [{ id: 'q', data: '2025-03-09', amostra: 'T', ccs: 600, cbt: 1 }],
      },
      HOJE,
    );
    expect(kinds(alertas)).toEqual([
      'conta_pagar_vencida',
      'qualidade_acima_limite',
      'conta_pagar_a_vencer',
      'conta_receber_a_vencer',
    ]);
  });

  it('alertasVisiveis keeps only the modules the person may open', () => {
    const alertas = alertasDaFazenda(
      { contasPagar: [conta('p', '2025-03-01')], qualidade: [{ id: 'q', data: HOJE, amostra: 'T', ccs: 600, cbt: 1 }] },
      HOJE,
    );
    expect(kinds(alertasVisiveis(alertas, ['appointments']))).toEqual(['qualidade_acima_limite']);
    expect(kinds(alertasVisiveis(alertas, ['financial']))).toEqual(['conta_pagar_vencida']);
    expect(alertasVisiveis(alertas, ['animals'])).toEqual([]);
  });

  it('no facts, no alerts', () => {
    expect(alertasDaFazenda({}, HOJE)).toEqual([]);
  });

  it('rotuloAlertas', () => {
    expect(rotuloAlertas(1)).toBe('1 alerta');
    expect(rotuloAlertas(3)).toBe('3 alertas');
  });
});

describe('alertasDoUsuario: what one user dismissed or saw, until the cause changes', () => {
  const alertas = alertasDaFazenda({ contasPagar: [conta('a', '2025-03-09'), conta('b', '2025-03-12')] }, HOJE);
  const [a, b] = alertas;

  it('identity and cause: a bill is its id; its cause is the due date and the value, not today', () => {
    expect([a.chave, a.marca]).toEqual(['conta_pagar:a', '2025-03-09|150000']);
    // the same bill read a week later (now overdue) keeps its identity and cause
    const depois = alertasDaFazenda({ contasPagar: [conta('b', '2025-03-12')] }, '2025-03-15')[0];
    expect(depois.kind).toBe('conta_pagar_vencida');
    expect([depois.chave, depois.marca]).toEqual([b.chave, b.marca]);
  });

  it('no marks: everything new; seen: not new; dismissed: gone; a mark on another cause: back and new', () => {
    expect(alertasDoUsuario(alertas, []).map((x) => x.novo)).toEqual([true, true]);
    const marcas = [
      { chave: a.chave, marca: a.marca, visto: true, dispensado: false },
      { chave: b.chave, marca: b.marca, visto: true, dispensado: true },
    ];
    expect(alertasDoUsuario(alertas, marcas).map((x) => [x.chave, x.novo])).toEqual([[a.chave, false]]);
    const mudou = alertasDaFazenda({ contasPagar: [conta('a', '2025-03-09'), conta('b', '2025-03-14')] }, HOJE);
    expect(alertasDoUsuario(mudou, marcas).map((x) => [x.chave, x.novo])).toEqual([
      [a.chave, false],
      [b.chave, true],
    ]);
    expect(contarNovos(alertasDoUsuario(mudou, marcas))).toBe(1);
  });

  it('the bell says the list and what is new in words', () => {
    expect(rotuloDoSino(0, 0)).toBe('Notificações');
    expect(rotuloDoSino(11, 0)).toBe('Notificações: 11 alertas');
    expect(rotuloDoSino(11, 1)).toBe('Notificações: 11 alertas, 1 novo');
    expect(rotuloDoSino(1, 1)).toBe('Notificações: 1 alerta, 1 novo');
  });
});
