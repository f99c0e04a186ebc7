/** What a phone downloads: precompressed files, compressed JSON, cache lifetimes, 404s that are not the app shell. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { pickEncoding } from './compression.ts';

let t: TestContext;
const INDEX = '<!doctype html><html lang="pt-BR"><title>Gestão Leiteira</title><div id="root"></div></html>';
const JS = `console.log(${JSON.stringify('vaca '.repeat(400))});`;
const NAV = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  t = await createTestContext();
  const web = t.config.staticRoot;
  mkdirSync(join(web, 'assets'), { recursive: true });
  const write = (file: string, text: string) => {
    writeFileSync(join(web, file), text);
    writeFileSync(join(web, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(web, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-abc123.js', JS);
  writeFileSync(join(web, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterAll(() => t.close());

describe('precompressed web files', () => {
  it('hands out the brotli twin, the gzip twin or the plain file, as the browser accepts', async () => {
    const path = '/assets/index-abc123.js';
    const br = await t.request('GET', path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(JS);
    const gz = await t.request('GET', path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JS);
    const plain = await t.request('GET', path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(JS.length / 5);
  });

  it('sends the app shell of a navigation compressed and revalidated', async () => {
    const res = await t.request('GET', '/dashboard/financeiro', { headers: { ...NAV, 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX);
  });
});

describe('cache lifetimes and 404s', () => {
  it('answers a missing asset with a 404, not the app shell cached for a year', async () => {
    for (const path of ['/assets/nao-existe-123.js', '/assets/x.css', '/favicon.ico']) {
      const res = await t.request('GET', path, { headers: { accept: '*/*' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), path).not.toContain('immutable');
    }
  });

  it('falls back to the app shell only for navigations (HTML asked for, no file extension)', async () => {
    expect((await t.request('GET', '/dashboard', { headers: NAV })).status).toBe(200);
    expect((await t.request('GET', '/dashboard', { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await t.request('GET', '/relatorio.pdf', { headers: NAV })).status).toBe(404);
  });

  it('gives icons a lifetime and serves a robots.txt that keeps the farm out of search engines', async () => {
    const icon = await t.request('GET', '/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=604800');
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('compressed API answers', () => {
  it('compresses JSON of 1 KB or more, leaves small answers alone', async () => {
    const plain = await t.request('GET', '/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const br = await t.request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(text);
    const gz = await t.request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const health = await t.request('GET', '/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toMatchObject({ ok: true });
  });

  it('replays an idempotent mutation with the same answer, compressed or not', async () => {
    const cookie = await t.adminCookie();
    const farmId = await t.sampleFarmId();
    const key = uuidv7();
    const body = { nome: 'Novilha leiteira', categoria: 'Novilha', descricao: 'ã'.repeat(500) };
    const send = (encoding?: string) =>
      t.request('POST', `/api/farms/${farmId}/registros/tipos-animais`, {
        cookie,
        body,
        headers: { 'idempotency-key': key, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const first = await send('br');
    expect(first.status).toBe(201);
    expect(first.headers.get('content-encoding')).toBe('br');
    const created = JSON.parse(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString());
    expect(created).toMatchObject({ descricao: body.descricao });
    const replay = await send();
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(await replay.json()).toEqual(created);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
