/**
 * /api/openapi.json made at build time (scripts/openapi-arquivo.mjs): the file the build writes is the document the
 * app builds from its routing table, and the server that has it answers it byte for byte in every encoding, never
 * building it (issue 40 item 3: building it kept ~5 MB resident). The routes' description itself is checked by
 * openapi.test.ts and by the contract check of every API test, against the built document.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import * as openapi from './openapi.ts';
import { documentoDaApp, escreverOpenApi } from './openapi-arquivo.ts';

let t: TestContext;
let dir: string;
let documento: string;
let arquivo: string;
beforeAll(async () => {
  t = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'leiteira-openapi-arquivo-'));
  documento = await documentoDaApp(t.app);
  arquivo = await escreverOpenApi(dir, documento);
});
afterAll(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openapi.json built with the bundle', () => {
  it('is the document the routing table gives (every operation, the version)', () => {
    const doc = JSON.parse(documento) as { openapi: string; info: { version: string }; paths: object };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('is served as written, in brotli, gzip or plain, and the app never builds it', async () => {
    const construir = vi.spyOn(openapi, 'buildOpenApi');
    try {
      const app = createApp({ db: t.database.db, config: t.config, openapiArquivo: arquivo });
      for (const [aceita, encoding, abrir] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['', null, (b: Buffer) => b],
      ] as const) {
        const res = await app.request('/api/openapi.json', { headers: aceita ? { 'accept-encoding': aceita } : {} });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(abrir(Buffer.from(await res.arrayBuffer())).toString()).toBe(documento);
      }
      expect(construir).not.toHaveBeenCalled();
    } finally {
      construir.mockRestore();
    }
  });
});
