import { formatData } from '../format.ts';
import { diasEntre, somarDias } from './dates.ts';
import { type Evento, type Resultado, SITUACAO_LABEL, type Situacao } from './schemas.ts';

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

/** The events as they happened: sorted by date (same-day ties keep their given order), none after `ate`. */
function ordenadosAte(eventos: readonly EventoReprodutivo[], ate: string): EventoReprodutivo[] {
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
  /** Expected dry-off (partoPrevisto − 60 d); null when already dry. */
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
    if (e.evento === 'Parto') {
      inseminacao = null; // a calving closes the previous gestation
      diagnostico = null;
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
    partoPrevisto && !secoAposInseminacao && lactando ? somarDias(partoPrevisto, -DIAS_SECAGEM_ANTES_PARTO) : null;
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
export function proximosEventos(animais: readonly AnimalComEventos[], hoje: string, dias = 30): ProximoEvento[] {
  const limite = somarDias(hoje, dias);
  const out: ProximoEvento[] = [];
  for (const a of animais) {
    const s = statusDoAnimal(a.eventos, hoje, a.raca, a.saida);
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
    x.data < y.data ? -1 : x.data > y.data ? 1 : x.identificacao.localeCompare(y.identificacao),
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
