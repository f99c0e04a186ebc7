import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { MSG } from '../../domain/messages.ts';
import type { Modulo } from '../../domain/modules.ts';
import { carregarUmaVez } from '../carregar-uma-vez.ts';
import type { AppEnv } from '../env.ts';
import { requestOrigin } from '../http/client-info.ts';
import { forbidden, notFound, unauthenticated } from '../http/errors.ts';

export const SESSION_COOKIE = 'session';

// The sessions' and the farms' tables through drizzle: the running server's start loads no drizzle (inicio.ts), so
// these are imported by the first request that asks (a signed-in one; every farm route is behind a session).
const carregarSessoes = carregarUmaVez(() => import('./sessions.ts'));
const carregarAcessos = carregarUmaVez(() => import('../services/access.ts'));

function isHttps(c: Context<AppEnv>): boolean {
  return requestOrigin(c).startsWith('https:');
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
}

/** Loads the signed-in user (if any) from the session cookie, sliding its expiry. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set('user', null);
  c.set('session', null);
  if (token) {
    const [{ validateSessionToken }, db] = await Promise.all([carregarSessoes(), c.var.deps.carregarDb()]);
    const result = await validateSessionToken(db, token, c.var.deps.config.sessionDays);
    if (result) {
      c.set('user', result.user);
      c.set('session', result.session);
      // The cookie changes only when the expiry slides forward; otherwise the browser's copy is still right.
      if (result.renewed) setSessionCookie(c, token, result.session.expiresAt);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  if (!c.var.user.isAdmin) throw forbidden(MSG.apenasAdmin);
  await next();
});

/**
 * Guards `/api/farms/:farmId/...`: the caller must be signed in, linked to the farm (admins always are), and
 * allowed one of `modulos` by the module rule of docs/PRODUTO.md §Permissões (with none named: any module at all). Sets
 * c.var.farm and c.var.modules. No farm ever sees another's data.
 */
export const GUARD_META = Symbol.for('leiteira.guard');

export function farmAccess(...modulos: Modulo[]) {
  const mw = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthenticated();
    const farmId = c.req.param('farmId');
    if (!farmId) throw notFound();
    const { checkFarmAccess } = await carregarAcessos();
    const access = await checkFarmAccess(c.var.deps.db, user, farmId, modulos);
    if (!access.ok) {
      if (access.reason === 'module') throw forbidden(MSG.semPermissao);
      // Same answer for "no such farm" and "not yours": a farm's existence is not disclosed.
      throw forbidden(MSG.semAcessoFazenda);
    }
    // No module at all (no group; docs/PRODUTO.md §Permissões) means no access, even where no module is named.
    if (!access.modules.length) throw forbidden(MSG.semPermissao);
    c.set('farm', access.farm);
    c.set('modules', access.modules);
    await next();
  });
  // The modules it asks for, readable from the routing table (the permission matrix test is generated from it).
  Object.defineProperty(mw, GUARD_META, { value: modulos });
  return mw;
}

/**
 * Guards the routes that read many farms at once (the farms' desk, /api/painel): signed in, and an administrator or
 * a user linked to two or more farms. Which farms and which figures of each the caller reads is the service's
 * (per farm, by its modules); the permission matrix finds these routes by this mark (ROTAS_MULTIFAZENDA).
 */
export const MULTIFAZENDA_META = Symbol.for('leiteira.multifazenda');

export function multiFazenda(pode: (c: Context<AppEnv>) => Promise<boolean>, recusa: string) {
  const mw = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user) throw unauthenticated();
    if (!(await pode(c))) throw forbidden(recusa);
    await next();
  });
  Object.defineProperty(mw, MULTIFAZENDA_META, { value: true });
  return mw;
}

/** The origins a browser page of this server has: PUBLIC_URL's and the one this request reached (scheme + host). */
function ownOrigins(c: Context<AppEnv>): string[] {
  const own = [requestOrigin(c)];
  const publicUrl = c.var.deps.config.publicUrl;
  if (publicUrl) {
    try {
      own.push(new URL(publicUrl).origin);
    } catch {
      // an invalid PUBLIC_URL is reported at start-up
    }
  }
  return own;
}

/**
 * CSRF: a mutation whose Origin (scheme + host) is not this server's is refused; so is an opaque ('null') origin or
 * a cross-site fetch without Origin. Scripts that send no Origin are allowed.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      if (!ownOrigins(c).includes(origin.replace(/\/+$/, ''))) throw forbidden(MSG.origemInvalida);
    } else if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') {
      throw forbidden(MSG.origemInvalida);
    }
  }
  await next();
});
