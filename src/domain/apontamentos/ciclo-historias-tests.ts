// Random reproductive histories for the cycle rule's properties (domain/apontamentos/ciclo.ts): a valid one, built as
// a heifer's life goes (services, diagnoses, calvings, abortions, dry-offs), and one impossible record to insert in it.
import fc from 'fast-check';
import type { EventoDoCiclo } from './ciclo.ts';
import { somarDias } from './dates.ts';
import { SERVICOS, type Servico } from './schemas.ts';

/** A Holandesa cow (calved before the system: her first recorded Parto needs no service) and a Holandesa heifer. */
export const VACA_HOLANDESA = { categoria: 'Vaca Leiteira', raca: 'Holandesa' };
export const NOVILHA_HOLANDESA = { categoria: 'Novilha', raca: 'Holandesa' };

/** A record of a worked example: its date, its event and what else it says; ids e1, e2… in the order made. */
export function eventoDeExemplo() {
  let n = 0;
  return (data: string, evento: EventoDoCiclo['evento'], extra: Partial<EventoDoCiclo> = {}): EventoDoCiclo => ({
    id: `e${++n}`,
    data,
    evento,
    ...extra,
  });
}

/** A Holandesa heifer (gestation 280 ± 20 days), born 2022-01-01, first served from 2023-06-01. */
export const FEMEA_DO_CICLO = { categoria: 'Novilha', raca: 'Holandesa', dataNascimento: '2022-01-01' };
const INICIO = '2023-06-01';

const tipoDeServico = fc.constantFrom<Servico | null>(null, ...SERVICOS);
const ciclo = fc.record({
  /** Services that did not conceive: days after the previous one, each diagnosed negative 32 days later. */
  falhas: fc.array(fc.record({ intervalo: fc.integer({ min: 21, max: 60 }), servico: tipoDeServico }), {
    maxLength: 2,
  }),
  intervalo: fc.integer({ min: 21, max: 60 }),
  servico: tipoDeServico,
  /** Monta not recorded (or bought pregnant): only a positive diagnosis with the gestation age. */
  pelaIdade: fc.boolean(),
  diagnostico: fc.integer({ min: 28, max: 60 }),
  aborto: fc.boolean(),
  gestacao: fc.integer({ min: 260, max: 300 }),
  secagem: fc.boolean(),
});

/** The impossible record to insert: which rule, and where (an index among the candidates the history offers). */
export type Impossivel =
  | 'partoCedo'
  | 'inseminacaoPrenhe'
  | 'diagnosticoSemServico'
  | 'partoNovilha'
  | 'partoForaGestacao';

export interface HistoriaDoCiclo {
  eventos: EventoDoCiclo[];
  /** Each confirmed pregnancy: the positive diagnosis and the day it ended (its Parto or Aborto). */
  prenhezes: { diagnostico: string; fim: string }[];
  partos: string[];
  primeiroServico: string;
}

export const historiaValida = fc.array(ciclo, { minLength: 1, maxLength: 2 }).map((ciclos): HistoriaDoCiclo => {
  const eventos: EventoDoCiclo[] = [];
  const prenhezes: HistoriaDoCiclo['prenhezes'] = [];
  const partos: string[] = [];
  let n = 0;
  const add = (e: Omit<EventoDoCiclo, 'id'>) => eventos.push({ id: `e${++n}`, ...e });
  let t = INICIO;
  let primeiro = true;
  let primeiroServico = INICIO;
  for (const c of ciclos) {
    for (const [i, f] of c.falhas.entries()) {
      t = primeiro && i === 0 ? t : somarDias(t, f.intervalo);
      if (primeiro && i === 0) primeiroServico = t;
      add({ data: t, evento: 'Inseminação', servico: f.servico });
      add({ data: somarDias(t, 32), evento: 'Diagnóstico', resultado: 'negativo' });
    }
    t = primeiro && c.falhas.length === 0 ? t : somarDias(t, c.intervalo);
    if (primeiro && c.falhas.length === 0) primeiroServico = t;
    primeiro = false;
    const servico = t;
    const diagnostico = somarDias(servico, c.diagnostico);
    if (c.pelaIdade) {
      add({ data: diagnostico, evento: 'Diagnóstico', resultado: 'positivo', idadeGestacaoDias: c.diagnostico });
    } else {
      add({ data: servico, evento: 'Inseminação', servico: c.servico });
      add({ data: diagnostico, evento: 'Diagnóstico', resultado: 'positivo' });
    }
    if (c.aborto) {
      t = somarDias(servico, 100);
      add({ data: t, evento: 'Aborto' });
      prenhezes.push({ diagnostico, fim: t });
      continue;
    }
    const parto = somarDias(servico, c.gestacao);
    if (c.secagem && partos.length) add({ data: somarDias(parto, -60), evento: 'Secagem' });
    add({ data: parto, evento: 'Parto' });
    prenhezes.push({ diagnostico, fim: parto });
    partos.push(parto);
    t = parto;
  }
  return { eventos, prenhezes, partos, primeiroServico };
});

/**
 * A valid history and one impossible record for it (of a kind the history allows: a calving too soon needs a
 * calving before). Worked example: history Inseminação 2023-06-01, Diagnóstico + 2023-07-06, Parto 2024-03-07;
 * 'partoCedo' inserts a Parto 2024-03-17 (10 days after the calving: < 260), refused.
 */
export const historiaComImpossivel = historiaValida.chain((h) => {
  const tipos: Impossivel[] = ['inseminacaoPrenhe', 'partoNovilha', 'partoForaGestacao'];
  if (h.partos.length) tipos.push('partoCedo', 'diagnosticoSemServico');
  return fc
    .record({ tipo: fc.constantFrom(...tipos), k: fc.nat(), dias: fc.integer({ min: 1, max: 19 }) })
    .map(({ tipo, k, dias }) => {
      const prenhez = h.prenhezes[k % h.prenhezes.length];
      const parto = h.partos.length ? h.partos[k % h.partos.length] : '';
      const novo: EventoDoCiclo = (() => {
        switch (tipo) {
          case 'partoCedo':
            return { id: 'novo', data: somarDias(parto, dias), evento: 'Parto' };
          case 'inseminacaoPrenhe':
            return { id: 'novo', data: somarDias(prenhez.diagnostico, 1), evento: 'Inseminação' };
          case 'diagnosticoSemServico':
            return { id: 'novo', data: somarDias(parto, 1), evento: 'Diagnóstico', resultado: 'positivo' };
          case 'partoNovilha':
            return { id: 'novo', data: somarDias(h.primeiroServico, -1), evento: 'Parto' };
          case 'partoForaGestacao':
            return { id: 'novo', data: somarDias(prenhez.diagnostico, 1), evento: 'Parto' };
        }
      })();
      return { historia: h, tipo, novo };
    });
});
