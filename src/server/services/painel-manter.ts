/**
 * The desk's herd summaries kept as data is written (issue 40 item 1): a user's read never pays a whole-cooperative
 * recompute. After a write that moves a farm's rebanho_versoes count, that farm's summaries are computed again off the
 * request, on the desk's one chain (painel.ts `naCadeia`), many writes to one farm before its turn making one
 * recompute; at the server's start a background pass computes every farm's missing or stale summaries, a farm at a
 * time, yielding the event loop between farms (a Pi stays responsive). The read path is unchanged: a summary still
 * missing or stale (a write by another process, the CLI, is not heard) is computed by the read, as before.
 *
 * Which periods are kept: each farm's periods already in painel_rebanho (what its desk was read for) and, for every
 * farm, the running year and the last one on the farm's today (the desk opens on the running year; the closed year is
 * the one compared and assessed).
 */
import { sql } from 'drizzle-orm';
import { hojeNoFuso } from '../../domain/format.ts';
import { lerPeriodo, type PeriodoPainel } from '../../domain/painel/periodo.ts';
import { baseDoRebanho } from '../../domain/painel/rebanho.ts';
import type { Db } from '../db/client.ts';
import { painelRebanho, rebanhoVersoes } from '../db/schema/apontamentos.ts';
import { fazendas } from '../db/schema/platform.ts';
import type { FazendaRow } from '../env.ts';
import { ouvirMudancas, TODAS } from './farm-changes.ts';
import {
  chaveDoRebanho,
  type FiguraGuardada,
  femeasDasFazendas,
  guardarFiguras,
  naCadeia,
  parametrosDe,
} from './painel.ts';

/** How many summaries a pass writes in one statement batch (a pass over 2,000 farms is ~4,000 rows). */
const LINHAS_POR_ESCRITA = 200;

/** The background keeping's own count (tests, the bench): farms whose herd it read, summaries it wrote. */
export const manutencaoDoPainel = { fazendas: 0, resumos: 0 };

const proximaVolta = () => new Promise<void>((r) => setImmediate(r));

/** The running year and the last one on `hoje`. */
const anosPadrao = (hoje: string) => [hoje.slice(0, 4), String(Number(hoje.slice(0, 4)) - 1)];

/**
 * Computes and keeps the summaries of `ids` (every farm: null) that are missing for the kept periods or stale (their
 * farm's count or key moved since). The count is read before the herd, as the read path does: a write in between
 * leaves the row marked older than what it holds, and the next pass or read computes it again.
 */
export async function manterRebanhos(db: Db, ids: readonly string[] | null): Promise<void> {
  if (ids && !ids.length) return;
  const daLista = (coluna: typeof rebanhoVersoes.farmId | typeof painelRebanho.farmId) =>
    ids ? sql` where ${coluna} in (select value from json_each(${JSON.stringify(ids)}))` : sql``;
  const [farms, versoes, kept] = await Promise.all([
    db
      .select()
      .from(fazendas)
      .where(ids ? sql`${fazendas.id} in (select value from json_each(${JSON.stringify(ids)}))` : undefined),
    db.values<[string, number]>(sql`select farm_id, versao from ${rebanhoVersoes}${daLista(rebanhoVersoes.farmId)}`),
    db.values<[string, string, string, number]>(
      sql`select farm_id, periodo, chave, versao from ${painelRebanho}${daLista(painelRebanho.farmId)}`,
    ),
  ]);
  const versaoDe = new Map<string, number>();
  for (const r of versoes) versaoDe.set(r[0], Number(r[1]));
  const guardadas = new Map<string, Map<string, { chave: string; versao: number }>>();
  for (const r of kept) {
    const daFazenda = guardadas.get(r[0]) ?? new Map();
    daFazenda.set(r[1], { chave: r[2], versao: Number(r[3]) });
    guardadas.set(r[0], daFazenda);
  }
  const hojes = new Map<string, string>();
  const novas: FiguraGuardada[] = [];
  for (const farm of farms) {
    const hoje = hojes.get(farm.timezone) ?? hojeNoFuso(farm.timezone);
    hojes.set(farm.timezone, hoje);
    const daFazenda = guardadas.get(farm.id) ?? new Map<string, { chave: string; versao: number }>();
    const [chave, versao] = [chaveDoRebanho(farm), versaoDe.get(farm.id) ?? 0];
    const periodos: PeriodoPainel[] = [];
    for (const texto of new Set([...anosPadrao(hoje), ...daFazenda.keys()])) {
      const g = daFazenda.get(texto);
      const periodo = lerPeriodo(texto);
      if (periodo && (!g || g.chave !== chave || g.versao !== versao)) periodos.push(periodo);
    }
    if (!periodos.length) continue;
    novas.push(...(await resumosDaFazenda(db, farm, periodos, chave, versao)));
    if (novas.length >= LINHAS_POR_ESCRITA) await guardarFiguras(db, novas.splice(0));
    // the rest of the process (a request) gets its turn between two farms
    await proximaVolta();
  }
  if (novas.length) await guardarFiguras(db, novas);
}

async function resumosDaFazenda(
  db: Db,
  farm: FazendaRow,
  periodos: readonly PeriodoPainel[],
  chave: string,
  versao: number,
): Promise<FiguraGuardada[]> {
  const femeas = (await femeasDasFazendas(db, [farm.id])).get(farm.id) ?? [];
  manutencaoDoPainel.fazendas++;
  manutencaoDoPainel.resumos += periodos.length;
  return periodos.map((periodo) => ({
    farmId: farm.id,
    periodo: periodo.texto,
    chave,
    versao,
    figuras: JSON.stringify(baseDoRebanho(femeas, periodo, parametrosDe(farm))),
  }));
}

/**
 * Starts the keeping for this process's database: the background pass over every farm now, and after each write
 * heard (farm-changes.ts: a farm's mutation, or any farm's on an administrator's change) a pass over the farms
 * written since the last one. Returns the stop (listeners off; a pass under way ends on its own).
 */
export function manterPainel(db: Db): () => void {
  let pendentes = new Set<string>();
  let todas = true;
  let marcada = false;
  const marcar = () => {
    if (marcada) return;
    marcada = true;
    naCadeia(async () => {
      marcada = false;
      const [ids, todasAgora] = [[...pendentes], todas];
      pendentes = new Set();
      todas = false;
      await manterRebanhos(db, todasAgora ? null : ids);
    });
  };
  const parar = ouvirMudancas(db, null, (farmId) => {
    if (farmId === TODAS) todas = true;
    else pendentes.add(farmId);
    marcar();
  });
  marcar();
  return parar;
}
