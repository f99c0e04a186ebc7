/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa injectManifest; served as /sw.js, scope /). Each concern is its own module
 * registered here: the app shell (this file), the last good answers of the API (reads), the outbox's Background Sync,
 * and the alerts' Web Push.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './reads.ts';
import './outbox-sync.ts';
import './push.ts';

declare const self: ServiceWorkerGlobalScope;

// This version's app shell, replaced whole by the next version.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// An app route opened offline gets the cached shell; the API and the server's own pages never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ca\.crt$/, /^\/instalar\/?$/],
  }),
);

// The first worker controls the page that registered it as soon as it is active (issue 38: the login opened once
// is enough to open the app offline). A new version still waits for 'Atualizar' before it activates.
clientsClaim();

// 'Atualizar' (registerType 'prompt'): the waiting worker takes over only when the user asks.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
