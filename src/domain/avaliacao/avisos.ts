/**
 * Warnings of an assessment that would count a loss twice: shown in the step and in the Análise Final, never a
 * refusal (the technician may have a reason). The method is in bens.ts (Matsunaga et al., 1976, as CEPEA/CNA Campo
 * Futuro applies it): breeding females enter through the inventory change, not through depreciation; paid rent is a
 * COE item and only the farm's own land carries an opportunity cost.
 */
import { normalizarBusca } from '../busca.ts';
import { MSG_AVALIACAO } from './messages.ts';

/** A category of breeding females (vacas, novilhas, bezerras, matrizes), by its name. */
export function ehFemeaDeCria(categoria: string): boolean {
  return /\b(vaca|novilha|bezerra|matriz|matrizes|femea)s?\b/.test(normalizarBusca(categoria));
}

interface ParaAvisos {
  animais?: readonly { categoria: string; vidaUtilAnos?: number }[];
  receitas?: { vendaAnimais?: number; variacaoInventarioAnimal?: number };
  custos?: { arrendamento?: number };
  arrendamentoTerra?: number;
}

/** The warnings of an assessment or of a draft (its steps so far). */
export function avisosDaAvaliacao(a: ParaAvisos): string[] {
  const avisos: string[] = [];
  const depreciadas = (a.animais ?? []).filter((x) => x.vidaUtilAnos && ehFemeaDeCria(x.categoria));
  const noRb = Boolean(a.receitas?.variacaoInventarioAnimal || a.receitas?.vendaAnimais);
  if (depreciadas.length && noRb) avisos.push(MSG_AVALIACAO.aviso.femeaDepreciada(depreciadas.map((x) => x.categoria)));
  if ((a.custos?.arrendamento ?? 0) > 0 && (a.arrendamentoTerra ?? 0) > 0)
    avisos.push(MSG_AVALIACAO.aviso.arrendamentoDuplo);
  return avisos;
}
