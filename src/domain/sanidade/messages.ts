import { formatData } from '../format.ts';

/**
 * Texts of Sanidade (issue 39): medicines, health events, test-day results and the withdrawal states. One place for
 * server, web and CLI.
 */
export const MSG_SANIDADE = {
  medicamentoObrigatorios: 'Nome e unidade do medicamento são obrigatórios.',
  carenciaFaixa: 'A carência deve ser um número inteiro entre 0 e 365.',
  carenciaUnidade: 'Informe se a carência de leite está em dias ou em ordenhas, como na bula.',
  medicamentoDuplicado: 'Já existe um medicamento com este nome.',
  medicamentoDesconhecido: 'Medicamento não encontrado nesta fazenda.',
  /** A seeded class or a medicine whose label figure the farm has not typed yet cannot be used in a treatment. */
  carenciaNaoInformada: (nome: string) =>
    `Informe as carências de leite e de carne do medicamento ${nome} (veja a bula) antes de usá-lo em um tratamento.`,
  carenciaEmUso: (nome: string) =>
    `O medicamento ${nome} já foi usado em tratamentos: a carência de leite e de carne não pode ficar em branco.`,
  medicamentoEmUso: 'Este medicamento foi usado em eventos sanitários e não pode ser excluído.',
  eventoObrigatorios: 'Data, animal e tipo de evento são campos obrigatórios.',
  tratamentoObrigatorios: 'Informe o motivo, o medicamento, a dose e o número de dias do tratamento.',
  vacinaObrigatoria: 'Informe a vacina aplicada.',
  exameObrigatorio: 'Informe o exame (brucelose ou tuberculose) e o resultado.',
  quartosObrigatorios: 'Informe o(s) quarto(s) afetado(s) (AE, AD, PE, PD) e o grau da mastite.',
  quartoInvalido: 'Quarto inválido: use AE, AD, PE ou PD.',
  doseInvalida: 'A dose deve ser um número maior que zero.',
  diasFaixa: 'O número de dias do tratamento deve ser um inteiro entre 1 e 60.',
  somenteFemeas: 'Escolha uma fêmea: mastite, controle leiteiro e a vacina B19/RB51 são de fêmeas.',
  controleObrigatorios: 'Data e animal são obrigatórios, e ao menos um resultado (leite, gordura, proteína ou CCS).',
  controleNumerico: 'Os resultados do controle leiteiro devem ser valores numéricos.',
  leiteFaixa: 'O leite do dia de controle deve estar entre 0 e 150 L.',
  gorduraFaixa: 'A gordura deve estar entre 0 e 15%.',
  proteinaFaixa: 'A proteína deve estar entre 0 e 10%.',
  ccsFaixa: 'CCS acima do que um laboratório informa (máximo 100.000 mil cél/mL). Confira a unidade.',
  controleDuplicado: (animal: string, data: string) =>
    `Controle leiteiro já lançado: vaca ${animal}, ${formatData(data)}.`,
  /** The milk state, as the ficha, the herd's columns and the files say it (the last discarded milking). */
  carenciaLeite: (ate: string, ordenha: string) =>
    `em carência de leite até ${formatData(ate).slice(0, 5)} (${ordenha.toLowerCase()})`,
  colostro: (ate: string, ordenha: string) => `colostro até ${formatData(ate).slice(0, 5)} (${ordenha.toLowerCase()})`,
  carenciaCarne: (ate: string) => `em carência de carne até ${formatData(ate).slice(0, 5)}`,
  /** The parlour's mark, before anything is typed. */
  marcaDaOrdenha: (ate: string) => `Carência até ${formatData(ate).slice(0, 5)} — leite descartado`,
  marcaColostro: (ate: string) => `Colostro até ${formatData(ate).slice(0, 5)} — leite descartado`,
  /** A sale (vendido/descartado) inside the meat withdrawal: refused with the date it ends. */
  vendaEmCarencia: (ate: string) =>
    `Animal em carência de carne até ${formatData(ate)}: a venda para abate só depois dessa data.`,
  semDados: 'sem dados',
  /** The reports (src/domain/sanidade/relatorios.ts): what a figure is, said under the report's title. */
  precoDoPeriodo: (preco: string, meses: string) =>
    `Preço do leite: ${preco} (receita de leite ÷ litros entregues, ${meses}).`,
  semPreco: 'Preço do leite: sem dados (nenhuma receita de leite nos meses do período).',
  mastiteDoMes: 'Relatório diário: a incidência é a do mês do dia.',
  /** The alerts (src/domain/alertas.ts). */
  alertaCarenciaTermina: (animal: string, ate: string, ordenha: string) =>
    `Carência de leite da vaca ${animal} termina em ${formatData(ate).slice(0, 5)} (${ordenha.toLowerCase()}): depois dessa ordenha o leite volta ao tanque.`,
  alertaVacinacao: (animal: string, ate: string) =>
    `Vacinação contra brucelose (PNCEBT) a fazer: bezerra ${animal}, até ${formatData(ate)} (B19).`,
  alertaVacinacaoAtrasada: (animal: string, ate: string) =>
    `Vacinação contra brucelose (PNCEBT) em atraso: bezerra ${animal}, 8 meses completos em ${formatData(ate)} — só RB51.`,
  ordenhasFaixa: 'Ordenhas por dia: informe 1, 2 ou 3.',
  colostroFaixa: 'Os dias de colostro devem ser um número inteiro entre 1 e 15 (em branco: não marcar colostro).',
  /** The screens' toasts. */
  medicamento: {
    adicionado: 'Medicamento adicionado com sucesso!',
    atualizado: 'Medicamento atualizado com sucesso!',
    excluido: 'Medicamento excluído com sucesso!',
  },
  controle: {
    adicionado: 'Resultado do controle leiteiro registrado com sucesso!',
    atualizado: 'Resultado do controle leiteiro atualizado com sucesso!',
    excluido: 'Resultado do controle leiteiro excluído com sucesso!',
  },
  evento: {
    adicionado: 'Evento sanitário registrado com sucesso!',
    atualizado: 'Evento sanitário atualizado com sucesso!',
    excluido: 'Evento sanitário excluído com sucesso!',
  },
  semCarencia: 'Nenhum animal em carência hoje.',
  semEventos: 'Nenhum evento sanitário registrado.',
  semControles: 'Nenhum dia de controle leiteiro importado.',
} as const;

/** The health lists beside the herd's (Listas de trabalho). */
export const TITULOS_SANITARIOS = {
  carencia: 'Em carência hoje',
  vacinacoes: 'Vacinações a fazer',
  ccsAcima: 'CCS acima de 200 mil',
  mastiteCronica: 'Mastite crônica',
} as const;

/** What each health list is, under its title: the screen's cards and the lists' files say the same. */
export const DESCRICOES_SANITARIAS: Record<keyof typeof TITULOS_SANITARIOS, string> = {
  carencia: 'Leite descartado ou abate suspenso, e até quando',
  vacinacoes: 'Brucelose das fêmeas de 3 a 8 meses (PNCEBT)',
  ccsAcima: 'CCS acima de 200 mil cél/mL no último controle leiteiro',
  mastiteCronica: 'CCS acima de 200 mil cél/mL nos dois últimos controles',
};
