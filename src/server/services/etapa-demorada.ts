import type { Logger } from '../logger.ts';

/** After how long a step of the start is announced (issue 40: 'the start says what it is doing after a second'). */
export const AVISAR_APOS_MS = 1000;

/**
 * Runs one step of the start (the copy before an upgrade, the migrations). If it is still running after `aposMs`,
 * says what it is doing — `texto` on the screen (`dizer`: the terminal, or the service's stdout beside its JSON
 * lines) and `evento` with `campos` in the JSON log — and, when it ends, how long it took. A quick step says nothing.
 */
export async function etapaDemorada<T>(
  trabalho: () => Promise<T>,
  opcoes: {
    texto: string;
    evento: string;
    campos?: Record<string, unknown>;
    logger: Logger;
    dizer: (linha: string) => void;
    concluida: (segundos: string) => string;
    aposMs?: number;
  },
): Promise<T> {
  const t0 = performance.now();
  let avisou = false;
  const timer = setTimeout(() => {
    avisou = true;
    opcoes.dizer(`  ${opcoes.texto}\n`);
    opcoes.logger.info(opcoes.evento, opcoes.campos ?? {});
  }, opcoes.aposMs ?? AVISAR_APOS_MS);
  try {
    return await trabalho();
  } finally {
    clearTimeout(timer);
    if (avisou) {
      const ms = Math.round(performance.now() - t0);
      opcoes.dizer(`  ${opcoes.concluida((ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 }))}\n`);
      opcoes.logger.info(`${opcoes.evento}: concluído`, { ...opcoes.campos, ms });
    }
  }
}
