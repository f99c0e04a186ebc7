/**
 * Web Push of the alerts (issue 14 item 5): the VAPID keys (made on first start, kept in `settings`; the private key
 * never leaves the server), each user's subscriptions (one per device), the job that queues new alerts for the users
 * who may see them — once per alert and user — and the queue that sends them, waiting while the Pi has no uplink.
 * What to push, to whom, and what to do after a try are decided in src/domain/push.ts.
 */
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { alertasDaFazenda, alertasVisiveis } from '../../domain/alertas.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { modulosPermitidos } from '../../domain/modules.ts';
import {
  type AlertasDoUsuario,
  decidirEnvio,
  type InscricaoPublica,
  type InscricaoPush,
  type NotificacaoPush,
  notificacaoDeTeste,
  PUSH_TTL_MS,
  PUSH_TTL_TESTE_MS,
  planejarPushes,
  type ResultadoEnvio,
  type ResultadoTentativa,
  servicoPushPermitido,
  ttlRestante,
} from '../../domain/push.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  fazendas,
  fazendasDoUsuario,
  pushAlertasEnviados,
  pushFila,
  pushSubscriptions,
  usuarios,
} from '../db/schema/platform.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { gruposDo } from './access.ts';
import { fatosDaFazenda } from './alertas.ts';
import { ouvirMudancas } from './farm-changes.ts';
import { chavesVapid } from './push-chaves.ts';

export interface PushDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

// ── VAPID ───────────────────────────────────────────────────────────────────────────────────────────────────────

// The pair itself is push-chaves.ts: the start makes it (seed.ts) without loading the rest of Web Push.
export { type ChavesVapid, chavesVapid } from './push-chaves.ts';

/** web-push (≈ 11 MB) is loaded with the first notification sent. */
const webPush = async () => (await import('web-push')).default;

