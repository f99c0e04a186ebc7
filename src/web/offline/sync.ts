/**
 * The page's side of the outbox: plugs into the typed client's fetch (src/web/api/mutate.ts), keeps the user's
 * pending and refused items for the screens, and flushes — on start, when the server answers again, on `online`
 * (after 1 s), when the page becomes visible, on a timer while something waits — and asks the browser for a
 * Background Sync and, where it is granted (an installed app), a Periodic Background Sync, which the service worker
 * answers with the same flush (src/web/sw/outbox-sync.ts). Also the correction of a refused record (`corrigir`): the
 * record form opens with what was typed, and the refused item goes once the form has sent it again.
 */
import { invalidate } from '../api/invalidate.ts';
import { type DescribedRequest, NetworkError, setOfflineHooks } from '../api/mutate.ts';
import { toast } from '../components/toast.tsx';
import { informarAlcance, onAlcance, ping, servidorAlcancavel } from '../pwa/reachability.ts';
import { PWA_MSG } from '../pwa/update-toast.ts';
import { atom, store, useAtomValue } from '../state.ts';
import { comTrava, type FlushResult, flush, idbStore, OUTBOX_CHANNEL, type UltimaSincronizacao } from './outbox.ts';
import {
  decidirEnvio,
  emOrdem,
  mergePending,
  ONLINE_SYNC_DELAY_MS,
  OUTBOX_TAG,
  type OutboxItem,
  PERIODIC_SYNC_MS,
  podeGuardar,
  rotulosDoCorpo,
  SYNC_TIMER_MS,
} from './outbox-rules.ts';
import { rotuloDe } from './rotulos.ts';

export interface OutboxState {
  pendentes: OutboxItem[];
  rejeitados: OutboxItem[];
  sincronizando: boolean;
  /** The last flush (this page's or the worker's) that delivered something; null: none yet on this device. */
  ultima: UltimaSincronizacao | null;
}

let usuario: string | null = null;
const outboxAtom = atom<OutboxState>({ pendentes: [], rejeitados: [], sincronizando: false, ultima: null });

function set(patch: Partial<OutboxState>) {
  store.set(outboxAtom, (state) => ({ ...state, ...patch }));
}

async function recarregar(): Promise<OutboxState> {
  const all = usuario ? await idbStore.listar() : [];
  const u = usuario ?? '';
  const ultima = usuario ? await idbStore.ultimaSincronizacao(usuario) : null;
  set({ pendentes: emOrdem(all, u, 'pendente'), rejeitados: emOrdem(all, u, 'rejeitado'), ultima });
  return store.get(outboxAtom);
}

export function useOutbox(): OutboxState {
  return useAtomValue(outboxAtom);
}

/** The signed-in user (null signed out): only their items are shown and sent, with their session. */
export function definirUsuario(id: string | null): void {
  if (id === usuario) return;
  usuario = id;
  void recarregar();
  if (id) void sincronizar(); // app start
}

let persistAsked = false;

async function guardar(req: DescribedRequest): Promise<Response> {
  if (!usuario) throw new NetworkError(false);
  await idbStore.adicionar({
    userId: usuario,
    req,
    criadoEm: new Date().toISOString(),
    tentativas: 0,
    estado: 'pendente',
    rotulos: rotulosDoCorpo(req.body, rotuloDe),
  });
  await recarregar();
  if (!persistAsked) {
    persistAsked = true;
    // Stored changes must survive the browser's storage pressure on a phone.
    void navigator.storage?.persist?.().catch(() => false);
  }
  void pedirBackgroundSync().then((ok) => {
    // neither kind of sync in this browser: only the open app sends, and the person must know it (issue 38)
    if (ok || avisouAbrirParaEnviar) return;
    avisouAbrirParaEnviar = true;
    toast.warning(PWA_MSG.abrirParaEnviar);
  });
  toast.info(PWA_MSG.salvoParaSincronizar);
  toast.quietSuccess(1_500);
  return new Response(req.body ?? '{}', {
    status: 202,
    headers: { 'content-type': 'application/json', 'x-leiteira-outbox': 'guardado' },
  });
}

