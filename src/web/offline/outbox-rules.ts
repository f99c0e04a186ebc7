/**
 * The outbox's rules, pure (no IndexedDB, no fetch, no clock): which mutations may wait for the server, what an
 * answer means for a stored one, and how pending writes show in a list read meanwhile. The page (src/web/offline/
 * outbox.ts) and the service worker (src/web/sw/outbox-sync.ts) both decide with these.
 */
import { MSG } from '../../domain/messages.ts';
import type { DescribedRequest } from '../api/mutate.ts';

/** docs/PRODUTO.md §PWA: max retries 3, retry wait 5 s; going online syncs after 1 s. */
export const MAX_RETRIES = 3;
export const RETRY_WAIT_MS = 5_000;
export const ONLINE_SYNC_DELAY_MS = 1_000;
/** While something waits, the page tries again this often (the Pi may come back without any browser event). */
export const SYNC_TIMER_MS = 30_000;
/** The least interval asked of Periodic Background Sync (the browser decides the real one, from the site's use). */
export const PERIODIC_SYNC_MS = 15 * 60_000;
/** The Background Sync tag and the Web Lock both flushers take. */
export const OUTBOX_TAG = 'leiteira-outbox';

export interface OutboxItem {
  /** IndexedDB's auto-increment key: the order the user made the changes in. */
  seq?: number;
  /** Whose session made it: another user's session never sends it. */
  userId: string;
  req: DescribedRequest;
  criadoEm: string;
  /** Tries that found no server (or a server that asked to wait). */
  tentativas: number;
  ultimoErro?: string;
  /** 'rejeitado': the server answered 4xx; kept, with its message, until the user discards it. */
  estado: 'pendente' | 'rejeitado';
  rejeicao?: { status: number; mensagem: string };
  /**
   * The names the device gave the ids of the body when it was stored (an animal's identification): the change is
   * told as typed even after that animal left the register (src/web/offline/descricao.ts).
   */
  rotulos?: Record<string, string>;
}

