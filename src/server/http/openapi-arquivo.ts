import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { pickEncoding } from './compression.ts';

/**
 * /api/openapi.json as a file made at build time (scripts/build-server.mjs writes it beside dist/bundle/server.js,
 * with its brotli and gzip copies), so the running server never builds it: building it compiled every route's zod
 * schema to JSON Schema and kept ~5 MB resident after the first read (issue 40 item 3). The file is the very document
 * the app builds from its routing table (`documentoDaApp`), and src/server/openapi-arquivo.test.ts checks that the
 * file served equals the one built. A server without the file (tests, `npm run dev`) builds it on the first read.
 */
export const ARQUIVO_OPENAPI = 'openapi.json';

/** The document the app builds from its own routes: what GET /api/openapi.json answers without a built file. */
export async function documentoDaApp(app: { request(path: string): Response | Promise<Response> }): Promise<string> {
  const res = await app.request('/api/openapi.json');
  if (!res.ok) throw new Error(`openapi.json: ${res.status}`);
  return res.text();
}

/** Writes openapi.json and its .br and .gz copies into `pasta`; returns the plain file's path. */
export async function escreverOpenApi(pasta: string, documento: string): Promise<string> {
  const corpo = Buffer.from(documento);
  const arquivo = join(pasta, ARQUIVO_OPENAPI);
  await Promise.all([
    writeFile(arquivo, corpo),
    promisify(brotliCompress)(corpo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((b) =>
      writeFile(`${arquivo}.br`, b),
    ),
    promisify(gzip)(corpo, { level: 9 }).then((g) => writeFile(`${arquivo}.gz`, g)),
  ]);
  return arquivo;
}

/** The built file in the encoding the client accepts (brotli, gzip or plain), read from disk on each request. */
export async function servirOpenApi(c: Context, arquivo: string): Promise<Response> {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const corpo = await readFile(encoding === 'br' ? `${arquivo}.br` : encoding === 'gzip' ? `${arquivo}.gz` : arquivo);
  return c.body(corpo, 200, {
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
}