let avisouAbrirParaEnviar = false;

/**
 * Asks the worker to be woken when the network is back; false when this browser can send nothing with the app closed
 * (no worker, or neither Background Sync nor Periodic Background Sync: Firefox, Safari).
 */
async function pedirBackgroundSync(): Promise<boolean> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)
      ?.sync;
    if (!reg || (!sync && !periodicSyncDe(reg))) return false;
    await sync?.register(OUTBOX_TAG);
    return true;
  } catch {
    // refused (no permission): the page's own triggers flush it
    return Boolean(navigator.serviceWorker);
  }
}

type PeriodicSync = {
  register(tag: string, o: { minInterval: number }): Promise<void>;
  getTags(): Promise<string[]>;
};

function periodicSyncDe(reg: ServiceWorkerRegistration | undefined): PeriodicSync | undefined {
  return (reg as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined)?.periodicSync;
}

/**
 * What 'Configurações PWA' says of the periodic send with the app closed: 'ativo' (registered), 'instalar' (the
 * browser has it, but grants it only to an installed app) or 'indisponivel'.
 */
export type EnvioPeriodico = 'ativo' | 'instalar' | 'indisponivel';

/**
 * Periodic Background Sync (Chromium, an installed app with its permission): the browser wakes the worker now and
 * then, with no page open, and it flushes the outbox — records typed in the parlour reach the Pi when it is back,
 * without anyone opening the app. Registered at start when permitted.
 */
export async function registrarEnvioPeriodico(): Promise<EnvioPeriodico> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const periodic = periodicSyncDe(reg);
    if (!periodic) return 'indisponivel';
    const permissao = await navigator.permissions
      ?.query({ name: 'periodic-background-sync' as PermissionName })
      .catch(() => null);
    if (permissao?.state !== 'granted') return 'instalar';
    await periodic.register(OUTBOX_TAG, { minInterval: PERIODIC_SYNC_MS });
    return (await periodic.getTags()).includes(OUTBOX_TAG) ? 'ativo' : 'instalar';
  } catch {
    return 'indisponivel';
  }
}

async function mesclar(url: string, res: Response): Promise<Response> {
  if (!res.ok || !usuario || !res.headers.get('content-type')?.includes('application/json')) return res;
  const agora = store.get(outboxAtom);
  const { pendentes } = agora.pendentes.length ? agora : await recarregar();
  if (!pendentes.length) return res;
  const merged = mergePending(url, await res.json(), pendentes);
  return new Response(JSON.stringify(merged), { status: res.status, headers: res.headers });
}

/**
 * Sends what waits, holding the outbox lock (nothing when the worker or another tab is at it). `pedido`: the user
 * pressed 'Tentar Novamente' — they hear the outcome even when nothing was sent.
 */
export async function sincronizar(pedido = false): Promise<FlushResult | 'ocupado' | null> {
  const user = usuario;
  if (!user) return null;
  if (!(await recarregar()).pendentes.length) {
    if (pedido) toast.info(PWA_MSG.sincronizacaoConcluida);
    return null;
  }
  // Only a server that answers is worth 15 s of retries; otherwise the next trigger tries again.
  if (!(await ping())) {
    if (pedido) toast.warning(PWA_MSG.falhaSincronizacao);
    return null;
  }
  set({ sincronizando: true });
  try {
    const r = await comTrava(() =>
      flush({
        store: idbStore,
        userId: user,
        fetch: (input, init) => globalThis.fetch(input, init),
        origem: 'aplicativo',
      }),
    );
    if (r === 'ocupado') return r;
    relatar(r, pedido);
    return r;
  } catch (e) {
    toast.error(PWA_MSG.erroSincronizacao((e as Error).message));
    return null;
  } finally {
    set({ sincronizando: false });
    await recarregar();
  }
}

function relatar(r: FlushResult, pedido: boolean) {
  if (r.enviados > 0) {
    informarAlcance(true);
    invalidate('');
    toast.success(PWA_MSG.sincronizados(r.enviados, r.restantes));
  }
  if (r.rejeitados > 0) toast.error(PWA_MSG.algunsNaoSincronizados);
  if (r.falha) toast.error(PWA_MSG.falhaAposTentativas);
  if (r.semSessao) toast.warning(PWA_MSG.semSessaoParaSincronizar);
  if (pedido && !r.enviados && !r.rejeitados && !r.falha && !r.semSessao) toast.info(PWA_MSG.sincronizacaoConcluida);
}

