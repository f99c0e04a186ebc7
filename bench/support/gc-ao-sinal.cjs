// Loaded before the server by bench/support/memoria-de-uso.ts (node --expose-gc --require …): on SIGUSR2 a full GC,
// twice (what the first frees, the second compacts), so the RSS read next is what the server holds, not garbage.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
});
