import { quantos } from '../format.ts';
/**
 * Constants of the inventory (PAEZ) module (docs/PRODUTO.md §Inventário), with the depreciation defaults of issue 5.
 */

/** Default interest rate, % a.a. (farms.taxa_juros_anual starts here). */
export const TAXA_JUROS_PADRAO = 6;

/**
 * Straight-line depreciation defaults (Embrapa; CEPEA Campo Futuro): 10 years of useful life and a 20 % residual
 * value. The original spec's 80 % residual with "a third per year" never depreciated over the useful life.
 */
export const VIDA_UTIL_PADRAO = 10;
export const PERCENTUAL_RESIDUAL_PADRAO = 20;
export const QUANTIDADE_MAQUINA_PADRAO = 1;

export const ANO_MINIMO = 2000;

/** Year choices: the current year + 1 down to 2000 (the original spec stopped at 2025; docs/PRODUTO.md §Inventário). */
export function anosDisponiveis(hoje: Date = new Date()): number[] {
  const ultimo = hoje.getFullYear() + 1;
  const anos: number[] = [];
  for (let a = ultimo; a >= ANO_MINIMO; a--) anos.push(a);
  return anos;
}

export const STATUS_MAQUINA = ['Operacional', 'Em manutenção', 'Parado', 'Em revisão'] as const;
export type StatusMaquina = (typeof STATUS_MAQUINA)[number];

export const STATUS_INSTALACAO = ['Ativo', 'Em manutenção', 'Inativo', 'Em construção'] as const;
/**
 * Whose a land is: the farm's own, or rented from others. Only own land carries the opportunity cost (the rate ×
 * its value); a rented one's cost is the rent paid (Matsunaga et al., 1976; CEPEA/CNA Campo Futuro).
 */
export const POSSE_TERRA = ['Própria', 'Arrendada'] as const;
export type StatusInstalacao = (typeof STATUS_INSTALACAO)[number];

/** The original spec's fallbacks, offered only when the farm's registry of that type is empty. */
export const TIPOS_ANIMAIS_FALLBACK = ['Vaca Leiteira', 'Touro', 'Bezerro', 'Novilha', 'Vaca Seca'];
export const TIPOS_TERRAS_FALLBACK = ['Pastagem', 'Plantio', 'Reserva Legal', 'APP', 'Benfeitorias'];
export const TIPOS_INSTALACOES_FALLBACK = [
  'Confinamento',
  'Ordenha',
  'Armazenamento',
  'Escritório',
  'Moradia',
  'Galpão',
];
export const TIPOS_MAQUINAS_FALLBACK = ['Trator', 'Ordenhadeira', 'Caminhão', 'Colheitadeira', 'Implemento', 'Veículo'];

/**
 * The add and edit forms (docs/PRODUTO.md §Inventário) answer a refusal with one sentence for the whole form, which the
 * rules also put on each refused field (an inline edit names the fields with it). A form marks those fields rather than
 * repeat it.
 */
export function ehAvisoDoFormulario(mensagem: string): boolean {
  return (
    mensagem === MSG_INVENTARIO.preenchaObrigatorios ||
    mensagem === MSG_INVENTARIO.valoresValidos ||
    mensagem.startsWith(MSG_INVENTARIO.preenchaCampos([]))
  );
}

/** Texts of this module (docs/PRODUTO.md §Inventário). */
export const MSG_INVENTARIO = {
  preenchaObrigatorios: 'Por favor, preencha todos os campos obrigatórios.',
  valoresValidos: 'Por favor, preencha todos os campos com valores válidos',
  preenchaCampos: (lista: string[]) => `Por favor, preencha os seguintes campos: ${lista.join(', ')}`,
  animalAdicionado: 'Animal adicionado com sucesso!',
  animalAtualizado: 'Animal atualizado com sucesso!',
  areaAdicionada: 'Área adicionada com sucesso!',
  itemAtualizado: 'Item atualizado com sucesso!',
  itemRemovido: 'Item removido com sucesso!',
  itemExcluido: 'Item excluído com sucesso!',
  maquinaAdicionada: 'Máquina adicionada com sucesso!',
  instalacaoAdicionada: 'Instalação adicionada com sucesso!',
  /** A registry's toasts, by its singular label ('Técnico adicionado com sucesso!'). */
  registroAdicionado: (rotulo: string) => `${rotulo} adicionado com sucesso!`,
  registroAtualizado: (rotulo: string) => `${rotulo} atualizado com sucesso!`,
  registroRemovido: (rotulo: string) => `${rotulo} removido com sucesso!`,
  maquinaAtualizada: 'Máquina atualizada com sucesso!',
  maquinaRemovida: 'Máquina removida com sucesso!',
  nenhumDado: 'Nenhum dado para exibir',
  nenhumaTerra: 'Nenhuma terra cadastrada. Use o formulário acima para adicionar.',
  /** A rented land's remuneration (no opportunity cost: the rent is in the COE, issue 37 item 4). */
  remuneracaoArrendada: 'Não se aplica (arrendada)',
  /** The lands' rate and remuneration cards when every land is rented: no capital of the farm to remunerate. */
  naoSeAplica: 'Não se aplica',
  todasArrendadas: 'Todas as terras são arrendadas',
  nenhumaMaquina: 'Nenhuma máquina cadastrada.',
  confirmarExclusao: 'Confirmar exclusão',
  excluirAnimal: 'Tem certeza que deseja excluir este animal? Esta ação não pode ser desfeita.',
  excluirTerraTitulo: 'Confirmar Exclusão da Terra',
  excluirTerraTexto: 'Digite sua senha para confirmar a exclusão desta terra:',
  excluirMaquinaTitulo: 'Confirmar Exclusão da Máquina',
  excluirMaquinaTexto: 'Digite sua senha para confirmar a exclusão desta máquina:',
  excluirInstalacaoTitulo: 'Confirmar Exclusão da Instalação',
  excluirInstalacaoTexto: 'Digite sua senha para confirmar a exclusão desta instalação:',
  valorTotalAlto: 'Valor total muito alto.',
  rebanhoTitulo: 'Atualizar pelo rebanho',
  rebanhoTexto: (ano: number) =>
    `As quantidades de ${ano} passam a ser as dos animais ativos do rebanho. Quantidades digitadas serão substituídas:`,
  rebanhoConfirmar: 'Atualizar quantidades',
  rebanhoFeito: (ano: number, atualizados: number, criados: number) =>
    `Quantidades de ${ano} atualizadas pelo rebanho (${quantos(atualizados, 'atualizado', 'atualizados')}, ${quantos(criados, 'criado', 'criados')}).`,
  rebanhoConfere: (ano: number) => `As quantidades de ${ano} já conferem com o rebanho.`,
} as const;
