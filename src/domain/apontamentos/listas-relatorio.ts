/**
 * The week's action lists as the reports' one document model (`Relatorio`): a list is a table the PDF, Excel and CSV
 * makers draw for the milking crew; every list at once is a document of sections, one a list. The screen's
 * 'Imprimir'/'CSV' and `leiteira rebanho listas` print the same.
 */
import { formatData } from '../format.ts';
import {
  type Celula,
  type ColunaRelatorio,
  coluna,
  type Relatorio,
  type SecaoRelatorio,
  type TabelaDocumento,
} from '../relatorios/schemas.ts';
import type { ItemDeLista, ListaDeAcao } from './reproducao.ts';

export interface ListaComItens {
  lista: ListaDeAcao;
  titulo: string;
  descricao: string;
  /** Each item with its withdrawal today (null: none; absent where the caller did not read it). */
  itens: (ItemDeLista & { carencia?: string | null })[];
}

/** Said in place of a list's table when no animal is on it. */
export const LISTA_VAZIA = 'Nenhum animal nesta lista.';

/** The columns every list prints: who, the date the work is due, and the state to read it by. */
export const COLUNAS_LISTA: ColunaRelatorio[] = [
  coluna('identificacao', 'Identificação', 'texto'),
  coluna('nome', 'Nome', 'texto'),
  coluna('data', 'Data', 'data'),
  coluna('categoria', 'Categoria', 'texto'),
  coluna('reprodutiva', 'Reprodução', 'texto'),
  coluna('del', 'DEL', 'numero'),
  coluna('servicos', 'Serviços', 'numero'),
  coluna('ultimoServico', 'Último serviço', 'data'),
  coluna('partoPrevisto', 'Parto previsto', 'data'),
  coluna('carencia', 'Carência', 'texto'),
];

/** One animal of a list as a row (a figure it does not have is null: '—' in every file). */
export function linhaDaLista(i: ItemDeLista & { carencia?: string | null }): Record<string, Celula> {
  return {
    identificacao: i.identificacao,
    nome: i.nome,
    data: i.data,
    categoria: i.estado.categoria,
    reprodutiva: i.estado.reprodutiva,
    del: i.estado.del,
    servicos: i.estado.servicos,
    ultimoServico: i.estado.ultimoServico,
    partoPrevisto: i.estado.partoPrevisto,
    carencia: i.carencia ?? null,
  };
}

/** One list as a report, or every list as a document of sections. */
export function relatorioDasListas(
  listas: readonly ListaComItens[],
  fazenda: string,
  hoje: string,
  geradoEm: string,
): Relatorio {
  const base = { fazenda, periodo: `Em ${formatData(hoje)}`, geradoEm, totais: {} };
  if (listas.length === 1) {
    const [l] = listas;
    return {
      ...base,
      titulo: `${l.titulo} — ${l.descricao}`,
      colunas: COLUNAS_LISTA,
      linhas: l.itens.map(linhaDaLista),
    };
  }
  const secoes: SecaoRelatorio[] = listas.map((l) => {
    const tabela: TabelaDocumento = { colunas: COLUNAS_LISTA, linhas: l.itens.map(linhaDaLista) };
    return {
      titulo: `${l.titulo} (${l.itens.length})`,
      blocos: [
        { tipo: 'paragrafos', textos: [l.itens.length ? l.descricao : `${l.descricao}. ${LISTA_VAZIA}`] },
        ...(l.itens.length ? [{ tipo: 'tabela' as const, tabela }] : []),
      ],
    };
  });
  return { ...base, titulo: 'Listas de trabalho do rebanho', colunas: [], linhas: [], secoes };
}
