/**
 * What a pushed notification says and where it leads — shared by the server (which sends it) and the service worker
 * (which shows it). No zod here: the service worker bundles this file.
 */
import type { Alerta } from './alertas.ts';
import { MSG } from './messages.ts';

/**
 * What is remembered as sent, per user: the farm, the kind and the alert. A bill pushed as 'vence em' is pushed
 * once more when it becomes overdue (another kind); the same alert never twice.
 */
export function chaveDoAlerta(farmId: string, a: Pick<Alerta, 'kind' | 'id'>): string {
  return `${farmId}|${a.kind}|${a.id}`;
}

// ── what a notification says ────────────────────────────────────────────────────────────────────────────────────

export const ICONE_NOTIFICACAO = '/icon-192.png';

/** The push message's JSON (the service worker shows it as is). */
export interface NotificacaoPush {
  title: string;
  body: string;
  /** Same tag = the phone replaces, never stacks, the notification. */
  tag: string;
  /** A path of this app, opened when the notification is touched. */
  url: string;
  icon: string;
  farmId?: string;
}

const TITULO: Record<Alerta['severity'], string> = { danger: 'Urgente', warning: 'Atenção', info: 'Aviso' };

export function notificacaoDoAlerta(a: Alerta, farmId: string, farmName: string): NotificacaoPush {
  return {
    title: `${TITULO[a.severity]} — ${farmName}`,
    body: a.text,
    tag: chaveDoAlerta(farmId, a),
    url: a.link,
    icon: ICONE_NOTIFICACAO,
    farmId,
  };
}

export function notificacaoDeTeste(): NotificacaoPush {
  return {
    title: MSG.pushTesteTitulo,
    body: MSG.pushTesteCorpo,
    tag: 'teste',
    url: '/',
    icon: ICONE_NOTIFICACAO,
  };
}

/** Only a path of this app: never another site, never `//host` (a notification must not lead away). */
export function caminhoDoApp(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

/** Reads a push message's data in the service worker: anything unexpected becomes a plain app notification. */
export function lerNotificacao(dados: unknown): NotificacaoPush {
  const d = (typeof dados === 'object' && dados !== null ? dados : {}) as Record<string, unknown>;
  const texto = (v: unknown, padrao: string, max = 500) =>
    typeof v === 'string' && v.trim() ? v.slice(0, max) : padrao;
  return {
    title: texto(d.title, MSG.pushTesteTitulo, 120),
    body: texto(d.body, typeof dados === 'string' ? dados.slice(0, 500) : ''),
    tag: texto(d.tag, 'leiteira', 200),
    url: caminhoDoApp(d.url),
    icon: ICONE_NOTIFICACAO,
    ...(typeof d.farmId === 'string' ? { farmId: d.farmId.slice(0, 64) } : {}),
  };
}
