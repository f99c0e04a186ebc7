import { compararTexto, formatData } from '../format.ts';
import { diasEntre, mesesCompletos, somarDias } from './dates.ts';
import {
  type CategoriaEstado,
  type Evento,
  LISTAS,
  type ListaDeAcao,
  type Reprodutiva,
  type Resultado,
  SITUACAO_LABEL,
  type Situacao,
} from './schemas.ts';

export type { CategoriaEstado, ListaDeAcao, Reprodutiva } from './schemas.ts';
export { CATEGORIAS_ESTADO, LIMITES_PARAMETROS, LISTAS, LISTAS_DE_ACAO, REPRODUTIVAS } from './schemas.ts';

/** Gestation length in days when the breed is unknown. */
export const GESTACAO_PADRAO = 283;
/** A cow is dried off this many days before the expected calving. */
export const DIAS_SECAGEM_ANTES_PARTO = 60;
/** Pregnancy diagnosis window after an insemination (ultrasound from day 30, palpation until ~45). */
export const DIAGNOSTICO_DE = 30;
export const DIAGNOSTICO_ATE = 45;

/** Average gestation by breed (days). First match wins: Girolando before Gir. */
const GESTACAO_POR_RACA: [RegExp, number][] = [
  [/jersey/i, 279],
  [/holand|holstein|hpb/i, 280],
  [/girolando|gir\s*x|\bgiro\b/i, 285],
  [/pardo|brown\s*swiss|pardo-su[ií][cç]o/i, 290],
  [/\bgir\b|nelore|guzer[aá]|sindi|indubrasil|tabapu[aã]|zebu|zebu[ií]n/i, 290],
];

export function gestacaoDias(raca: string | null | undefined): number {
  const r = (raca ?? '').trim();
  if (!r) return GESTACAO_PADRAO;
  for (const [re, dias] of GESTACAO_POR_RACA) if (re.test(r)) return dias;
  return GESTACAO_PADRAO;
}

export interface EventoReprodutivo {
  data: string;
  evento: Evento;
  resultado?: Resultado | null;
  /** A positive diagnosis's gestation age (ciclo.ts): the service is dated this many days before it. */
  idadeGestacaoDias?: number | null;
}

/**
 * How an animal left the herd: its register's situação (vendido, morto, descartado) and the first day it was no
 * longer there. From that day on it is in no count: not in milk, not dry, no DEL, nothing due.
 */
export interface Saida {
  data: string;
  situacao: Exclude<Situacao, 'ativo'>;
}

/** One lactation: from its Parto to the first day out of milk (Secagem, the next Parto, the exit); null while it runs. */
export interface Lactacao {
  parto: string;
  fim: string | null;
}

/**
 * The events as they happened: sorted by date (same-day ties keep their given order), none after `ate`. The server
 * sends them oldest first, and then they are their own prefix up to `ate`: a copy of it, no sort (the farms' desk
 * asks this of ~60 k females several times).
 */
export function ordenadosAte(eventos: readonly EventoReprodutivo[], ate: string): EventoReprodutivo[] {
  let corte = eventos.length;
  for (let i = 0; i < eventos.length; i++) {
    if (i > 0 && eventos[i].data < eventos[i - 1].data) return ordenar(eventos, ate);
    if (corte === eventos.length && eventos[i].data > ate) corte = i;
  }
  return eventos.slice(0, corte);
}

function ordenar(eventos: readonly EventoReprodutivo[], ate: string): EventoReprodutivo[] {
  return eventos
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.data <= ate)
    .sort((a, b) => (a.e.data < b.e.data ? -1 : a.e.data > b.e.data ? 1 : a.i - b.i))
    .map(({ e }) => e);
}

/** The exit when it happened on or before `dia`. */
function saiuAte(saida: Saida | null | undefined, dia: string): Saida | null {
  return saida && saida.data <= dia ? saida : null;
}

/**
 * The one rule of "in milk": a Parto opens a lactation; a Secagem, the next Parto or the animal's exit closes it.
 * Events up to `ate` count (and none after the exit day: an animal that left has no more history here); a lactation
 * still open on `ate` has `fim` null. A cow is in milk on day d when `parto <= d < fim`.
 */
