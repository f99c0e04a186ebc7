import { resolve } from 'node:path';
import { RAIZ } from './raiz.ts';
import { tlsDirFor } from './tls/paths.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The only base address of links the server writes (e-mails, CLI); never taken from a request's headers. */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-For/-Proto/-Host are believed: addresses, or 'loopback' (TRUST_PROXY, comma-separated). */
  trustProxy: string[];
  tlsCert?: string;
  tlsKey?: string;
  /** The local CA's certificate served at /ca.crt (TLS_CA, or ca.crt of tlsDir when the server finds it there). */
  tlsCa?: string;
  /** Folder of `leiteira tls init`'s files (TLS_DIR; default: tls beside the database file). */
  tlsDir: string;
  /** Plain-HTTP port that redirects to HTTPS and serves /instalar and /ca.crt when TLS is on; null = off. */
  httpPort: number | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Folder of the built PWA. */
  staticRoot: string;
  /** How long a write waits for its turn on the database file before it is answered 503 (ms); 15 s unless set (tests). */
  writeWaitMs?: number;
  /** argon2id cost; tests lower it, production keeps OWASP's m=19456 KiB, t=2. */
  argon2: { memoryCost: number; timeCost: number };
  loginRateLimit: { max: number; windowMs: number };
  sessionDays: number;
  /** Scheduled backups (services/backup.ts): BACKUP_DIR ('off' turns them off; unset: backups/ beside the database). */
  backupDir?: string;
  /** BACKUP_KEEP: how many daily backups are kept. */
  backupKeep: number;
  /** Push services allowed beyond the well-known ones (PUSH_HOSTS, comma-separated host names). */
  pushHosts: string[];
}

const ROOT = RAIZ;
/**
 * Where the database lives when DATABASE_URL is not set: `data/` in a checkout; for an installed release
 * (`npm install --prefix /opt/leiteira gestao-leiteira-X.tgz`, the package under node_modules) `data/` in the
 * prefix, beside node_modules — an upgrade replaces the package's folder, never the farm's data.
 */
const PASTA_DE_DADOS = /[\\/]node_modules[\\/]/.test(ROOT)
  ? resolve(ROOT.slice(0, ROOT.search(/[\\/]node_modules[\\/]/)), 'data')
  : resolve(ROOT, 'data');
const BANCO_PADRAO = `file:${resolve(PASTA_DE_DADOS, 'leiteira.db')}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const level = env.LOG_LEVEL ?? 'info';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? BANCO_PADRAO,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gestão Leiteira <nao-responda@leiteira.local>',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    tlsCert: env.TLS_CERT || undefined,
    tlsKey: env.TLS_KEY || undefined,
    tlsCa: env.TLS_CA || undefined,
    tlsDir: tlsDirFor(env.DATABASE_URL ?? BANCO_PADRAO, env.TLS_DIR || undefined),
    httpPort: env.HTTP_PORT === 'off' ? null : Number(env.HTTP_PORT || 3080),
    logLevel: (['debug', 'info', 'warn', 'error', 'silent'].includes(level) ? level : 'info') as Config['logLevel'],
    staticRoot: env.STATIC_ROOT ?? resolve(ROOT, 'dist/web'),
    argon2: { memoryCost: 19456, timeCost: 2 },
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), windowMs: 15 * 60 * 1000 },
    sessionDays: 30,
    backupDir: env.BACKUP_DIR || undefined,
    backupKeep: Number(env.BACKUP_KEEP || 14),
    pushHosts: (env.PUSH_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  };
}
