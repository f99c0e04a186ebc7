import { diasEntre, somarDias } from './dates.ts';
import type { Evento, Resultado } from './schemas.ts';

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

export interface StatusAnimal {
  /** Lactating: the latest Parto is not followed by a Secagem. */
  lactando: boolean;
  ultimoParto: string | null;
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
  /** 'Em lactação' | 'Seca' | 'Sem parto registrado' (+ prenhez) for screens. */
  descricao: string;
}

/**
 * The reproductive and lactation status of one animal computed from its events; never typed by anyone.
 * Events on the same date keep their given order (the server sends them oldest first by creation).
 */
export function statusDoAnimal(
  eventos: readonly EventoReprodutivo[],
  hoje: string,
  raca?: string | null,
): StatusAnimal {
  const ordenados = eventos
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.data <= hoje)
    .sort((a, b) => (a.e.data < b.e.data ? -1 : a.e.data > b.e.data ? 1 : a.i - b.i))
    .map(({ e }) => e);

  let ultimoParto: string | null = null;
  let lactando = false;
  let inseminacao: string | null = null;
  let diagnostico: Resultado | null = null;
  let secoAposInseminacao = false;
  for (const e of ordenados) {
    if (e.evento === 'Parto') {
      ultimoParto = e.data;
      lactando = true;
      inseminacao = null; // a calving closes the previous gestation
      diagnostico = null;
      secoAposInseminacao = false;
    } else if (e.evento === 'Secagem') {
      lactando = false;
      if (inseminacao) secoAposInseminacao = true;
    } else if (e.evento === 'Inseminação') {
      inseminacao = e.data;
      diagnostico = null;
      secoAposInseminacao = false;
    } else if (e.evento === 'Diagnóstico' && inseminacao && e.resultado) {
      diagnostico = e.resultado;
    }
  }

  const prenhe = inseminacao !== null && diagnostico === 'positivo';
  const partoPrevisto = prenhe && inseminacao ? somarDias(inseminacao, gestacaoDias(raca)) : null;
  const secagemPrevista =
    partoPrevisto && !secoAposInseminacao && lactando ? somarDias(partoPrevisto, -DIAS_SECAGEM_ANTES_PARTO) : null;
  const diagnosticoPendente =
    inseminacao && diagnostico === null
      ? {
          inseminacao,
          de: somarDias(inseminacao, DIAGNOSTICO_DE),
          ate: somarDias(inseminacao, DIAGNOSTICO_ATE),
        }
      : null;
  const del = lactando && ultimoParto ? diasEntre(ultimoParto, hoje) : null;
  const base = lactando ? 'Em lactação' : ultimoParto ? 'Seca' : 'Sem parto registrado';
  const descricao = prenhe ? `${base} · prenhe` : base;
  return {
    lactando,
    ultimoParto,
    del,
    prenhe,
    inseminacao,
    partoPrevisto,
    secagemPrevista,
    diagnosticoPendente,
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
}

/**
 * 'Próximos eventos': expected calvings, dry-offs and pregnancy diagnoses due within `dias` days from `hoje`.
 * Overdue dry-offs and diagnoses still inside their window stay listed (flagged) until someone records them.
 */
export function proximosEventos(animais: readonly AnimalComEventos[], hoje: string, dias = 30): ProximoEvento[] {
  const limite = somarDias(hoje, dias);
  const out: ProximoEvento[] = [];
  for (const a of animais) {
    const s = statusDoAnimal(a.eventos, hoje, a.raca);
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
