/**
 * The order the spec files start in. Playwright queues a project's files alphabetically and gives each free worker
 * the next one; a long file that comes late in the alphabet (tables, telefone, tls) then runs alone at the end while
 * the other workers sit idle — the run's tail. The files that took longest in the last measured run start first
 * (their own project, listed before the others: playwright.config.ts), and the short ones fill the gaps at the end,
 * as the longest-first rule of list scheduling does.
 *
 * How long each file took comes from `e2e/duracoes.json` (committed: what a fresh clone starts from) and, on a
 * machine that already ran the tests, from the last runs there (`node_modules/.cache/leiteira-e2e/duracoes.json`,
 * written by e2e/support/duracoes-reporter.ts after every run, file by file). A file missing from both (a new one)
 * counts as short. The order changes only how long the run takes, never what it checks. The committed figures are
 * from a CI run at load average 20–50, stopped before its end; the files it had not finished are estimated from their
 * number of tests (53 s a test there). Refresh them after a quiet full run:
 * `E2E_DURACOES=e2e/duracoes.json npm run test:e2e`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const RAIZ = resolve(import.meta.dirname, '../..');
export const DURACOES_DO_REPOSITORIO = join(RAIZ, 'e2e/duracoes.json');
export const DURACOES_DA_MAQUINA = join(RAIZ, 'node_modules/.cache/leiteira-e2e/duracoes.json');

/** Seconds a spec file took, by its name in e2e/ ('apontamentos.spec.ts'): the machine's last runs over the repository's. */
export function duracoes(): Record<string, number> {
  const ler = (arquivo: string): Record<string, number> => {
    if (!existsSync(arquivo)) return {};
    try {
      return JSON.parse(readFileSync(arquivo, 'utf8')) as Record<string, number>;
    } catch {
      return {};
    }
  };
  return { ...ler(DURACOES_DO_REPOSITORIO), ...ler(DURACOES_DA_MAQUINA) };
}

/**
 * The spec files with a measured time, longest first, in `grupos` slices of equal count: the config makes each slice
 * but the last a project, queued in this order, and the last slice (with every file not measured yet) the project
 * 'chromium', queued last. A project's files still go alphabetically, so the order is longest-first by slice. Simulated
 * over the times of e2e/duracoes.json (3 workers, a worker switch between projects assumed at 3 s): three slices end
 * the run 4 % sooner than the alphabetical order (2,806 against 2,930 s of that loaded run), with one worker alone
 * for the last 32 s instead of 244 s; a strict longest-first order, a project per file, would end at 2,775 s but pay
 * a worker switch per file.
 */
export function arquivosPorDuracao(grupos: number): string[][] {
  const medidos = Object.entries(duracoes())
    .filter(([arquivo]) => existsSync(join(RAIZ, 'e2e', arquivo)))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([arquivo]) => arquivo);
  const tamanho = Math.ceil(medidos.length / grupos);
  return Array.from({ length: grupos }, (_, g) => medidos.slice(g * tamanho, (g + 1) * tamanho)).filter(
    (g) => g.length,
  );
}
