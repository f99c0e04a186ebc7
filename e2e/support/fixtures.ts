import { readdirSync, readFileSync } from 'node:fs';
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
