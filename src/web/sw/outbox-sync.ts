/// <reference lib="webworker" />
/**
 * Background Sync of the outbox (Chromium): the page asks for a sync tagged OUTBOX_TAG whenever it stores a change;
 * the browser wakes the worker when it thinks the network is back, and the worker flushes with the page's own code
 * (src/web/offline/outbox.ts), under the same Web Lock. A failed flush rejects, so the browser tries again later.
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
    if (!me.ok) return null;
    const { user } = (await me.json()) as { user: { id: string } };
    return flush({ store: idbStore, userId: user.id, fetch: (input, init) => fetch(input, init) });
  });
}

async function avisar(msg: Record<string, unknown>) {
  for (const c of await self.clients.matchAll({ type: 'window' }))
    c.postMessage({ type: 'SYNC_COMPLETED', syncTag: OUTBOX_TAG, ...msg });
}

async function aoSincronizar(): Promise<void> {
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

// docs/ARQUITETURA.md §Offline: the page may ask with SYNC_DATA.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SYNC_DATA') event.waitUntil(aoSincronizar().catch(() => undefined));
});