export function lactacoesDoAnimal(
  eventos: readonly EventoReprodutivo[],
  ate: string,
  saida?: Saida | null,
): Lactacao[] {
  const saiu = saiuAte(saida, ate);
  const out: Lactacao[] = [];
  for (const e of ordenadosAte(eventos, saiu ? saiu.data : ate)) {
    const aberta = out.at(-1)?.fim === null ? out.at(-1) : undefined;
    if (e.evento === 'Parto') {
      if (aberta) aberta.fim = e.data;
      out.push({ parto: e.data, fim: null });
    } else if (e.evento === 'Secagem' && aberta) {
      aberta.fim = e.data;
    }
  }
  const ultima = out.at(-1);
  if (saiu && ultima && ultima.fim === null) ultima.fim = saiu.data;
  return out;
}

export interface StatusAnimal {
  /** Lactating: the latest Parto is not followed by a Secagem, and the animal has not left the herd. */
  lactando: boolean;
  ultimoParto: string | null;
  /** The day the latest lactation ended (its Secagem or the exit); null while lactating or before any calving. */
  fimLactacao: string | null;
  /** Dias em lactação (DEL): days since the last calving while lactating, else null. */
  del: number | null;
  /** Insemination of the current pregnancy confirmed by a positive diagnosis. */
  prenhe: boolean;
  inseminacao: string | null;
  partoPrevisto: string | null;
  /** Expected dry-off (partoPrevisto − the farm's dry period, 60 d by default); null when already dry. */
  secagemPrevista: string | null;
  /** Insemination waiting for a diagnosis: due from `de` to `ate`. */
  diagnosticoPendente: { inseminacao: string; de: string; ate: string } | null;
  /** The exit, once it has happened (on or before the day asked): the animal is in no count from its date. */
  saida: Saida | null;
  /** 'Em lactação' | 'Seca' | 'Sem parto registrado' (+ prenhez), or 'Vendido em 10/11/2025', for screens. */
  descricao: string;
}

/**
 * The reproductive and lactation status of one animal on `hoje` computed from its events and its exit; never typed
 * by anyone. Events on the same date keep their given order (the server sends them oldest first by creation).
 * An animal that left the herd on or before `hoje` keeps its history (last calving, end of its lactation) and has
 * nothing running or due.
 */
export function statusDoAnimal(
  eventos: readonly EventoReprodutivo[],
  hoje: string,
  raca?: string | null,
  saida?: Saida | null,
  diasSecagem = DIAS_SECAGEM_ANTES_PARTO,
): StatusAnimal {
  const saiu = saiuAte(saida, hoje);
  const lactacoes = lactacoesDoAnimal(eventos, hoje, saida);
  const atual = lactacoes.at(-1);
  const lactando = atual !== undefined && atual.fim === null;
  const ultimoParto = atual?.parto ?? null;

  let inseminacao: string | null = null;
  let diagnostico: Resultado | null = null;
  let secoAposInseminacao = false;
  for (const e of ordenadosAte(eventos, saiu ? saiu.data : hoje)) {
    if (e.evento === 'Parto' || e.evento === 'Aborto') {
      inseminacao = null; // a calving or an abortion closes the previous gestation
      diagnostico = null;
      secoAposInseminacao = false;
    } else if (e.evento === 'Diagnóstico' && e.resultado === 'positivo' && e.idadeGestacaoDias) {
      // monta natural not recorded, bought pregnant, served elsewhere: the vet's gestation age dates the service
      inseminacao = somarDias(e.data, -e.idadeGestacaoDias);
      diagnostico = 'positivo';
      secoAposInseminacao = false;
    } else if (e.evento === 'Secagem') {
      if (inseminacao) secoAposInseminacao = true;
    } else if (e.evento === 'Inseminação') {
      inseminacao = e.data;
      diagnostico = null;
      secoAposInseminacao = false;
    } else if (e.evento === 'Diagnóstico' && inseminacao && e.resultado) {
      diagnostico = e.resultado;
    }
  }

  // an animal that left has no pregnancy, calving, dry-off or diagnosis to come here
  const prenhe = !saiu && inseminacao !== null && diagnostico === 'positivo';
  const partoPrevisto = prenhe && inseminacao ? somarDias(inseminacao, gestacaoDias(raca)) : null;
  const secagemPrevista =
    partoPrevisto && !secoAposInseminacao && lactando ? somarDias(partoPrevisto, -diasSecagem) : null;
  const diagnosticoPendente =
    !saiu && inseminacao && diagnostico === null
      ? {
          inseminacao,
          de: somarDias(inseminacao, DIAGNOSTICO_DE),
          ate: somarDias(inseminacao, DIAGNOSTICO_ATE),
        }
      : null;
  const del = lactando && ultimoParto ? diasEntre(ultimoParto, hoje) : null;
  const base = lactando ? 'Em lactação' : ultimoParto ? 'Seca' : 'Sem parto registrado';
  const descricao = saiu
    ? `${SITUACAO_LABEL[saiu.situacao]} em ${formatData(saiu.data)}`
    : prenhe
      ? `${base} · prenhe`
      : base;
  return {
    lactando,
    ultimoParto,
    fimLactacao: atual?.fim ?? null,
    del,
    prenhe,
    inseminacao,
    partoPrevisto,
    secagemPrevista,
    diagnosticoPendente,
    saida: saiu,
    descricao,
  };
}

