/**
 * The outbox (IndexedDB, replay) is not needed to draw the first screen — the login page never uses it — so the
 * app's entry loads it in its own chunk right after. The signed-in layout imports it statically as well (the
 * pending badge), so it is there before anyone can save anything.
 */
export const offline = () => import('./sync.ts');
