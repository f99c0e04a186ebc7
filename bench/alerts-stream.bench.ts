/**
 * Live alerts on a Pi: what N open SSE streams cost (memory, and the CPU and time to bring one change to all of
 * them). The real app on a temporary libSQL file, served on loopback; 10 users × 6 streams (the per-user limit) by
 * default, all on one farm with a month of data-free alerts. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/alerts-stream.bench.ts       (BENCH_STREAMS=60)
 */

import { MAX_STREAMS_POR_USUARIO } from '../src/server/services/alertas-ao-vivo.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { serveApp } from './support/load.ts';

const N = Number(process.env.BENCH_STREAMS ?? 60);
const t = await createTestContext();
const served = await serveApp(t.app.fetch);
const farmId = await t.createFarm('Fazenda do Bench');
const admin = await t.adminCookie();
const users = Math.ceil(N / MAX_STREAMS_POR_USUARIO);
const cookies: string[] = [];
for (let i = 0; i < users; i++) {
  cookies.push(
    (await t.createUser({ email: `bench${i}@teste.local`, farmIds: [farmId], groupNames: ['Gerentes'] })).cookie,
  );
}

interface Aberto {
  eventos: number;
  esperar(n: number): Promise<number>;
  fechar(): void;
}

async function abrir(cookie: string): Promise<Aberto> {
  const ctrl = new AbortController();
  const res = await fetch(`${served.url}/api/farms/${farmId}/alertas/stream`, {
    headers: { cookie },
    signal: ctrl.signal,
  });
  if (res.status !== 200) throw new Error(`stream: ${res.status}`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const dec = new TextDecoder();
  let buf = '';
  const s: Aberto = {
    eventos: 0,
    esperar: (n) =>
      new Promise((resolve) => {
        const check = () => (s.eventos >= n ? resolve(performance.now()) : setTimeout(check, 2));
        check();
      }),
    fechar: () => ctrl.abort(),
  };
  void (async () => {
    for (;;) {
      const r = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (r.done) return;
      buf += dec.decode(r.value, { stream: true });
      for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
        if (buf.startsWith('event: alertas')) s.eventos++;
        buf = buf.slice(i + 2);
      }
    }
  })();
  return s;
}

const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
global.gc?.();
const rss0 = mb();
let t0 = performance.now();
const streams: Aberto[] = [];
for (let i = 0; i < N; i++) streams.push(await abrir(cookies[i % users]));
await Promise.all(streams.map((s) => s.esperar(1)));
const abrirMs = performance.now() - t0;
const rss1 = mb();

const rodadas: { ms: number; cpu: number }[] = [];
for (let k = 0; k < 5; k++) {
  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  const res = await t.request('POST', `/api/farms/${farmId}/contas-pagar`, {
    cookie: admin,
    body: {
      data_vencimento: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      fornecedor: 'Bench',
      descricao: `Conta ${k}`,
      categoria: 'Outros',
      valor: 100 + k,
    },
  });
  if (res.status !== 201) throw new Error(await res.text());
  const fim = Math.max(...(await Promise.all(streams.map((s) => s.esperar(k + 2)))));
  const cpu = process.cpuUsage(cpu0);
  rodadas.push({ ms: fim - t0, cpu: (cpu.user + cpu.system) / 1000 });
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`\nAlertas ao vivo (SSE): ${N} streams, ${users} usuários, uma fazenda`);
console.log(
  `  RSS antes ${rss0} MB, com os streams ${rss1} MB (+${rss1 - rss0} MB, ~${Math.round(((rss1 - rss0) * 1024) / N)} KB/stream)`,
);
console.log(`  abrir os ${N} streams e receber a primeira lista: ${Math.round(abrirMs)} ms`);
console.log(
  `  uma conta nova até chegar aos ${N} streams (mediana de 5, inclui a espera de 300 ms que junta escritas): ${Math.round(med(rodadas.map((r) => r.ms)))} ms, CPU ${Math.round(med(rodadas.map((r) => r.cpu)))} ms`,
);
for (const s of streams) s.fechar();
await served.close();
t.close();
process.exit(0);
