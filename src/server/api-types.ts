/**
 * The one module of src/server that src/web imports, and only types (Biome refuses any other import of src/server
 * under src/web): the typed client's route table and the answers whose types the server's services define.
 */
import type { listarFazendas, listarGrupos } from './services/admin.ts';

export type { AppType } from './app.ts';
export type { UsuarioPublico } from './services/admin.ts';
export type { SessionInfo } from './services/me.ts';

/** A group of the admin's list, with its counts. */
export type AdminGroup = Awaited<ReturnType<typeof listarGrupos>>[number];
/** A farm of the admin's list, with its counts. */
export type AdminFarm = Awaited<ReturnType<typeof listarFazendas>>[number];
