/**
 * The one module of src/server that src/web imports, and only types (Biome refuses any other import of src/server
 * under src/web): the typed client's route table and the answers whose types the server's services define.
 */
export type { AppType } from './app.ts';
export type { SessionInfo } from './services/me.ts';
