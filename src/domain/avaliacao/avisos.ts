/**
 * What the analysis corrected so nothing is counted twice, and what it cannot decide: shown in the step and in the
 * Análise Final. The method is in bens.ts (Matsunaga et al., 1976, as CEPEA/CNA Campo Futuro applies it): breeding
 * females given a life while their inventory change is in RB are valued through the inventory, not depreciated (the
 * analysis does so and says it); a facility under construction is not depreciated; paid rent is a COE item and only
 * the farm's own land carries an opportunity cost (a land marked rented gets none; the same rent typed as the own
 * land's remuneration is warned about: the analysis cannot tell whether it is the same land).
 */
import { normalizarBusca } from '../busca.ts';
import { femeasCorrigidas } from './bens.ts';
import { MSG_AVALIACAO } from './messages.ts';

/** A category of breeding females (vacas, novilhas, bezerras, matrizes), by its name. */
export function ehFemeaDeCria(categoria: string): boolean {
  return /\b(vaca|novilha|bezerra|matriz|matrizes|femea)s?\b/.test(normalizarBusca(categoria));
}

interface ParaAvisos {
  animais?: readonly { categoria: string; vidaUtilAnos?: number }[];
  benfeitorias?: readonly { descricao: string; emConstrucao?: boolean }[];
  receitas?: { vendaAnimais?: number; variacaoInventarioAnimal?: number };
  custos?: { arrendamento?: number };
  arrendamentoTerra?: number;
}

/** The warnings of an assessment or of a draft (its steps so far). */
export function avisosDaAvaliacao(a: ParaAvisos): string[] {
  const avisos: string[] = [];
  const corrigidas = femeasCorrigidas(a);
  if (corrigidas.length) avisos.push(MSG_AVALIACAO.aviso.femeaDepreciada(corrigidas.map((x) => x.categoria)));
  const emObra = (a.benfeitorias ?? []).filter((b) => b.emConstrucao);
  if (emObra.length) avisos.push(MSG_AVALIACAO.aviso.emConstrucao(emObra.map((b) => b.descricao)));
  if ((a.custos?.arrendamento ?? 0) > 0 && (a.arrendamentoTerra ?? 0) > 0)
    avisos.push(MSG_AVALIACAO.aviso.arrendamentoDuplo);
  return avisos;
}
