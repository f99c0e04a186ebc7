/**
 * The real server for component tests: vitest browser commands (vitest.config.ts) that run in the test runner's Node
 * process, where a test context (src/server/test/harness.ts: the app on a real libSQL file in a temporary folder,
 * migrated and seeded) answers each request the page sends, in-process — no port, no sign-in screen. The page side is
 * `servidorReal()` in src/web/test/app.tsx (which declares these commands' types for the page). One context per
 * `servidorAbrir`, closed by `servidorFechar` or at exit. The harness is loaded through the root project's module
 * runner (TypeScript, Node's resolution), not imported here: vitest.config.ts, which imports this, is bundled.
 */
import type { BrowserCommandContext } from 'vitest/node';
import type { TestContext } from './harness.ts';

type Harness = typeof import('./harness.ts');

interface Aberto {
  ctx: TestContext;
  cookie: string;
}
const abertos = new Map<string, Aberto>();
let proximo = 0;

function harness(c: BrowserCommandContext): Promise<Harness> {
  return c.project.vitest.getRootProject().import<Harness>('/src/server/test/harness.ts');
}

export interface PedidoAoServidor {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
export interface RespostaDoServidor {
  status: number;
  headers: Record<string, string>;
  /** The body as text, or in base64 when `binario` (a PDF, a spreadsheet: the channel carries strings). */
  body: string;
  binario: boolean;
}

const TEXTO = /^(application\/json|text\/|application\/problem\+json)/;

export const comandosDoServidor = {
  /** A fresh installation (the seed's sample farm, the administrator signed in): its id and the administrator. */
  async servidorAbrir(c: BrowserCommandContext): Promise<{ id: string; admin: { email: string; password: string } }> {
    const { createTestContext, ADMIN } = await harness(c);
    const ctx = await createTestContext();
    const id = String(++proximo);
    abertos.set(id, { ctx, cookie: await ctx.login(ADMIN.email, ADMIN.password) });
    return { id, admin: { ...ADMIN } };
  },
  /** One request as the signed-in page sends it; the answer whole (a stream's first event: the harness's rule). */
  async servidorPedir(_c: BrowserCommandContext, id: string, pedido: PedidoAoServidor): Promise<RespostaDoServidor> {
    const aberto = abertos.get(id);
    if (!aberto) throw new Error(`servidor ${id} não está aberto`);
    const res = await aberto.ctx.request(pedido.method, pedido.path, {
      body: pedido.body,
      cookie: aberto.cookie,
      headers: pedido.headers,
    });
    const novo = res.headers.get('set-cookie')?.split(';')[0];
    if (novo?.includes('=') && !novo.endsWith('=')) aberto.cookie = novo;
    const binario = !TEXTO.test(res.headers.get('content-type') ?? 'text/plain');
    const body = binario ? Buffer.from(await res.arrayBuffer()).toString('base64') : await res.text();
    return { status: res.status, headers: Object.fromEntries(res.headers), body, binario };
  },
  /** From now on the page is `email` signed in (a user the test made; none: the administrator), as after a sign-in. */
  async servidorEntrar(c: BrowserCommandContext, id: string, email?: string, password?: string): Promise<void> {
    const aberto = abertos.get(id);
    if (!aberto) throw new Error(`servidor ${id} não está aberto`);
    const { ADMIN } = await harness(c);
    aberto.cookie = await aberto.ctx.login(email ?? ADMIN.email, password ?? ADMIN.password);
  },
  async servidorFechar(_c: BrowserCommandContext, id: string): Promise<void> {
    abertos.get(id)?.ctx.close();
    abertos.delete(id);
  },
};

process.once('exit', () => {
  for (const { ctx } of abertos.values()) ctx.close();
});
