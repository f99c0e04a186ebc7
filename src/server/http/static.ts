import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { pickEncoding } from './compression.ts';

/** A farm's private app: no search engine indexes it. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Icons and other unhashed images: a week, then revalidated. */
const ICONS = 'public, max-age=604800';
const ALWAYS_REVALIDATED = /^\/(?:sw\.js|workbox-[^/]*\.js|registerSW\.js|manifest\.webmanifest|index\.html)$/;
const IMAGE = /^\/[^/]+\.(?:png|svg|ico|webp|jpe?g)$/;

/** A browser navigation: GET/HEAD asking for HTML, for a path whose last segment has no file extension. */
export function isNavigation(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (!(c.req.header('accept') ?? '').includes('text/html')) return false;
  const last = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The built PWA (vite build + scripts/precompress.mjs): files served with their .br/.gz twins when the browser
 * accepts them; hashed assets immutable for a year, the shell, the worker and the manifest always revalidated,
 * icons for a week. Navigations get index.html (the SPA's routes); anything else missing is a plain 404, never
 * the shell (a missing /assets/x.js must not be cached for a year as HTML).
 */
export function mountWebApp(app: Hono<AppEnv>, staticRoot: string): void {
  const shell: Partial<Record<'identity' | 'br' | 'gzip', Uint8Array<ArrayBuffer>>> = {};
  const shellFor = (encoding: 'br' | 'gzip' | undefined) => {
    const path = join(staticRoot, 'index.html');
    if (!shell.identity && existsSync(path)) {
      shell.identity = new Uint8Array(readFileSync(path));
      for (const [enc, ext] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (existsSync(path + ext)) shell[enc] = new Uint8Array(readFileSync(path + ext));
      }
    }
    if (encoding && shell[encoding]) return { body: shell[encoding], encoding };
    return shell.identity ? { body: shell.identity, encoding: undefined } : undefined;
  };

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(ROBOTS_TXT);
  });
  app.use('*', async (c, next) => {
    await next();
    const p = c.req.path;
    if (c.res.status !== 200 && c.res.status !== 206) return;
    // On the answer's own headers: c.header() after the handler rebuilds the response around a body stream.
    const headers = c.res.headers;
    if (p.startsWith('/assets/')) headers.set('Cache-Control', YEAR);
    else if (ALWAYS_REVALIDATED.test(p) || headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Cache-Control', REVALIDATE);
    } else if (IMAGE.test(p)) headers.set('Cache-Control', ICONS);
  });
  // Without a build (tests, a server started before `npm run build`) there is nothing to serve, and the library's
  // English warning would stand at the top of a newcomer's first screen.
  if (existsSync(staticRoot)) app.use('*', serveStatic({ root: staticRoot, precompressed: true }));
  app.get('*', (c) => {
    if (!isNavigation(c)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Arquivo não encontrado.', 404);
    }
    const page = shellFor(pickEncoding(c.req.header('accept-encoding')));
    c.header('Cache-Control', REVALIDATE);
    if (!page) return c.text('Aplicativo web não compilado. Rode "npm run build".', 503);
    c.header('Vary', 'Accept-Encoding');
    if (page.encoding) c.header('Content-Encoding', page.encoding);
    return c.body(page.body, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
}
