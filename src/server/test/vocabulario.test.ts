/**
 * The glossary's deny-list (scripts/vocabulario.mjs, run by `npm run lint`): the repository holds no second name
 * outside the listed exceptions, and a planted one is found — in an exported name and in a file name — while what
 * the glossary leaves alone (locals, JSON fields, tests, listed exceptions) passes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { lerGlossario, palavras, verificarVocabulario } from '../../../scripts/vocabulario.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'leiteira-vocabulario-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vocabulary lint', () => {
  it("finds no second name in the repository's sources outside the glossary's exceptions", () => {
    expect(verificarVocabulario(ROOT)).toEqual([]);
  });

  it('npm run lint runs it after Biome', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toMatch(/biome check .*&& node scripts\/vocabulario\.mjs/);
  });

  it('reads the deny-list and the exceptions from docs/GLOSSARIO.md', () => {
    const { segundos, excecoes } = lerGlossario(readFileSync(join(ROOT, 'docs/GLOSSARIO.md'), 'utf8'));
    expect(segundos.get('farms')).toBe('fazenda');
    expect(segundos.get('users')).toBe('usuario');
    expect(segundos.get('group')).toBe('grupo');
    expect(segundos.get('registros')).toBe('cadastro');
    expect(segundos.get('milk')).toBe('producao');
    expect(excecoes.has('farmResource')).toBe(true);
  });

  it('refuses a planted second name in an exported name and a file name; leaves locals, JSON fields and tests', () => {
    mkdirSync(join(dir, 'docs'), { recursive: true });
    cpSync(join(ROOT, 'docs/GLOSSARIO.md'), join(dir, 'docs/GLOSSARIO.md'));
    mkdirSync(join(dir, 'src/web/features/x'), { recursive: true });
    // file name 'farm-list' (farm), exported FarmList (farm) and listUsers (users), a re-export as MilkChart (milk);
    // a local `group`, a JSON field `farmId` and the listed exception farmResource pass
    writeFileSync(
      join(dir, 'src/web/features/x/farm-list.tsx'),
      [
        'export function FarmList() {',
        '  const group = { farmId: 1 };',
        '  return group;',
        '}',
        'export const listUsers = () => [];',
        'const grafico = 1;',
        'export { grafico as MilkChart };',
        'export function farmResource() {}',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src/web/features/x/lista.test.ts'), 'export const farms = [];\n');
    const achados = verificarVocabulario(dir).map((a) => `${a.arquivo}:${a.linha} ${a.nome} ${a.palavra}→${a.use}`);
    expect(achados).toEqual([
      'src/web/features/x/farm-list.tsx:1 src/web/features/x/farm-list.tsx farm→fazenda',
      'src/web/features/x/farm-list.tsx:1 FarmList farm→fazenda',
      'src/web/features/x/farm-list.tsx:5 listUsers users→usuario',
      'src/web/features/x/farm-list.tsx:7 MilkChart milk→producao',
    ]);
  });

  it('splits any camelCase, PascalCase, snake or kebab name into its words', () => {
    // two letters at least: 'AB' is one acronym, not the words 'a' and 'b'
    const palavra = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(
      fc.property(fc.array(palavra, { minLength: 1, maxLength: 5 }), (ps) => {
        const camel = ps.map((p, i) => (i ? p[0].toUpperCase() + p.slice(1) : p)).join('');
        const pascal = ps.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
        expect(palavras(camel)).toEqual(ps);
        expect(palavras(pascal)).toEqual(ps);
        expect(palavras(ps.join('-'))).toEqual(ps);
        expect(palavras(ps.map((p) => p.toUpperCase()).join('_'))).toEqual(ps);
      }),
    );
    // by hand: an acronym before a word, digits between words
    expect(palavras('MAX_REGISTROS_API')).toEqual(['max', 'registros', 'api']);
    expect(palavras('HTTPFarm2User')).toEqual(['http', 'farm', 'user']);
  });
});
