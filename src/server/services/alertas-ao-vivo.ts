/**
 * The bell's live list (issue 14 item 5): one open stream per browser tab, recomputed when the farm's data changes
 * (farm-changes.ts), when its civil date rolls over, and every few minutes (writes of other processes). Access is
 * asked again at each recompute: a user unlinked or stripped of a module stops getting what they may no longer see.
 * A Pi has little to spare, so the number of streams is capped (the web falls back to polling).
 */
import { eq } from 'drizzle-orm';
import type { Alerta } from '../../domain/alertas.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/platform.ts';
import { checkFarmAccess } from './access.ts';
import { alertasPara } from './alertas.ts';
import { ouvirMudancas } from './farm-changes.ts';

/** Streams this process keeps open at most, and per user (a few tabs and devices). */
export const MAX_STREAMS = 64;
export const MAX_STREAMS_POR_USUARIO = 6;

export interface TemposStream {
  /** A change is recomputed after this quiet time (a burst of writes costs one recompute). */
  esperaMudanca: number;
  /** How often the date and the periodic recompute are looked at. */
  relogio: number;
  /** Recompute at least this often even without a change heard here. */
  recalculo: number;
}

export const TEMPOS: TemposStream = { esperaMudanca: 300, relogio: 60_000, recalculo: 5 * 60_000 };

let total = 0;
const porUsuario = new Map<string, number>();
const encerrar = new Set<() => void>();

/** Registers how to end one open stream (server shutdown); returns the unregister. */
export function aoEncerrar(fim: () => void): () => void {
  encerrar.add(fim);
  return () => encerrar.delete(fim);
}

/** Ends every open stream (a clean shutdown: the browsers reconnect to the next server). */
export function encerrarStreams(): void {
  for (const fim of [...encerrar]) fim();
}

/** A place for one more stream of `userId`, or null when full; call the release once when the stream ends. */
export function reservarStream(userId: string): (() => void) | null {
  const n = porUsuario.get(userId) ?? 0;
  if (total >= MAX_STREAMS || n >= MAX_STREAMS_POR_USUARIO) return null;
  total++;
  porUsuario.set(userId, n + 1);
  let liberado = false;
  return () => {
    if (liberado) return;
    liberado = true;
    total--;
    const m = (porUsuario.get(userId) ?? 1) - 1;
    if (m > 0) porUsuario.set(userId, m);
    else porUsuario.delete(userId);
  };
}

export function streamsAbertos(): number {
  return total;
}

export interface AlertasAoVivo {
  hoje: string;
  alertas: Alerta[];
}

/** Whether the stream's session still stands (not signed out, not ended by a password change, not expired). */
async function sessaoAtiva(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId)).get();
  return Boolean(row && row.expiresAt > Date.now());
}

/**
 * Calls `enviar` with the farm's alerts as `user` may see them now, and again whenever they differ; `fim` when the
 * session ended or the user lost access to the farm (both asked at every recompute). Returns the stop.
 */
export function acompanharAlertas(
  db: Db,
  user: SessionUser,
  sessionId: string,
  farmId: string,
  enviar: (dados: AlertasAoVivo) => Promise<void>,
  fim: () => void,
  tempos: TemposStream = TEMPOS,
): () => void {
  let parado = false;
  let ultimo = '';
  let hoje = '';
  // The farm's time zone as last read (the access check reads the farm each time).
  let fuso = '';
  let ultimoCalculo = 0;
  let fila: Promise<void> = Promise.resolve();

  const calcular = async () => {
    if (parado) return;
    ultimoCalculo = Date.now();
    const [sessao, acesso] = await Promise.all([sessaoAtiva(db, sessionId), checkFarmAccess(db, user, farmId, [])]);
    if (!sessao || !acesso.ok || !acesso.modules.length) {
      fim();
      return;
    }
    fuso = acesso.farm.timezone;
    hoje = hojeNoFuso(fuso);
    const alertas = await alertasPara(db, user, acesso.farm, hoje);
    const json = JSON.stringify({ hoje, alertas });
    if (json === ultimo || parado) return;
    ultimo = json;
    await enviar({ hoje, alertas });
  };
  // One recompute at a time, in order.
  const agendar = () => {
    fila = fila.then(calcular).catch(() => fim());
  };

  agendar();
  let espera: NodeJS.Timeout | undefined;
  const pararDeOuvir = ouvirMudancas(db, farmId, () => {
    clearTimeout(espera);
    espera = setTimeout(agendar, tempos.esperaMudanca);
  });
  const relogio = setInterval(() => {
    const virouODia = fuso !== '' && hoje !== hojeNoFuso(fuso);
    if (virouODia || Date.now() - ultimoCalculo >= tempos.recalculo) agendar();
  }, tempos.relogio);

  return () => {
    parado = true;
    clearTimeout(espera);
    clearInterval(relogio);
    pararDeOuvir();
  };
}
