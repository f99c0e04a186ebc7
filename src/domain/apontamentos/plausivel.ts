import type { z } from 'zod';
import { normalizarBusca } from '../busca.ts';
import { isDataISO, quantos } from '../format.ts';
import { type Regras, type Validacao, validar } from '../validacao.ts';
import { diasEntre, mesesCompletos } from './dates.ts';
import { MSG_APONT } from './messages.ts';
import type { Evento } from './schemas.ts';

/**
 * What a farm cannot have yet: a fact dated after the farm's today. Records and births say when something happened,
 * and so do money received or paid (an income or expense entry, a bill's baixa: the cash flow books them on that
 * date); planned dates (a bill's due date, an expected calving) are never checked here. Keyed by the kernel's entity.
 */
export const DATAS_PASSADAS = {
  milk_records: ['data'],
  quality_records: ['data'],
  reproduction_events: ['data'],
  health_events: ['data'],
  health_test_days: ['data'],
  animals: ['dataNascimento'],
  lote: ['data'],
  receita: ['data'],
  despesa: ['data'],
  conta_pagar: ['data_baixa'],
  conta_receber: ['data_baixa'],
} as const satisfies Record<string, readonly string[]>;

/** The message of each of `campos` dated after `hoje` (ISO dates compare as text). */
export function datasDepoisDeHoje(
  valores: Record<string, unknown>,
  campos: readonly string[],
  hoje: string,
): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const campo of campos) {
    const v = valores[campo];
    if (typeof v === 'string' && isDataISO(v) && v > hoje) erros[campo] = MSG_APONT.dataFutura;
  }
  return erros;
}

/**
 * A schema's rules and, once they pass, "not after the farm's today" on `campos` (a form's rules; the server checks
 * the same in the kernel, on the farm's today).
 */
export function ateHoje<S extends z.ZodType>(schema: S, campos: readonly string[], hoje: string) {
  return schema.superRefine((valores, ctx) => {
    for (const [campo, message] of Object.entries(
      datasDepoisDeHoje(valores as Record<string, unknown>, campos, hoje),
    )) {
      ctx.addIssue({ code: 'custom', path: [campo], message, input: (valores as Record<string, unknown>)[campo] });
    }
  });
}

// --- what an animal can have (issue 22) ---

/** The facts of an animal the rules below judge: a milking, or one of the reproduction events. */
export type Fato = 'Ordenha' | Evento;

/** What the rules read of an animal: its register, and the date of its first recorded Parto (null: none). */
export interface AnimalDoFato {
  sexo: string;
  categoria: string;
  dataNascimento: string | null;
  primeiroParto: string | null;
}

/** A refused fact: the field it is about and the one message. */
export interface Recusa {
  campo: string;
  mensagem: string;
}

/**
 * The youngest a heifer can be inseminated, diagnosed or cycling: 8 months, the earliest puberty of the dairy breeds
 * (Jersey 8–10 months; Holstein-Friesian of the Australian type 8–12; US type 12–13) in MSD Animal Health's
 * Compendium of Animal Reproduction, "Puberty in heifers" (partners-in-reproduction.com). A bound on what can
 * happen, not a recommendation: heifers are bred at about 15 months (Wathes et al., 2014, Animal 8:s1, 91–104).
 */
export const IDADE_MINIMA_COBERTURA_MESES = 8;

/**
 * The youngest a heifer can calve (and so be milked or dried off): puberty at 8 months plus the shortest gestation
 * that is still a calving — a fetus lost before about 260 days is an abortion (Hovingh, "Abortions in Dairy
 * Cattle", Virginia Cooperative Extension 404-288) — 16.5 months, rounded down so no true calving is refused.
 */
export const IDADE_MINIMA_PARTO_MESES = 16;

const IDADE_MINIMA_MESES: Record<Fato, number> = {
  Inseminação: IDADE_MINIMA_COBERTURA_MESES,
  Diagnóstico: IDADE_MINIMA_COBERTURA_MESES,
  Parto: IDADE_MINIMA_PARTO_MESES,
  Secagem: IDADE_MINIMA_PARTO_MESES,
  Aborto: IDADE_MINIMA_COBERTURA_MESES,
  Ordenha: IDADE_MINIMA_PARTO_MESES,
};

/** A calf's category of the farm's registry ('Bezerro', 'Bezerra', 'Bezerras desmamadas'; 'Terneira' in the South). */
export function categoriaDeBezerro(categoria: string): boolean {
  return /^(bezerr|terneir)/.test(normalizarBusca(categoria));
}

/**
 * A cow's category ('Vaca Leiteira', 'Vaca Seca'): an animal that has calved, though a calving before the farm used
 * the system has no Parto recorded.
 */
export function categoriaDeVaca(categoria: string): boolean {
  return /\bvacas?\b/.test(normalizarBusca(categoria));
}

