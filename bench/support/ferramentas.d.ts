/**
 * The benches' tools (bench/package.json) are installed by the first `npm run bench`, not by the project's `npm ci`:
 * where bench/node_modules is absent (CI, a fresh clone) the typecheck reads them through these declarations. Where it
 * is there, TypeScript resolves lighthouse's and chrome-launcher's own types first. autocannon ships none.
 */
declare module 'autocannon';
declare module 'chrome-launcher';
declare module 'lighthouse';
