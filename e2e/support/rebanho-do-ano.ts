import type { Page } from '@playwright/test';
import { apiLogin, createFarm, expect, unique } from './fixtures.ts';

/**
 * A farm of its own for a test of the assessment's herd figures: created, the administrator signed in through the
 * API with it as the current farm, and writers of its records — `post(path, body)` (a create, 201) and `vaca()`
 * (a cow six years old in `ano`).
 */
export async function fazendaComRebanho(page: Page, nome: string, ano: number) {
  const farm = await createFarm(page.request, unique(nome));
  await apiLogin(page);
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
  const api = `/api/farms/${farm.id}`;
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${api}${path}`, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const vaca = () =>
    post('/animais', { identificacao: unique('V'), categoria: 'Vaca Leiteira', dataNascimento: `${ano - 6}-01-01` });
  return { farm, api, post, vaca };
}
