// wouter imports `use-sync-external-store/shim`, the polyfill for React < 18; React 19 has the hook itself.
// vite.config.ts points the shim here so the login page does not download it.
export { useSyncExternalStore } from 'react';
