import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisarEntrada } from './analise.ts';
import { diasComLeite, leiteDoAno, rotuloMeses } from './leite.ts';
import { MSG_AVALIACAO } from './messages.ts';

const mes = (n: number, ano = 2024) => `${ano}-${String(n).padStart(2, '0')}`;

describe('the milk figures of a year (litres and the milk income of the same months)', () => {
  /**
   * Worked by hand. A year still running: the milk of January–November was recorded, the dairy has paid January–
   * October (November's milk is paid in December). Receipts, centavos:
   *   98 765 + 87 654 + 76 543 + 65 432 + 54 321 + 43 210 + 32 109 + 21 098 + 10 987 + 9 876 = 499 995 (R$ 4.999,95)
   * Litres: 37,3 L a month → January–October 373,0 L; with November 410,3 L.
   * The income of jan–out over the litres of jan–out: 499 995 / 373 = 1 340,469 centavos = R$ 13,4047 per litre;
   * dividing it by jan–nov's litres would give R$ 12,19 — November's milk counted without its money.
   */
  const receitas = [98_765, 87_654, 76_543, 65_432, 54_321, 43_210, 32_109, 21_098, 10_987, 9_876];
  const renda = new Map(receitas.map((v, i) => [mes(i + 1), v]));
  const litros = new Map(Array.from({ length: 11 }, (_, i) => [mes(i + 1), 37.3]));

  it('takes the months that have both, sums the receipts to the centavo and names the month left out', () => {
    const r = leiteDoAno(litros, renda);
    expect(r.rendaLeite).toBe(499_995);
    expect(r.leiteLitros).toBe(373);
    expect(rotuloMeses(r.meses.leiteLitros ?? [])).toBe('jan–out/2024');
    expect(r.meses.rendaLeite).toEqual(r.meses.leiteLitros);
    expect(r.meses.semRenda).toEqual(['2024-11']);
    expect(r.meses.semLitros).toEqual([]);
    const a = analisarEntrada({
      identificacao: { produtor: 'P', propriedade: 'S', ano: 2024, areaTotalHa: 10, areaLeiteHa: 10 },
      receitas: { leiteLitros: r.leiteLitros, rendaLeite: r.rendaLeite },
    });
    expect(a.rbLeite).toBe(499_995);
    expect(a.porLitro?.preco).toBe(1340.47);
  });

  it('gives the litres produced of the same months as the delivered ones (the productivity figure)', () => {
    // produced 40,0 L a month (2,7 L a month discarded: 37,3 delivered); jan–out → 400 L produced, 373 delivered
    const produzidos = new Map(Array.from({ length: 12 }, (_, i) => [mes(i + 1), 40]));
    const r = leiteDoAno(litros, renda, produzidos);
    expect(r.leiteLitros).toBe(373);
    expect(r.leiteProduzidoLitros).toBe(400);
    // without the produced months (a caller of an older server): no figure, never the delivered one
    expect(leiteDoAno(litros, renda).leiteProduzidoLitros).toBeUndefined();
  });

  it('gives a caller who sees only one of them every month it has', () => {
    const soLitros = leiteDoAno(litros, undefined);
    expect(soLitros).toEqual({ leiteLitros: 410, meses: { leiteLitros: [...litros.keys()] } });
    const soRenda = leiteDoAno(undefined, renda);
    expect(soRenda).toEqual({ rendaLeite: 499_995, meses: { rendaLeite: [...renda.keys()] } });
  });

  it('invents nothing: no milking and no receipt is no figure, not zero', () => {
    expect(leiteDoAno(new Map(), new Map())).toEqual({
      meses: { leiteLitros: [], rendaLeite: [], semRenda: [], semLitros: [] },
    });
    // A farm that records its milk but not its money: the litres of every month, the income left to type.
    const r = leiteDoAno(litros, new Map());
    expect(r.leiteLitros).toBe(410);
    expect(r.rendaLeite).toBeUndefined();
  });

  it('sums exact centavos and litres of the same months, for any months and receipts (property)', () => {
    const porMes = <T>(valor: fc.Arbitrary<T>) =>
      fc.dictionary(
        fc.integer({ min: 1, max: 12 }).map((n) => mes(n)),
        valor,
      );
    fc.assert(
      fc.property(
        porMes(fc.double({ min: 0, max: 9000, noNaN: true })),
        porMes(fc.integer({ min: 0, max: 10_000_000_000 })),
        (l, rec) => {
          const litrosM = new Map(Object.entries(l));
          const rendaM = new Map(Object.entries(rec));
          const r = leiteDoAno(litrosM, rendaM);
          const comL = [...litrosM].filter(([, v]) => v > 0).map(([k]) => k);
          const comR = [...rendaM].filter(([, v]) => v > 0).map(([k]) => k);
          if (comL.length && comR.length) {
            // Both cover exactly the months that have both.
            expect(r.meses.leiteLitros).toEqual(comL.filter((k) => comR.includes(k)).sort());
            expect(r.meses.rendaLeite).toEqual(r.meses.leiteLitros);
            expect([...(r.meses.leiteLitros ?? []), ...(r.meses.semRenda ?? [])].sort()).toEqual([...comL].sort());
            expect([...(r.meses.rendaLeite ?? []), ...(r.meses.semLitros ?? [])].sort()).toEqual([...comR].sort());
          }
          const meses = r.meses.rendaLeite ?? [];
          const soma = meses.reduce((s, k) => s + (rendaM.get(k) ?? 0), 0);
          expect(r.rendaLeite).toBe(meses.length ? soma : undefined);
          if (r.rendaLeite !== undefined) expect(Number.isInteger(r.rendaLeite)).toBe(true);
          const mesesL = r.meses.leiteLitros ?? [];
          expect(r.leiteLitros).toBe(
            mesesL.length ? Math.round(mesesL.reduce((s, k) => s + (litrosM.get(k) ?? 0), 0)) : undefined,
          );
        },
      ),
    );
  });
});

