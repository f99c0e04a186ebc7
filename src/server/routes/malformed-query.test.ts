/**
 * The malformed-query catalogue, the read side of malformed-input.test.ts: every route of the routing table gets
 * broken path parameters, and every GET its query fields (read off the route's query validator) with broken values.
 * Each answer is a success or a 4xx with a Portuguese message, never a 5xx nor a library's English. A new route or a
 * new query field is probed the day it is mounted.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_META } from '../http/validate.ts';
import { adminFixture } from '../test/fixture.ts';
import { snapshotTables } from '../test/permissions.ts';

const f = adminFixture();

const SOME_ID = '01900000-0000-7000-8000-0000000000aa';

/** Broken values for one query field. */
const VALUES: { name: string; value: string }[] = [
  { name: 'texto', value: 'abc' },
  { name: 'vazio', value: '' },
  { name: 'NaN', value: 'NaN' },
  { name: 'Infinity', value: 'Infinity' },
  { name: '1e308', value: '1e308' },
  { name: 'negativo', value: '-1' },
  { name: 'fração', value: '1.5' },
  { name: 'data impossível', value: '2025-02-30' },
  { name: 'mês 13', value: '2025-13' },
  { name: 'texto de 10 KB', value: 'x'.repeat(10 * 1024) },
  { name: 'byte nulo', value: '\u0000' },
  { name: 'html', value: '<script>alert(1)</script>' },
];

/** Broken values for a path parameter (`:id`, `:tipo`, …; the farm's is tried too). */
const PARAMS: { name: string; value: string }[] = [
  { name: 'texto', value: 'abc' },
  { name: 'texto de 4 KB', value: 'x'.repeat(4 * 1024) },
  { name: 'byte nulo', value: '%00' },
  { name: 'barra codificada', value: '..%2F..%2Fetc' },
  { name: 'número', value: '1e308' },
];

const ENGLISH =
  /\b(expected|received|invalid input|invalid option|required|must|string|number|object|array|unexpected|undefined|NaN|Infinity|position|token|property|cannot|failed)\b/i;

interface Route {
  method: string;
  pattern: string;
  queryKeys: string[];
}

/** The fields a query validator names (an object schema's keys; none for anything else). */
function queryKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function routes(): Route[] {
  const byKey = new Map<string, Route>();
  for (const r of f.t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    if (r.path === '/api/auth/logout') continue; // ends the admin's session; takes nothing
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { method: r.method, pattern: r.path, queryKeys: [] };
    const meta = (r.handler as unknown as Record<symbol, { target: string; schema: z.ZodType } | undefined>)[
      OPENAPI_META
    ];
    if (meta?.target === 'query') route.queryKeys.push(...queryKeys(meta.schema));
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const fill = (pattern: string, value: (name: string) => string) =>
  pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => value(n));

async function probe(method: string, path: string, wrong: string[], label: string): Promise<void> {
  const res = await f.t.request(method, path, { cookie: f.admin, body: method === 'GET' ? undefined : {} });
  const text = await res.text();
  const line = `${method} ${path.slice(0, 140)} [${label}] → ${res.status} ${text.slice(0, 160)}`;
  if (res.status >= 500) {
    wrong.push(line);
    return;
  }
  if (res.status < 400) return;
  let message = '';
  let fields: string[] = [];
  try {
    const body = JSON.parse(text) as { error?: { message?: string; fields?: Record<string, string> } };
    message = body.error?.message ?? '';
    fields = Object.values(body.error?.fields ?? {});
  } catch {
    wrong.push(`${line} (não é JSON)`);
    return;
  }
  if (!message || [message, ...fields].some((m) => ENGLISH.test(m))) wrong.push(`${line} (inglês ou vazio)`);
}

describe('malformed queries and path parameters on every route', () => {
  it('get a success or a Portuguese 4xx, never a 5xx or English, and change nothing', async () => {
    const all = routes();
    expect(all.filter((r) => r.queryKeys.length).length, 'rotas com validador de query').toBeGreaterThan(3);
    const before = await snapshotTables(f.t);
    const wrong: string[] = [];
    for (const route of all) {
      const params = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const param of params) {
        for (const p of PARAMS) {
          const path = fill(route.pattern, (n) => (n === param ? p.value : n === 'farmId' ? f.farmId : SOME_ID));
          await probe(route.method, path, wrong, `:${param} ${p.name}`);
        }
      }
      if (route.method !== 'GET') continue;
      const base = fill(route.pattern, (n) => (n === 'farmId' ? f.farmId : SOME_ID));
      for (const key of route.queryKeys) {
        for (const v of VALUES) {
          await probe('GET', `${base}?${new URLSearchParams({ [key]: v.value })}`, wrong, `${key}=${v.name}`);
        }
        await probe('GET', `${base}?${key}=1&${key}=2`, wrong, `${key} repetido`);
      }
      await probe('GET', `${base}?__proto__[x]=1&constructor=1`, wrong, '__proto__');
    }
    expect(wrong).toEqual([]);
    // Refused requests are not the only ones here (GETs succeed), but none of them writes.
    expect(await snapshotTables(f.t)).toEqual(before);
  }, 300_000);
});
