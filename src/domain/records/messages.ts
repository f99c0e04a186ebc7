/** Texts of SPEC.md §5/§8 for the Apontamentos and the herd register. One place for server, web and CLI. */
export const MSG_REC = {
  loteIdsRepetidos: 'O lote tem identificadores repetidos.',
  producaoObrigatorios: 'Todos os campos são obrigatórios.',
  producaoNumerica: 'A produção deve ser um valor numérico.',
  producaoNegativa: 'A produção não pode ser negativa.',
  producaoAlta: 'A produção informada é alta demais para uma ordenha (máximo 100 L).',
  qualidadeObrigatorios: 'Todos os campos são obrigatórios.',
  qualidadeNumerica: 'Os parâmetros de qualidade devem ser valores numéricos.',
  gorduraFaixa: 'A gordura deve estar entre 0 e 10%.',
  proteinaFaixa: 'A proteína deve estar entre 0 e 10%.',
  ccsNegativa: 'A CCS não pode ser negativa.',
  cbtNegativa: 'A CBT não pode ser negativa.',
  ccsMaxima: 'CCS acima do que um laboratório informa (máximo 10.000 mil cél/mL). Confira a unidade.',
  cbtMaxima: 'CBT acima do que um laboratório informa (máximo 100.000.000 UFC/mL). Confira a unidade.',
  reproducaoObrigatorios: 'Data, animal e evento são campos obrigatórios.',
  resultadoObrigatorio: 'Informe o resultado do diagnóstico (positivo ou negativo).',
  producaoRegistrada: 'Produção registrada com sucesso!',
  qualidadeRegistrada: 'Dados de qualidade registrados com sucesso!',
  reproducaoRegistrada: 'Dados de reprodução registrados com sucesso!',
  apontamentoAtualizado: 'Apontamento atualizado com sucesso!',
  apontamentoExcluido: 'Apontamento excluído com sucesso!',
  erroProducao: 'Erro ao registrar produção.',
  erroQualidade: 'Erro ao registrar dados de qualidade.',
  erroReproducao: 'Erro ao registrar dados de reprodução.',
  erroAnimais: 'Não foi possível carregar a lista de animais.',
  nenhumAnimal: 'Nenhum animal cadastrado',
  animalDesconhecido: 'Animal não encontrado nesta fazenda.',
  loteRegistrado: (n: number) =>
    n === 0
      ? 'Nenhuma alteração: o lote já estava registrado.'
      : `${n} ${n === 1 ? 'ordenha registrada' : 'ordenhas registradas'} com sucesso!`,
  loteVazio: 'Informe a produção de pelo menos uma vaca.',
  // herd register
  animalObrigatorios: 'Preencha a identificação e a categoria.',
  animalAdicionado: 'Animal adicionado com sucesso!',
  animalAtualizado: 'Animal atualizado com sucesso!',
  animalExcluido: 'Animal excluído com sucesso!',
  brincoDuplicado: 'Já existe um animal com esta identificação nesta fazenda.',
  maeInvalida: 'A mãe deve ser outro animal desta fazenda.',
  animalComApontamentos: (n: number) =>
    `Este animal tem ${n} ${n === 1 ? 'apontamento' : 'apontamentos'} e não pode ser excluído. Marque-o como vendido, morto ou descartado, ou exclua-o junto com os apontamentos.`,
} as const;
