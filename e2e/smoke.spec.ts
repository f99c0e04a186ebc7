import { expect, test } from './support/fixtures.ts';

test('the served app loads, and an unknown API path answers JSON', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sistema de Gestão para Produção Leiteira' })).toBeVisible();
  const res = await request.get('/api/nao-existe');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.message).toBe('Recurso não encontrado.');
});
