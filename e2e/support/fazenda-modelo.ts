import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect } from './fixtures.ts';

/** On a server of the test's own (the seeded sample): signs the admin in and makes Fazenda Modelo current; its id. */
export async function entrarNaFazendaModelo(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const farms = (await (await page.request.get('/api/admin/farms')).json()) as { id: string; name: string }[];
  const farmId = farms.find((f) => f.name === 'Fazenda Modelo')?.id as string;
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId } })).status()).toBe(200);
  return farmId;
}

/** A cow in milk registered through the API; her id. */
export async function cadastrarVaca(page: Page, farmId: string, identificacao: string): Promise<string> {
  const res = await page.request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
