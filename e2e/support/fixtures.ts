import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants.ts';

export { E2E_ADMIN, expect };

/** Messages the app sent through the loopback SMTP server, oldest first (raw RFC 822 text). */
export function readMails(): string[] {
  const dir = join(process.env.E2E_DIR as string, 'mails');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Signs in through the API (fast) and keeps the cookie in the page's context. */
export async function apiLogin(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** An admin API client for arranging data (users, farms, links) before a browser test. */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return request;
}

/** Unique suffix so tests that share one server never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export const test = base;

/** Creates a farm through the admin API (all modules unless told) and returns it. */
export async function createFarm(
  request: APIRequestContext,
  name = unique('Fazenda'),
  allowedModules = ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'],
): Promise<{ id: string; name: string }> {
  await adminApi(request);
  const res = await request.post('/api/admin/farms', {
    data: { name, location: 'Lavras - MG', size: 120, allowedModules },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The id of a seeded group ('Administradores', 'Gerentes', 'Operadores'). */
export async function groupId(request: APIRequestContext, name: string): Promise<string> {
  await adminApi(request);
  const groups = (await (await request.get('/api/admin/groups')).json()) as { id: string; name: string }[];
  const g = groups.find((x) => x.name === name);
  if (!g) throw new Error(`grupo ${name} não encontrado`);
  return g.id;
}

/** Creates a user through the admin API; returns it with its password. */
export async function createUser(
  request: APIRequestContext,
  opts: { name?: string; farmIds?: string[]; groupIds?: string[]; isAdmin?: boolean; password?: string } = {},
): Promise<{ id: string; name: string; email: string; password: string }> {
  await adminApi(request);
  const name = opts.name ?? unique('Usuário');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.local`;
  const password = opts.password ?? 'senha-123';
  const res = await request.post('/api/admin/users', {
    data: {
      name,
      email,
      password,
      isAdmin: opts.isAdmin ?? false,
      farmIds: opts.farmIds ?? [],
      groupIds: opts.groupIds ?? [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...(await res.json()), password };
}

/** Signs in through the login form as a person does. */
export async function uiLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Saves a screenshot for a person to look at, only when SHOTS=<folder> is set (CI takes none). Viewport only: a
 * full-page capture resizes the page mid-test, which remounts the shell and closes open menus and dialogs.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
