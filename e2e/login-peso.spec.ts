import { expect, test } from './support/fixtures.ts';

/**
 * A phone's first visit to /login downloads only what the login needs (issue 28): everything Chromium fetches until
 * the network is idle is at most 90 KB of JavaScript (gzip, as the server sends it), and the outbox and the connection
 * toasts — a signed-in user's — are not among it.
 */
test('the login page fetches at most 90 KB of JavaScript (gzip) before it is idle, and no outbox', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForTimeout(500);
  let gzip = 0;
  for (const s of scripts) {
    const res = await request.get(s, { headers: { 'accept-encoding': 'gzip' } });
    // A file too small to be worth compressing goes as it is.
    const comprimido = res.headers()['content-encoding'] === 'gzip';
    gzip += comprimido ? Number(res.headers()['content-length']) : (await res.body()).length;
  }
  expect(scripts.filter((s) => /\/assets\/(sync|connection|outbox-rules)-/.test(s))).toEqual([]);
  expect(gzip / 1024, scripts.join(' ')).toBeLessThanOrEqual(90);
});
