/**
 * What deleting a farm takes with it, as the confirmation names it: the server counts each kind of row, this says it
 * in Portuguese ('12 animais, 1 conta a pagar…'), leaving out what the farm does not have.
 */
export const PERDAS_FAZENDA = [
  { chave: 'animais', singular: 'animal do rebanho', plural: 'animais do rebanho' },
  { chave: 'producao', singular: 'registro de produção', plural: 'registros de produção' },
  { chave: 'qualidade', singular: 'análise de qualidade', plural: 'análises de qualidade' },
  { chave: 'reproducao', singular: 'evento reprodutivo', plural: 'eventos reprodutivos' },
  { chave: 'contasPagar', singular: 'conta a pagar', plural: 'contas a pagar' },
  { chave: 'contasReceber', singular: 'conta a receber', plural: 'contas a receber' },
  { chave: 'receitas', singular: 'receita', plural: 'receitas' },
  { chave: 'despesas', singular: 'despesa', plural: 'despesas' },
  { chave: 'inventarioAnimais', singular: 'item de animais do inventário', plural: 'itens de animais do inventário' },
  { chave: 'terras', singular: 'terra', plural: 'terras' },
  { chave: 'instalacoes', singular: 'instalação', plural: 'instalações' },
  { chave: 'maquinas', singular: 'máquina', plural: 'máquinas' },
  { chave: 'usuarios', singular: 'usuário perde o acesso', plural: 'usuários perdem o acesso' },
] as const;

export type PerdaFazenda = (typeof PERDAS_FAZENDA)[number]['chave'];
export type ContagemFazenda = Record<PerdaFazenda, number>;

/** The non-zero counts as lines ('12 animais do rebanho'), in PERDAS_FAZENDA's order; [] for an empty farm. */
export function linhasDaPerda(contagem: ContagemFazenda): string[] {
  return PERDAS_FAZENDA.filter((p) => contagem[p.chave] > 0).map(
    (p) => `${contagem[p.chave].toLocaleString('pt-BR')} ${contagem[p.chave] === 1 ? p.singular : p.plural}`,
  );
}
