/**
 * What the login page costs a phone on its first visit, fetched from a running server as a browser would:
 * the HTML of /login, what it links (scripts, modulepreloads, CSS, icon, manifest) and the login route's lazy
 * chunk with its imports (from dist/web/.vite/manifest.json). Bytes on the wire, read raw (not decoded).
 * The service worker's precache (downloaded after the page is up) is not counted.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => {
        bytes += d.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export interface PageWeight {
  /** Every file, brotli when the server has it (what Chromium asks for). */
  totalBytes: number;
  files: number;
  /** The JavaScript alone, gzip. */
  jsGzipBytes: number;
  jsFiles: number;
}

export async function loginPageWeight(base: string, distWeb: string): Promise<PageWeight> {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const page = await fetch(`${base}/login`, { headers: { accept: 'text/html', ...browser } });
  const html = await page.text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)) urls.add(m[1]);
  const manifest = JSON.parse(readFileSync(join(distWeb, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const login = Object.keys(manifest).find((k) => k.endsWith('src/web/features/auth/LoginPage.tsx'));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || seen.has(key)) return;
    seen.add(key);
    urls.add(`/${c.file}`);
    for (const css of c.css ?? []) urls.add(`/${css}`);
    for (const i of c.imports ?? []) visit(i);
  };
  if (login) visit(login);

  let totalBytes = (await rawGet(`${base}/login`, { accept: 'text/html', ...browser })).bytes;
  let jsGzipBytes = 0;
  let jsFiles = 0;
  for (const url of urls) {
    const r = await rawGet(`${base}${url}`, browser);
    if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
    totalBytes += r.bytes;
    if (url.endsWith('.js')) {
      jsGzipBytes += (await rawGet(`${base}${url}`, { 'accept-encoding': 'gzip' })).bytes;
      jsFiles++;
    }
  }
  return { totalBytes, files: urls.size + 1, jsGzipBytes, jsFiles };
}

export interface BrowserPageWeight {
  /** Every JavaScript file Chromium fetched for /login until the network was idle, gzip as the server sends it. */
  jsGzipBytes: number;
  jsFiles: number;
  /** The part of it fetched after the first contentful paint. */
  afterPaintGzipBytes: number;
  files: string[];
}

/**
 * The login page's JavaScript as a phone's browser fetches it: Chromium (the Debian one, never downloaded) opens
 * /login, waits until the network is idle and half a second more, and every script it asked for is counted — the
 * chunks the entry imports after the first paint included, which the manifest walk of loginPageWeight cannot see.
 */
export async function loginPageJsInBrowser(base: string): Promise<BrowserPageWeight> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const scripts: import('@playwright/test').Request[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r);
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // The first contentful paint, on the clock of the requests' timing (ms since the epoch).
    const paint = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY),
    );
    let jsGzipBytes = 0;
    let afterPaintGzipBytes = 0;
    for (const r of scripts) {
      const { bytes } = await rawGet(r.url(), { 'accept-encoding': 'gzip' });
      jsGzipBytes += bytes;
      if (r.timing().startTime > paint) afterPaintGzipBytes += bytes;
    }
    return {
      jsGzipBytes,
      jsFiles: scripts.length,
      afterPaintGzipBytes,
      files: scripts.map((r) => new URL(r.url()).pathname),
    };
  } finally {
    await browser.close();
  }
}
