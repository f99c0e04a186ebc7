/**
 * The embedded database answers synchronously (file-client.ts): a loop that awaits it row after row only ever waits
 * on microtasks, so the event loop reads no socket until the loop ends. A 15,000-row CSV import held every other
 * request of the server for 2.7 s that way (measured through HTTP; on a Pi, several times longer), and a phone's list
 * stayed 'Carregando...'. A long loop awaits `turn()` once per row: every `n`th call gives the event loop a turn
 * (setImmediate), and other requests are served between rows. Against a libSQL server the awaits are real I/O already.
 */
export function turnsEvery(n: number): () => Promise<void> | undefined {
  let calls = 0;
  return () => (++calls % n === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined);
}
