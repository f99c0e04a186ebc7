import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diasEntre, somarDias } from '../apontamentos/dates.ts';
import type { EventoReprodutivo, Saida } from '../apontamentos/reproducao.ts';
import { EVENTOS } from '../apontamentos/schemas.ts';
import { taxasIncoerentes } from './schemas.ts';
import {
  type FemeaComEventos,
  figurasDesatualizadas,
  servicosPorConcepcao,
  taxasReprodutivas,
  zootecnicoDoAno,
} from './zootecnico.ts';

const ev = (data: string, evento: EventoReprodutivo['evento']) => ({ data, evento, resultado: null });
const umaCasa = (n: number) => Math.round(n * 10) / 10;
const soma = (de: number, ate: number) => ((de + ate) * (ate - de + 1)) / 2;

describe('zootecnicoDoAno', () => {
  it('averages over the days of the year: cows in milk, cows, DEL and the calving interval', () => {
    // calved 2024-11-20, dried off 2025-09-01, calved again 2025-11-20 (interval 365 days)
    const r = zootecnicoDoAno(
      [
        { eventos: [ev('2024-11-20', 'Parto'), ev('2025-09-01', 'Secagem'), ev('2025-11-20', 'Parto')] },
        { eventos: [] }, // a heifer that never calved: no cow, never in milk
      ],
      2025,
      '2026-01-10',
    );
    // in milk 01/01–31/08 (243 days, DEL 42…284) and 20/11–31/12 (42 days, DEL 0…41)
    expect(r).toMatchObject({
      vacasLactacaoMedia: (243 + 42) / 365, // 0,8
      vacasTotalMedia: 1,
      delMedio: umaCasa((soma(42, 284) + soma(0, 41)) / (243 + 42)),
      intervaloPartosDias: 365,
    });
  });

  it('counts each cow for the days she was in the herd: a cow sold in milk, a dry cow that died', () => {
    const vendida: FemeaComEventos = {
      // calved 2024-12-01, never dried off, sold on 2025-06-30
      eventos: [ev('2024-12-01', 'Parto')],
      saida: { data: '2025-06-30', situacao: 'vendido' },
    };
    const mortaSeca: FemeaComEventos = {
      // dry since 2024-12-20, died on 2025-04-11
      eventos: [ev('2024-03-01', 'Parto'), ev('2024-12-20', 'Secagem')],
      saida: { data: '2025-04-11', situacao: 'morto' },
    };
    const ficou: FemeaComEventos = { eventos: [ev('2024-11-01', 'Parto'), ev('2025-09-01', 'Secagem')] };
    const r = zootecnicoDoAno([vendida, mortaSeca, ficou, { eventos: [] }], 2025, '2026-01-10');
    // By hand, 365 days:
    // sold cow: in milk 01/01–29/06 = 31+28+31+30+31+29 = 180 days, DEL 31 (on 01/01) … 210 (on 29/06)
    // dead dry cow: a cow 01/01–10/04 = 31+28+31+10 = 100 days, never in milk
    // the cow that stayed: a cow all 365 days; in milk 01/01–31/08 = 243 days, DEL 61 … 303
    expect(r).toMatchObject({
      vacasLactacaoMedia: (180 + 243) / 365, // 1,2 (today's figure counted the sold cow all year: 1,7)
      vacasTotalMedia: (180 + 100 + 365) / 365, // 1,8
      delMedio: umaCasa((soma(31, 210) + soma(61, 303)) / (180 + 243)), // 155,8
      intervaloPartosDias: undefined,
    });
  });

  it('a year still running counts the days that have passed, nothing after the farm’s today', () => {
    // a heifer's first calving on 01/03; today is 31/03: 31 of the year's 90 days in milk
    const r = zootecnicoDoAno([{ eventos: [ev('2025-03-01', 'Parto')] }], 2025, '2025-03-31');
    expect(r).toMatchObject({
      vacasLactacaoMedia: 31 / 90,
      vacasTotalMedia: 31 / 90,
      delMedio: 15,
      intervaloPartosDias: undefined,
    });
  });

  it('no cow in the herd (no register, a future year, everyone gone) leaves the figures out, never 0', () => {
    const vazio = {
      vacasLactacaoMedia: undefined,
      vacasTotalMedia: undefined,
      delMedio: undefined,
      intervaloPartosDias: undefined,
    };
    expect(zootecnicoDoAno([], 2025, '2026-01-10')).toEqual(vazio);
    expect(zootecnicoDoAno([{ eventos: [ev('2024-01-01', 'Parto')] }], 2027, '2026-01-10')).toEqual(vazio);
    const saiuAntes = { eventos: [ev('2023-01-01', 'Parto')], saida: { data: '2024-06-01', situacao: 'vendido' } };
    expect(zootecnicoDoAno([saiuAntes as FemeaComEventos], 2025, '2026-01-10')).toEqual(vazio);
  });

  it('equals a day-by-day count of who was there and in milk (property)', () => {
    const ANO = 2025;
    const dia = (n: number) => somarDias('2024-01-01', n);
    const evento = fc.record({
      data: fc.integer({ min: 0, max: 900 }).map(dia),
      evento: fc.constantFrom(...EVENTOS),
      resultado: fc.constant(null),
    });
    const femea = fc.record({
      eventos: fc.array(evento, { maxLength: 6 }),
      saida: fc.option(
        fc.record({
          data: fc.integer({ min: 0, max: 900 }).map(dia),
          situacao: fc.constantFrom('vendido' as const, 'morto' as const, 'descartado' as const),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(femea, { maxLength: 4 }), fc.integer({ min: 300, max: 800 }).map(dia), (femeas, hoje) => {
        const {
          taxaServico: _s,
          taxaConcepcao: _c,
          taxaPrenhez: _p,
          servicosPorConcepcao: _spc,
          ...rebanho
        } = zootecnicoDoAno(femeas, ANO, hoje);
        expect(rebanho).toEqual(porDia(femeas, ANO, hoje));
      }),
    );
  });
});

describe('taxas de serviço, concepção e prenhez over 21-day cycles (Ferguson & Galligan, 1993; DairyComp 305)', () => {
  const diag = (data: string, resultado: 'positivo' | 'negativo') => ({
    data,
    evento: 'Diagnóstico' as const,
    resultado,
  });

  it('counts eligible cow-cycles, services and pregnancies by hand', () => {
    // 2025's cycles start on 01/01 + 21k; with today 2026-06-01 all 17 whole cycles count (the 17th ends 23/12).
    const a: FemeaComEventos = {
      // DEL 92 on 01/01. Cycle 0 (01–21/01): eligible, served, open (re-bred). Cycle 1 (22/01–11/02): eligible,
      // served, pregnant (positive diagnosis). Pregnant until the calving of 10/11; then DEL < 50 to the year's end.
      eventos: [
        ev('2024-10-01', 'Parto'),
        ev('2025-01-10', 'Inseminação'),
        ev('2025-02-01', 'Inseminação'),
        diag('2025-03-10', 'positivo'),
        ev('2025-11-10', 'Parto'),
      ],
    };
    const b: FemeaComEventos = {
      // calved 01/03: DEL 46 on 16/04 (cycle 5, not yet), 67 on 07/05 (cycle 6: eligible, not served); cycle 7
      // (28/05–17/06): served on 01/06, pregnant; pregnant to the year's end.
      eventos: [ev('2025-03-01', 'Parto'), ev('2025-06-01', 'Inseminação'), diag('2025-07-10', 'positivo')],
    };
    const c: FemeaComEventos = {
      // DEL 31 on 01/01 (not yet); cycle 1 (22/01): eligible, not served; cycle 2 (12/02–04/03): served on 20/02, no
      // diagnosis (open); sold on 01/03, so no cycle from 05/03 on.
      eventos: [ev('2024-12-01', 'Parto'), ev('2025-02-20', 'Inseminação')],
      saida: { data: '2025-03-01', situacao: 'vendido' },
    };
    const novilha: FemeaComEventos = { eventos: [ev('2025-05-01', 'Inseminação')] }; // never calved: not counted
    // eligible 2 + 2 + 2 = 6; served 2 + 1 + 1 = 4; pregnant 1 + 1 + 0 = 2
    expect(taxasReprodutivas([a, b, c, novilha], 2025, '2026-06-01')).toEqual({
      taxaServico: umaCasa((100 * 4) / 6), // 66,7
      taxaConcepcao: 50,
      taxaPrenhez: umaCasa((100 * 2) / 6), // 33,3 = 66,7 % × 50 %
    });
    // and the year's figures carry them
    expect(zootecnicoDoAno([a, b, c, novilha], 2025, '2026-06-01')).toMatchObject({ taxaServico: 66.7 });
  });

  it('leaves out the cycles whose diagnosis is not due yet, and has no rate without an eligible cow', () => {
    // today 2025-03-01: only cycles ending by 15/01 (today − 45 days) count, and cycle 0 ends on 21/01: none…
    const vaca = { eventos: [ev('2024-10-01', 'Parto'), ev('2025-01-10', 'Inseminação')] };
    expect(taxasReprodutivas([vaca], 2025, '2025-03-01')).toEqual({
      taxaServico: undefined,
      taxaConcepcao: undefined,
      taxaPrenhez: undefined,
    });
    // …and on 2025-03-08 cycle 0 counts: served, no diagnosis → open; TC 0 is a figure, not a missing one
    expect(taxasReprodutivas([vaca], 2025, '2025-03-08')).toEqual({
      taxaServico: 100,
      taxaConcepcao: 0,
      taxaPrenhez: 0,
    });
  });

  it('has no rate when the eligible cows have no insemination on record (the farm does not type its services)', () => {
    // calved 01/10/2024, eligible from cycle 0 of 2025 on, nothing else recorded: unknown, not TS 0 % and TP 0 %
    const vaca = { eventos: [ev('2024-10-01', 'Parto')] };
    expect(taxasReprodutivas([vaca], 2025, '2026-06-01')).toEqual({
      taxaServico: undefined,
      taxaConcepcao: undefined,
      taxaPrenhez: undefined,
    });
  });

  it('gives rates that hold together: TP ≤ TS and TP = TS × TC, which the schema accepts (property)', () => {
    const dia = (n: number) => somarDias('2024-06-01', n);
    const evento = fc.record({
      data: fc.integer({ min: 0, max: 700 }).map(dia),
      evento: fc.constantFrom(...EVENTOS),
      resultado: fc.constantFrom('positivo' as const, 'negativo' as const, null),
    });
    const femea = fc.record({ eventos: fc.array(evento, { maxLength: 10 }) });
    fc.assert(
      fc.property(fc.array(femea, { maxLength: 6 }), (femeas) => {
        const t = taxasReprodutivas(femeas, 2025, '2026-06-01');
        if (t.taxaServico === undefined) return;
        expect(t.taxaPrenhez).toBeLessThanOrEqual(t.taxaServico);
        if (t.taxaConcepcao !== undefined)
          expect(Math.abs((t.taxaPrenhez ?? 0) - (t.taxaServico * t.taxaConcepcao) / 100)).toBeLessThanOrEqual(0.1);
        expect(taxasIncoerentes(t)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The oracle, written from the words and not from the code: on each day of the year up to today, an animal is in
 * the herd before its exit date; among those, a cow has calved on or before that day, and is in milk when her latest
 * Parto-or-Secagem up to that day is a Parto (DEL = days since it). Intervals: consecutive calvings up to the exit,
 * the later one in the year.
 */
function porDia(femeas: readonly FemeaComEventos[], ano: number, hoje: string) {
  const ultimo = hoje < `${ano}-12-31` ? hoje : `${ano}-12-31`;
  let dias = 0;
  let vacaDias = 0;
  let lactacaoDias = 0;
  let somaDel = 0;
  const ordenados = (f: FemeaComEventos) =>
    f.eventos.map((e, i) => ({ e, i })).sort((a, b) => a.e.data.localeCompare(b.e.data) || a.i - b.i);
  for (let d = `${ano}-01-01`; d <= ultimo; d = somarDias(d, 1)) {
    dias++;
    for (const f of femeas) {
      const saida = f.saida as Saida | null | undefined;
      if (saida && saida.data <= d) continue;
      const ate = ordenados(f).filter(({ e }) => e.data <= d && (e.evento === 'Parto' || e.evento === 'Secagem'));
      if (!ate.some(({ e }) => e.evento === 'Parto')) continue;
      vacaDias++;
      const ultimoEv = ate.at(-1)?.e;
      if (ultimoEv?.evento === 'Parto') {
        lactacaoDias++;
        somaDel += diasEntre(ultimoEv.data, d);
      }
    }
  }
  const intervalos: number[] = [];
  for (const f of femeas) {
    const limite = f.saida && f.saida.data < ultimo ? f.saida.data : ultimo;
    const partos = ordenados(f)
      .filter(({ e }) => e.evento === 'Parto' && e.data <= limite)
      .map(({ e }) => e.data);
    for (let i = 1; i < partos.length; i++) {
      if (partos[i] >= `${ano}-01-01`) intervalos.push(diasEntre(partos[i - 1], partos[i]));
    }
  }
  if (!dias)
    return {
      vacasLactacaoMedia: undefined,
      vacasTotalMedia: undefined,
      delMedio: undefined,
      intervaloPartosDias: undefined,
    };
  return {
    vacasLactacaoMedia: vacaDias ? lactacaoDias / dias : undefined,
    vacasTotalMedia: vacaDias ? vacaDias / dias : undefined,
    delMedio: lactacaoDias ? umaCasa(somaDel / lactacaoDias) : undefined,
    intervaloPartosDias: intervalos.length
      ? umaCasa(intervalos.reduce((s, x) => s + x, 0) / intervalos.length)
      : undefined,
  };
}

describe('serviços por concepção: services ÷ conceptions, counted', () => {
  const diag = (data: string, resultado: 'positivo' | 'negativo') => ({
    data,
    evento: 'Diagnóstico' as const,
    resultado,
  });
  const A: FemeaComEventos = {
    eventos: [ev('2025-01-10', 'Inseminação'), ev('2025-01-20', 'Inseminação'), diag('2025-03-01', 'positivo')],
  };
  const B: FemeaComEventos = { eventos: [ev('2025-03-01', 'Inseminação'), ev('2025-12-05', 'Parto')] };
  const C: FemeaComEventos = { eventos: [ev('2025-11-01', 'Inseminação'), diag('2025-12-10', 'negativo')] };

  it('worked example: 4 services (A 2, B 1, C 1), 2 conceptions (A’s second, B’s) → 2,00', () => {
    expect(servicosPorConcepcao([A, B, C], '2025-01-01', '2025-12-31', '2026-01-31')).toBe(2);
    // in the year's figures too, beside the rates
    expect(zootecnicoDoAno([A, B, C], 2025, '2026-01-31').servicosPorConcepcao).toBe(2);
  });

  it('a service whose outcome is not known yet is left out; an old one with nothing after it is open', () => {
    const recente: FemeaComEventos = { eventos: [ev('2026-01-20', 'Inseminação')] };
    // 2026-01-20 is 11 days before today: unknown, out — still 2 ÷ 1 for A
    expect(servicosPorConcepcao([A, recente], '2025-01-01', '2026-12-31', '2026-01-31')).toBe(2);
    // 2025-06-01 with nothing after it by 2026-01-31 (more than 45 days): open — 3 ÷ 1
    const velho: FemeaComEventos = { eventos: [ev('2025-06-01', 'Inseminação')] };
    expect(servicosPorConcepcao([A, velho], '2025-01-01', '2025-12-31', '2026-01-31')).toBe(3);
  });

  it('no conception in the period: no figure (never 0 nor infinity)', () => {
    expect(servicosPorConcepcao([C], '2025-01-01', '2025-12-31', '2026-01-31')).toBeUndefined();
    expect(servicosPorConcepcao([], '2025-01-01', '2025-12-31', '2026-01-31')).toBeUndefined();
  });

  it('property: the services counted ÷ the conceptions counted, at least 1', () => {
    const servico = fc.record({ dia: fc.integer({ min: 0, max: 300 }), prenhe: fc.boolean() });
    fc.assert(
      fc.property(fc.array(servico, { minLength: 1, maxLength: 20 }), (lista) => {
        const femeas = lista.map(({ dia: d, prenhe }) => ({
          eventos: [
            ev(somarDias('2025-01-01', d), 'Inseminação'),
            diag(somarDias('2025-01-01', d + 35), prenhe ? 'positivo' : 'negativo'),
          ],
        }));
        const concepcoes = lista.filter((s) => s.prenhe).length;
        const r = servicosPorConcepcao(femeas, '2025-01-01', '2025-12-31', '2026-06-30');
        if (!concepcoes) expect(r).toBeUndefined();
        else {
          expect(r).toBe(Math.round((100 * lista.length) / concepcoes) / 100);
          expect(r).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe('saved herd figures the records no longer give', () => {
  const atual = zootecnicoDoAno([], 2025, '2026-01-31');
  it('the issue’s IEP 347 saved while the records now give 363 is marked; equal at the shown decimals is not', () => {
    const agora = { ...atual, intervaloPartosDias: 363, taxaServico: 50.04, vacasTotalMedia: 40.25 };
    expect(figurasDesatualizadas({ intervaloPartosDias: 347, taxaServico: 50, vacasTotalMedia: 40.3 }, agora)).toEqual([
      { campo: 'intervaloPartosDias', rotulo: 'Intervalo entre partos', salvo: 347, atual: 363, casas: 1 },
    ]);
  });
  it('a figure the records do not give (typed by the technician) is not marked; nothing saved, nothing marked', () => {
    expect(figurasDesatualizadas({ intervaloPartosDias: 400 }, atual)).toEqual([]);
    expect(figurasDesatualizadas(undefined, { ...atual, intervaloPartosDias: 363 })).toEqual([]);
  });
});
