/**
 * The plain-HTTP listener beside the HTTPS server: /instalar and /ca.crt (a phone that does not trust the CA yet
 * starts there), and a redirect of everything else to the HTTPS address from configuration — the request's Host
 * header is never used, so a forged one cannot send a phone elsewhere.
 */
import type { Server } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import { manterConexoesOciosas } from '../keep-alive.ts';
import { mountTlsPages } from './pages.ts';
import type { TlsSetup } from './setup.ts';

export function createRedirectApp(
  target: string,
  tls: Pick<TlsSetup, 'ca' | 'enderecos'>,
  config: Pick<Config, 'publicUrl' | 'port'>,
): Hono {
  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    }),
  );
  mountTlsPages(app, tls, config);
  app.all('*', (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    return c.redirect(`${target}${url.pathname}${url.search}`, method === 'GET' || method === 'HEAD' ? 301 : 308);
  });
  return app;
}

/** Starts the listener; a port it cannot take is a warning, not a stop (the HTTPS server is what matters). */
export function startRedirectServer(
  app: Hono,
  port: number,
  hostname: string,
  onListening: (port: number) => void,
  onError: (error: NodeJS.ErrnoException) => void,
): ServerType {
  const server = manterConexoesOciosas(serve({ fetch: app.fetch, port, hostname }, (info) => onListening(info.port)));
  (server as Server).on('error', onError);
  return server;
}
