/**
 * The bell's list, live (issue 14 item 5): one Server-Sent Events stream per tab and farm, however many bells are
 * mounted; when the stream cannot be had (refused, too many connections, no EventSource) the list is polled every
 * 60 s instead, and the stream is tried again later. A tab hidden for a minute closes its stream — the Pi keeps a
 * connection only for what someone is looking at — and reopens it when shown.
 */
import { useCallback } from 'react';
import type { AlertaDoUsuario } from '../../domain/alertas.ts';
import type { alertas } from '../../domain/api/alertas.ts';
import { requisicaoEm } from '../../domain/api/requisicao.ts';
import { pedirEm } from '../api/pedir.ts';
import { atom, store, useAtomValue } from '../state.ts';

/** Polling while there is no stream (a minute apart, docs/PRODUTO.md §Alertas). */
export const ALERTS_REFRESH_MS = 60_000;
/** A stream the server refused is asked for again after this long. */
export const STREAM_RETRY_MS = 5 * 60_000;
/** A hidden tab keeps its stream this long (switching apps for a moment does not reconnect). */
export const HIDDEN_CLOSE_MS = 60_000;

export type ModoAlertas = 'sse' | 'polling' | 'conectando';

export interface EstadoAlertas {
  hoje?: string;
  alertas?: AlertaDoUsuario[];
  error?: Error;
  modo: ModoAlertas;
}

/**
 * The bell's operations by method and path (src/domain/api/alertas.ts, checked against it by the compiler): the bell
 * is on every signed-in screen, and the declarations' zod schemas stay off them (the login's model, auth/api.ts).
 */
type Alertas = typeof alertas;
const rotas = {
  listar: { method: 'GET', path: '/api/farms/:farmId/alertas' },
  aoVivo: { method: 'GET', path: '/api/farms/:farmId/alertas/stream' },
  vistos: { method: 'POST', path: '/api/farms/:farmId/alertas/vistos' },
  dispensar: { method: 'POST', path: '/api/farms/:farmId/alertas/dispensados' },
} as const satisfies { [K in keyof Alertas]: Pick<Alertas[K], 'method' | 'path'> };

/** EventSource needs a URL: the stream's route gives it. */
function streamUrl(farmId: string): string {
  return requisicaoEm<Alertas['aoVivo']>(rotas.aoVivo, { params: { farmId } }).url;
}

class AlertasDaFazenda {
  /** The farm's list; the stream runs while a bell shows it (jotai mounts and unmounts the atom). */
  readonly atom = atom<EstadoAlertas>({ modo: 'conectando' });
  readonly #farmId: string;
  #es: EventSource | null = null;
  #poll: ReturnType<typeof setInterval> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #hidden: ReturnType<typeof setTimeout> | undefined;
  #loading = false;

  constructor(farmId: string) {
    this.#farmId = farmId;
    this.atom.onMount = () => {
      this.#start();
      return () => this.#stop();
    };
  }

  get estado(): EstadoAlertas {
    return store.get(this.atom);
  }

