/**
 * A URL over Node's 16 KB header limit (a list filtered by a very long text, a hand-built link) is refused by Node
 * before the app reads it. The probe of issue 37 got '431' with an empty body: no Portuguese message for the screen,
 * nothing in openapi.json. Runs the real entry point (its own http.Server) on a temporary database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { killServers, type RunningServer, startServer } from '../test/harness.ts';

let dir: string;
let s: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-431-'));
  s = await startServer({ DATABASE_URL: `file:${join(dir, 'leiteira.db')}`, STATIC_ROOT: join(dir, 'web') });
}, 120_000);
afterAll(async () => {
  await s?.stop();
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('a request line or headers over 16 KB', () => {
  it('is answered 431 with the API error shape in Portuguese, and openapi.json declares it', async () => {
    const res = await fetch(`${s.base}/api/farms/x/despesas?q=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'headers_too_large', message: MSG.cabecalhosGrandes } });
    // the server is still up for the next request
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    const doc = (await (await fetch(`${s.base}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths['/api/farms/{farmId}/despesas'].get.responses['431']).toBeDefined();
  });
});
