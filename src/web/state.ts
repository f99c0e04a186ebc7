import { getDefaultStore } from 'jotai';

// jotai is imported through this one module (docs/ARQUITETURA.md §Web), so the store can be swapped or instrumented in
// one place. The web's client state is atoms in this one store: components read them with useAtomValue, and code that
// runs outside React (a toast, the outbox, the reachability pings, the service worker's registration) reads and sets
// them through `store`. Server data is not kept here: it is read through useResource (src/web/api/use-resource.ts).
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage } from 'jotai/utils';

/** The app's one store (jotai's default: no Provider is mounted, so hooks and `store` see the same atoms). */
export const store = getDefaultStore();