/** 'Limpar Tudo': the user's pending and refused items go (after the confirmation). */
export async function limparPendentes(): Promise<number> {
  const all = await recarregar();
  const items = [...all.pendentes, ...all.rejeitados];
  for (const i of items) if (i.seq !== undefined) await idbStore.remover(i.seq);
  await recarregar();
  invalidate('');
  return items.length;
}

/** A refused item the user read and let go. */
export async function descartar(item: OutboxItem): Promise<void> {
  if (item.seq !== undefined) await idbStore.remover(item.seq);
  await recarregar();
  invalidate('');
}

const correcaoAtom = atom<OutboxItem | null>(null);

/**
 * 'Corrigir' on a refused record: the record form of its kind opens with what was typed (src/web/features/apontamentos/
 * apontamento-tab.tsx, `useApontamentoForm`), sends it again under the same record id through the usual write path (so a
 * replay is idempotent), and the refused item goes once that send is accepted or stored.
 */
export function corrigir(item: OutboxItem): void {
  store.set(correcaoAtom, item);
}

/** The refused item being corrected, whatever its kind (the Apontamentos screen opens its tab). */
export function useCorrecaoAberta(): OutboxItem | null {
  return useAtomValue(correcaoAtom);
}

/** The refused item being corrected, if it is a new record of `recurso` on this farm. */
export function useCorrecao(recurso: string, farmId: string | null): OutboxItem | null {
  const item = useAtomValue(correcaoAtom);
  if (!item || !farmId || item.req.method !== 'POST') return null;
  return new URL(item.req.url, location.origin).pathname.replace(/\/+$/, '') === `/api/farms/${farmId}/${recurso}`
    ? item
    : null;
}

/** The correction was sent (or stored to be sent): the refused item it replaces goes. */
export async function concluirCorrecao(item: OutboxItem): Promise<void> {
  if (store.get(correcaoAtom)?.seq === item.seq) store.set(correcaoAtom, null);
  await descartar(item);
}

export function cancelarCorrecao(): void {
  store.set(correcaoAtom, null);
}

let started = false;

/** Plugs the outbox into the client and starts the flush triggers (once, at app start). */
export function iniciarOffline(): void {
  if (started) return;
  started = true;
  setOfflineHooks({
    guardavel: podeGuardar,
    async decidir() {
      const { pendentes } = await recarregar();
      return decidirEnvio({ guardavel: true, alcancavel: servidorAlcancavel(), pendentes: pendentes.length });
    },
    guardar,
    mesclar,
    alcance: informarAlcance,
  });
  onAlcance((ok) => {
    if (ok) void sincronizar();
  });
  window.addEventListener('online', () => setTimeout(() => void sincronizar(), ONLINE_SYNC_DELAY_MS));
  void navigator.serviceWorker?.ready.then(() => registrarEnvioPeriodico());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sincronizar();
  });
  setInterval(() => {
    const { pendentes, sincronizando } = store.get(outboxAtom);
    if (pendentes.length && !sincronizando) void sincronizar();
  }, SYNC_TIMER_MS);
  // Another tab or the worker changed the outbox: the lists are read again once the pending items are known (a list
  // read before would merge an item already sent, and keep showing it as pending).
  const releer = async () => {
    await recarregar();
    invalidate('');
  };
  if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void releer();
  // docs/ARQUITETURA.md §Offline: the worker says SYNC_COMPLETED after a Background Sync.
  navigator.serviceWorker?.addEventListener('message', async (e: MessageEvent) => {
    const msg = e.data as { type?: string; success?: boolean; enviados?: number; restantes?: number } | null;
    if (msg?.type !== 'SYNC_COMPLETED') return;
    await releer();
    if (msg.enviados) toast.success(PWA_MSG.sincronizados(msg.enviados, msg.restantes ?? 0));
  });
}
