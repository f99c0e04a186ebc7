/**
 * The farms' desk (docs/PRODUTO.md §Fazendas): which farms a user compares, and what each farm's row is made of —
 * read once per source for all the farms (a grouped query each), only where the caller's modules on that farm open
 * it; the figures themselves are the domain's (src/domain/painel/indicadores.ts).
 */
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { ParametrosReprodutivos, Saida } from '../../domain/apontamentos/reproducao.ts';
import type { Evento, Resultado } from '../../domain/apontamentos/schemas.ts';
import type { FemeaComEventos } from '../../domain/avaliacao/zootecnico.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { type Modulo, modulosPermitidos } from '../../domain/modules.ts';
import { abrePainel } from '../../domain/painel/acesso.ts';
import {
  type ChaveIndicador,
  type DadosDaFazenda,
  type FigurasDoRebanho,
  figurasDoRebanho,
  type LinhaPainel,
  linhaDoPainel,
  ordenarLinhas,
  referenciasDoPainel,
  VERSAO_FIGURAS_DO_REBANHO,
} from '../../domain/painel/indicadores.ts';
import { MSG_PAINEL } from '../../domain/painel/messages.ts';
import { lerPeriodo, type PeriodoPainel } from '../../domain/painel/periodo.ts';
import {
  type BaseDoRebanho,
  baseDoRebanho,
  figurasNoDia,
  VERSAO_BASE_DO_REBANHO,
} from '../../domain/painel/rebanho.ts';
import type { Painel } from '../../domain/painel/respostas.ts';
import { type Granularidade, serieDoPainel } from '../../domain/painel/serie.ts';
import type { Retido } from '../../domain/retidos.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { emPartes } from '../db/em-partes.ts';
import {
  analisesDeQualidade,
  animaisDoRebanho,
  eventosReprodutivos,
  milkMeses,
  painelRebanho,
  rebanhoVersoes,
} from '../db/schema/apontamentos.ts';
import { despesas, receitas } from '../db/schema/financeiro.ts';
import { fazendas } from '../db/schema/platform.ts';
import type { FazendaRow } from '../env.ts';
import { forbidden } from '../http/errors.ts';
import { fazendasDo, gruposDo } from './access.ts';
import { leitePorMes } from './apontamentos/producao.ts';
import { saidasDoRebanho } from './apontamentos/status.ts';
import { avaliacoesDoAno } from './avaliacao.ts';
import { sanidadeDoPeriodo } from './painel-sanidade.ts';

type LinhaComRetidos = LinhaPainel & { retidos: Retido[] };

export interface FazendaDoPainel {
  farm: FazendaRow;
  modulos: Modulo[];
}

/** Whether the user may open the desk: an administrator, or a user linked to two or more farms. */
export async function podeVerPainel(db: Db, user: SessionUser): Promise<boolean> {
  return user.isAdmin || abrePainel(false, (await fazendasDo(db, user)).length);
}

/**
 * The farms of the desk and the caller's modules on each: every farm for an administrator, the linked ones for
 * anyone else (403 for a user with fewer than two); `pedidas` narrows them (a farm not among them: 403, the same
 * words as a farm route's, so a farm's existence is not disclosed).
 */
export async function fazendasDoPainel(db: Db, user: SessionUser, pedidas?: readonly string[]) {
  const todas = await fazendasDo(db, user);
  if (!abrePainel(user.isAdmin, todas.length)) throw forbidden(MSG_PAINEL.soUmaFazenda);
  const grupos = user.isAdmin ? [] : await gruposDo(db, user.id);
  if (pedidas?.some((id) => !todas.some((f) => f.id === id))) throw forbidden(MSG.semAcessoFazenda);
  return todas
    .filter((f) => !pedidas?.length || pedidas.includes(f.id))
    .map((farm) => ({ farm, modulos: modulosPermitidos(user, farm, grupos) }));
}

