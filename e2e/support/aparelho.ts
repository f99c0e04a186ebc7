import type { CDPSession, Page } from '@playwright/test';

/**
 * How many changes the device's outbox holds now (IndexedDB 'leiteira-offline', store 'outbox': src/web/offline/db.ts),
 * read inside the app's service worker — the one place of the origin that runs with no page of the app open (the
 * DevTools protocol's IndexedDB domain needs a document of the origin, and loading one would start the app, which
 * sends what waits). `cdp`: a session with ServiceWorker enabled, to start the worker if the browser stopped it idle
 * (a start runs its script's top level, which sends nothing).
 * What replaces a fixed wait around a background send: held before the event (nothing was sent on its own), empty
 * after it (nothing more can be sent, so what the server counts then is final).
 */
export async function pendentesNoAparelho(page: Page, cdp: CDPSession, origem: string): Promise<number> {
  const contexto = page.context();
  const doApp = (w: { url(): string }) => w.url().startsWith(`${origem}/`);
  let sw = contexto.serviceWorkers().find(doApp);
  if (!sw) {
    const surgiu = contexto.waitForEvent('serviceworker', { predicate: doApp });
    await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origem}/` });
    sw = await surgiu;
  }
  return sw.evaluate(
    () =>
      new Promise<number>((ok, falha) => {
        const aberto = indexedDB.open('leiteira-offline');
        aberto.onerror = () => falha(aberto.error);
        aberto.onsuccess = () => {
          const db = aberto.result;
          const contagem = db.transaction('outbox').objectStore('outbox').count();
          contagem.onerror = () => falha(contagem.error);
          contagem.onsuccess = () => {
            db.close();
            ok(contagem.result);
          };
        };
      }),
  );
}
