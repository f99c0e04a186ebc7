/**
 * 'Atualizar pelo rebanho', decided before anything is written: the quantity per animal type of the year's
 * valuation becomes the count of ACTIVE animals of that category in the herd register. The screen shows the plan
 * (type: before → after) and asks; the server applies the same plan.
 */
import { compararTexto } from '../format.ts';

export interface AtivosPorCategoria {
  categoria: string;
  ativos: number;
}

export interface ItemDoInventario {
  id: string;
  ano: number;
  tipo: string;
  quantidade: number;
}

/** One change: `antes` null when the year has no item of that type (one is created). */
export interface MudancaRebanho {
  tipo: string;
  antes: number | null;
  depois: number;
  /** The item updated; absent for a new one. */
  id?: string;
}

/**
 * The changes for `ano`: every category the herd knows, its item of that year set to the active count (an item
 * already right is left alone); a category with active animals and no item of that year gets a new one. Ordered
 * by type name, as the confirmation lists them.
 */
export function planoDoRebanho(
  contagens: readonly AtivosPorCategoria[],
  itens: readonly ItemDoInventario[],
  ano: number,
): MudancaRebanho[] {
  const mudancas: MudancaRebanho[] = [];
  for (const { categoria, ativos } of contagens) {
    const depois = Number(ativos) || 0;
    const alvo = itens.find((i) => i.tipo === categoria && i.ano === ano);
    if (alvo) {
      if (alvo.quantidade !== depois) mudancas.push({ tipo: categoria, antes: alvo.quantidade, depois, id: alvo.id });
    } else if (depois > 0) mudancas.push({ tipo: categoria, antes: null, depois });
  }
  return mudancas.sort((a, b) => compararTexto(a.tipo, b.tipo));
}

/** 'Vaca Leiteira: 12 → 15' / 'Novilha: novo, 4'. */
export function descreverMudanca(m: MudancaRebanho): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  return m.antes === null ? `${m.tipo}: novo, ${fmt(m.depois)}` : `${m.tipo}: ${fmt(m.antes)} → ${fmt(m.depois)}`;
}
