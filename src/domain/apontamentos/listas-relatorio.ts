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
import { DESCRICOES_SANITARIAS, MSG_SANIDADE, TITULOS_SANITARIOS } from '../sanidade/messages.ts';
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

/** The health lists beside the herd's (services/apontamentos/status.ts, `listasSanitarias`). */
export interface ListasSanitarias {
  carencia: readonly { identificacao: string; nome: string; texto: string; ate: string }[];
  vacinacoes: readonly {
    identificacao: string;
    nome: string;
    vacina: string;
    de: string;
    ate: string;
    atrasada: boolean;
  }[];
  ccsAcima: readonly { identificacao: string; nome: string; data: string; ccs: number }[];
  mastiteCronica: readonly { identificacao: string; nome: string; data: string; ccs: number }[];
}

const COLUNAS_CCS: ColunaRelatorio[] = [
  coluna('identificacao', 'Identificação', 'texto'),
  coluna('nome', 'Nome', 'texto'),
  coluna('ccs', 'Última CCS (mil cél/mL)', 'numero'),
  coluna('data', 'Último controle', 'data'),
];

/**
 * The four health lists as the lists' sections, each with its own columns, in the screen's order and words; an
 * empty one says 'sem dados'. Every reader of the herd's lists gets them: none holds a cost (those stay in Sanidade's
 * reports, behind Financeiro), 'Em carência hoje' is the milker's by design, and the other three are the crew's work
 * at the parlour and the corral (vaccinate a heifer, milk a chronic cow last), as the screen shows them.
 */
export function secoesSanitarias(s: ListasSanitarias): SecaoRelatorio[] {
  const secao = (
    k: keyof typeof TITULOS_SANITARIOS,
    colunas: ColunaRelatorio[],
    linhas: Record<string, Celula>[],
  ): SecaoRelatorio => ({
    titulo: `${TITULOS_SANITARIOS[k]} (${linhas.length})`,
    blocos: [
      {
        tipo: 'paragrafos',
        textos: [linhas.length ? DESCRICOES_SANITARIAS[k] : `${DESCRICOES_SANITARIAS[k]}: ${MSG_SANIDADE.semDados}.`],
      },
      ...(linhas.length ? [{ tipo: 'tabela' as const, tabela: { colunas, linhas } }] : []),
    ],
  });
  return [
    secao(
      'carencia',
      [
        coluna('identificacao', 'Identificação', 'texto'),
        coluna('nome', 'Nome', 'texto'),
        coluna('texto', 'Carência', 'texto'),
        coluna('ate', 'Termina em', 'data'),
      ],
      s.carencia.map((i) => ({ identificacao: i.identificacao, nome: i.nome, texto: i.texto, ate: i.ate })),
    ),
    secao(
      'vacinacoes',
      [
        coluna('identificacao', 'Identificação', 'texto'),
        coluna('nome', 'Nome', 'texto'),
        coluna('vacina', 'Vacina', 'texto'),
        coluna('de', 'De', 'data'),
        coluna('ate', 'Até', 'data'),
        coluna('situacao', 'Situação', 'texto'),
      ],
      s.vacinacoes.map((i) => ({
        identificacao: i.identificacao,
        nome: i.nome,
        vacina: i.vacina,
        de: i.de,
        ate: i.ate,
        situacao: i.atrasada ? 'Em atraso' : 'No prazo',
      })),
    ),
    ...(['ccsAcima', 'mastiteCronica'] as const).map((k) =>
      secao(
        k,
        COLUNAS_CCS,
        s[k].map((i) => ({ identificacao: i.identificacao, nome: i.nome, ccs: i.ccs, data: i.data })),
      ),
    ),
  ];
}

/**
 * One list as a report, or every list as a document of sections: the herd's, then the four health lists when
 * `sanitarias` is given (the screen's 'Imprimir'/'CSV' of all the lists, `leiteira rebanho listas`).
 */
export function relatorioDasListas(
  listas: readonly ListaComItens[],
  fazenda: string,
  hoje: string,
  geradoEm: string,
  sanitarias?: ListasSanitarias,
): Relatorio {
  const base = { fazenda, periodo: `Em ${formatData(hoje)}`, geradoEm, totais: {} };
  if (listas.length === 1 && !sanitarias) {
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
  if (sanitarias) secoes.push(...secoesSanitarias(sanitarias));
  return { ...base, titulo: 'Listas de trabalho do rebanho', colunas: [], linhas: [], secoes };
}