export type TipoProximoEvento = 'Parto previsto' | 'Secagem prevista' | 'Diagnóstico de gestação';

export interface ProximoEvento {
  animalId: string;
  identificacao: string;
  tipo: TipoProximoEvento;
  data: string;
  /** Due date already passed (dry-off or diagnosis not yet recorded). */
  atrasado: boolean;
}

export interface AnimalComEventos {
  id: string;
  identificacao: string;
  raca?: string | null;
  eventos: readonly EventoReprodutivo[];
  /** Left the herd: nothing is due for it from that day on. */
  saida?: Saida | null;
}

/**
 * 'Próximos eventos': expected calvings, dry-offs and pregnancy diagnoses due within `dias` days from `hoje`.
 * Overdue dry-offs and diagnoses still inside their window stay listed (flagged) until someone records them.
 */
export function proximosEventos(
  animais: readonly AnimalComEventos[],
  hoje: string,
  dias = 30,
  diasSecagem = DIAS_SECAGEM_ANTES_PARTO,
): ProximoEvento[] {
  const limite = somarDias(hoje, dias);
  const out: ProximoEvento[] = [];
  for (const a of animais) {
    const s = statusDoAnimal(a.eventos, hoje, a.raca, a.saida, diasSecagem);
    const base = { animalId: a.id, identificacao: a.identificacao };
    if (s.partoPrevisto && s.partoPrevisto <= limite && s.partoPrevisto >= somarDias(hoje, -7)) {
      out.push({ ...base, tipo: 'Parto previsto', data: s.partoPrevisto, atrasado: s.partoPrevisto < hoje });
    }
    if (s.secagemPrevista && s.secagemPrevista <= limite) {
      out.push({ ...base, tipo: 'Secagem prevista', data: s.secagemPrevista, atrasado: s.secagemPrevista < hoje });
    }
    const d = s.diagnosticoPendente;
    if (d && d.de <= limite && d.ate >= hoje) {
      out.push({ ...base, tipo: 'Diagnóstico de gestação', data: d.de, atrasado: d.de < hoje });
    }
  }
  return out.sort((x, y) =>
    x.data < y.data ? -1 : x.data > y.data ? 1 : compararTexto(x.identificacao, y.identificacao),
  );
}

/** A change of the register's situação as the audit recorded it: the farm's civil day, the values before and after. */
export interface MudancaDeSituacao {
  dia: string;
  antes: string | null;
  depois: string | null;
}

