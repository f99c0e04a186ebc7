import type { Modulo } from '../domain/modules.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { Session, SessionUser } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { fazendas } from './db/schema/platform.ts';
import type { Logger } from './logger.ts';
import type { Backups } from './services/backup.ts';
import type { Mailer, MailStatus } from './services/mailer.ts';

export type FazendaRow = typeof fazendas.$inferSelect;

export interface Deps {
  /**
   * drizzle over the database. The running server's start loads no drizzle (inicio.ts): read it where
   * `carregarDb()` has resolved — inside a route group (app-sob-demanda.ts awaits it before the group runs), or
   * after awaiting it; before, reading it throws.
   */
  db: Db;
  /** drizzle over the database, loaded the first time it is asked for (at once when the app was given it). */
  carregarDb(): Promise<Db>;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The last e-mail that could not be sent (shown to administrators). */
  mailStatus: MailStatus;
  loginLimiter: RateLimiter;
  /** The scheduled backups' state (admin panel); started by inicio.ts only. */
  backups: Backups;
}

/** Hono environment shared by every route file. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    session: Session | null;
    /** Set by farmAccess(): the farm of `:farmId`, already checked against the caller. */
    farm: FazendaRow;
    /** Set by farmAccess(): every module the caller may open on that farm (docs/PRODUTO.md §Permissões). */
    modules: Modulo[];
  };
}
