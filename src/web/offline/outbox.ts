/**
 * The outbox: mutations that found no server, kept in IndexedDB and sent again in order. This module runs in the page
 * and in the service worker (Background Sync); a Web Lock named OUTBOX_TAG keeps them from flushing together.
 */
import { tempoLimiteDeEnvio } from '../api/mutate.ts';
import { semServidor } from '../api/sem-servidor.ts';
import { gravarMeta, lerMeta, offlineDb } from './db.ts';
import { type Envio, emOrdem, OUTBOX_TAG, type OutboxItem, proximoPasso, RETRY_WAIT_MS } from './outbox-rules.ts';

/** Who flushed: the open app, or the service worker with no page of the app open (periodic sync, push, Background Sync). */
export type OrigemSincronizacao = 'aplicativo' | 'segundo-plano';

/** The last flush that reached the server and delivered something ('Última sincronização' in 'Configurações PWA'). */
export interface UltimaSincronizacao {
  em: string;
  enviados: number;
  rejeitados: number;
  restantes: number;
  origem: OrigemSincronizacao;
}

/** Where items live: IndexedDB in the browser, an array in unit tests. */
export interface OutboxStore {
  listar(): Promise<OutboxItem[]>;
  adicionar(item: OutboxItem): Promise<number>;
  atualizar(item: OutboxItem): Promise<void>;
  remover(seq: number): Promise<void>;
  /** Remembers a flush that delivered something, per user. */
  registrarSincronizacao(userId: string, s: UltimaSincronizacao): Promise<void>;
  ultimaSincronizacao(userId: string): Promise<UltimaSincronizacao | null>;
}

/** Every page and the worker hear that the outbox changed (counts, lists merged with pending rows). */
export const OUTBOX_CHANNEL = 'leiteira-outbox';

function avisar() {
  if (typeof BroadcastChannel === 'undefined') return;
  const ch = new BroadcastChannel(OUTBOX_CHANNEL);
  ch.postMessage({ type: 'outbox-changed' });
  ch.close();
}

export const idbStore: OutboxStore = {
  async listar() {
    return (await offlineDb()).getAll('outbox');
  },
  async adicionar(item) {
    const seq = await (await offlineDb()).add('outbox', item);
    avisar();
    return seq;
  },
  async atualizar(item) {
    await (await offlineDb()).put('outbox', item);
    avisar();
  },
  async remover(seq) {
    await (await offlineDb()).delete('outbox', seq);
    avisar();
  },
  async registrarSincronizacao(userId, s) {
    await gravarMeta(`sincronizacao:${userId}`, JSON.stringify(s));
    avisar();
  },
  async ultimaSincronizacao(userId) {
    const s = await lerMeta(`sincronizacao:${userId}`);
    return s ? (JSON.parse(s) as UltimaSincronizacao) : null;
  },
};

export function memoryStore(
  items: OutboxItem[] = [],
): OutboxStore & { items: OutboxItem[]; sincronizacoes: Map<string, UltimaSincronizacao> } {
  let next = 1;
  const sincronizacoes = new Map<string, UltimaSincronizacao>();
  return {
    items,
    sincronizacoes,
    async registrarSincronizacao(userId, s) {
      sincronizacoes.set(userId, s);
    },
    async ultimaSincronizacao(userId) {
      return sincronizacoes.get(userId) ?? null;
    },
    async listar() {
      return items.map((i) => ({ ...i }));
    },
    async adicionar(item) {
      const seq = next++;
      items.push({ ...item, seq });
      return seq;
    },
    async atualizar(item) {
      const i = items.findIndex((x) => x.seq === item.seq);
      if (i >= 0) items[i] = { ...item };
    },
    async remover(seq) {
      const i = items.findIndex((x) => x.seq === seq);
      if (i >= 0) items.splice(i, 1);
    },
  };
}

