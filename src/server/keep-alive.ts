/**
 * How long the server keeps an idle keep-alive connection open: longer than any client it serves keeps one, so the
 * client always closes first. When the server closes first, a client that sends its next request on the socket at
 * that very moment reads ECONNRESET (seen in the browser tests: Node's default is 5 s, Playwright's request client
 * sent on a socket Node was closing). Clients keep idle sockets at most:
 * - Chromium: 300 s for a used socket (net/socket/client_socket_pool.cc, `kUsedIdleSocketTimeout`, "5 minutes");
 * - Firefox: 115 s (`network.http.keep-alive.timeout`);
 * - undici (Node's fetch): the server's `Keep-Alive: timeout` hint less 1–2 s, capped by `keepAliveMaxTimeout`,
 *   600 s by default (undici's Client options);
 * - Node's http.Agent (Playwright's request context): its `timeout`, or the server's hint less 1 s (_http_agent.js
 *   `keepSocketAlive`).
 * So 11 minutes: above undici's 10-minute cap, the longest of them. `headersTimeout` stays Node's 60 s: since Node 18
 * it counts only while a request's headers arrive, not the idle time between requests (Node's http docs), so it
 * cannot cut an idle connection; raising it would only let a slow client hold a socket longer.
 * An idle socket costs the Pi a file descriptor and a few KB; a farm's handful of phones and PCs keep a few each.
 */
import type { Server } from 'node:http';

export const KEEP_ALIVE_MS = 11 * 60_000;

/** Applies KEEP_ALIVE_MS to a server of node:http or node:https (what @hono/node-server's serve() returns). */
export function manterConexoesOciosas<T>(server: T): T {
  (server as unknown as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
