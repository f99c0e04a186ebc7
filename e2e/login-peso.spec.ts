import { expect, test } from './support/fixtures.ts';

/**
 * A phone's first visit to /login downloads only what the login needs (issue 28): everything Chromium fetches until
 * the network is idle is at most 91 KB of JavaScript (gzip, as the server sends it), and the outbox and the connection
 * toasts — a signed-in user's — are not among it.
 */
test('the login page fetches at most 91 KB of JavaScript (gzip) before it is idle, and no outbox', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const abertos = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    abertos.add(r.url());
  });
  page.on('requestfinished', (r) => abertos.delete(r.url()));
  page.on('requestfailed', (r) => abertos.delete(r.url()));
  const sessao = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // nobody signed in (401): the page lets that answer go at once — unread, it held its request open for the read's
  // 20 s timeout (the page was 'idle' only then)
  expect((await sessao).status()).toBe(401);
  await expect.poll(() => [...abertos], { timeout: 5_000 }).toEqual([]);
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  for (const s of scripts) {
    const res = await request.get(s, { headers: { 'accept-encoding': 'gzip' } });
    // A file too small to be worth compressing goes as it is.
    const comprimido = res.headers()['content-encoding'] === 'gzip';
    gzip += comprimido ? Number(res.headers()['content-length']) : (await res.body()).length;
  }
  expect(scripts.filter((s) => /\/assets\/(sync|connection|outbox-rules)-/.test(s))).toEqual([]);
  // 91, not 90: issue 38 registers the service worker on the first visit (main.tsx) and its new chunks lengthen the
  // lazy routes' preload lists in the entry chunk: 90.03 KB measured. Lead: keep 91 or find the 30 bytes elsewhere.
  expect(gzip / 1024, scripts.join(' ')).toBeLessThanOrEqual(91);
});
