import { describe, expect, it } from 'vitest';
import { diasEntre, somarDias, ultimosDias } from './dates.ts';
import {
  type EventoReprodutivo,
  gestacaoDias,
  lactacoesDoAnimal,
  proximosEventos,
  type Saida,
  saidaDoAnimal,
  statusDoAnimal,
} from './reproducao.ts';

describe('dates', () => {
  it('crosses month, year and leap-day ends', () => {
    expect(somarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(somarDias('2024-02-29', 1)).toBe('2024-03-01');
    expect(somarDias('2023-02-28', 1)).toBe('2023-03-01');
    expect(somarDias('2024-12-31', 1)).toBe('2025-01-01');
    expect(somarDias('2025-03-01', -1)).toBe('2025-02-28');
    expect(diasEntre('2024-02-01', '2024-03-01')).toBe(29);
    expect(diasEntre('2023-02-01', '2023-03-01')).toBe(28);
    expect(diasEntre('2024-12-31', '2024-12-01')).toBe(-30);
    expect(ultimosDias('2024-03-01', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('gestacaoDias', () => {
  it('uses a small breed table, 283 by default', () => {
    expect(gestacaoDias('Jersey')).toBe(279);
    expect(gestacaoDias('Holandesa')).toBe(280);
    expect(gestacaoDias('Girolando')).toBe(285);
    expect(gestacaoDias('Gir Leiteiro')).toBe(290);
    expect(gestacaoDias('Nelore')).toBe(290);
    expect(gestacaoDias('Guzerá')).toBe(290);
    expect(gestacaoDias('Mestiça')).toBe(283);
    expect(gestacaoDias('')).toBe(283);
    expect(gestacaoDias(null)).toBe(283);
  });
});

const ev = (data: string, evento: EventoReprodutivo['evento'], resultado?: 'positivo' | 'negativo') => ({
  data,
  evento,
  resultado: resultado ?? null,
});

describe('statusDoAnimal', () => {
  it('has no lactation without a calving', () => {
    const s = statusDoAnimal([], '2025-01-10');
    expect(s).toMatchObject({ lactando: false, del: null, ultimoParto: null, prenhe: false });
    expect(s.descricao).toBe('Sem parto registrado');
  });

  it('a Parto starts a lactation; DEL counts days since it across a leap day', () => {
    const s = statusDoAnimal([ev('2024-02-20', 'Parto')], '2024-03-01');
    expect(s.lactando).toBe(true);
    expect(s.del).toBe(10);
    expect(s.descricao).toBe('Em lactação');
  });

  it('a Secagem ends it; a later Parto starts a new one', () => {
    const eventos = [ev('2024-01-01', 'Parto'), ev('2024-09-01', 'Secagem')];
    expect(statusDoAnimal(eventos, '2024-10-01')).toMatchObject({ lactando: false, del: null, descricao: 'Seca' });
    const s = statusDoAnimal([...eventos, ev('2024-11-01', 'Parto')], '2025-01-01');
    expect(s).toMatchObject({ lactando: true, ultimoParto: '2024-11-01', del: 61 });
  });

  it('ignores events dated after today and sorts out-of-order input', () => {
    const s = statusDoAnimal([ev('2025-02-01', 'Secagem'), ev('2024-12-01', 'Parto')], '2025-01-01');
    expect(s).toMatchObject({ lactando: true, del: 31 });
  });

  it('expected calving = insemination confirmed positive + gestation of the breed; dry-off 60 days before', () => {
    const eventos = [
      ev('2024-01-10', 'Parto'),
      ev('2024-03-30', 'Inseminação'),
      ev('2024-05-05', 'Diagnóstico', 'positivo'),
    ];
    const s = statusDoAnimal(eventos, '2024-06-01', 'Holandesa');
    expect(s.prenhe).toBe(true);
    expect(s.partoPrevisto).toBe('2025-01-04'); // 2024-03-30 + 280 (2024 is a leap year)
    expect(s.secagemPrevista).toBe('2024-11-05');
    expect(s.descricao).toBe('Em lactação · prenhe');
    expect(statusDoAnimal(eventos, '2024-06-01').partoPrevisto).toBe('2025-01-07'); // 283 by default
    expect(statusDoAnimal(eventos, '2024-06-01', 'Jersey').partoPrevisto).toBe('2025-01-03');
  });

  it('crosses a February of a non-leap year', () => {
    const s = statusDoAnimal(
      [ev('2022-05-20', 'Inseminação'), ev('2022-06-25', 'Diagnóstico', 'positivo')],
      '2022-07-01',
    );
    expect(s.partoPrevisto).toBe('2023-02-27'); // +283
    // not lactating (no Parto): no dry-off to plan
    expect(s.secagemPrevista).toBeNull();
  });

  it('a negative diagnosis means not pregnant; no diagnosis means one is due 30–45 days later', () => {
    const neg = statusDoAnimal(
      [ev('2024-01-01', 'Inseminação'), ev('2024-02-05', 'Diagnóstico', 'negativo')],
      '2024-02-10',
    );
    expect(neg).toMatchObject({ prenhe: false, partoPrevisto: null, diagnosticoPendente: null });
    const pend = statusDoAnimal([ev('2024-01-31', 'Inseminação')], '2024-02-10');
    expect(pend.diagnosticoPendente).toEqual({ inseminacao: '2024-01-31', de: '2024-03-01', ate: '2024-03-16' });
  });

  it('a calving closes the gestation; a dry-off already done clears the expected dry-off', () => {
    const eventos = [
      ev('2024-01-01', 'Parto'),
      ev('2024-03-01', 'Inseminação'),
      ev('2024-04-05', 'Diagnóstico', 'positivo'),
      ev('2024-10-01', 'Secagem'),
    ];
    const seca = statusDoAnimal(eventos, '2024-10-10');
    expect(seca).toMatchObject({ lactando: false, prenhe: true, secagemPrevista: null, partoPrevisto: '2024-12-09' });
    const pariu = statusDoAnimal([...eventos, ev('2024-12-08', 'Parto')], '2024-12-20');
    expect(pariu).toMatchObject({ lactando: true, prenhe: false, partoPrevisto: null, del: 12 });
  });
});

describe('proximosEventos', () => {
  it('lists calvings, dry-offs and diagnoses due in the next 30 days, sorted by date', () => {
    const hoje = '2024-12-20';
    const lista = proximosEventos(
      [
        // calving expected 2025-01-07 (+283 from 2024-03-30), already dried
        {
          id: 'a',
          identificacao: '001',
          eventos: [
            ev('2024-01-01', 'Parto'),
            ev('2024-03-30', 'Inseminação'),
            ev('2024-05-01', 'Diagnóstico', 'positivo'),
            ev('2024-11-01', 'Secagem'),
          ],
        },
        // lactating, dry-off expected 2025-01-10 (calving 2025-03-11)
        {
          id: 'b',
          identificacao: '002',
          raca: 'Holandesa',
          eventos: [
            ev('2024-01-01', 'Parto'),
            ev('2024-06-04', 'Inseminação'),
            ev('2024-07-10', 'Diagnóstico', 'positivo'),
          ],
        },
        // inseminated 2024-11-25: diagnosis due from 2024-12-25
        { id: 'c', identificacao: '003', eventos: [ev('2024-11-25', 'Inseminação')] },
        // inseminated long ago without diagnosis: window closed, not listed
        { id: 'd', identificacao: '004', eventos: [ev('2024-06-01', 'Inseminação')] },
      ],
      hoje,
    );
    expect(lista.map((e) => [e.identificacao, e.tipo, e.data, e.atrasado])).toEqual([
      ['003', 'Diagnóstico de gestação', '2024-12-25', false],
      ['001', 'Parto previsto', '2025-01-07', false],
      ['002', 'Secagem prevista', '2025-01-10', false],
    ]);
  });

  it('keeps an overdue dry-off flagged', () => {
    const lista = proximosEventos(
      [
        {
          id: 'b',
          identificacao: '002',
          eventos: [
            ev('2024-01-01', 'Parto'),
            ev('2024-03-01', 'Inseminação'),
            ev('2024-04-01', 'Diagnóstico', 'positivo'),
          ],
        },
      ],
      '2024-10-20',
    );
    expect(lista).toEqual([
      { animalId: 'b', identificacao: '002', tipo: 'Secagem prevista', data: '2024-10-10', atrasado: true },
    ]);
  });
});

describe('an exit (venda, morte, descarte) ends the lactation and takes the animal out of every count', () => {
  // calved 2024-12-01, inseminated and confirmed, never dried off; sold on 2025-06-30
  const vendida = [
    ev('2024-12-01', 'Parto'),
    ev('2025-02-20', 'Inseminação'),
    ev('2025-04-01', 'Diagnóstico', 'positivo'),
  ];
  const venda: Saida = { data: '2025-06-30', situacao: 'vendido' };

  it('a cow sold mid-lactation without a Secagem is in milk before the sale date, not from it on', () => {
    const antes = statusDoAnimal(vendida, '2025-06-29', null, venda);
    expect(antes).toMatchObject({
      lactando: true,
      del: 210,
      prenhe: true,
      saida: null,
      descricao: 'Em lactação · prenhe',
    });
    expect(antes.secagemPrevista).toBe('2025-10-01'); // 2025-02-20 + 283 − 60
    for (const dia of ['2025-06-30', '2025-07-01', '2026-03-01']) {
      expect(statusDoAnimal(vendida, dia, null, venda)).toEqual({
        lactando: false,
        ultimoParto: '2024-12-01',
        fimLactacao: '2025-06-30',
        del: null,
        prenhe: false,
        inseminacao: '2025-02-20',
        partoPrevisto: null,
        secagemPrevista: null,
        diagnosticoPendente: null,
        saida: venda,
        descricao: 'Vendido em 30/06/2025',
      });
    }
  });

  it('a dead dry cow keeps the end of her lactation (the Secagem) and is no longer dry', () => {
    const eventos = [ev('2024-03-01', 'Parto'), ev('2024-12-20', 'Secagem')];
    const morte: Saida = { data: '2025-04-11', situacao: 'morto' };
    expect(statusDoAnimal(eventos, '2025-04-10', null, morte)).toMatchObject({ descricao: 'Seca', saida: null });
    expect(statusDoAnimal(eventos, '2025-04-11', null, morte)).toMatchObject({
      lactando: false,
      fimLactacao: '2024-12-20',
      saida: morte,
      descricao: 'Morto em 11/04/2025',
    });
  });

  it('events recorded after the exit are not her history here', () => {
    const s = statusDoAnimal([...vendida, ev('2025-08-01', 'Parto')], '2025-09-01', null, venda);
    expect(s).toMatchObject({ lactando: false, ultimoParto: '2024-12-01', fimLactacao: '2025-06-30' });
  });

  it('lactations run from a Parto to the Secagem, the next Parto or the exit', () => {
    const eventos = [
      ev('2023-01-10', 'Parto'),
      ev('2023-10-01', 'Secagem'),
      ev('2024-01-05', 'Parto'),
      ev('2025-01-20', 'Parto'), // no Secagem between: the next calving closes it
    ];
    expect(lactacoesDoAnimal(eventos, '2025-03-01')).toEqual([
      { parto: '2023-01-10', fim: '2023-10-01' },
      { parto: '2024-01-05', fim: '2025-01-20' },
      { parto: '2025-01-20', fim: null },
    ]);
    expect(lactacoesDoAnimal(eventos, '2025-03-01', { data: '2025-02-01', situacao: 'descartado' }).at(-1)).toEqual({
      parto: '2025-01-20',
      fim: '2025-02-01',
    });
    // an exit after the day asked changes nothing yet
    expect(lactacoesDoAnimal(eventos, '2025-03-01', { data: '2025-03-02', situacao: 'vendido' }).at(-1)?.fim).toBe(
      null,
    );
  });

  it('nothing is due for an animal that left: no dry-off, calving or diagnosis to announce', () => {
    const animal = { id: 'x', identificacao: 'V-9', eventos: vendida, saida: venda };
    expect(proximosEventos([animal], '2025-09-20').map((e) => e.tipo)).toEqual([]);
    // on a day before the sale the dry-off was due
    expect(proximosEventos([animal], '2025-06-15', 120).map((e) => [e.tipo, e.data])).toEqual([
      ['Secagem prevista', '2025-10-01'],
    ]);
  });
});

describe('saidaDoAnimal', () => {
  it('an active animal has no exit', () => {
    expect(saidaDoAnimal('ativo', [{ dia: '2025-01-01', antes: 'vendido', depois: 'ativo' }], null, '2024-01-01')).toBe(
      null,
    );
  });

  it('the day the register changed from ativo to out (the latest such change)', () => {
    const mudancas = [
      { dia: '2024-01-01', antes: null, depois: 'ativo' },
      { dia: '2025-03-10', antes: 'ativo', depois: 'vendido' },
      { dia: '2025-03-12', antes: 'vendido', depois: 'ativo' }, // a mistake undone
      { dia: '2025-05-02', antes: 'ativo', depois: 'vendido' },
      { dia: '2025-05-20', antes: 'vendido', depois: 'morto' }, // a correction of the kind, not a new exit
    ];
    expect(saidaDoAnimal('morto', mudancas, '2025-09-01', '2024-01-01')).toEqual({
      data: '2025-05-02',
      situacao: 'morto',
    });
  });

  it('registered already out: the day after its last recorded fact, else the day it was registered', () => {
    const criada = [{ dia: '2025-11-20', antes: null, depois: 'vendido' }];
    expect(saidaDoAnimal('vendido', criada, '2025-03-31', '2025-11-20')).toEqual({
      data: '2025-04-01',
      situacao: 'vendido',
    });
    expect(saidaDoAnimal('descartado', [], null, '2025-11-20')).toEqual({ data: '2025-11-20', situacao: 'descartado' });
  });
});
