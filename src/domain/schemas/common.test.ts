import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../format.ts';
import { MSG } from '../messages.ts';
import { CENTAVOS_MAXIMO, centavos, texto, textoOpcional } from './common.ts';

/** Control characters (Unicode Cc) a text field refuses: all but tab, line feed and carriage return. */
const CONTROLE = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));
const temControle = (s: string) => [...s].some((ch) => CONTROLE.includes(ch));

/** Any text of any code point (emoji, accents, CJK, tabs and line breaks) without a refused control character. */
const textoLimpo = fc.string({ unit: 'binary', maxLength: 80 }).filter((s) => !temControle(s));
/** A clean text with one control character (or a lone UTF-16 half, which no encoding keeps) put anywhere. */
const comControle = fc
  .tuple(
    textoLimpo,
    fc.oneof(fc.constantFrom(...CONTROLE), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')),
    fc.nat(),
  )
  .map(([s, ch, i]) => {
    const pos = i % (s.length + 1);
    return s.slice(0, pos) + ch + s.slice(pos);
  })
  // a lone half put between the halves of a pair is still a lone half; a control char never pairs
  .filter((s) => temControle(s) || /\p{Cs}/u.test(s));

/**
 * Built once: building a text schema costs ~0.2 ms (zod's checks and refinements), parsing with it microseconds — built
 * inside the properties it was most of this file's 5 s of CPU (2,000 runs × 2 schemas).
 */
const texto200 = texto(200);
const textoOpcional200 = textoOpcional(200);

describe('texto() and textoOpcional(): kept as typed or refused', () => {
  it('accepts any text without control characters unchanged (after the trim)', () => {
    fc.assert(
      fc.property(textoLimpo, (s) => {
        expect(textoOpcional200.parse(s)).toBe(s.trim());
        const r = texto200.safeParse(s);
        if (s.trim() === '') expect(r.error?.issues[0].message).toBe(MSG.campoObrigatorio);
        else expect(r.data).toBe(s.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any text with a control character, wherever it is, with one Portuguese message', () => {
    fc.assert(
      fc.property(comControle, (s) => {
        for (const schema of [texto200, textoOpcional200]) {
          const r = schema.safeParse(s);
          expect(r.success).toBe(false);
          expect(r.error?.issues.map((i) => i.message)).toContain(MSG.caracteresDeControle);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps tabs and line breaks inside a text; refuses NUL, ESC, DEL and C1 controls', () => {
    expect(textoOpcional(200).parse('linha 1\r\nlinha\t2')).toBe('linha 1\r\nlinha\t2');
    for (const s of ['Ração\u0000 20kg', '\u001b[31mvermelho', 'fim\u007f', 'a\u0085b', ' \u000b ']) {
      expect(texto(200).safeParse(s).error?.issues[0].message, JSON.stringify(s)).toBe(MSG.caracteresDeControle);
    }
  });
});

describe('centavos: money too large speaks of reais', () => {
  it("says 'Valor alto demais' with the limit in reais, never 'em centavos', however large", () => {
    const mensagem = `Valor alto demais: o máximo é ${formatBRL(CENTAVOS_MAXIMO)}.`;
    expect(mensagem).toBe('Valor alto demais: o máximo é R$ 100.000.000.000,00.');
    expect(centavos.parse(CENTAVOS_MAXIMO)).toBe(CENTAVOS_MAXIMO);
    for (const v of [CENTAVOS_MAXIMO + 1, 2 ** 53, 1e16, 1e22, 1e300, Number.POSITIVE_INFINITY]) {
      const r = centavos.safeParse(v);
      expect(r.error?.issues.map((i) => i.message)).toEqual([mensagem]);
    }
    fc.assert(
      fc.property(fc.double({ min: CENTAVOS_MAXIMO + 1, max: Number.MAX_VALUE, noNaN: true }), (v) => {
        expect(centavos.safeParse(v).error?.issues[0].message).toBe(mensagem);
      }),
    );
  });

  it("keeps 'em centavos' for a fraction of a centavo (only the API can send one)", () => {
    expect(centavos.safeParse(12.5).error?.issues[0].message).toBe('Informe o valor em centavos.');
  });
});
