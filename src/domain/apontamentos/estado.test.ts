import { describe, expect, it } from 'vitest';
import {
  type EventoReprodutivo,
  estadoDoAnimal,
  listasDeAcao,
  PARAMETROS_PADRAO,
  resumoReprodutivo,
} from './reproducao.ts';

const ev = (data: string, evento: EventoReprodutivo['evento'], resultado?: 'positivo' | 'negativo') => ({
  data,
  evento,
  resultado: resultado ?? null,
});
const HOJE = '2025-06-30';

describe('estadoDoAnimal (hand cases)', () => {
  it('a cow in milk, served twice, pregnant from the second service', () => {
    const e = estadoDoAnimal(
      {
        raca: 'Holandesa',
        eventos: [
          ev('2024-06-01', 'Parto'),
          ev('2025-01-10', 'Parto'),
          ev('2025-03-05', 'Inseminação'),
          ev('2025-04-07', 'Diagnóstico', 'negativo'),
          ev('2025-04-20', 'Inseminação'),
          ev('2025-05-25', 'Diagnóstico', 'positivo'),
        ],
      },
      HOJE,
    );
    expect(e).toMatchObject({
      categoria: 'Em lactação',
      reprodutiva: 'Prenhe',
      del: 171, // 10/01 → 30/06
      diasEmAberto: 100, // 10/01 → 20/04, the conceiving service
      servicos: 2,
      ultimoServico: '2025-04-20',
      partoPrevisto: '2026-01-25', // + 280 (Holandesa)
      secagemPrevista: '2025-11-26', // − 60
      lactacao: 2,
      saida: null,
    });
  });

  it('a negative diagnosis after a positive one (an abortion): open again, days open run to today', () => {
    const e = estadoDoAnimal(
      {
        eventos: [
          ev('2025-01-10', 'Parto'),
          ev('2025-03-05', 'Inseminação'),
          ev('2025-04-07', 'Diagnóstico', 'positivo'),
          ev('2025-05-20', 'Diagnóstico', 'negativo'),
        ],
      },
      HOJE,
    );
    expect(e).toMatchObject({
      reprodutiva: 'Vazia',
      partoPrevisto: null,
      secagemPrevista: null,
      diasEmAberto: 171,
      servicos: 1,
    });
  });

  it('a second service with no diagnosis yet: Inseminada, the last service the second', () => {
    const e = estadoDoAnimal(
      { eventos: [ev('2025-01-10', 'Parto'), ev('2025-03-05', 'Inseminação'), ev('2025-03-26', 'Inseminação')] },
      HOJE,
    );
    expect(e).toMatchObject({ reprodutiva: 'Inseminada', servicos: 2, ultimoServico: '2025-03-26', diasEmAberto: 171 });
  });

  it('a sold cow is in no count: no category, no state, nothing due', () => {
    const e = estadoDoAnimal(
      {
        eventos: [
          ev('2025-01-10', 'Parto'),
          ev('2025-03-05', 'Inseminação'),
          ev('2025-04-07', 'Diagnóstico', 'positivo'),
        ],
        saida: { data: '2025-05-01', situacao: 'vendido' },
      },
      HOJE,
    );
    expect(e).toMatchObject({ categoria: null, reprodutiva: null, del: null, partoPrevisto: null, lactacao: 1 });
    expect(e.saida).toEqual({ data: '2025-05-01', situacao: 'vendido' });
  });

  it('a dead cow, before her death day, is counted as she was', () => {
    const e = estadoDoAnimal(
      { eventos: [ev('2025-01-10', 'Parto')], saida: { data: '2025-07-15', situacao: 'morto' } },
      HOJE,
    );
    expect(e).toMatchObject({ categoria: 'Em lactação', del: 171, saida: null });
  });

  it('a dry pregnant cow; heifer and calf by age; no birth date and nothing recorded: no category', () => {
    const seca = estadoDoAnimal(
      {
        eventos: [
          ev('2024-06-01', 'Parto'),
          ev('2024-09-01', 'Inseminação'),
          ev('2024-10-10', 'Diagnóstico', 'positivo'),
          ev('2025-04-15', 'Secagem'),
        ],
      },
      HOJE,
    );
    expect(seca).toMatchObject({ categoria: 'Seca', reprodutiva: 'Prenhe', del: null, secagemPrevista: null });
    expect(seca.partoPrevisto).toBe('2025-06-11');
    expect(estadoDoAnimal({ eventos: [], dataNascimento: '2024-01-01' }, HOJE)).toMatchObject({
      categoria: 'Novilha',
      reprodutiva: 'Vazia',
      idadeMeses: 17,
    });
    expect(estadoDoAnimal({ eventos: [], dataNascimento: '2025-01-01' }, HOJE)).toMatchObject({
      categoria: 'Bezerra',
      reprodutiva: null,
    });
    expect(estadoDoAnimal({ eventos: [] }, HOJE).categoria).toBeNull();
  });

  it("the farm's dry period moves the expected dry-off", () => {
    const eventos = [
      ev('2025-01-10', 'Parto'),
      ev('2025-04-20', 'Inseminação'),
      ev('2025-05-25', 'Diagnóstico', 'positivo'),
    ];
    const e = estadoDoAnimal({ eventos, raca: 'Holandesa' }, HOJE, { ...PARAMETROS_PADRAO, diasSecagem: 45 });
    expect(e.secagemPrevista).toBe('2025-12-11');
  });
});

