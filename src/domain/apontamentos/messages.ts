import { formatData, formatNumero } from '../format.ts';

/** An existing milking, as the 409 of a second one for the same cow, date and ordenha names it. */
export interface OrdenhaLancada {
  /** The cow's ear tag (brinco). */
  animal: string;
  data: string;
  ordenha: string;
  producao: number;
}

/**
 * Texts of the Apontamentos and the herd register (docs/PRODUTO.md §Apontamentos, §Rebanho). One place for server, web
 * and CLI.
 */
export const MSG_APONT = {
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
  /** A record's animal no list names any more (an offline record of a cow deleted meanwhile, as the device lost it). */
  animalSemNome: 'animal não encontrado',
  dataFutura: 'A data não pode ser posterior a hoje.',
  somenteFemeas: 'Escolha uma fêmea: ordenhas e eventos reprodutivos são de vacas e novilhas.',
  // one milking per cow, date and ordenha (the batch screen marks such a cow 'já lançada')
  jaLancada: 'já lançada',
  ordenhaJaLancada: (o: OrdenhaLancada) =>
    `Ordenha já lançada: vaca ${o.animal}, ${formatData(o.data)}, ${o.ordenha}, ${formatNumero(o.producao, 1)} L.`,
  atualizarOrdenha: (litros: number) => `Atualizar para ${formatNumero(litros, 1)} L`,
  loteVacaRepetida: 'Esta vaca já está no lote: uma ordenha por vaca.',
  // what an animal can have (plausivel.ts)
  antesDoNascimento: (nascimento: string) => `A data é anterior ao nascimento do animal (${formatData(nascimento)}).`,
  categoriaSemReproducao: (categoria: string) =>
    `Escolha uma novilha ou vaca: um animal da categoria ${categoria} não tem eventos reprodutivos.`,
  jovemDemais: (fato: string, idade: string, minimo: string) =>
    `Animal jovem demais para ${fato}: tinha ${idade} na data informada (mínimo ${minimo}).`,
  semParto:
    'Escolha uma vaca parida: este animal não tem Parto registrado até esta data (registre-o na aba Reprodução).',
  maeMacho: 'A mãe deve ser uma fêmea.',
  antesDaMae: (nascimentoMae: string) =>
    `A data de nascimento é anterior ao nascimento da mãe (${formatData(nascimentoMae)}).`,
  maeJovemDemais: (idade: string, minimo: string) =>
    `A mãe tinha ${idade} nesta data de nascimento: jovem demais para um parto (mínimo ${minimo}).`,
  nascimentoDepoisDosApontamentos: (primeiro: string) =>
    `A data de nascimento é posterior ao primeiro apontamento do animal (${formatData(primeiro)}).`,
  // the reproductive cycle (ciclo.ts): each refusal says what to record instead
  servicoInvalido:
    'Tipo de serviço inválido: Monta natural, Transferência de embrião ou vazio (inseminação artificial).',
  idadeGestacaoFaixa: 'A idade da gestação deve ser um número inteiro de 20 a 300 dias.',
  partoCedoDemais: (anterior: string, dias: number, minimo: number) =>
    `Parto ${dias} dias depois do parto anterior (${formatData(anterior)}): menos que a gestação mínima de ${minimo} dias. Confira a data; se a gestação foi interrompida, registre um Aborto.`,
  partoForaDaGestacao: (servico: string, dias: number, minimo: number, maximo: number) =>
    `Parto ${dias} dias depois do serviço confirmado de ${formatData(servico)}: a gestação desta raça dura de ${minimo} a ${maximo} dias. Registre um Aborto antes, se a gestação foi interrompida, ou registre o serviço que gerou este parto (inseminação, monta natural, transferência de embrião ou um diagnóstico positivo com a idade da gestação).`,
  partoSemServico: (minimo: number, maximo: number) =>
    `Parto de novilha sem serviço registrado de ${minimo} a ${maximo} dias antes. Registre antes a inseminação, a monta natural ou a transferência de embrião; para monta não anotada, fêmea comprada prenhe ou coberta fora, registre um diagnóstico positivo com a idade da gestação.`,
  diagnosticoSemServico:
    'Registre a inseminação antes do diagnóstico: não há serviço (inseminação, monta natural ou transferência de embrião) desde o último parto. Para monta não anotada, fêmea comprada prenhe ou coberta fora, informe a idade da gestação no diagnóstico positivo.',
  idadeAntesDoParto: (servico: string, corte: string) =>
    `A idade da gestação data o serviço em ${formatData(servico)}, antes do último parto ou aborto (${formatData(corte)}). Confira a idade informada.`,
  inseminacaoDePrenhe: (diagnostico: string) =>
    `Esta fêmea está prenhe (diagnóstico positivo em ${formatData(diagnostico)}). Registre um Aborto ou um diagnóstico negativo antes de um novo serviço.`,
  /** A change that leaves a later (or earlier) record of the cow impossible: that record and why. */
  mudancaQuebraCiclo: (acao: 'registrar' | 'alterar' | 'excluir', evento: string, data: string, motivo: string) =>
    `Não é possível ${acao} este registro: o evento ${evento} de ${formatData(data)} ficaria impossível. ${motivo}`,
  animalQuebraCiclo: (campo: 'categoria' | 'raca', evento: string, data: string, motivo: string) =>
    `Não é possível mudar a ${campo === 'raca' ? 'raça' : 'categoria'} deste animal: o evento ${evento} de ${formatData(data)} ficaria impossível. ${motivo}`,
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
  pveFaixa: 'O período voluntário de espera deve ser um número inteiro de 20 a 120 dias.',
  secagemFaixa: 'Os dias de secagem antes do parto devem ser um número inteiro de 30 a 90.',
  idadeCoberturaFaixa: 'A idade à primeira cobertura deve ser um número inteiro de 8 a 36 meses.',
  erroEstadoRebanho: 'Não foi possível carregar a situação reprodutiva do rebanho.',
  erroListas: 'Não foi possível carregar as listas de trabalho.',
} as const;