/** Has calved by `data`: a Parto recorded on or before it, or a cow's category (a calving before the system). */
export function pariu(animal: AnimalDoFato, data: string): boolean {
  return (animal.primeiroParto !== null && animal.primeiroParto <= data) || categoriaDeVaca(animal.categoria);
}

/** An age in words: days under two months, else whole months. */
export function idadeEmTexto(nascimento: string, data: string): string {
  const dias = diasEntre(nascimento, data);
  return dias < 60 ? quantos(dias, 'dia', 'dias') : quantos(mesesCompletos(nascimento, data), 'mês', 'meses');
}

/**
 * Why `animal` cannot have `fato` on `data`, or null when it can: a male has no milking or reproduction event;
 * nothing happens before the animal's birth; a calf's category has no reproduction event; each fact has its minimum
 * age; and a milking is of a cow that has calved. An unknown birth date leaves the age rules out.
 */
export function fatoImpossivel(animal: AnimalDoFato, fato: Fato, data: string): Recusa | null {
  if (animal.sexo === 'M') return { campo: 'animalId', mensagem: MSG_APONT.somenteFemeas };
  const nascimento = animal.dataNascimento;
  if (nascimento && data < nascimento) return { campo: 'data', mensagem: MSG_APONT.antesDoNascimento(nascimento) };
  if (fato !== 'Ordenha' && categoriaDeBezerro(animal.categoria))
    return { campo: 'animalId', mensagem: MSG_APONT.categoriaSemReproducao(animal.categoria) };
  const minimo = IDADE_MINIMA_MESES[fato];
  if (nascimento && mesesCompletos(nascimento, data) < minimo) {
    const nome = fato === 'Ordenha' ? 'ordenha' : fato;
    const mensagem = MSG_APONT.jovemDemais(nome, idadeEmTexto(nascimento, data), quantos(minimo, 'mês', 'meses'));
    return { campo: 'animalId', mensagem };
  }
  if (fato === 'Ordenha' && !pariu(animal, data)) return { campo: 'animalId', mensagem: MSG_APONT.semParto };
  return null;
}

/** The animal can have `fato` on `data` (the pickers offer these). */
export function podeTer(animal: AnimalDoFato, fato: Fato, data: string): boolean {
  return fatoImpossivel(animal, fato, data) === null;
}

/**
 * Why a birth of `dataNascimento` to `mae` cannot be, or null: the mother is a female, born before her calf and old
 * enough to calve on its birth date.
 */
export function nascimentoImpossivel(
  dataNascimento: string | null,
  mae: { sexo: string; dataNascimento: string | null },
): Recusa | null {
  if (mae.sexo === 'M') return { campo: 'maeId', mensagem: MSG_APONT.maeMacho };
  if (!dataNascimento || !mae.dataNascimento) return null;
  if (dataNascimento < mae.dataNascimento)
    return { campo: 'dataNascimento', mensagem: MSG_APONT.antesDaMae(mae.dataNascimento) };
  if (mesesCompletos(mae.dataNascimento, dataNascimento) < IDADE_MINIMA_PARTO_MESES) {
    const idade = idadeEmTexto(mae.dataNascimento, dataNascimento);
    const minimo = quantos(IDADE_MINIMA_PARTO_MESES, 'mês', 'meses');
    return { campo: 'dataNascimento', mensagem: MSG_APONT.maeJovemDemais(idade, minimo) };
  }
  return null;
}

/** Why an animal cannot be born on `dataNascimento`, its first record being of `primeiroApontamento` (or null). */
export function nascimentoDepoisDosApontamentos(
  dataNascimento: string | null,
  primeiroApontamento: string | null,
): Recusa | null {
  if (!dataNascimento || !primeiroApontamento || primeiroApontamento >= dataNascimento) return null;
  return { campo: 'dataNascimento', mensagem: MSG_APONT.nascimentoDepoisDosApontamentos(primeiroApontamento) };
}

/**
 * A form's rules and, once they pass, what the chosen animal can have on that date (`animalDe` finds it in the herd
 * the form has loaded; an animal it does not know is left to the server, which checks the same).
 */
export function comFatoPossivel<T extends { data: string; animalId: string }>(
  regras: Regras<T>,
  fatoDe: (v: T) => Fato,
  animalDe: (id: string) => AnimalDoFato | undefined,
): (raw: unknown) => Validacao<T> {
  return (raw) => {
    const v = validar(regras, raw);
    if (!v.ok) return v;
    const animal = animalDe(v.data.animalId);
    const recusa = animal ? fatoImpossivel(animal, fatoDe(v.data), v.data.data) : null;
    return recusa ? { ok: false, message: recusa.mensagem, fields: { [recusa.campo]: recusa.mensagem } } : v;
  };
}