describe('rotuloMeses', () => {
  it('says months as a reader does', () => {
    expect(
      rotuloMeses([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
      ]),
    ).toBe('jan–out/2026');
    expect(rotuloMeses(['2026-03'])).toBe('mar/2026');
    expect(rotuloMeses(['2026-05', '2026-01', '2026-02', '2026-03'])).toBe('jan–mar, mai/2026');
    expect(rotuloMeses(['2025-12', '2026-01'])).toBe('dez/2025–jan/2026');
    expect(rotuloMeses([])).toBe('');
  });

  it('names every month given and no other (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1 }), (ns) => {
        const texto = rotuloMeses(ns.map((n) => mes(n, 2026)));
        // Expanding the runs back gives the months.
        const ABREV = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
        const de = (s: string) => ABREV.indexOf(s) + 1;
        const volta = texto
          .replace(/\/2026$/, '')
          .split(', ')
          .flatMap((corrida) => {
            const [a, b = a] = corrida.split('–');
            return Array.from({ length: de(b) - de(a) + 1 }, (_, i) => de(a) + i);
          });
        expect(volta).toEqual([...ns].sort((x, y) => x - y));
      }),
    );
  });
});

describe('the days the litres cover (diasComLeite): the per-day figures of the desk and the Análise Final', () => {
  it('counts the days of the months with milk, up to today, inside the period', () => {
    // Feb–Nov 2026: 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30 = 303
    const fevNov = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `2026-${m}`);
    expect(diasComLeite(fevNov, '2026-01-01', '2026-12-31', '2026-12-01')).toBe(303);
    // a month in progress counts its days up to today: Nov 1–24 is 24 days, 303 − 30 + 24 = 297
    expect(diasComLeite(fevNov, '2026-01-01', '2026-12-31', '2026-11-24')).toBe(297);
    // a leap February; a period that starts mid-month
    expect(diasComLeite(['2024-02'], '2024-01-01', '2024-12-31', '2025-01-01')).toBe(29);
    expect(diasComLeite(['2026-03'], '2026-03-10', '2026-03-31', '2026-12-31')).toBe(22);
    expect(diasComLeite([], '2026-01-01', '2026-12-31', '2026-12-31')).toBe(0);
  });

  it('equals the Date-based count it replaced, for any months, period and today (property)', () => {
    // the first version (commit 40d5e76), by Date: the rewrite only dropped the Date objects
    const porDate = (meses: readonly string[], inicio: string, fim: string, hoje: string) => {
      const ate = fim < hoje ? fim : hoje;
      let dias = 0;
      for (const m of new Set(meses)) {
        const [a, n] = m.split('-').map(Number);
        const ultimo = `${m}-${String(new Date(Date.UTC(a, n, 0)).getUTCDate()).padStart(2, '0')}`;
        const de = `${m}-01` > inicio ? `${m}-01` : inicio;
        const para = ultimo < ate ? ultimo : ate;
        if (de <= para)
          dias += Math.round((Date.parse(`${para}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000) + 1;
      }
      return dias;
    };
    const dia = fc
      .integer({ min: Date.UTC(1999, 0, 1) / 86_400_000, max: Date.UTC(2101, 0, 1) / 86_400_000 })
      .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
    const mesDe = dia.map((d) => d.slice(0, 7));
    fc.assert(
      fc.property(fc.array(mesDe, { maxLength: 30 }), dia, dia, dia, (meses, a, b, hoje) => {
        const [inicio, fim] = a <= b ? [a, b] : [b, a];
        expect(diasComLeite(meses, inicio, fim, hoje)).toBe(porDate(meses, inicio, fim, hoje));
      }),
      { numRuns: 500 },
    );
  });

  it('every month of a past year gives its 365 or 366 days; any months give at most that (property)', () => {
    const meses = (ano: number) => Array.from({ length: 12 }, (_, i) => `${ano}-${String(i + 1).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2090 }),
        fc.array(fc.integer({ min: 0, max: 11 })),
        (ano, escolhidos) => {
          const bissexto = (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
          const todos = diasComLeite(meses(ano), `${ano}-01-01`, `${ano}-12-31`, `${ano + 1}-01-01`);
          expect(todos).toBe(bissexto ? 366 : 365);
          const alguns = diasComLeite(
            escolhidos.map((i) => meses(ano)[i]),
            `${ano}-01-01`,
            `${ano}-12-31`,
            `${ano + 1}-01-01`,
          );
          expect(alguns).toBeLessThanOrEqual(todos);
          expect(alguns).toBe(
            [...new Set(escolhidos)].reduce((s, i) => s + new Date(Date.UTC(ano, i + 1, 0)).getUTCDate(), 0),
          );
        },
      ),
    );
  });

  it('the Análise Final divides the litres by those days and says the period; herd means are not rounded before a ratio', () => {
    // 3.000 L over the 28 days of Feb 2026 = 107,142… → 107,1 L/dia (over 365 it read 8,2); per cow in milk:
    // 107,142… ÷ 5,46 = 19,623… → 19,6 (over a mean rounded to 5,5: 19,5); % in milk 5,46 ÷ 5,81 = 93,98 %
    // (rounded means 5,5 ÷ 5,8 gave 94,83 %)
    const r = analisarEntrada({
      ...exemplo,
      receitas: {
        ...exemplo.receitas,
        leiteLitros: 3000,
        leiteProduzidoLitros: 3000,
        diasLeite: 28,
        mesesLeite: ['2026-02'],
      },
      zootecnico: { vacasLactacaoMedia: 5.46, vacasTotalMedia: 5.81 },
    });
    expect(r.indicadores.litrosPorDia).toBe(107.1);
    expect(r.indicadores.litrosPorVacaLactacaoDia).toBe(19.6);
    expect(r.indicadores.percentualVacasLactacao).toBe(93.98);
    expect(r.periodoLeite).toEqual({ dias: 28, meses: ['2026-02'] });
    expect(MSG_AVALIACAO.periodoLeite(rotuloMeses(r.periodoLeite.meses), r.periodoLeite.dias)).toBe(
      'fev/2026 (28 dias com produção lançada)',
    );
  });
});