/** The same for the CLI, which opens the database itself (every farm, every module; `nomes` by id or name). */
export async function fazendasDaInstalacao(db: Db, ids?: readonly string[]): Promise<FazendaDoPainel[]> {
  const rows = await db
    .select()
    .from(fazendas)
    .where(ids?.length ? inArray(fazendas.id, [...ids]) : undefined)
    .orderBy(fazendas.name);
  return rows.map((farm) => ({ farm, modulos: modulosPermitidos({ isAdmin: true }, farm, []) }));
}

/** The farm's reproductive thresholds, from its row (as parametrosDaFazenda of apontamentos/status.ts reads them). */
export const parametrosDe = ({
  pveDias,
  diasSecagem,
  idadePrimeiraCoberturaMeses,
}: FazendaRow): ParametrosReprodutivos => ({
  pveDias,
  diasSecagem,
  idadePrimeiraCoberturaMeses,
});

/** The farms' ids as ONE JSON parameter (`farm_id in (select value from json_each(?))`), whatever their count. */
const idsEmJson = (ids: readonly string[]) => JSON.stringify(ids);

/**
 * One row per farm, read by index (a driver's row is not an iterable array): 2,000 farms × 12 months as rows through
 * the query builder's per-row mapping were most of the desk's CPU once the herd was kept (issue 40 item 1).
 */
async function porFazendaEmLinhas<T extends unknown[]>(db: Db, consulta: ReturnType<typeof sql>) {
  return (await db.values<T>(consulta)) as T[];
}

/** Money of the period by farm (centavos) and the months with an entry, from one of the two entry tables. */
async function dinheiroDoPeriodo(db: Db, tabela: typeof receitas | typeof despesas, ids: string[], p: PeriodoPainel) {
  const out = new Map<string, { valor: number; meses: string[] }>();
  if (!ids.length) return out;
  const rows = await porFazendaEmLinhas<[string, number, string]>(
    db,
    sql`select ${tabela.farmId}, sum(${tabela.valor}), json_group_array(distinct substr(${tabela.data}, 1, 7))
        from ${tabela} where ${tabela.farmId} in (select value from json_each(${idsEmJson(ids)}))
        and ${tabela.data} between ${p.inicio} and ${p.fim} group by ${tabela.farmId}`,
  );
  for (const r of rows) out.set(r[0], { valor: Number(r[1]), meses: JSON.parse(r[2]) as string[] });
  return out;
}

/**
 * The period's milk by farm and month (only the months with a milking): `leitePorMes` of apontamentos/producao.ts,
 * milk_meses as the assessment reads a farm's year (the desk itself reads the same rows summed per farm: litrosDoPeriodo).
 */
export function leiteDoPeriodo(db: Db, ids: string[], p: PeriodoPainel) {
  return leitePorMes(db, ids, p.inicio, p.fim);
}

/**
 * The period's milk by farm: litres and the months with a milking — milk_meses (each farm's litres per month, kept by
 * triggers on milk_dias, itself kept by triggers on milk_records), the rows `leiteDoPeriodo` reads, summed per farm by
 * SQLite (one row a farm, not twelve).
 */
export async function litrosDoPeriodo(db: Db, ids: string[], p: PeriodoPainel) {
  const out = new Map<string, { litros: number; meses: string[] }>();
  if (!ids.length) return out;
  const rows = await porFazendaEmLinhas<[string, number, string]>(
    db,
    sql`select ${milkMeses.farmId}, sum(${milkMeses.litros}), json_group_array(${milkMeses.mes})
        from ${milkMeses} where ${milkMeses.farmId} in (select value from json_each(${idsEmJson(ids)}))
        and ${milkMeses.mes} between ${p.inicio.slice(0, 7)} and ${p.fim.slice(0, 7)} group by ${milkMeses.farmId}`,
  );
  for (const r of rows) out.set(r[0], { litros: Number(r[1]), meses: JSON.parse(r[2]) as string[] });
  return out;
}

type Amostra = { data: string; ccs: number; cbt: number; gordura: number; proteina: number };

