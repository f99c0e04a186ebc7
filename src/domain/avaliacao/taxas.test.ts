import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar } from './analise.ts';
import { MSG_AVALIACAO } from './messages.ts';
import { linhasDoRelatorio } from './relatorio.ts';
import {
  avaliacaoRascunhoSchema,
  avaliacaoSchema,
  ETAPA_SCHEMAS,
  pendencias,
  TOLERANCIA_PRENHEZ_PP,
} from './schemas.ts';

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('typed reproduction rates must hold together (TP ≤ TS; TP = TS × TC within 3 points)', () => {
  it('refuses TS 70 %, TC 57 %, TP 90 % (accepted and printed before) with one Portuguese message', () => {
    const r = avaliacaoSchema.safeParse({
      ...exemplo,
      zootecnico: { taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 90 },
    });
    expect(r.success).toBe(false);
    expect(mensagens(r)).toEqual({
      'zootecnico.taxaPrenhez': 'A taxa de prenhez não pode ser maior que a taxa de serviço.',
    });
    // the draft (the web's and the API's save) refuses it the same way
    const rascunho = avaliacaoRascunhoSchema.safeParse({
      zootecnico: { taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 90 },
    });
    expect(rascunho.success).toBe(false);
    expect(mensagens(rascunho)).toEqual({ 'zootecnico.taxaPrenhez': MSG_AVALIACAO.prenhezMaiorQueServico });
  });

  it('takes TP within 3 points of TS × TC, refuses it beyond', () => {
    const z = ETAPA_SCHEMAS.zootecnico;
    // 70 % × 57 % = 39,9 %
    expect(z.safeParse({ taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 39.9 }).success).toBe(true);
    expect(z.safeParse({ taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 42.9 }).success).toBe(true);
    expect(z.safeParse({ taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 36.9 }).success).toBe(true);
    const longe = z.safeParse({ taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 43.5 });
    expect(mensagens(longe)).toEqual({
      taxaPrenhez:
        'A taxa de prenhez deve ser a taxa de serviço × a taxa de concepção (39,9%), com diferença de até 3 pontos.',
    });
    // one rate alone, or TS and TP without TC, cannot be compared: only TP ≤ TS holds
    expect(z.safeParse({ taxaPrenhez: 18 }).success).toBe(true);
    expect(z.safeParse({ taxaServico: 50, taxaPrenhez: 18 }).success).toBe(true);
  });

  it('accepts exactly the rates with TP ≤ TS and |TP − TS × TC| ≤ 3 points (property)', () => {
    const pct = fc.integer({ min: 0, max: 1000 }).map((n) => n / 10);
    fc.assert(
      fc.property(pct, pct, pct, (ts, tc, tp) => {
        const ok = ETAPA_SCHEMAS.zootecnico.safeParse({ taxaServico: ts, taxaConcepcao: tc, taxaPrenhez: tp }).success;
        const coerente = tp <= ts && Math.abs(tp - (ts * tc) / 100) <= TOLERANCIA_PRENHEZ_PP + 1e-9;
        expect(ok).toBe(coerente);
        if (ok) expect(tp).toBeLessThanOrEqual(ts);
      }),
      { numRuns: 1000 },
    );
  });

  it('a draft saved before the rule names what it lacks for the Análise Final', () => {
    const antigo = { ...exemplo, zootecnico: { taxaServico: 70, taxaConcepcao: 57, taxaPrenhez: 90 } };
    expect(pendencias(antigo)).toEqual(['Animais: taxas de reprodução que fecham']);
    expect(pendencias(exemplo)).toEqual([]);
  });
});

describe('serviços por concepção in the Análise Final, beside the rates', () => {
  it('a typed (or suggested) 1,5 services per conception reads 1,50 among the zootechnical indicators', () => {
    const a = avaliacaoSchema.parse({
      ...exemplo,
      zootecnico: { ...exemplo.zootecnico, servicosPorConcepcao: 1.5 },
    });
    const linha = linhasDoRelatorio(analisar(a)).find((l) => l.rotulo === 'Serviços por concepção');
    expect(linha).toMatchObject({ secao: 'Indicadores zootécnicos', valor: '1,50' });
  });
});
