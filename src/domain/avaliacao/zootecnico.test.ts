import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diasEntre, somarDias } from '../records/dates.ts';
import type { EventoReprodutivo, Saida } from '../records/lactation.ts';
import { EVENTOS } from '../records/schemas.ts';
import { type FemeaComEventos, zootecnicoDoAno } from './zootecnico.ts';

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
    expect(r).toEqual({
      vacasLactacaoMedia: umaCasa((243 + 42) / 365), // 0,8
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
    expect(r).toEqual({
      vacasLactacaoMedia: umaCasa((180 + 243) / 365), // 1,2 (today's figure counted the sold cow all year: 1,7)
      vacasTotalMedia: umaCasa((180 + 100 + 365) / 365), // 1,8
      delMedio: umaCasa((soma(31, 210) + soma(61, 303)) / (180 + 243)), // 155,8
      intervaloPartosDias: undefined,
    });
  });

  it('a year still running counts the days that have passed, nothing after the farm’s today', () => {
    // a heifer's first calving on 01/03; today is 31/03: 31 of the year's 90 days in milk
    const r = zootecnicoDoAno([{ eventos: [ev('2025-03-01', 'Parto')] }], 2025, '2025-03-31');
    expect(r).toEqual({
      vacasLactacaoMedia: umaCasa(31 / 90),
      vacasTotalMedia: umaCasa(31 / 90),
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
        expect(zootecnicoDoAno(femeas, ANO, hoje)).toEqual(porDia(femeas, ANO, hoje));
      }),
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
    vacasLactacaoMedia: vacaDias ? umaCasa(lactacaoDias / dias) : undefined,
    vacasTotalMedia: vacaDias ? umaCasa(vacaDias / dias) : undefined,
    delMedio: lactacaoDias ? umaCasa(somaDel / lactacaoDias) : undefined,
    intervaloPartosDias: intervalos.length
      ? umaCasa(intervalos.reduce((s, x) => s + x, 0) / intervalos.length)
      : undefined,
  };
}