/** The ids of a body (`animalId`, `itens[].animalId`, …) named from what the device knows (`rotulosDoCorpo`). */
export function rotulosDoCorpo(body: string | undefined, nomear: (id: string) => string | undefined) {
  const out: Record<string, string> = {};
  const visitar = (v: unknown, chave: string) => {
    if (Array.isArray(v)) for (const x of v) visitar(x, chave);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visitar(x, k);
    else if (typeof v === 'string' && chave.endsWith('Id')) {
      const nome = nomear(v);
      if (nome) out[v] = nome;
    }
  };
  visitar(parse(body), '');
  return Object.keys(out).length ? out : undefined;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a mutation may wait in the outbox: farm data only (not sign-in, sessions, the admin panel, whose answer
 * the user needs now, nor the bell's marks), a JSON body or none (not a file upload), and never a body carrying a password (a
 * password-confirmed delete is not written to the device's storage).
 */
export function podeGuardar(req: DescribedRequest): boolean {
  if (!MUTATIONS.has(req.method)) return false;
  const path = pathOf(req.url);
  if (!path.startsWith('/api/farms/')) return false;
  // The bell's seen/dismissed marks are the user's view of alerts shown now, not farm data: sent now or not at all.
  if (/^\/api\/farms\/[^/]+\/alertas\//.test(path)) return false;
  if (req.body === undefined) return true;
  try {
    const body = JSON.parse(req.body) as unknown;
    return !(body && typeof body === 'object' && 'password' in body);
  } catch {
    return false;
  }
}

/**
 * Send now or store: a mutation that may wait is stored at once when the server is known to be unreachable, and
 * also whenever older changes still wait — sending it ahead of them would apply the user's changes out of order.
 */
export function decidirEnvio(s: { guardavel: boolean; alcancavel: boolean; pendentes: number }): 'enviar' | 'guardar' {
  if (!s.guardavel) return 'enviar';
  return !s.alcancavel || s.pendentes > 0 ? 'guardar' : 'enviar';
}

/** What happened to one send of a stored item. */
export type Envio = { status: number; mensagem?: string } | { semResposta: true; erro: string };

/**
 * What to do next with an item after a send:
 * - 'remover': applied (2xx);
 * - 'rejeitar': the server refused it (4xx) — kept aside, visible, for the user to discard;
 * - 'parar': no session (401) — nothing of this user can go until they sign in again; the item stays first;
 * - 'repetir': no answer, a gateway error, 5xx, 408/429, or the server still running the same key — wait 5 s and
 *   send again, up to MAX_RETRIES more times;
 * - 'desistir': it kept failing — the item stays (never dropped) and the user is told.
 */
export function proximoPasso(
  envio: Envio,
  tentativa: number,
): 'remover' | 'rejeitar' | 'parar' | 'repetir' | 'desistir' {
  const transitorio =
    'semResposta' in envio ||
    envio.status >= 500 ||
    envio.status === 408 ||
    envio.status === 425 ||
    envio.status === 429 ||
    (envio.status === 409 && envio.mensagem === MSG.requisicaoEmAndamento);
  if (!transitorio) {
    if (envio.status < 300) return 'remover';
    if (envio.status === 401) return 'parar';
    return 'rejeitar';
  }
  return tentativa < MAX_RETRIES ? 'repetir' : 'desistir';
}

/** Items of one user, in the order they were made (`seq`). */
export function emOrdem(items: readonly OutboxItem[], userId: string, estado: OutboxItem['estado']): OutboxItem[] {
  return items.filter((i) => i.userId === userId && i.estado === estado).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Marks a row that exists only in the outbox so far ('Pendente de sincronização'). */
export const PENDENTE = '__pendente';

export function isPendente(row: unknown): boolean {
  return Boolean(row && typeof row === 'object' && (row as Record<string, unknown>)[PENDENTE] === true);
}

function pathOf(url: string): string {
  return new URL(url, 'http://x').pathname.replace(/\/+$/, '');
}

type Row = Record<string, unknown>;

/**
 * A list read while changes wait: creates posted to this list's path appear first (marked pending), edits of its
 * rows show their new values (marked), deletes hide them. Only the first page of an unfiltered list gets new rows.
 * Accepts the two list shapes the API answers: an array, or a page `{ itens, pagina, temMais }`.
 */
export function mergePending(listUrl: string, json: unknown, pendentes: readonly OutboxItem[]): unknown {
  const url = new URL(listUrl, 'http://x');
  const path = pathOf(listUrl);
  const primeira = (url.searchParams.get('pagina') ?? '1') === '1' && !url.searchParams.get('q');
  const itens = Array.isArray(json) ? json : isPage(json) ? json.itens : null;
  if (!itens) return json;
  let rows = itens.filter((r): r is Row => Boolean(r) && typeof r === 'object');
  const novos: Row[] = [];
  for (const item of pendentes) {
    if (item.estado !== 'pendente') continue;
    const p = pathOf(item.req.url);
    const body = parse(item.req.body);
    if (p === path && item.req.method === 'POST' && body && typeof body.id === 'string') {
      if (!rows.some((r) => r.id === body.id) && !novos.some((r) => r.id === body.id))
        novos.unshift({ ...body, [PENDENTE]: true });
      continue;
    }
    const id = p.startsWith(`${path}/`) ? p.slice(path.length + 1) : null;
    if (!id || id.includes('/')) continue;
    if (item.req.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== id);
      for (let i = novos.length - 1; i >= 0; i--) if (novos[i].id === id) novos.splice(i, 1);
    } else if ((item.req.method === 'PUT' || item.req.method === 'PATCH') && body) {
      const edit = (r: Row) => (r.id === id ? { ...r, ...body, id, [PENDENTE]: true } : r);
      rows = rows.map(edit);
      for (let i = 0; i < novos.length; i++) novos[i] = edit(novos[i]);
    }
  }
  const merged = primeira ? [...novos, ...rows] : rows;
  return Array.isArray(json) ? merged : { ...(json as object), itens: merged };
}

function isPage(json: unknown): json is { itens: unknown[] } {
  return Boolean(json && typeof json === 'object' && Array.isArray((json as { itens?: unknown }).itens));
}

function parse(body: string | undefined): Row | null {
  if (!body) return null;
  try {
    const v = JSON.parse(body) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : null;
  } catch {
    return null;
  }
}
