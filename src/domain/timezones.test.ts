import { describe, expect, it } from 'vitest';
import { farmSchema } from './schemas/admin.ts';
import { FUSOS_BRASIL, fusosOferecidos, fusoValido } from './timezones.ts';

const fazenda = { name: 'F', location: 'L', size: 1 };

describe('farm time zones', () => {
  it('accepts IANA names the runtime knows and refuses anything else with a Portuguese message', () => {
    expect(fusoValido('America/Sao_Paulo')).toBe(true);
    expect(fusoValido('UTC')).toBe(true);
    for (const bad of ['Marte/Olympus', '', ' ', '🐄', '<b>x</b>', 'america/sao_paulo']) {
      expect(fusoValido(bad), bad).toBe(false);
      const r = farmSchema.safeParse({ ...fazenda, timezone: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('Fuso horário inválido: escolha um da lista (ex.: America/Sao_Paulo).');
    }
  });

  it("offers Brazil's zones first, then the others, all valid", () => {
    const lista = fusosOferecidos();
    expect(lista.slice(0, FUSOS_BRASIL.length)).toEqual([...FUSOS_BRASIL]);
    expect(lista).toContain('Europe/Lisbon');
    expect(new Set(lista).size).toBe(lista.length);
  });
});

describe('a zone stored before validation', () => {
  it("does not break the farm's civil date: Brasília's is used", async () => {
    const { hojeNoFuso } = await import('./format.ts');
    const agora = new Date('2026-03-01T02:30:00Z'); // 23:30 of 28/02 in Brasília
    expect(hojeNoFuso('Marte/Olympus', agora)).toBe('2026-02-28');
  });
});
