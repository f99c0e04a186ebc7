import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The TCP peer's address; undefined under app.request() in tests, which has no socket. */
function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Forwarding headers are believed only when the peer is a proxy TRUST_PROXY names ('loopback' = this machine). */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  const trusted = c.var.deps.config.trustProxy;
  const peer = peerAddress(c);
  if (!trusted.length || !peer) return false;
  return trusted.some((p) => p === peer || (p === 'loopback' && LOOPBACK.has(peer)));
}

/**
 * The caller's address for rate limiting: the TCP peer, or the last X-Forwarded-For entry (the one the trusted
 * proxy appended) when the peer is a trusted proxy. A client cannot pick a fresh address per try.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (fromTrustedProxy(c)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(c) ?? 'local';
}

/** The scheme and host this request reached: the connection's own, or the trusted proxy's X-Forwarded-* ones. */
export function requestOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (fromTrustedProxy(c)) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host || url.host}`;
  }
  return url.origin;
}
