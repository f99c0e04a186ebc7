/**
 * Web Push of the alerts a farmer must not miss (issue 14 item 5). Pure: which alerts go to whom and once, what a
 * notification says, and what to do after a push service answers (or does not). The server does the I/O.
 */
import './zod-pt.ts';
import { z } from 'zod';
import { type Alerta, MODULO_DO_ALERTA, type TipoAlerta } from './alertas.ts';
import { somarDias } from './apontamentos/dates.ts';
import { MSG } from './messages.ts';
import { chaveDoAlerta, type NotificacaoPush, notificacaoDoAlerta } from './notificacao.ts';
import { dataResposta, descreve } from './schemas/common.ts';

export * from './notificacao.ts';

// ── the bell's answer ────────────────────────────────────────────────────────────────────────────────────────────

/** One alert as the bell shows it (GET /alertas, the stream's 'alertas' event). */
export const alertaSchema = descreve<Alerta>()(
  z.object({
    id: z.string(),
    kind: z.enum(Object.keys(MODULO_DO_ALERTA) as [TipoAlerta, ...TipoAlerta[]]),
    severity: z.enum(['danger', 'warning', 'info']),
    text: z.string(),
    date: dataResposta,
    link: z.string(),
    chave: z
      .string()
      .describe('O que o alerta é (a conta, a vaca e o evento, a amostra): a chave de visto e dispensa.'),
    marca: z.string().describe('A causa de agora (vencimento e valor, data prevista…): mudou, o alerta volta.'),
  }),
);

/** The farm's alerts the caller may see, on the farm's today, less those they dismissed; `novo` if not yet seen. */
export const alertasSchema = z.object({
  hoje: dataResposta,
  alertas: z.array(alertaSchema.extend({ novo: z.boolean() })),
});

// ── subscriptions ────────────────────────────────────────────────────────────────────────────────────────────────

/** Base64url without padding, as PushSubscription.toJSON() writes the keys. */
const base64url = (bytes: number) =>
  z
    .string({ error: MSG.inscricaoInvalida })
    .regex(/^[A-Za-z0-9_-]+$/, MSG.inscricaoInvalida)
    .length(Math.ceil((bytes * 4) / 3), MSG.inscricaoInvalida);

export const endpointPush = z
  .string({ error: MSG.inscricaoInvalida })
  .trim()
  .min(1, MSG.inscricaoInvalida)
  .max(2048, MSG.inscricaoInvalida)
  .refine((s) => URL.canParse(s) && new URL(s).protocol === 'https:', MSG.inscricaoInvalida);

/** What the browser's PushSubscription.toJSON() gives (expirationTime and unknown keys are dropped). */
export const inscricaoPushSchema = z.object({
  endpoint: endpointPush,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte auth secret (RFC 8291).
      p256dh: base64url(65),
      auth: base64url(16),
    },
    { error: MSG.inscricaoInvalida },
  ),
});
export type InscricaoPush = z.infer<typeof inscricaoPushSchema>;

/** DELETE /api/push/inscricao and POST /api/push/teste name the device by its endpoint. */
export const endpointPushSchema = z.object({ endpoint: endpointPush });

/** A subscription as its owner sees it (the keys stay on the server). */
export const inscricaoPublicaSchema = z.object({ id: z.string(), endpoint: z.string(), criadaEm: z.string() });
export type InscricaoPublica = z.infer<typeof inscricaoPublicaSchema>;

/** What became of one push: delivered, queued for a retry, subscription removed (gone), or dropped. */
export const RESULTADOS_TENTATIVA = ['enviado', 'na_fila', 'removida', 'descartado'] as const;
export type ResultadoTentativa = (typeof RESULTADOS_TENTATIVA)[number];

/**
 * The push services browsers use. A subscription elsewhere is refused: the server would otherwise POST to any
 * address a user typed (a way into the farm's LAN). PUSH_HOSTS adds more (a test's loopback service).
 */
export const SERVICOS_PUSH = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export function servicoPushPermitido(endpoint: string, extras: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return [...SERVICOS_PUSH, ...extras].some((p) =>
    p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p.toLowerCase(),
  );
}

// ── which alerts are pushed ─────────────────────────────────────────────────────────────────────────────────────

/** Bills are pushed from 3 days before they fall due (and while just overdue). */
export const DIAS_PUSH_CONTAS = 3;
/** Calvings are pushed from 7 days before the expected date. */
export const DIAS_PUSH_PARTOS = 7;
/**
 * How far back an alert still goes out: a phone subscribed today, or an uplink back after days, gets what matters
 * now — not the farm's history (an imported bill overdue for a year, a sample from last month).
 */
export const DIAS_PUSH_ATRASO = 7;
export const DIAS_PUSH_QUALIDADE = 3;

/**
 * The alerts a farmer must not miss, on the farm's date `hoje`: bills due within 3 days (or overdue by up to 7),
 * calvings expected within 7 days, dry-offs due, milk quality over the IN 76/2018 limits in the last 3 days, the
 * open month's quarterly geometric mean over or near its limit, a milk withdrawal ending today, a PNCEBT
 * vaccination whose last day is within 7 days. Diagnoses and the rest stay in the bell.
 */
