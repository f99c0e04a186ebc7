/**
 * The malformed-input catalogue, sent to every POST/PUT/PATCH/DELETE route of the routing table as an admin (so
 * nothing stops the request before it is read): each gets a 4xx with a Portuguese message, never a 5xx nor a
 * library's English, and the database is unchanged. A new route is probed the day it is mounted.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_META } from '../http/validate.ts';
import { adminFixture } from '../test/fixture.ts';
import { snapshotTables } from '../test/permissions.ts';

const f = adminFixture();

const SOME_ID = '01900000-0000-7000-8000-0000000000aa';
const MEGA = 'x'.repeat(1024 * 1024);
const FIELDS = ['nome', 'name', 'email', 'password', 'valor', 'quantidade', 'data', 'descricao', 'tipo', 'producao'];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** What a careless client or an attacker sends; raw strings go out as they are. */
const CATALOGUE: { name: string; body: string; type?: string; grande?: true }[] = [
  { name: 'JSON inválido', body: '{"nome": "x",' },
  { name: 'lista no lugar do objeto', body: '[1, 2, 3]' },
  { name: 'texto no lugar do objeto', body: '"texto"' },
  { name: 'null', body: 'null' },
  { name: 'campos faltando', body: '{}' },
  { name: 'tipos errados (números)', body: JSON.stringify(every(123)) },
  { name: 'tipos errados (listas)', body: JSON.stringify(every([1])) },
  { name: 'tipos errados (objetos)', body: JSON.stringify(every({ a: 1 })) },
  { name: 'números fora de faixa', body: JSON.stringify(every(1e308)) },
  { name: 'texto de 1 MB', body: JSON.stringify(every(MEGA)), grande: true },
  { name: 'datas impossíveis', body: JSON.stringify({ data: '2025-02-30', data_vencimento: '2025-13-01' }) },
  {
    name: '__proto__ e chaves extras',
    body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, "extra": 1}',
  },
  { name: 'corpo text/plain', body: '{"nome": "x"}', type: 'text/plain' },
  { name: 'caractere NUL nos textos', body: JSON.stringify(every('Ração\u0000 premium')) },
];

/** English a library might leak (zod, JSON.parse, the runtime). */
const ENGLISH =
  /\b(expected|received|invalid input|invalid option|required|must|string|number|object|array|unexpected|undefined|NaN|Infinity|position|token|property|cannot|failed)\b/i;

/** Routes that end the caller's own session are left out (they take no body). */
const SKIP = new Set(['POST /api/auth/logout']);

/** The route's JSON body schema, when it declares one. */
function jsonSchema(method: string, pattern: string): z.ZodType | undefined {
  for (const r of f.t.app.routes) {
    const meta = (r.handler as unknown as Record<symbol, { target: string; schema: z.ZodType } | undefined>)[
      OPENAPI_META
    ];
    if (r.method === method && r.path === pattern && meta?.target === 'json') return meta.schema;
  }
  return undefined;
}

interface MutationRoute {
  method: string;
  path: string;
  /** Its JSON validator accepts `{}` (all its fields optional): then `{}` is not malformed there. */
  acceptsEmpty: boolean;
  /** It declares a JSON body schema (whose every field the bounds walk below sends 100 KB). */
  declared: boolean;
}

function mutationRoutes(): MutationRoute[] {
  const seen = new Set<string>();
  const out: MutationRoute[] = [];
  for (const r of f.t.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || !r.path.startsWith('/api/')) continue;
    if (r.path.includes('*') || SKIP.has(`${r.method} ${r.path}`)) continue;
    const path = r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => (n === 'farmId' ? f.farmId : SOME_ID));
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schema = jsonSchema(r.method, r.path);
    out.push({ method: r.method, path, acceptsEmpty: schema?.safeParse({}).success === true, declared: !!schema });
  }
  return out;
}