export interface FlushDeps {
  store: OutboxStore;
  userId: string;
  fetch: typeof fetch;
  sleep?(ms: number): Promise<void>;
  timeoutMs?: number;
  /** Who flushes (told in 'Última sincronização'); the page by default. */
  origem?: OrigemSincronizacao;
  now?(): Date;
}

export interface FlushResult {
  enviados: number;
  rejeitados: number;
  /** The user's items still waiting afterwards. */
  restantes: number;
  /** Gave up after MAX_RETRIES: the last error (the items stay). */
  falha?: string;
  /** No session (401): nothing can go until the user signs in again. */
  semSessao?: boolean;
}

async function enviar(item: OutboxItem, deps: FlushDeps): Promise<Envio> {
  const { req } = item;
  try {
    const res = await deps.fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(deps.timeoutMs ?? tempoLimiteDeEnvio()),
    });
    if (semServidor(res.status)) return { semResposta: true, erro: `HTTP ${res.status}` };
    if (res.ok) return { status: res.status };
    let mensagem: string | undefined;
    try {
      mensagem = ((await res.json()) as { error?: { message?: string } }).error?.message;
    } catch {
      // not JSON
    }
    return { status: res.status, mensagem };
  } catch (error) {
    return { semResposta: true, erro: error instanceof Error ? error.message : String(error) };
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the user's pending items oldest first, one at a time, each with its own Idempotency-Key (so an item whose
 * answer was lost is applied once when sent again). Stops at the first item that cannot go yet, keeping the order.
 * Items added while it runs are sent in the same run.
 */
export async function flush(deps: FlushDeps): Promise<FlushResult> {
  const sleep = deps.sleep ?? pause;
  const out: FlushResult = { enviados: 0, rejeitados: 0, restantes: 0 };
  const restantes = async () => emOrdem(await deps.store.listar(), deps.userId, 'pendente');
  for (;;) {
    const [item] = await restantes();
    if (!item || item.seq === undefined) break;
    let tentativa = 0;
    let passo: ReturnType<typeof proximoPasso>;
    for (;;) {
      const envio = await enviar(item, deps);
      passo = proximoPasso(envio, tentativa);
      if (passo === 'remover') {
        await deps.store.remover(item.seq);
        out.enviados++;
        break;
      }
      if (passo === 'rejeitar' && 'status' in envio) {
        await deps.store.atualizar({
          ...item,
          estado: 'rejeitado',
          rejeicao: { status: envio.status, mensagem: envio.mensagem ?? `HTTP ${envio.status}` },
        });
        out.rejeitados++;
        break;
      }
      if (passo === 'parar') {
        out.semSessao = true;
        break;
      }
      item.tentativas++;
      item.ultimoErro = 'semResposta' in envio ? envio.erro : (envio.mensagem ?? `HTTP ${envio.status}`);
      await deps.store.atualizar(item);
      if (passo === 'desistir') {
        out.falha = item.ultimoErro;
        break;
      }
      tentativa++;
      await sleep(RETRY_WAIT_MS);
    }
    if (passo !== 'remover' && passo !== 'rejeitar') break;
  }
  out.restantes = (await restantes()).length;
  if (out.enviados + out.rejeitados > 0)
    await deps.store.registrarSincronizacao(deps.userId, {
      em: (deps.now?.() ?? new Date()).toISOString(),
      enviados: out.enviados,
      rejeitados: out.rejeitados,
      restantes: out.restantes,
      origem: deps.origem ?? 'aplicativo',
    });
  return out;
}

/**
 * Runs `fn` holding the outbox's Web Lock, or not at all when someone (another tab, the worker) holds it: two
 * flushers would send the same item twice at once. Where Web Locks are missing, it just runs.
 */
export async function comTrava<T>(fn: () => Promise<T>): Promise<T | 'ocupado'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return fn();
  return locks.request(OUTBOX_TAG, { ifAvailable: true }, async (lock) => (lock ? fn() : 'ocupado'));
}
