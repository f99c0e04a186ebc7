/** Texts of the assessment (Avaliação Zootécnica) shared by the server, the web and the CLI. */
import { formatNumero } from '../format.ts';

export const MSG_AVALIACAO = {
  naoEncontrada: 'Nenhuma avaliação salva para este ano.',
  anoInvalido: 'Ano inválido.',
  etapaSalva: 'Etapa salva.',
  // saved herd figures a record behind them no longer gives (zootecnico.ts figurasDesatualizadas)
  desatualizados: 'Os registros do rebanho mudaram depois que estes índices foram salvos:',
  desatualizado: (rotulo: string, salvo: string, atual: string) =>
    `${rotulo}: salvo ${salvo}, os registros dão agora ${atual}.`,
  atualizarPelosRegistros: 'Atualizar pelos registros',
  atualizadosPelosRegistros: 'Índices do rebanho atualizados pelos registros.',
  avaliacaoExcluida: 'Avaliação excluída.',
  exclusaoComOcultos: (modulos: readonly string[]) =>
    `Esta avaliação tem dados que você não pode ver (${modulos.join(', ')}): só quem pode vê-los pode excluí-la.`,
  incompleta: (ano: number, faltando: readonly string[], fazenda?: string) =>
    `A avaliação de ${ano}${fazenda ? ` da fazenda ${fazenda}` : ''} não está completa (falta: ${faltando.join(', ')}).`,
  rendaOuPreco: 'Informe a renda bruta do leite.',
  faltaLitros: 'Receitas: leite entregue',
  faltaRenda: 'Receitas: renda bruta do leite',
  faltaTaxas: 'Animais: taxas de reprodução que fecham',
  /** Which months an imported figure covers ('jan–out/2026', rotuloMeses), or that the year has none. */
  cobertura: {
    litros: (meses: string) =>
      meses ? `Ordenhas de ${meses}, menos o leite descartado.` : 'Nenhuma ordenha lançada no ano.',
    renda: (meses: string) => (meses ? `Receitas de leite de ${meses}.` : 'Nenhuma receita de leite lançada no ano.'),
    financeiro: (meses: string) =>
      meses ? `Lançamentos financeiros de ${meses}.` : 'Nenhum lançamento financeiro no ano.',
  },
  /** The days the per-day indicators divide by (analise.ts, periodoLeite). */
  periodoLeite: (meses: string, dias: number) =>
    meses ? `${meses} (${dias} dias com produção lançada)` : `ano inteiro (${dias} dias)`,
  /** The Análise Final's productivity without the litres produced (an assessment saved before the field). */
  // short enough for the PDF's value column (a longer one is cut with '…')
  semLeiteProduzido: 'Sem dados: falta o leite produzido no ano (etapa Receitas), não o entregue.',
  dicaProduzido:
    'Todo o leite ordenhado no ano, com o descartado: a base da produtividade (litros por vaca e por hectare).',
  dicaRenda: 'O que o leite rendeu no ano: a soma das receitas de leite.',
  /** Months left out of the milk figures because one of the two is missing there. */
  foraDaConta: (semRenda: string, semLitros: string) =>
    [
      semRenda && `Sem receita de leite lançada em ${semRenda}: os litros desses meses ficam fora.`,
      semLitros && `Sem produção lançada em ${semLitros}: a receita desses meses fica fora.`,
    ]
      .filter(Boolean)
      .join(' '),
  anoAquisicaoInvalido: 'Ano de aquisição inválido.',
  prenhezMaiorQueServico: 'A taxa de prenhez não pode ser maior que a taxa de serviço.',
  prenhezIncoerente: (esperada: number, tolerancia: number) =>
    `A taxa de prenhez deve ser a taxa de serviço × a taxa de concepção (${formatNumero(esperada, 1)}%), com diferença de até ${tolerancia} pontos.`,
  /** What the analysis corrected or left out so nothing counts twice, and what it warns about (avisos.ts). */
  aviso: {
    femeaDepreciada: (categorias: readonly string[]) =>
      `Vida útil dada a fêmeas de cria (${categorias.join(', ')}) com variação do inventário ou venda de animais nas receitas: não foram depreciadas, pois a perda de valor delas já está na renda bruta. Entram pela variação do inventário; só reprodutores (touros) e animais de trabalho se depreciam.`,
    emConstrucao: (descricoes: readonly string[]) =>
      `Em construção, sem depreciação no ano (a depreciação começa quando a benfeitoria entra em uso): ${descricoes.join(', ')}.`,
    arrendamentoDuplo:
      'Arrendamento pago (COE) e remuneração da terra própria preenchidos: se forem a mesma terra, o custo conta duas vezes. Terra arrendada entra só no COE; só a terra própria tem custo de oportunidade.',
  },
  formatoInvalido: 'Formato inválido: use pdf, xlsx ou csv.',
  semGrupo: (categorias: string[]) =>
    `Sem grupo de custo, somadas em Outros: ${categorias.join(', ')}. Defina o grupo em Financeiro › Cadastros › Categorias.`,
} as const;