/**
 * When an animal whose register says it left (situação other than ativo) left. The register keeps no exit date, so
 * the best recorded one stands in: the day someone changed its situação from ativo to vendido/morto/descartado (the
 * latest such change; `mudancas` oldest first, from the audit). An animal registered already out (history typed in
 * afterwards) left the day after its last recorded fact — milking or event — or, with none, on the day it was
 * registered. An active animal has no exit.
 */
export function saidaDoAnimal(
  situacao: Situacao,
  mudancas: readonly MudancaDeSituacao[],
  ultimoFato: string | null,
  cadastro: string,
): Saida | null {
  if (situacao === 'ativo') return null;
  let dia: string | null = null;
  for (const m of mudancas) if (m.antes === 'ativo' && m.depois !== null && m.depois !== 'ativo') dia = m.dia;
  return { situacao, data: dia ?? (ultimoFato ? somarDias(ultimoFato, 1) : cadastro) };
}

// ---- The herd as a technician reads it: each female's state, the herd's summary, the week's action lists ----

/**
 * The farm's reproductive thresholds (its settings, edited with the farm). Defaults: período voluntário de espera
 * 50 days (Embrapa Gado de Leite, "Manejo reprodutivo de vacas leiteiras": 45 to 60 days after calving); dry period
 * 60 days (Embrapa Gado de Leite, "Secagem de vacas leiteiras": 45 to 60 days before calving); first service of a
 * heifer at 15 months (Embrapa Gado de Leite, "Criação de bezerras e novilhas": Holstein heifers bred at 14–15 months
 * with ~55 % of adult weight).
 */
export interface ParametrosReprodutivos {
  pveDias: number;
  diasSecagem: number;
  idadePrimeiraCoberturaMeses: number;
}
export const PARAMETROS_PADRAO: ParametrosReprodutivos = {
  pveDias: 50,
  diasSecagem: DIAS_SECAGEM_ANTES_PARTO,
  idadePrimeiraCoberturaMeses: 15,
};

/** The oestrous cycle: a cow not pregnant returns to heat 18 to 24 days after a service, 21 on average. */
export const CICLO_ESTRAL_DIAS = 21;
/** Open past this many days in milk: the problem cows of the herd reports (DairyComp 305's "open > 150 DIM"). */
export const DEL_VAZIA_PROBLEMA = 150;
/** A cow (or heifer) with this many services and not pregnant is a repeat breeder (Bartlett, P. C. et al., "Repeat
 * breeder syndrome in dairy cattle", 1986: three or more services without conception). */
export const SERVICOS_REPETIDORA = 3;
/** A female that never calved is a bezerra until 12 months of age, a novilha from then (Embrapa Gado de Leite). */
export const MESES_BEZERRA = 12;

/** An animal of the herd as the state is computed from: its events, breed, birth and exit. */
export interface FemeaDoRebanho {
  eventos: readonly EventoReprodutivo[];
  raca?: string | null;
  dataNascimento?: string | null;
  saida?: Saida | null;
}

/**
 * The state of one female on `hoje` (an animal that left is in no count: every field null, `saida` set).
 * - categoria: Em lactação / Seca (has calved; in milk or not), Novilha / Bezerra (never calved; by age, or Novilha
 *   once served); null when nothing tells (no birth date, no calving, no service).
 * - reprodutiva: Prenhe (a service confirmed by a positive diagnosis not overturned by a later negative one),
 *   Inseminada (a service of this lactation not yet diagnosed), Vazia; null for a bezerra.
 * - diasEmAberto (days open, "período de serviço"): from the last calving to the conceiving service for a pregnant
 *   cow, to today for one not (yet) pregnant (Embrapa Gado de Leite; DRMS "DHI-202 Herd Summary": days open).
 */
export interface EstadoAnimal {
  categoria: CategoriaEstado | null;
  reprodutiva: Reprodutiva | null;
  del: number | null;
  /** Days since the last calving whether in milk or dry (DEL stops at the dry-off); null before any calving. */
  diasDesdeParto: number | null;
  diasEmAberto: number | null;
  /** Services since the last calving (for a heifer, all of hers). */
  servicos: number;
  ultimoServico: string | null;
  ultimoParto: string | null;
  partoPrevisto: string | null;
  secagemPrevista: string | null;
  /** Lactation number: how many calvings. */
  lactacao: number;
  /** Age in whole months, when the birth date is known. */
  idadeMeses: number | null;
  saida: Saida | null;
}

