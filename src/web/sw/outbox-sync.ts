/// <reference lib="webworker" />
/**
 * The outbox flushed by the worker, with no page of the app open, using the page's own code (src/web/offline/
 * outbox.ts: the same IndexedDB items, the same replay, the same Idempotency-Keys) under the same Web Lock. Woken by:
 * - Background Sync (tag OUTBOX_TAG, asked by the page whenever it stores a change): when the browser thinks the
 *   network is back; a failed flush rejects, so the browser tries again later;
 * - Periodic Background Sync (same tag, registered by the page for an installed app): now and then, even when the
 *   browser's network never changed — the Pi came back on the same Wi-Fi;
 * - a push from the server, and a touch on its notification (src/web/sw/push.ts): the server is up right then.
 */
import { comTrava, type FlushResult, flush, idbStore } from '../offline/outbox.ts';
import { OUTBOX_TAG } from '../offline/outbox-rules.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function sincronizar(): Promise<FlushResult | 'ocupado' | null> {
  return comTrava(async () => {
    // Whose session the browser holds now: only their changes go (never another user's with this cookie).
    const me = await fetch('/api/auth/me', { credentials: 'same-origin', cache: 'no-store' });
    if (!me.ok) {
      await me.body?.cancel();
      return null;
    }
    const { user } = (await me.json()) as { user: { id: string } };
    return flush({
      store: idbStore,
      userId: user.id,
      fetch: (input, init) => fetch(input, init),
      origem: 'segundo-plano',
    });
  });
}

async function avisar(msg: Record<string, unknown>) {
  for (const c of await self.clients.matchAll({ type: 'window' }))
    c.postMessage({ type: 'SYNC_COMPLETED', syncTag: OUTBOX_TAG, ...msg });
}

/** Flushes the outbox and tells the open pages; rejects when it gave up (a sync event is then tried again). */
export async function aoSincronizar(): Promise<void> {
  let r: Awaited<ReturnType<typeof sincronizar>>;
  try {
    r = await sincronizar();
  } catch (e) {
    await avisar({ success: false, error: (e as Error).message });
    throw e;
  }
  if (r === 'ocupado' || r === null) return;
  await avisar({ success: !r.falha, error: r.falha, enviados: r.enviados, restantes: r.restantes });
  if (r.falha) throw new Error(r.falha);
}

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag === OUTBOX_TAG) e.waitUntil(aoSincronizar());
});

// A periodic wake-up that finds the server down just waits for the next one.
self.addEventListener('periodicsync', (event) => {
  const e = event as SyncEvent;
  if (e.tag === OUTBOX_TAG) e.waitUntil(aoSincronizar().catch(() => undefined));
});

// docs/ARQUITETURA.md §Offline: the page may ask with SYNC_DATA.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SYNC_DATA') event.waitUntil(aoSincronizar().catch(() => undefined));
});
