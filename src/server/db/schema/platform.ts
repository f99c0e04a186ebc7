import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Modulo } from '../../../domain/modules.ts';
import { timestamps } from './columns.ts';

export const usuarios = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  ...timestamps,
});

export const fazendas = sqliteTable('farms', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  size: real('size').notNull(),
  allowedModules: text('allowed_modules', { mode: 'json' }).$type<Modulo[]>().notNull().default([]),
  timezone: text('timezone').notNull().default('America/Sao_Paulo'),
  taxaJurosAnual: real('taxa_juros_anual').notNull().default(6),
  // The herd's reproductive thresholds (src/domain/apontamentos/reproducao.ts PARAMETROS_PADRAO): the action lists and alerts
  pveDias: integer('pve_dias').notNull().default(50),
  diasSecagem: integer('dias_secagem').notNull().default(60),
  idadePrimeiraCoberturaMeses: integer('idade_primeira_cobertura_meses').notNull().default(15),
  // Sanidade (src/domain/sanidade/carencia.ts): the milkings a day (a label's withdrawal in milkings counts them) and
  // the colostral days after a Parto, which the farm states (null: not stated, no colostrum is marked).
  ordenhasPorDia: integer('ordenhas_por_dia').notNull().default(2),
  diasColostro: integer('dias_colostro'),
  // A read-only copy of a farm that runs on another installation (`leiteira fazenda importar --copia`): when its
  // export was taken (ISO instant); null for a farm of this installation. The kernel refuses every write to a copy.
  copiaEm: text('copia_em'),
  ...timestamps,
});

export const grupos = sqliteTable('groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  allowedModules: text('allowed_modules', { mode: 'json' }).$type<Modulo[]>().notNull().default([]),
  ...timestamps,
});

export const fazendasDoUsuario = sqliteTable(
  'user_farms',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    farmId: text('farm_id')
      .notNull()
      .references(() => fazendas.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId] }), index('user_farms_farm_idx').on(t.farmId)],
);

export const gruposDoUsuario = sqliteTable(
  'user_groups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => grupos.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** Lucia session design: id is the SHA-256 of the cookie token; the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    currentFarmId: text('current_farm_id').references(() => fazendas.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use reset links: only the SHA-256 of the token is kept, valid 1 hour. */
export const passwordResets = sqliteTable('password_resets', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  ...timestamps,
});

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: text('at').notNull(),
    userId: text('user_id'),
    farmId: text('farm_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
    ...timestamps,
  },
  (t) => [index('audit_farm_idx').on(t.farmId, t.at), index('audit_entity_idx').on(t.entity, t.entityId)],
);

/** Responses kept for replayed mutations (offline outbox): same key + same user → same answer. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

function registry<T extends Record<string, ReturnType<typeof text>>>(name: string, columns: T) {
  return sqliteTable(
    name,
    {
      id: text('id').primaryKey(),
      farmId: text('farm_id')
        .notNull()
        .references(() => fazendas.id, { onDelete: 'cascade' }),
      ...columns,
      ...timestamps,
    },
    (t) => [index(`${name}_farm_idx`).on(t.farmId)],
  );
}

export const tecnicos = registry('tecnicos', {
  nome: text('nome').notNull(),
  especialidade: text('especialidade').notNull(),
  telefone: text('telefone').notNull().default(''),
  email: text('email').notNull().default(''),
});

export const tiposAnimais = registry('tipos_animais', {
  nome: text('nome').notNull(),
  categoria: text('categoria').notNull(),
  descricao: text('descricao').notNull().default(''),
});

export const tiposTerras = registry('tipos_terras', {
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull().default(''),
});

export const tiposInstalacoes = registry('tipos_instalacoes', {
  nome: text('nome').notNull(),
  finalidade: text('finalidade').notNull(),
  descricao: text('descricao').notNull().default(''),
});

export const tiposMaquinas = registry('tipos_maquinas', {
  nome: text('nome').notNull(),
  categoria: text('categoria').notNull(),
  descricao: text('descricao').notNull().default(''),
});

export const statusFinanceiros = registry('status_financeiros', {
  nome: text('nome').notNull(),
  cor: text('cor').notNull(),
  descricao: text('descricao').notNull().default(''),
  ativo: text('ativo').notNull().default('Sim'),
});

export const contasBancarias = registry('contas_bancarias', {
  nome: text('nome').notNull(),
  banco: text('banco').notNull().default(''),
  agencia: text('agencia').notNull().default(''),
  conta: text('conta').notNull().default(''),
  ativo: text('ativo').notNull().default('Sim'),
});

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('push_endpoint_idx').on(t.endpoint), index('push_user_idx').on(t.userId)],
);

/** Small key/value store for instance settings (VAPID keys, schema facts). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** Alerts already pushed, per user (at most once each); rows older than a few weeks are pruned. */
export const pushAlertasEnviados = sqliteTable(
  'push_alertas_enviados',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** domain chaveDoAlerta: farm | kind | alert id */
    chave: text('chave').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chave] }), index('push_enviados_at_idx').on(t.at)],
);

/** Pushes waiting to go out (no uplink, push service busy): retried until sent or past their TTL. */
export const pushFila = sqliteTable(
  'push_fila',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification's JSON (domain NotificacaoPush). */
    payload: text('payload').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    proximaEm: integer('proxima_em').notNull(),
    expiraEm: integer('expira_em').notNull(),
    ultimoErro: text('ultimo_erro'),
    ...timestamps,
  },
  (t) => [index('push_fila_proxima_idx').on(t.proximaEm)],
);

/**
 * What each user has seen or dismissed in the bell, per farm (docs/PRODUTO.md §Alertas). `chave` is the alert's
 * identity (domain Alerta.chave: a bill, a cow's expected event, a sample) and `marca` the fingerprint of its cause
 * (Alerta.marca: the due date and value, the expected date, the sample's figures): a row whose marca is not the
 * alert's any more no longer applies, so an alert whose cause changed is new again and returns if dismissed.
 */
export const alertasDoUsuario = sqliteTable(
  'alertas_do_usuario',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    farmId: text('farm_id')
      .notNull()
      .references(() => fazendas.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    marca: text('marca').notNull(),
    vistoEm: integer('visto_em'),
    dispensadoEm: integer('dispensado_em'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId, t.chave] }), index('alertas_do_usuario_farm_idx').on(t.farmId)],
);
