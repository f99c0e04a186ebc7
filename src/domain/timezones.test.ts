import { describe, expect, it, vi } from 'vitest';
import { fazendaInputSchema } from './schemas/admin.ts';
import { FUSOS_BRASIL, fusosOferecidos, fusoValido, NOME_FUSO_BRASIL, rotuloDoFuso } from './timezones.ts';

const fazenda = { name: 'F', location: 'L', size: 1 };

describe('farm time zones', () => {
  it('accepts IANA names the runtime knows and refuses anything else with a Portuguese message', () => {
    expect(fusoValido('America/Sao_Paulo')).toBe(true);
    expect(fusoValido('UTC')).toBe(true);
    for (const bad of ['Marte/Olympus', '', ' ', '🐄', '<b>x</b>', 'america/sao_paulo']) {
      expect(fusoValido(bad), bad).toBe(false);
      const r = fazendaInputSchema.safeParse({ ...fazenda, timezone: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('Fuso horário inválido: escolha um da lista (ex.: America/Sao_Paulo).');
    }
  });

  it("offers Brazil's zones first by their names, then the ~420 others by IANA name, all valid and once", () => {
    const lista = fusosOferecidos();
    expect(lista.slice(0, 4).map((f) => f.label)).toEqual([
      'Brasília — America/Sao_Paulo',
      'Amazonas — America/Manaus',
      'Acre — America/Rio_Branco',
      'Fernando de Noronha — America/Noronha',
    ]);
    expect(lista.slice(0, FUSOS_BRASIL.length).map((f) => f.value)).toEqual([...FUSOS_BRASIL]);
    expect(lista.find((f) => f.value === 'America/Belem')?.label).toBe('Belém (PA, AP) — America/Belem');
    expect(lista.find((f) => f.value === 'Europe/Lisbon')?.label).toBe('Europe/Lisbon');
    expect(lista.find((f) => f.value === 'America/New_York')?.label).toBe('America/New York');
    expect(lista.length).toBeGreaterThan(400);
    const valores = lista.map((f) => f.value);
    expect(new Set(valores).size).toBe(valores.length);
    for (const f of lista) expect(fusoValido(f.value), f.value).toBe(true);
  });

  it("names every IANA zone of Brazil (zone.tab's BR lines), the other places in alphabetical order", () => {
    // IANA tz database, zone.tab: the 16 zones of country code BR.
    const BR = [
      'America/Noronha',
      'America/Belem',
      'America/Fortaleza',
      'America/Recife',
      'America/Araguaina',
      'America/Maceio',
      'America/Bahia',
      'America/Sao_Paulo',
      'America/Campo_Grande',
      'America/Cuiaba',
      'America/Santarem',
      'America/Porto_Velho',
      'America/Boa_Vista',
      'America/Manaus',
      'America/Eirunepe',
      'America/Rio_Branco',
    ];
    expect([...FUSOS_BRASIL].sort()).toEqual([...BR].sort());
    const lugares = FUSOS_BRASIL.slice(4).map((f) => NOME_FUSO_BRASIL[f]);
    expect(lugares).toEqual([...lugares].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const f of FUSOS_BRASIL) expect(rotuloDoFuso(f)).toMatch(/^[A-ZÁÉÍÓÚ][^/]* — America\/\w+$/);
  });
});

describe('a zone stored before validation', () => {
  it("does not break the farm's civil date: Brasília's is used", async () => {
    const { hojeNoFuso } = await import('./format.ts');
    const agora = new Date('2026-03-01T02:30:00Z'); // 23:30 of 28/02 in Brasília
    expect(hojeNoFuso('Marte/Olympus', agora)).toBe('2026-02-28');
  });
});

describe("a Brazilian farm's today without ICU (issue 40: Intl.DateTimeFormat pages ~5 MB into the server)", () => {
  it('worked by hand: 02:30 UTC is still the day before in Brasília (−3 h), Acre (−5 h); already that day in Noronha (−2 h)', async () => {
    const { dataCivilSemIcu } = await import('./timezones.ts');
    const agora = new Date('2025-03-10T02:30:00Z');
    expect(dataCivilSemIcu('America/Sao_Paulo', agora)).toBe('2025-03-09'); // 23:30 of 09/03
    expect(dataCivilSemIcu('America/Rio_Branco', agora)).toBe('2025-03-09'); // 21:30 of 09/03
    expect(dataCivilSemIcu('America/Noronha', agora)).toBe('2025-03-10'); // 00:30 of 10/03
    // 1 Jan 2026 02:59 UTC: 23:59 of 31 Dec 2025 in Brasília — the year turns by the farm's clock
    expect(dataCivilSemIcu('America/Sao_Paulo', new Date('2026-01-01T02:59:00Z'))).toBe('2025-12-31');
    expect(dataCivilSemIcu('America/Sao_Paulo', new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });

  it('leaves other zones, and instants before 2019-03 (daylight saving time), to Intl', async () => {
    const { dataCivilSemIcu } = await import('./timezones.ts');
    expect(dataCivilSemIcu('Europe/Lisbon', new Date('2025-03-10T02:30:00Z'))).toBeUndefined();
    expect(dataCivilSemIcu('America/Sao_Paulo', new Date('2018-12-01T02:30:00Z'))).toBeUndefined();
    expect(dataCivilSemIcu('America/Sao_Paulo', new Date(Number.NaN))).toBeUndefined();
  });

  it('equals Intl for every Brazilian zone at any instant from 2019-03 to 2037 (the runtime tz data)', async () => {
    const fc = await import('fast-check');
    const { dataCivilSemIcu, SEM_HORARIO_DE_VERAO_DESDE } = await import('./timezones.ts');
    const intl = new Map(
      FUSOS_BRASIL.map((f) => [
        f,
        new Intl.DateTimeFormat('en-CA', { timeZone: f, year: 'numeric', month: '2-digit', day: '2-digit' }),
      ]),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...FUSOS_BRASIL),
        fc.integer({ min: SEM_HORARIO_DE_VERAO_DESDE, max: Date.UTC(2037, 11, 31) }),
        (fuso, t) => {
          expect(dataCivilSemIcu(fuso, new Date(t))).toBe(intl.get(fuso)?.format(new Date(t)));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("makes no Intl.DateTimeFormat for a Brazilian farm's today (the server's every farm route asks for it)", async () => {
    const { hojeNoFuso } = await import('./format.ts');
    const feitos = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const f of FUSOS_BRASIL) hojeNoFuso(f, new Date('2026-07-01T12:00:00Z'));
      expect(feitos).not.toHaveBeenCalled();
    } finally {
      feitos.mockRestore();
    }
  });
});