/** Who the push services may contact: PUBLIC_URL when it is https, else the sender address of the e-mails. */
export function sujeitoVapid(config: Config): string {
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  const email = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${email.trim()}`;
}

// ── subscriptions ───────────────────────────────────────────────────────────────────────────────────────────────

const publica = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  criadaEm: pushSubscriptions.createdAt,
};

/** This device's subscription for `userId`: a new one, or the same device's keys renewed. */
export async function inscrever(
  db: Db,
  config: Config,
  userId: string,
  inscricao: InscricaoPush,
): Promise<{ inscricao: InscricaoPublica; criada: boolean }> {
  if (!servicoPushPermitido(inscricao.endpoint, config.pushHosts)) throw badRequest(MSG.servicoPushNaoPermitido);
  const atual = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, inscricao.endpoint))
    .get();
  // A push endpoint is a secret of one browser; a browser that changes user unsubscribes first (the web does).
  if (atual && atual.userId !== userId) throw conflict(MSG.inscricaoDeOutroUsuario);
  const keys = { p256dh: inscricao.keys.p256dh, auth: inscricao.keys.auth };
  if (atual) {
    const [row] = await db
      .update(pushSubscriptions)
      .set({ ...keys, updatedAt: new Date().toISOString() })
      .where(eq(pushSubscriptions.id, atual.id))
      .returning(publica);
    return { inscricao: row, criada: false };
  }
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: uuidv7(), userId, endpoint: inscricao.endpoint, ...keys })
    .returning(publica);
  return { inscricao: row, criada: true };
}

export async function inscricoesDe(db: Db, userId: string): Promise<InscricaoPublica[]> {
  return db
    .select(publica)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/** Removes one of the caller's own subscriptions; another user's is answered like one that does not exist. */
export async function removerInscricao(db: Db, userId: string, endpoint: string): Promise<void> {
  const removidas = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (!removidas.length) throw notFound(MSG.inscricaoNaoEncontrada);
}

// ── the queue ───────────────────────────────────────────────────────────────────────────────────────────────────

type Inscricao = typeof pushSubscriptions.$inferSelect;
type LinhaFila = typeof pushFila.$inferSelect;

/** Network failures carry a code (ENOTFOUND, ECONNREFUSED, ETIMEDOUT…); a push service's refusal its status. */
async function enviar(deps: PushDeps, sub: Inscricao, payload: string, ttl: number): Promise<ResultadoEnvio> {
  const vapid = await chavesVapid(deps.db);
  const webpush = await webPush();
  const tentar = async (): Promise<ResultadoEnvio> => {
    try {
      const r = await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        { vapidDetails: { subject: sujeitoVapid(deps.config), ...vapid }, TTL: ttl, urgency: 'high', timeout: 10_000 },
      );
      return { status: r.statusCode };
    } catch (e) {
      if (e instanceof webpush.WebPushError) return { status: e.statusCode };
      const err = e as { code?: string; message?: string };
      return { rede: err.code ?? err.message ?? String(e) };
    }
  };
  const r = await tentar();
  // A kept-alive connection the other side already closed fails at once; a fresh one is worth one more try.
  return 'rede' in r && r.rede === 'ECONNRESET' ? tentar() : r;
}

export type { InscricaoPublica, ResultadoTentativa };

/** One try of one queued push; what the domain decided is applied to the queue and the subscriptions. */
async function tentar(deps: PushDeps, linha: LinhaFila, sub: Inscricao, semRede: Map<string, string>) {
  const { db, logger } = deps;
  const agora = Date.now();
  const origem = new URL(sub.endpoint).origin;
  // One push service that did not answer this round is not asked again for every other push.
  const falhaDaRodada = semRede.get(origem);
  const resultado: ResultadoEnvio = falhaDaRodada
    ? { rede: falhaDaRodada }
    : linha.expiraEm <= agora
      ? { rede: 'expirado' }
      : await enviar(deps, sub, linha.payload, ttlRestante(linha.expiraEm, agora));
  if ('rede' in resultado) semRede.set(origem, resultado.rede);
  const decisao = decidirEnvio(resultado, { tentativas: linha.tentativas + 1, expiraEm: linha.expiraEm }, Date.now());
  switch (decisao.acao) {
    case 'concluir':
      await db.delete(pushFila).where(eq(pushFila.id, linha.id));
      return 'enviado' as const;
    case 'remover_inscricao':
      // Its queued pushes go with it (ON DELETE CASCADE).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      logger.info('inscrição de push removida pelo serviço', { status: 'status' in resultado ? resultado.status : 0 });
      return 'removida' as const;
    case 'descartar':
      await db.delete(pushFila).where(eq(pushFila.id, linha.id));
      logger.warn('push descartado', { motivo: decisao.motivo, tentativas: linha.tentativas + 1 });
      return 'descartado' as const;
    case 'tentar_de_novo':
      await db
        .update(pushFila)
        .set({
          tentativas: linha.tentativas + 1,
          proximaEm: decisao.em,
          ultimoErro: 'rede' in resultado ? resultado.rede : `HTTP ${resultado.status}`,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(pushFila.id, linha.id));
      return 'na_fila' as const;
  }
}

/** How many queued pushes are tried per round; the rest wait for the next one. */
const LOTE = 100;

/** Tries every queued push whose time has come; returns how each went. */
export async function entregarPendentes(deps: PushDeps): Promise<Record<ResultadoTentativa, number>> {
  const contagem: Record<ResultadoTentativa, number> = { enviado: 0, na_fila: 0, removida: 0, descartado: 0 };
  const linhas = await deps.db
    .select({ linha: pushFila, sub: pushSubscriptions })
    .from(pushFila)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushFila.subscriptionId))
    .where(lte(pushFila.proximaEm, Date.now()))
    .orderBy(pushFila.proximaEm)
    .limit(LOTE);
  const semRede = new Map<string, string>();
  const removidas = new Set<string>();
  for (const { linha, sub } of linhas) {
    if (removidas.has(sub.id)) continue;
    const r = await tentar(deps, linha, sub, semRede);
    if (r === 'removida') removidas.add(sub.id);
    contagem[r]++;
  }
  return contagem;
}

async function enfileirar(db: Db, subs: readonly Pick<Inscricao, 'id'>[], n: NotificacaoPush, ttlMs: number) {
  const agora = Date.now();
  const linhas = subs.map((s) => ({
    id: uuidv7(),
    subscriptionId: s.id,
    payload: JSON.stringify(n),
    proximaEm: agora,
    expiraEm: agora + ttlMs,
  }));
  if (linhas.length) await db.insert(pushFila).values(linhas);
  return linhas;
}

/** 'Testar Notificação': a push to the caller's own device now (it waits in the queue if there is no uplink). */
export async function enviarTeste(deps: PushDeps, userId: string, endpoint: string): Promise<ResultadoTentativa> {
  const sub = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .get();
  if (!sub) throw notFound(MSG.inscricaoNaoEncontrada);
  const [linha] = await enfileirar(deps.db, [sub], notificacaoDeTeste(), PUSH_TTL_TESTE_MS);
  const row = await deps.db.select().from(pushFila).where(eq(pushFila.id, linha.id)).get();
  if (!row) return 'descartado';
  return tentar(deps, row, sub, new Map());
}

// ── the alert scan ──────────────────────────────────────────────────────────────────────────────────────────────

/** A pushed alert's date is within a week of the day it went out; after this long its record cannot matter. */
const GUARDAR_ENVIADOS_MS = 60 * 24 * 60 * 60 * 1000;

/**
 * Queues the alerts each subscribed user has not been pushed yet: on each farm they are linked to (admins too — an
 * admin is pushed only the farms they took on), the kinds their modules let them see. Returns how many pushes.
 */
export async function varrerAlertas(deps: PushDeps, agora: Date = new Date()): Promise<number> {
  const { db } = deps;
  const inscritos = await db
    .selectDistinct({ id: usuarios.id, isAdmin: usuarios.isAdmin })
    .from(pushSubscriptions)
    .innerJoin(usuarios, eq(usuarios.id, pushSubscriptions.userId));
  if (!inscritos.length) return 0;
  const ids = inscritos.map((u) => u.id);
  const links = await db
    .select({ userId: fazendasDoUsuario.userId, farm: fazendas })
    .from(fazendasDoUsuario)
    .innerJoin(fazendas, eq(fazendas.id, fazendasDoUsuario.farmId))
    .where(inArray(fazendasDoUsuario.userId, ids));
  const grupos = new Map(
    await Promise.all(inscritos.map(async (u) => [u.id, u.isAdmin ? [] : await gruposDo(db, u.id)] as const)),
  );
  const porFazenda = new Map<string, Promise<{ hoje: string; alertas: ReturnType<typeof alertasDaFazenda> }>>();
  const itens: AlertasDoUsuario[] = [];
  for (const { userId, farm } of links) {
    const user = inscritos.find((u) => u.id === userId);
    if (!user) continue;
    const modulos = modulosPermitidos(user, farm, grupos.get(userId) ?? []);
    if (!modulos.length) continue;
    let todos = porFazenda.get(farm.id);
    if (!todos) {
      const hoje = hojeNoFuso(farm.timezone, agora);
      // Every kind once per farm; each user gets only what their modules open (alertasVisiveis).
      todos = fatosDaFazenda(db, farm.id, hoje, ['financial', 'appointments', 'health']).then((fatos) => ({
        hoje,
        alertas: alertasDaFazenda(fatos, hoje),
      }));
      porFazenda.set(farm.id, todos);
    }
    const { hoje, alertas } = await todos;
    itens.push({ userId, farmId: farm.id, farmName: farm.name, hoje, alertas: alertasVisiveis(alertas, modulos) });
  }
  const enviados = await db
    .select({ userId: pushAlertasEnviados.userId, chave: pushAlertasEnviados.chave })
    .from(pushAlertasEnviados)
    .where(inArray(pushAlertasEnviados.userId, ids));
  const plano = planejarPushes(itens, new Set(enviados.map((e) => `${e.userId}|${e.chave}`)));
  let n = 0;
  for (const p of plano) {
    n += await db.transaction(async (tx) => {
      // Remembered first: a push another scan already took is not queued twice.
      const novo = await tx
        .insert(pushAlertasEnviados)
        .values({ userId: p.userId, chave: p.chave, at: agora.getTime() })
        .onConflictDoNothing()
        .returning({ chave: pushAlertasEnviados.chave });
      if (!novo.length) return 0;
      const subs = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, p.userId));
      const t = Date.now();
      const payload = JSON.stringify(p.notificacao);
      if (subs.length) {
        await tx.insert(pushFila).values(
          subs.map((s) => ({
            id: uuidv7(),
            subscriptionId: s.id,
            payload,
            proximaEm: t,
            expiraEm: t + PUSH_TTL_MS,
          })),
        );
      }
      return subs.length;
    });
  }
  await db.delete(pushAlertasEnviados).where(lt(pushAlertasEnviados.at, agora.getTime() - GUARDAR_ENVIADOS_MS));
  return n;
}

// ── the job ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** New alerts are looked for this often (date rollover, writes of other processes) and soon after a change. */
export const VARREDURA_MS = 60_000;
export const ESPERA_MUDANCA_MS = 2_000;
/** The queue is looked at this often (a push waiting for the uplink goes when its back-off ends). */
export const ENTREGA_MS = 15_000;

/** Starts the push job of a running server; returns its stop. Failures are logged, never thrown. */
export function iniciarPush(deps: PushDeps): () => void {
  const { logger } = deps;
  const singleFlight = (what: string, run: () => Promise<unknown>) => {
    let running: Promise<void> | null = null;
    let again = false;
    const go = (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = run()
        .then(() => undefined)
        .catch((error: unknown) => logger.error(what, { error: String(error) }))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            void go();
          }
        });
      return running;
    };
    return go;
  };
  const entregar = singleFlight('push: entrega', () => entregarPendentes(deps));
  const varrer = singleFlight('push: varredura', async () => {
    if ((await varrerAlertas(deps)) > 0) await entregar();
  });
  void chavesVapid(deps.db).then(
    () => varrer(),
    (error: unknown) => logger.error('push: chaves VAPID', { error: String(error) }),
  );
  const timers = [setInterval(varrer, VARREDURA_MS), setInterval(entregar, ENTREGA_MS)];
  for (const t of timers) t.unref();
  let debounce: NodeJS.Timeout | undefined;
  const stopListening = ouvirMudancas(deps.db, null, () => {
    clearTimeout(debounce);
    debounce = setTimeout(varrer, ESPERA_MUDANCA_MS);
    debounce.unref();
  });
  return () => {
    for (const t of timers) clearInterval(t);
    clearTimeout(debounce);
    stopListening();
  };
}
