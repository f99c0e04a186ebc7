/**
 * The one module of src/server that src/web imports, and only types (Biome refuses any other import of src/server
 * under src/web): the typed client's route table, for the modules not yet declared (src/domain/api).
 */
export type { AppType } from './app.ts';