describe('resumoReprodutivo and listasDeAcao (a hand-made herd)', () => {
  const animais = [
    // V1 pregnant in milk, days open 100 (Holandesa: IEP 380)
    {
      id: 'v1',
      identificacao: 'V1',
      raca: 'Holandesa',
      eventos: [
        ev('2025-01-10', 'Parto'),
        ev('2025-04-20', 'Inseminação'),
        ev('2025-05-25', 'Diagnóstico', 'positivo'),
      ],
    },
    // V2 open at 171 days, 3 services: vazia > 150, repetidora; its last service 40 days ago without diagnosis
    {
      id: 'v2',
      identificacao: 'V2',
      eventos: [
        ev('2025-01-10', 'Parto'),
        ev('2025-03-01', 'Inseminação'),
        ev('2025-03-22', 'Inseminação'),
        ev('2025-05-21', 'Inseminação'),
      ],
    },
    // V3 fresh cow: 20 days in milk, not eligible
    { id: 'v3', identificacao: 'V3', eventos: [ev('2025-06-10', 'Parto')] },
    // V4 open past the PVE (60 days), not served
    { id: 'v4', identificacao: 'V4', eventos: [ev('2025-05-01', 'Parto')] },
    // V5 sold: in no count, on no list
    {
      id: 'v5',
      identificacao: 'V5',
      eventos: [ev('2024-01-10', 'Parto'), ev('2024-03-01', 'Inseminação')],
      saida: { data: '2025-02-01', situacao: 'vendido' as const },
    },
    // N1 heifer of 16 months, never served
    { id: 'n1', identificacao: 'N1', dataNascimento: '2024-02-15', eventos: [] },
    // V6 pregnant, dry-off due in 5 days; served 10/09/2024 (Holandesa 280 → 17/06/2025?)
    {
      id: 'v6',
      identificacao: 'V6',
      raca: 'Holandesa',
      eventos: [
        ev('2024-08-01', 'Parto'),
        ev('2024-11-08', 'Inseminação'),
        ev('2024-12-15', 'Diagnóstico', 'positivo'),
      ],
    },
  ];
  const estados = animais.map((a) => ({ ...a, estado: estadoDoAnimal(a, HOJE) }));

  it('summary: % pregnant of eligible, in milk / dry, DEL médio, projected calving interval', () => {
    const r = resumoReprodutivo(estados);
    expect(r).toMatchObject({ femeas: 6, emLactacao: 5, secas: 0, novilhas: 1, bezerras: 0 });
    // eligible: V1 (pregnant), V2 (171 d), V4 (60 d), V6 (pregnant); not V3 (20 d), not V5 (sold)
    expect(r.elegiveis).toBe(4);
    expect(r.prenhes).toBe(2);
    expect(r.percentualPrenhes).toBe(50);
    // DEL: V1 171, V2 171, V3 20, V4 60, V6 333 → 151
    expect(r.delMedio).toBe(151);
    // days open: V1 100, V2 171, V4 60, V6 99 → 107.5; IEP: 380 + 454 + 343 + 379 → 389
    expect(r.diasEmAbertoMedio).toBe(107.5);
    expect(r.iepProjetado).toBe(389);
  });

  it('the lists: each animal where the rules put it, the sold cow on none', () => {
    const l = listasDeAcao(estados, HOJE);
    const ids = (k: keyof typeof l) => l[k].map((i) => i.identificacao);
    expect(ids('diagnostico')).toEqual(['V2']); // 21/05 + 30 = 20/06 ≤ today
    expect(l.diagnostico[0].data).toBe('2025-06-20');
    expect(ids('cio')).toEqual(['V2']); // 21/05 + 42 = 02/07, within the week
    expect(l.cio[0].data).toBe('2025-07-02');
    expect(ids('vazias-pve')).toEqual(['V4']); // V2 is served (waiting for a diagnosis)
    expect(ids('vazias-150')).toEqual(['V2']);
    expect(ids('repetidoras')).toEqual(['V2']);
    expect(ids('novilhas')).toEqual(['N1']);
    // V6: 08/11/2024 + 280 = 15/08/2025; dry-off 16/06: overdue, listed; calving beyond 30 days
    expect(ids('secar')).toEqual(['V6']);
    expect(l.secar[0]).toMatchObject({ data: '2025-06-16', atrasado: true });
    expect(ids('partos')).toEqual([]);
    for (const lista of Object.values(l)) expect(lista.map((i) => i.animalId)).not.toContain('v5');
  });

  it("the farm's thresholds move the lists (PVE 70: V4 not yet; first service at 18 months: N1 not yet)", () => {
    const p = { pveDias: 70, diasSecagem: 60, idadePrimeiraCoberturaMeses: 18 };
    const l = listasDeAcao(
      animais.map((a) => ({ ...a, estado: estadoDoAnimal(a, HOJE, p) })),
      HOJE,
      p,
    );
    expect(l['vazias-pve']).toEqual([]);
    expect(l.novilhas).toEqual([]);
  });

  it('a herd of nobody eligible has no percentage, no interval (null, not 0)', () => {
    const r = resumoReprodutivo([{ estado: estadoDoAnimal({ eventos: [ev('2025-06-10', 'Parto')] }, HOJE) }]);
    expect(r).toMatchObject({ elegiveis: 0, percentualPrenhes: null, iepProjetado: null, delMedio: 20 });
  });
});