/** The period's quality samples by farm, one JSON document a farm (what analisesDasFazendas reads, as rows). */
async function amostrasDoPeriodo(db: Db, ids: string[], p: PeriodoPainel) {
  const out = new Map<string, Amostra[]>();
  if (!ids.length) return out;
  const q = analisesDeQualidade;
  const rows = await porFazendaEmLinhas<[string, string]>(
    db,
    sql`select ${q.farmId}, json_group_array(json_array(${q.data}, ${q.ccs}, ${q.cbt}, ${q.gordura}, ${q.proteina}))
        from ${q} where ${q.farmId} in (select value from json_each(${idsEmJson(ids)}))
        and ${q.data} between ${p.inicio} and ${p.fim} group by ${q.farmId}`,
  );
  for (const r of rows)
    out.set(
      r[0],
      (JSON.parse(r[1]) as [string, number, number, number, number][]).map(([data, ccs, cbt, gordura, proteina]) => ({
        data,
        ccs,
        cbt,
        gordura,
        proteina,
      })),
    );
  return out;
}

type FemeaDoPainel = FemeaComEventos & { dataNascimento: string | null };

/**
 * Every female of the farms with her events (oldest first, creation order breaking same-day ties) and her exit — what
 * femeasComHistorico (apontamentos/status.ts) reads of one farm, read here once for all the desk's farms. The herd
 * comes as one JSON document per farm (SQLite builds it: [[id, raca, nascimento, [[data, evento, resultado]…]]…]):
 * the driver costs ~4 µs a row, so 60 k females and 180 k events as rows were ~1.3 s of CPU, as 200 rows ~0.4 s. The
 * exits are saidasDoRebanho's (the one rule), asked only of the farms with an animal out of the herd.
 */
