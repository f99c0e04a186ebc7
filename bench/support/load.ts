/**
 * Load-test helpers for bench/*.bench.ts: serve a Hono app on a free loopback port, hit it with autocannon,
 * print requests/s and latency percentiles as a table. Figures are printed, never asserted.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export function serveApp(fetch: (req: Request) => Response | Promise<Response>): Promise<Served> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Seconds (default BENCH_DURATION or 10). */
  duration?: number;
  connections?: number;
}

export interface LoadResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const defaultDuration = () => Number(process.env.BENCH_DURATION ?? 10);

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const connections = opts.connections ?? 50;
  const duration = opts.duration ?? defaultDuration();
  process.stderr.write(`  ${opts.name}: ${connections} conexões, ${duration} s...\n`);
  const r = (await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections,
    duration,
  })) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    duration: number;
  };
  return {
    name: opts.name,
    connections,
    seconds: duration,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  const head = ['rota', 'conexões', 'req/s', 'p50 ms', 'p99 ms', 'máx ms', 'total', 'não-2xx', 'erros'];
  const body = rows.map((r) => [
    r.name,
    String(r.connections),
    Math.round(r.rps).toLocaleString('pt-BR'),
    String(r.p50),
    String(r.p99),
    String(r.max),
    r.requests.toLocaleString('pt-BR'),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log('');
}
