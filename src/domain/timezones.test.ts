import { describe, expect, it } from 'vitest';
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