export async function femeasDasFazendas(db: Db, ids: readonly string[]): Promise<Map<string, FemeaDoPainel[]>> {
  const out = new Map<string, FemeaDoPainel[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const [a, e] = [animaisDoRebanho, eventosReprodutivos];
  const daLista = sql`${a.farmId} in (select value from json_each(${idsEmJson(ids)}))`;
  const [rebanhos, comSaida] = await Promise.all([
    db.values<[string, string]>(sql`
      select ${a.farmId}, json_group_array(json_array(${a.id}, ${a.raca}, ${a.dataNascimento}, json((
        select json_group_array(json_array(${e.data}, ${e.evento}, ${e.resultado}) order by ${e.data}, ${e.createdAt})
        from ${e} where ${e.animalId} = ${a.id}))))
      from ${a} where ${daLista} and ${a.sexo} = 'F' group by ${a.farmId}`),
    db
      .selectDistinct({ farmId: a.farmId })
      .from(a)
      .where(and(daLista, ne(a.situacao, 'ativo'))),
  ]);
  const saidas = new Map<string, Saida>();
  for (const { farmId } of comSaida) for (const [id, s] of await saidasDoRebanho(db, farmId)) saidas.set(id, s);
  // a driver's row reads by index (it is not an iterable array)
  for (const r of rebanhos) {
    const femeas = JSON.parse(r[1]) as [string, string | null, string | null, [string, Evento, Resultado | null][]][];
    out.set(
      r[0],
      femeas.map(([id, raca, dataNascimento, eventos]) => ({
        raca,
        dataNascimento,
        eventos: eventos.map(([data, evento, resultado]) => ({ data, evento, resultado })),
        saida: saidas.get(id) ?? null,
      })),
    );
  }
  return out;
}

/**
 * What a farm's kept herd summary (`baseDoRebanho` of src/domain/painel/rebanho.ts) was computed for besides its herd:
 * the shapes' versions and the farm's thresholds. Not its today: the summary holds for every today on or after the
 * herd's last record, and `figurasNoDia` adds the day (so a new day recomputes no farm).
 */
export const chaveDoRebanho = (farm: FazendaRow) =>
  JSON.stringify([
    VERSAO_FIGURAS_DO_REBANHO,
    VERSAO_BASE_DO_REBANHO,
    farm.pveDias,
    farm.diasSecagem,
    farm.idadePrimeiraCoberturaMeses,
  ]);

export type FiguraGuardada = typeof painelRebanho.$inferInsert;

/** How many farms' herds a first read holds at once (see rebanhosDoPeriodo). */
const REBANHOS_POR_LEITURA = 100;

/** The keeping of computed figures still to be written, in the order they were computed (one chain per process). */
let gravacoes: Promise<void> = Promise.resolve();

/**
 * Runs `tarefa` on the process's one chain of the desk's keeping, after everything queued on it before (the rows a
 * read computed, the background keeping of painel-manter.ts). A failure is only a lost cache row (the next read
 * computes again): logged, never thrown at anyone.
 */
export function naCadeia(tarefa: () => Promise<void>) {
  gravacoes = gravacoes.then(async () => {
    try {
      await tarefa();
    } catch (e) {
      console.warn('painel_rebanho: figuras não guardadas', e);
    }
  });
}

/** Writes computed summaries (a hundred rows a statement), replacing a farm and period's older row. */
export async function guardarFiguras(db: Db, novas: readonly FiguraGuardada[]) {
  for (const parte of emPartes([...novas], 100))
    await db
      .insert(painelRebanho)
      .values(parte)
      .onConflictDoUpdate({
        target: [painelRebanho.farmId, painelRebanho.periodo],
        set: {
          chave: sql`excluded.chave`,
          versao: sql`excluded.versao`,
          figuras: sql`excluded.figuras`,
        },
      });
}

/**
 * Keeps computed figures after the read that computed them has answered: the desk's GET writes nothing on its way
 * (a read never waits in the write queue behind an import or a batch); the rows go into the queue afterwards, in
 * the order they were computed.
 */
function guardarDepois(db: Db, novas: FiguraGuardada[]) {
  if (novas.length) naCadeia(() => guardarFiguras(db, novas));
}

/**
 * Resolves once every figure computed so far is kept and the chain is idle (tests; the CLI before it closes the
 * file): a background pass queued while an earlier task ran is waited for too.
 */
export async function figurasGuardadas(): Promise<void> {
  let vista: Promise<void> | undefined;
  while (vista !== gravacoes) {
    vista = gravacoes;
    await vista;
  }
}

/**
 * How many farms' herds the desk's reads have read and summarised on their way (a farm with no kept summary, or one
 * written since it was kept): tests count it to show that the background keeping left a read nothing to compute.
 */
export const leiturasDoRebanho = { fazendas: 0 };

/**
 * Each farm's herd figures of the period on its today — `figurasDoRebanho`'s, from the summary the desk keeps in
 * painel_rebanho (`baseDoRebanho`, src/domain/painel/rebanho.ts: what the records give, whatever the day) and
 * `figurasNoDia` (the day's part, a few operations a farm). The summary is reused while it was computed at the farm's
 * current rebanho_versoes count (SQLite triggers move it on any write to the farm's animals, events, or a milking of
 * an animal out of the herd: migration painel_agregados) and thresholds; the other farms' females are read
 * (femeasDasFazendas), their summary computed and kept. The count is read before the herd, so a summary stored under
 * it is never older than it says (a write in between moves the count, and the next read computes again). A new day
 * reads no herd: the running period's first read of a day recomputed every farm (120 k females, 840 k events: ~5 s of
 * CPU for 2,000 farms); now only the farms written since, and a farm whose records are dated after its today (a clock
 * behind; the summary then says nothing) is computed from its herd without being kept.
 */
export async function rebanhosDoPeriodo(
  db: Db,
  farms: readonly FazendaRow[],
  periodo: PeriodoPainel,
): Promise<Map<string, FigurasDoRebanho>> {
  const out = new Map<string, FigurasDoRebanho>();
  if (!farms.length) return out;
  const ids = farms.map((f) => f.id);
  const versaoDe = new Map<string, number>();
  const guardadas = new Map<string, { chave: string; versao: number; base: string }>();
  // the ids as one JSON parameter, as the desk's other reads (an IN list of 2,000 parameters built by the query
  // builder cost more than the rows it reads); a driver's row reads by index (it is not an iterable array)
  const [versoes, kept] = await Promise.all([
    porFazendaEmLinhas<[string, number]>(
      db,
      sql`select ${rebanhoVersoes.farmId}, ${rebanhoVersoes.versao} from ${rebanhoVersoes}
          where ${rebanhoVersoes.farmId} in (select value from json_each(${idsEmJson(ids)}))`,
    ),
    porFazendaEmLinhas<[string, string, number, string]>(
      db,
      sql`select ${painelRebanho.farmId}, ${painelRebanho.chave}, ${painelRebanho.versao}, ${painelRebanho.figuras}
          from ${painelRebanho} where ${painelRebanho.periodo} = ${periodo.texto}
          and ${painelRebanho.farmId} in (select value from json_each(${idsEmJson(ids)}))`,
    ),
  ]);
  for (const r of versoes) versaoDe.set(r[0], Number(r[1]));
  for (const r of kept) guardadas.set(r[0], { chave: r[1], versao: Number(r[2]), base: r[3] });
  // the farms' today, once per time zone (Intl's formatting is the costly part)
  const hojes = new Map<string, string>();
  const hojeDe = (fuso: string) => {
    const h = hojes.get(fuso) ?? hojeNoFuso(fuso);
    hojes.set(fuso, h);
    return h;
  };
  const faltam: FazendaRow[] = [];
  const doRebanho: FazendaRow[] = [];
  for (const farm of farms) {
    const g = guardadas.get(farm.id);
    if (g && g.versao === (versaoDe.get(farm.id) ?? 0) && g.chave === chaveDoRebanho(farm)) {
      const figuras = figurasNoDia(JSON.parse(g.base) as BaseDoRebanho, periodo, hojeDe(farm.timezone));
      if (figuras) out.set(farm.id, figuras);
      else doRebanho.push(farm);
    } else faltam.push(farm);
  }
  if (!faltam.length && !doRebanho.length) return out;
  leiturasDoRebanho.fazendas += faltam.length + doRebanho.length;
  const doDia = (farm: FazendaRow, femeas: readonly FemeaDoPainel[], base: BaseDoRebanho | null) => {
    const hoje = hojeDe(farm.timezone);
    return (base && figurasNoDia(base, periodo, hoje)) ?? figurasDoRebanho(femeas, periodo, hoje, parametrosDe(farm));
  };
  // The herds read and summarised a part of the farms at a time: all 2,000 farms' females and events held at once
  // (120 k + 840 k objects) were collected over and over as the heap grew; a part's are garbage before the next
  // (first read with nothing kept, 2,000 farms: 4,390 -> 3,580-3,860 ms CPU, measured in separate runs at load 13-17).
  const novas: FiguraGuardada[] = [];
  const aRecalcular = new Set(faltam.map((f) => f.id));
  for (const parte of emPartes([...faltam, ...doRebanho], REBANHOS_POR_LEITURA)) {
    const femeas = await femeasDasFazendas(
      db,
      parte.map((f) => f.id),
    );
    for (const farm of parte) {
      const daFazenda = femeas.get(farm.id) ?? [];
      if (!aRecalcular.has(farm.id)) {
        out.set(farm.id, doDia(farm, daFazenda, null));
        continue;
      }
      const base = baseDoRebanho(daFazenda, periodo, parametrosDe(farm));
      out.set(farm.id, doDia(farm, daFazenda, base));
      novas.push({
        farmId: farm.id,
        periodo: periodo.texto,
        chave: chaveDoRebanho(farm),
        versao: versaoDe.get(farm.id) ?? 0,
        figuras: JSON.stringify(base),
      });
    }
  }
  guardarDepois(db, novas);
  return out;
}

/**
 * The desk of `fazendas` for the period: each row as the caller's modules on its farm allow, sorted by name, and
 * the group's reference figures over what the rows show. `aoLer(n)` reports each farm read (the CLI's progress).
 */
export async function painelDoPeriodo(
  db: Db,
  fazendas: readonly FazendaDoPainel[],
  periodo: PeriodoPainel,
  aoLer?: (n: number) => void,
): Promise<Painel> {
  const com = (m: Modulo) => fazendas.filter((f) => f.modulos.includes(m)).map((f) => f.farm.id);
  const [apont, fin] = [com('appointments'), com('financial')];
  const comSanidade = fazendas.filter((f) => f.modulos.includes('health') && f.modulos.includes('appointments'));
  const [leite, rebanhos, amostras, entradas, saidas, avaliacoes, sanidade] = await Promise.all([
    litrosDoPeriodo(db, apont, periodo),
    rebanhosDoPeriodo(
      db,
      fazendas.filter((f) => f.modulos.includes('appointments')).map((f) => f.farm),
      periodo,
    ),
    amostrasDoPeriodo(db, apont, periodo),
    dinheiroDoPeriodo(db, receitas, fin, periodo),
    dinheiroDoPeriodo(db, despesas, fin, periodo),
    fazendas.length
      ? avaliacoesDoAno(
          db,
          periodo.ano,
          fazendas.map((f) => f.farm.id),
        )
      : [],
    sanidadeDoPeriodo(
      db,
      comSanidade.map((f) => f.farm),
      periodo,
    ),
  ]);
  const avaliacaoDe = new Map(avaliacoes.map((a) => [a.farmId, a]));
  // the farms' today, once per time zone (Intl's formatting is the costly part)
  const hojes = new Map<string, string>();
  const hojeDe = (fuso: string) => {
    const h = hojes.get(fuso) ?? hojeNoFuso(fuso);
    hojes.set(fuso, h);
    return h;
  };
  const linhas = [];
  for (const [i, { farm, modulos }] of fazendas.entries()) {
    const pode = (m: Modulo) => modulos.includes(m);
    const av = avaliacaoDe.get(farm.id);
    const [e, s] = [entradas.get(farm.id), saidas.get(farm.id)];
    const dados: DadosDaFazenda = {
      farmId: farm.id,
      fazenda: farm.name,
      copiaEm: farm.copiaEm,
      hoje: hojeDe(farm.timezone),
      areaHa: farm.size > 0 ? farm.size : null,
      modulos,
      ...(pode('appointments')
        ? {
            leite: leite.get(farm.id) ?? { litros: 0, meses: [] },
            rebanho: rebanhos.get(farm.id),
            parametros: parametrosDe(farm),
            amostras: amostras.get(farm.id) ?? [],
          }
        : {}),
      ...(pode('health') && sanidade.has(farm.id) ? { sanidade: sanidade.get(farm.id) } : {}),
      avaliacao: !av?.salva ? null : av.analise ? { analise: av.analise } : { analise: null, faltando: av.faltando },
      ...(pode('financial')
        ? {
            dinheiro: {
              receitas: e?.valor ?? 0,
              despesas: s?.valor ?? 0,
              meses: [...new Set([...(e?.meses ?? []), ...(s?.meses ?? [])])],
            },
          }
        : {}),
    };
    linhas.push(linhaDoPainel(dados, periodo));
    aoLer?.(i + 1);
  }
  return { periodo, linhas: ordenarLinhas(linhas, 'fazenda', 'asc'), referencias: referenciasDoPainel(linhas) };
}

/**
 * One indicator of the desk month by month or year by year over the `periodos` (the desk's rows of each month or
 * year, as the caller may read them) against the group's quartiles: the chart of the desk over time.
 */
export async function serieDoIndicador(
  db: Db,
  fazendas: readonly FazendaDoPainel[],
  chave: ChaveIndicador,
  granularidade: Granularidade,
  periodos: readonly string[],
) {
  const porPeriodo = [];
  for (const texto of periodos) {
    const periodo = lerPeriodo(texto);
    if (periodo) porPeriodo.push((await painelDoPeriodo(db, fazendas, periodo)).linhas as LinhaComRetidos[]);
  }
  return serieDoPainel(chave, granularidade, periodos, porPeriodo);
}