describe('malformed input on every mutation route', () => {
  it('gets a Portuguese 4xx, never a 5xx or English, and changes nothing', async () => {
    const routes = mutationRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const before = await snapshotTables(f.t);
    const wrong: string[] = [];
    // The 10 MB body of 1 MB texts goes to every route without a declared JSON schema, and to one with: a declared
    // route refuses it by its schema's field bounds, which the walk below checks field by field with 100 KB (a
    // stricter length); what the big body adds there is the way to the validator, the same middleware for all. Sent
    // to all of them it was 67 of this test's 75 s (JSON.parse and checks of 10 MB, 150 times).
    const primeiroDeclarado = routes.find((r) => r.declared);
    for (const route of routes) {
      for (const c of CATALOGUE) {
        if (c.body === '{}' && route.acceptsEmpty) continue;
        if (c.grande && route.declared && route !== primeiroDeclarado) continue;
        const res = await f.t.app.request(`http://localhost${route.path}`, {
          method: route.method,
          headers: { cookie: f.admin, origin: 'http://localhost', 'content-type': c.type ?? 'application/json' },
          body: c.body,
        });
        const text = await res.text();
        const label = `${route.method} ${route.path} [${c.name}] → ${res.status} ${text.slice(0, 160)}`;
        if (res.status < 400 || res.status >= 500) {
          wrong.push(label);
          continue;
        }
        let body: { error?: { message?: string; fields?: Record<string, string> } } = {};
        try {
          body = JSON.parse(text);
        } catch {
          wrong.push(`${label} (não é JSON)`);
          continue;
        }
        const messages = [body.error?.message ?? '', ...Object.values(body.error?.fields ?? {})];
        if (!body.error?.message || messages.some((m) => ENGLISH.test(m))) wrong.push(`${label} (inglês ou vazio)`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(f.t)).toEqual(before);
  }, 300_000);
});

/** The object schema a validator ends in (through pipes, defaults, optionals and refinements); null for others. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let s: z.ZodType = schema;
  for (let i = 0; i < 8; i++) {
    if (s instanceof z.ZodObject) return s;
    const def = (s as unknown as { def: { in?: z.ZodType; innerType?: z.ZodType } }).def;
    const next = def.in ?? def.innerType;
    if (!next) return null;
    s = next;
  }
  return null;
}

/** Every field of every route's JSON body schema, with its route. */
function* camposDosCorpos() {
  for (const r of f.t.app.routes) {
    const meta = (r.handler as unknown as Record<symbol, { target: string; schema: z.ZodType } | undefined>)[
      OPENAPI_META
    ];
    const shape = meta?.target === 'json' ? objectOf(meta.schema)?.shape : undefined;
    if (!shape) continue;
    for (const [field, schema] of Object.entries(shape as Record<string, z.ZodType>)) yield { r, field, schema };
  }
}

/**
 * Fields that take a string but are not text a person reads back: secrets (kept as typed, only hashed or compared)
 * and handles (ids and versions are looked up, never shown).
 */
const NAO_SAO_TEXTO = new Set([
  'password',
  'confirmPassword',
  'token',
  'updatedAt',
  'userId',
  'farmId',
  'groupId',
  'maeId',
]);

describe('text fields of every JSON body', () => {
  it('refuse a control character (a NUL cut the text read back) with the one Portuguese message', () => {
    const open: string[] = [];
    let checked = 0;
    for (const { r, field, schema } of camposDosCorpos()) {
      // a field that takes a plain word is a text field (enums, dates, emails and numbers do not)
      if (NAO_SAO_TEXTO.has(field) || !schema.safeParse('Ração premium').success) continue;
      checked++;
      for (const value of ['Ração\u0000 premium', 'Ração premium\u001b', '\u0007Ração premium']) {
        const res = schema.safeParse(value);
        if (res.success || res.error.issues[0].message !== 'Contém caracteres de controle não permitidos.')
          open.push(`${r.method} ${r.path} ${field} aceita ${JSON.stringify(value)}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect([...new Set(open)]).toEqual([]);
  });
});

describe('bounds of every JSON body field', () => {
  it('no field of any route accepts a 100 KB text or a number beyond 1e15', () => {
    const open: string[] = [];
    let checked = 0;
    for (const { r, field, schema } of camposDosCorpos()) {
      checked++;
      for (const value of ['x'.repeat(100 * 1024), 1e308, -1e308, 1e16]) {
        if (schema.safeParse(value).success)
          open.push(`${r.method} ${r.path} ${field} aceita ${String(value).slice(0, 12)}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...new Set(open)]).toEqual([]);
  });
});