export function estadoDoAnimal(
  animal: FemeaDoRebanho,
  hoje: string,
  parametros: ParametrosReprodutivos = PARAMETROS_PADRAO,
): EstadoAnimal {
  const s = statusDoAnimal(animal.eventos, hoje, animal.raca, animal.saida, parametros.diasSecagem);
  const lactacao = lactacoesDoAnimal(animal.eventos, hoje, animal.saida).length;
  const idadeMeses =
    animal.dataNascimento && animal.dataNascimento <= hoje ? mesesCompletos(animal.dataNascimento, hoje) : null;
  if (s.saida)
    return {
      categoria: null,
      reprodutiva: null,
      del: null,
      diasDesdeParto: null,
      diasEmAberto: null,
      servicos: 0,
      ultimoServico: null,
      ultimoParto: s.ultimoParto,
      partoPrevisto: null,
      secagemPrevista: null,
      lactacao,
      idadeMeses,
      saida: s.saida,
    };
  const servicosDesde = ordenadosAte(animal.eventos, hoje).filter(
    (e) => e.evento === 'Inseminação' && (!s.ultimoParto || e.data > s.ultimoParto),
  );
  const servicos = servicosDesde.length;
  const ultimoServico = servicosDesde.at(-1)?.data ?? null;
  const categoria: CategoriaEstado | null = s.ultimoParto
    ? s.lactando
      ? 'Em lactação'
      : 'Seca'
    : servicos > 0 || (idadeMeses !== null && idadeMeses >= MESES_BEZERRA)
      ? 'Novilha'
      : idadeMeses !== null
        ? 'Bezerra'
        : null;
  const reprodutiva: Reprodutiva | null =
    categoria === 'Bezerra'
      ? null
      : s.prenhe
        ? 'Prenhe'
        : s.diagnosticoPendente && ultimoServico === s.diagnosticoPendente.inseminacao
          ? 'Inseminada'
          : 'Vazia';
  const diasDesdeParto = s.ultimoParto ? diasEntre(s.ultimoParto, hoje) : null;
  const diasEmAberto =
    s.ultimoParto === null
      ? null
      : s.prenhe && s.inseminacao && s.inseminacao > s.ultimoParto
        ? diasEntre(s.ultimoParto, s.inseminacao)
        : s.prenhe
          ? null // pregnant from a service before this calving: not a figure of this lactation
          : diasDesdeParto;
  return {
    categoria,
    reprodutiva,
    del: s.del,
    diasDesdeParto,
    diasEmAberto,
    servicos,
    ultimoServico,
    ultimoParto: s.ultimoParto,
    partoPrevisto: s.partoPrevisto,
    secagemPrevista: s.secagemPrevista,
    lactacao,
    idadeMeses,
    saida: null,
  };
}

/**
 * Whether the farm's records know the female on `dia` (born, or with an event, by then): a past day's herd counts only
 * those — a cow registered today with no birth date and no event was not known in an earlier year.
 */
export function conhecidaEm(f: FemeaDoRebanho, dia: string): boolean {
  if (f.dataNascimento) return f.dataNascimento <= dia;
  return f.eventos.some((e) => e.data <= dia);
}

/** Whether a cow counts in the reproductive figures: calved, in the herd, and past the PVE or already pregnant. */
export function elegivel(e: EstadoAnimal, p: ParametrosReprodutivos): boolean {
  if (e.saida || e.diasDesdeParto === null) return false;
  return e.reprodutiva === 'Prenhe' || e.diasDesdeParto >= p.pveDias;
}