  #set(patch: Partial<EstadoAlertas>) {
    store.set(this.atom, (estado) => ({ ...estado, ...patch }));
  }

  /** One read of the list (the fallback, and the panel's open while there is no stream). */
  reload = async () => {
    if (this.#loading) return;
    this.#loading = true;
    try {
      const r = await pedirEm<Alertas['listar']>(rotas.listar, { params: { farmId: this.#farmId } });
      this.#set({ hoje: r.hoje, alertas: r.alertas, error: undefined });
    } catch (e) {
      this.#set({ error: e as Error });
    } finally {
      this.#loading = false;
    }
  };

  /**
   * Marks as seen what the open bell shows (docs/PRODUTO.md §Alertas). Shown at once; the server's list (the stream,
   * or a reload when there is none) follows.
   */
  marcarVistos = async (alertas: readonly AlertaDoUsuario[]) => {
    const novos = alertas.filter((a) => a.novo).map(({ chave, marca }) => ({ chave, marca }));
    if (!novos.length) return;
    await pedirEm<Alertas['vistos']>(rotas.vistos, { params: { farmId: this.#farmId }, json: { alertas: novos } });
    const vistos = new Set(novos.map((a) => `${a.chave}\n${a.marca}`));
    this.#set({
      alertas: this.estado.alertas?.map((a) => (vistos.has(`${a.chave}\n${a.marca}`) ? { ...a, novo: false } : a)),
    });
    if (this.estado.modo !== 'sse') void this.reload();
  };

  /** Dismisses one alert for this user until its cause changes; a refusal (changed, gone) throws its message. */
  dispensar = async (alerta: AlertaDoUsuario) => {
    try {
      await pedirEm<Alertas['dispensar']>(rotas.dispensar, {
        params: { farmId: this.#farmId },
        json: { chave: alerta.chave, marca: alerta.marca },
      });
      this.#set({ alertas: this.estado.alertas?.filter((a) => a.chave !== alerta.chave) });
    } finally {
      if (this.estado.modo !== 'sse') void this.reload();
    }
  };

  #open() {
    if (this.#es) return;
    if (typeof EventSource === 'undefined') {
      this.#set({ modo: 'polling' });
      void this.reload();
      return;
    }
    const es = new EventSource(streamUrl(this.#farmId));
    this.#es = es;
    es.addEventListener('alertas', (e) => {
      const d = JSON.parse((e as MessageEvent<string>).data) as { hoje: string; alertas: AlertaDoUsuario[] };
      this.#set({ hoje: d.hoje, alertas: d.alertas, error: undefined, modo: 'sse' });
    });
    es.addEventListener('open', () => this.#set({ modo: 'sse' }));
    es.addEventListener('error', () => {
      if (es.readyState === EventSource.CLOSED) {
        // Refused (429 too many streams, 401/403): poll, and ask for a stream again later.
        this.#close();
        this.#set({ modo: 'polling' });
        void this.reload();
        clearTimeout(this.#retry);
        this.#retry = setTimeout(() => this.#open(), STREAM_RETRY_MS);
      } else {
        // Dropped: the browser reconnects by itself; the poll covers the meantime.
        this.#set({ modo: 'conectando' });
      }
    });
  }

  #close() {
    this.#es?.close();
    this.#es = null;
  }

  #onVisibility = () => {
    clearTimeout(this.#hidden);
    if (document.visibilityState === 'hidden') {
      this.#hidden = setTimeout(() => {
        this.#close();
        this.#set({ modo: 'conectando' });
      }, HIDDEN_CLOSE_MS);
    } else if (!this.#es && this.estado.modo !== 'polling') {
      this.#open();
    } else if (this.estado.modo !== 'sse') {
      void this.reload();
    }
  };

  #onFocus = () => {
    if (this.estado.modo !== 'sse') void this.reload();
  };

  #start() {
    if (!lojas.has(this.#farmId)) lojas.set(this.#farmId, this);
    this.#open();
    this.#poll = setInterval(() => {
      if (this.estado.modo !== 'sse' && document.visibilityState === 'visible') void this.reload();
    }, ALERTS_REFRESH_MS);
    document.addEventListener('visibilitychange', this.#onVisibility);
    window.addEventListener('focus', this.#onFocus);
  }

  #stop() {
    this.#close();
    clearInterval(this.#poll);
    clearTimeout(this.#retry);
    clearTimeout(this.#hidden);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    window.removeEventListener('focus', this.#onFocus);
    if (lojas.get(this.#farmId) === this) lojas.delete(this.#farmId);
  }
}

const lojas = new Map<string, AlertasDaFazenda>();
/** No farm: nothing to stream. */
const VAZIO = atom<EstadoAlertas>({ modo: 'conectando' });

function loja(farmId: string): AlertasDaFazenda {
  let l = lojas.get(farmId);
  if (!l) {
    l = new AlertasDaFazenda(farmId);
    lojas.set(farmId, l);
  }
  return l;
}

const nada = async () => {};

/**
 * The farm's alerts, live; `reload` reads them once more (the bell's panel opening); `marcarVistos` and `dispensar`
 * write the user's own marks.
 */
export function useAlertasAoVivo(farmId: string | null): EstadoAlertas & {
  reload(): void;
  marcarVistos(alertas: readonly AlertaDoUsuario[]): Promise<void>;
  dispensar(alerta: AlertaDoUsuario): Promise<void>;
} {
  const l = farmId ? loja(farmId) : null;
  const estado = useAtomValue(l ? l.atom : VAZIO);
  const reload = useCallback(() => {
    if (l && l.estado.modo !== 'sse') void l.reload();
  }, [l]);
  return { ...estado, reload, marcarVistos: l?.marcarVistos ?? nada, dispensar: l?.dispensar ?? nada };
}
