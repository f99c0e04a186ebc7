import type { Page } from '@playwright/test';
import { apiLogin, createFarm, expect, unique } from './fixtures.ts';

/**
 * A farm of its own for a test of the module screens: created, the administrator signed in through the API with it
 * as the current farm, and writers of its records — `post(path, body)` (a create under the farm, 201, its answer)
 * and `vaca()` (a dairy cow six years old in `ano`). Made before the page loads the app: a read the app holds fresh
 * would not show a row added behind its back.
 */
export async function fazendaComApi(page: Page, nome: string, ano = new Date().getFullYear()) {
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

/** A farm's name as the files it exports are named: 'Fazenda Relatórios x1' → 'fazenda-relatorios-x1'. */
export function slugDaFazenda(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ /g, '-');
}
