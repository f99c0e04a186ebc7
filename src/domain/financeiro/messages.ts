/**
 * The toasts of adding, editing and deleting one kind of finance row ('Fornecedor adicionado com sucesso!'): its name
 * and whether Portuguese says it 'adicionado' or 'adicionada'.
 */
function avisos(nome: string, o: 'o' | 'a') {
  return {
    adicionado: `${nome} adicionad${o} com sucesso!`,
    atualizado: `${nome} atualizad${o} com sucesso!`,
    excluido: `${nome} excluíd${o} com sucesso!`,
  };
}

/** Texts of the finance module (docs/PRODUTO.md §Financeiro), one place for server, web and CLI. */
export const MSG_FINANCEIRO = {
  contaPagar: avisos('Conta a pagar', 'a'),
  contaReceber: avisos('Conta a receber', 'a'),
  receita: avisos('Receita', 'a'),
  despesa: avisos('Despesa', 'a'),
  fornecedor: avisos('Fornecedor', 'o'),
  categoria: avisos('Categoria', 'a'),
  status: avisos('Status', 'o'),
  contaBancaria: avisos('Conta bancária', 'a'),
  statusDoSistemaNome: 'Status usado pelas contas (baixa e estorno): o nome não pode ser alterado.',
  statusDoSistemaExcluir: (nome: string) =>
    `O status "${nome}" é usado pelas contas (baixa e estorno) e não pode ser excluído.`,
  statusDoSistemaRenomear: (nome: string) =>
    `O status "${nome}" é usado pelas contas (baixa e estorno) e não pode ser renomeado.`,
  contaBaixada: 'Conta baixada com sucesso!',
  /** The hub's cash flow when no money moved in its 12 months: no figures, not R$ 0,00 (fluxoDeCaixa). */
  fluxoSemMovimento:
    'Nenhuma entrada ou saída de dinheiro lançada nos últimos 12 meses. Receitas, despesas e contas baixadas aparecem aqui no mês em que o dinheiro entrou ou saiu.',
  contaEstornada: 'Conta estornada com sucesso!',
  selecioneContaBancaria: 'Por favor, selecione uma conta bancária',
  contaBancariaDesconhecida: 'Conta bancária não encontrada nesta fazenda. Escolha uma da lista.',
  jaPaga: 'Esta conta já foi paga. Estorne a baixa antes de baixá-la de novo.',
  jaRecebida: 'Esta conta já foi recebida. Estorne a baixa antes de baixá-la de novo.',
  naoBaixada: 'Esta conta está pendente: não há baixa para estornar.',
  valorPositivo: 'O valor deve ser maior que zero.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  cnpjCpfInvalido: 'CNPJ/CPF inválido: informe 11 (CPF) ou 14 (CNPJ) dígitos.',
  vencida: 'Vencida',
} as const;