/** The herd's reproductive summary on a day. A figure over no cow is null, never 0. */
export interface ResumoReprodutivo {
  /** Females in the herd (left ones are in no count). */
  femeas: number;
  emLactacao: number;
  secas: number;
  novilhas: number;
  bezerras: number;
  /** Cows past the PVE or pregnant: the base of % prenhes and of the projected interval. */
  elegiveis: number;
  prenhes: number;
  percentualPrenhes: number | null;
  delMedio: number | null;
  diasEmAbertoMedio: number | null;
  /** Intervalo entre partos projetado, in days. */
  iepProjetado: number | null;
}

const umaCasa = (n: number) => Math.round(n * 10) / 10;
const mediaOuNulo = (xs: number[]) => (xs.length ? umaCasa(xs.reduce((s, x) => s + x, 0) / xs.length) : null);

/**
 * The herd's summary from each female's state (and breed, for the gestation of the projected interval):
 * - % prenhes = pregnant eligible cows / eligible cows (eligible: calved, in the herd, past the PVE or pregnant), the
 *   "% pregnant of eligible" of the DHI herd summaries (DRMS, "DHI-202 Herd Summary", reproductive section);
 * - DEL médio = the mean days in milk of the cows in milk (DRMS DHI-202: "average days in milk");
 * - intervalo entre partos projetado = each eligible cow's days open + her breed's gestation, averaged: the projected
 *   (minimum) calving interval of DHI-202 ("days open + gestation length", minimum because an open cow's days
 *   still run) and Embrapa Gado de Leite's IEP = período de serviço + gestação.
 */
export function resumoReprodutivo(
  animais: readonly { estado: EstadoAnimal; raca?: string | null }[],
  parametros: ParametrosReprodutivos = PARAMETROS_PADRAO,
): ResumoReprodutivo {
  const presentes = animais.filter((a) => !a.estado.saida);
  const conta = (c: CategoriaEstado) => presentes.filter((a) => a.estado.categoria === c).length;
  const elegiveis = presentes.filter((a) => elegivel(a.estado, parametros));
  const prenhes = elegiveis.filter((a) => a.estado.reprodutiva === 'Prenhe').length;
  const abertos = elegiveis.filter((a) => a.estado.diasEmAberto !== null);
  return {
    femeas: presentes.length,
    emLactacao: conta('Em lactação'),
    secas: conta('Seca'),
    novilhas: conta('Novilha'),
    bezerras: conta('Bezerra'),
    elegiveis: elegiveis.length,
    prenhes,
    percentualPrenhes: elegiveis.length ? umaCasa((100 * prenhes) / elegiveis.length) : null,
    delMedio: mediaOuNulo(presentes.flatMap((a) => (a.estado.del === null ? [] : [a.estado.del]))),
    diasEmAbertoMedio: mediaOuNulo(abertos.map((a) => a.estado.diasEmAberto as number)),
    iepProjetado: mediaOuNulo(abertos.map((a) => (a.estado.diasEmAberto as number) + gestacaoDias(a.raca))),
  };
}

/** Days ahead the week's dated lists look (dry-off, heat); the calvings look a month ahead, to ready the pen. */
export const HORIZONTE_SEMANA = 7;
export const HORIZONTE_PARTOS = 30;
/** A heat is expected within ± this many days of the 21-day return (the cycle runs 18 to 24 days). */
const TOLERANCIA_CIO = 3;

/**
 * When an animal is on a list and for which date (the date the work is due; null: no date, e.g. a repeat breeder).
 * The one rule of each list: the screen, the files, the CLI and the alerts ask this. `undefined`: not on it.
 * - diagnostico: a service with no diagnosis, done DIAGNOSTICO_DE (30) days ago or more;
 * - secar: pregnant, in milk, expected dry-off (expected calving − the farm's dry period) within the week or overdue;
 * - partos: expected calving within 30 days (or up to 7 days overdue, as the agenda);
 * - cio: a service with no diagnosis whose 21-day return (± 3 days) falls from today to the week's end;
 * - vazias-pve: calved, Vazia (no service waiting for a diagnosis), past the farm's PVE;
 * - vazias-150: calved, not pregnant, more than 150 days since calving;
 * - repetidoras: not pregnant with three or more services since calving (a heifer: since birth);
 * - novilhas: never calved, never served, at or past the farm's age at first service.
 */
