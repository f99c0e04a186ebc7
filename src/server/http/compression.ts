import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

/** JSON answers below this many bytes go out as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this, compress on libuv's thread pool instead of the event loop. */
const ASYNC_ABOVE_BYTES = 128 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts (q > 0): brotli, then gzip; none otherwise. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES with brotli (quality 4) or gzip, whole-body. Only JSON
 * is touched: event streams, downloads and anything already encoded pass through untouched, so streaming answers
 * keep streaming. Register it before (outside) `idempotency`, which stores the uncompressed answer.
 */
export const compressJson = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  // Status and headers only until it is certain the body will be compressed: reading `res.body` would turn
  // node-server's lightweight response (a string it writes at once) into a stream.
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
  const vary = res.headers.get('vary');
  const varyValue = vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding';
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) {
    c.res.headers.set('Vary', varyValue);
    return;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('vary', varyValue);
  let out: Uint8Array<ArrayBuffer> = body;
  if (body.byteLength >= COMPRESS_MIN_BYTES) {
    const big = body.byteLength > ASYNC_ABOVE_BYTES;
    if (encoding === 'br') out = big ? await brotliAsync(body, brotliOptions) : brotliCompressSync(body, brotliOptions);
    else out = big ? await gzipAsync(body, gzipOptions) : gzipSync(body, gzipOptions);
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(out.byteLength));
  c.res = undefined;
  c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
});