export function deveNotificar(a: Pick<Alerta, 'kind' | 'date'>, hoje: string): boolean {
  const atraso = somarDias(hoje, -DIAS_PUSH_ATRASO);
  const janela: Partial<Record<TipoAlerta, [string, string]>> = {
    conta_pagar_vencida: [atraso, hoje],
    conta_pagar_a_vencer: [hoje, somarDias(hoje, DIAS_PUSH_CONTAS)],
    conta_receber_vencida: [atraso, hoje],
    conta_receber_a_vencer: [hoje, somarDias(hoje, DIAS_PUSH_CONTAS)],
    parto_previsto: [atraso, somarDias(hoje, DIAS_PUSH_PARTOS)],
    secagem_prevista: [atraso, hoje],
    qualidade_acima_limite: [somarDias(hoje, -DIAS_PUSH_QUALIDADE), hoje],
    // dated by the day its month closes: pushed while that month is open
    qualidade_media_trimestral: [hoje, somarDias(hoje, 31)],
    // Sanidade: the day a withdrawal ends (the milk goes to the tank again after it); a vaccination's last week
    carencia_termina: [hoje, hoje],
    vacinacao_a_fazer: [hoje, somarDias(hoje, DIAS_PUSH_PARTOS)],
  };
  const j = janela[a.kind];
  return Boolean(j && a.date >= j[0] && a.date <= j[1]);
}

export interface AlertasDoUsuario {
  userId: string;
  farmId: string;
  farmName: string;
  /** The farm's civil date. */
  hoje: string;
  /** Already filtered to what the user may see (alertasVisiveis). */
  alertas: readonly Alerta[];
}

export interface PushPlanejado {
  userId: string;
  chave: string;
  notificacao: NotificacaoPush;
}

/** New pushes: each alert that must not be missed, once per user (`enviados` holds `${userId}|${chave}`). */
export function planejarPushes(itens: readonly AlertasDoUsuario[], enviados: ReadonlySet<string>): PushPlanejado[] {
  const out: PushPlanejado[] = [];
  const vistos = new Set(enviados);
  for (const item of itens) {
    for (const a of item.alertas) {
      if (!deveNotificar(a, item.hoje)) continue;
      const chave = chaveDoAlerta(item.farmId, a);
      const k = `${item.userId}|${chave}`;
      if (vistos.has(k)) continue;
      vistos.add(k);
      out.push({ userId: item.userId, chave, notificacao: notificacaoDoAlerta(a, item.farmId, item.farmName) });
    }
  }
  return out;
}

// ── delivery: retries and time to live ──────────────────────────────────────────────────────────────────────────

/** An alert that could not go out (no uplink) waits this long, then is dropped. */
export const PUSH_TTL_MS = 24 * 60 * 60 * 1000;
/** 'Testar Notificação' is worth little an hour later. */
export const PUSH_TTL_TESTE_MS = 10 * 60 * 1000;
export const ESPERA_MIN_MS = 15_000;
export const ESPERA_MAX_MS = 10 * 60 * 1000;

/** Back-off before try number `tentativas + 1`: 15 s, 30 s, 1 min … at most 10 min. */
export function esperaAntesDe(tentativas: number): number {
  return Math.min(ESPERA_MIN_MS * 2 ** Math.max(0, tentativas - 1), ESPERA_MAX_MS);
}

/** What sending gave: the push service's status, or no answer at all (no uplink, DNS, timeout). */
export type ResultadoEnvio = { status: number } | { rede: string };

export type DecisaoEnvio =
  | { acao: 'concluir' }
  /** 404/410: the browser unsubscribed or the subscription expired. */
  | { acao: 'remover_inscricao' }
  | { acao: 'tentar_de_novo'; em: number }
  | { acao: 'descartar'; motivo: string };

/**
 * After one try of a queued push (`tentativas` counts this one). Network failures, 429 and 5xx wait and go again
 * while the push lives; 404/410 remove the subscription; any other refusal is dropped (sending it again would
 * only be refused again).
 */
export function decidirEnvio(
  resultado: ResultadoEnvio,
  { tentativas, expiraEm }: { tentativas: number; expiraEm: number },
  agora: number,
): DecisaoEnvio {
  if ('status' in resultado) {
    const s = resultado.status;
    if (s >= 200 && s < 300) return { acao: 'concluir' };
    if (s === 404 || s === 410) return { acao: 'remover_inscricao' };
    if (s !== 429 && s < 500) return { acao: 'descartar', motivo: `recusado pelo serviço de push (${s})` };
  }
  const em = agora + esperaAntesDe(tentativas);
  if (em >= expiraEm) return { acao: 'descartar', motivo: 'expirado sem conexão com o serviço de push' };
  return { acao: 'tentar_de_novo', em };
}

/** The TTL header for a push that lives until `expiraEm`: what remains, in whole seconds (at least 60). */
export function ttlRestante(expiraEm: number, agora: number): number {
  return Math.max(60, Math.floor((expiraEm - agora) / 1000));
}