export function dataNaLista(
  lista: ListaDeAcao,
  e: EstadoAnimal,
  hoje: string,
  p: ParametrosReprodutivos = PARAMETROS_PADRAO,
): string | null | undefined {
  if (e.saida) return undefined;
  const fimSemana = somarDias(hoje, HORIZONTE_SEMANA);
  switch (lista) {
    case 'diagnostico': {
      if (e.reprodutiva !== 'Inseminada' || !e.ultimoServico) return undefined;
      const devido = somarDias(e.ultimoServico, DIAGNOSTICO_DE);
      return devido <= hoje ? devido : undefined;
    }
    case 'secar':
      return e.secagemPrevista && e.secagemPrevista <= fimSemana ? e.secagemPrevista : undefined;
    case 'partos':
      return e.partoPrevisto &&
        e.partoPrevisto <= somarDias(hoje, HORIZONTE_PARTOS) &&
        e.partoPrevisto >= somarDias(hoje, -7)
        ? e.partoPrevisto
        : undefined;
    case 'cio': {
      if (e.reprodutiva !== 'Inseminada' || !e.ultimoServico) return undefined;
      for (let k = 1; k <= 3; k++) {
        const retorno = somarDias(e.ultimoServico, k * CICLO_ESTRAL_DIAS);
        if (retorno > fimSemana) return undefined;
        if (retorno >= somarDias(hoje, -TOLERANCIA_CIO)) return retorno;
      }
      return undefined;
    }
    case 'vazias-pve':
      return e.reprodutiva === 'Vazia' && e.diasDesdeParto !== null && e.diasDesdeParto >= p.pveDias && e.ultimoParto
        ? somarDias(e.ultimoParto, p.pveDias)
        : undefined;
    case 'vazias-150':
      return e.reprodutiva !== 'Prenhe' && e.diasDesdeParto !== null && e.diasDesdeParto > DEL_VAZIA_PROBLEMA
        ? null
        : undefined;
    case 'repetidoras':
      return e.reprodutiva !== 'Prenhe' && e.categoria !== 'Bezerra' && e.servicos >= SERVICOS_REPETIDORA
        ? null
        : undefined;
    case 'novilhas':
      return e.categoria === 'Novilha' &&
        e.servicos === 0 &&
        e.idadeMeses !== null &&
        e.idadeMeses >= p.idadePrimeiraCoberturaMeses
        ? null
        : undefined;
  }
}

/** One animal on a list: who, the date the work is due (null: none), and the state to read it by. */
export interface ItemDeLista {
  animalId: string;
  identificacao: string;
  nome: string;
  data: string | null;
  atrasado: boolean;
  estado: EstadoAnimal;
}

/** Each list of the week's work, its animals by due date then ear tag (the ones with no date by ear tag). */
export function listasDeAcao(
  animais: readonly { id: string; identificacao: string; nome?: string | null; estado: EstadoAnimal }[],
  hoje: string,
  p: ParametrosReprodutivos = PARAMETROS_PADRAO,
): Record<ListaDeAcao, ItemDeLista[]> {
  const out = Object.fromEntries(LISTAS.map((l) => [l, [] as ItemDeLista[]])) as Record<ListaDeAcao, ItemDeLista[]>;
  for (const a of animais) {
    for (const l of LISTAS) {
      const data = dataNaLista(l, a.estado, hoje, p);
      if (data === undefined) continue;
      out[l].push({
        animalId: a.id,
        identificacao: a.identificacao,
        nome: a.nome ?? '',
        data,
        atrasado: data !== null && data < hoje && (l === 'secar' || l === 'partos'),
        estado: a.estado,
      });
    }
  }
  for (const l of LISTAS)
    out[l].sort(
      (x, y) =>
        ((x.data ?? '') < (y.data ?? '') ? -1 : (x.data ?? '') > (y.data ?? '') ? 1 : 0) ||
        compararTexto(x.identificacao, y.identificacao),
    );
  return out;
}
