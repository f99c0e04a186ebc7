/// <reference lib="webworker" />
/**
 * The alerts' Web Push in the service worker: a push shows its notification (the alert's Portuguese text, the app's
 * icon, a tag so the same alert replaces instead of stacking); touching it focuses an open window of the app on the
 * alert's screen, or opens one. The message's shape and the safe link come from src/domain/push.ts. A push means the
 * server reaches the phone right now: the outbox is flushed then too, and again on the touch (src/web/sw/outbox-sync.ts).
 */
import { caminhoDoApp, lerNotificacao } from '../../domain/notificacao.ts';
import { aoSincronizar } from './outbox-sync.ts';

declare const self: ServiceWorkerGlobalScope;

function dadosDa(event: PushEvent): unknown {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return event.data.text();
  }
}

self.addEventListener('push', (event) => {
  const n = lerNotificacao(dadosDa(event));
  // both run to their end; a notification the browser refuses still fails the event, after the flush
  event.waitUntil(
    Promise.allSettled([
      self.registration.showNotification(n.title, {
        body: n.body,
        icon: n.icon,
        badge: n.icon,
        tag: n.tag,
        lang: 'pt-BR',
        data: { url: n.url, farmId: n.farmId },
      }),
      aoSincronizar(),
    ]).then(([mostrada]) => {
      if (mostrada.status === 'rejected') throw mostrada.reason;
    }),
  );
});

/**
 * The alert is about one farm: it becomes the session's current farm before its screen opens (a person linked to
 * several farms sees that farm's bills, not the ones of the farm open before). Refused or offline: the screen opens
 * as it is.
 */
async function escolherFazenda(farmId: unknown): Promise<void> {
  if (typeof farmId !== 'string' || !farmId) return;
  await fetch('/api/auth/current-farm', {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ farmId }),
  }).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(caminhoDoApp(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      // alongside, never before the window: a server gone again must not hold the touch for the retries
      const envio = aoSincronizar().catch(() => undefined);
      await escolherFazenda(event.notification.data?.farmId);
      const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const janela = janelas.find((c) => new URL(c.url).origin === self.location.origin);
      if (janela) {
        const focada = await janela.focus();
        // navigate() (a fresh load: the session's farm is read again) exists on windows this worker controls.
        await focada.navigate(url).catch(() => undefined);
      } else await self.clients.openWindow(url);
      await envio;
    })(),
  );
});
