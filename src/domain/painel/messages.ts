import { TITULO_PAINEL } from './acesso.ts';

/** The farms' desk's sentences (docs/PRODUTO.md §Fazendas), once. */
export const MSG_PAINEL = {
  titulo: TITULO_PAINEL,
  periodo: 'Informe o período como 2026 (ano), 2026-03 (mês) ou 2026-T1 (trimestre).',
  /** A user linked to one farm, or none: the desk compares farms. */
  soUmaFazenda: 'O painel compara fazendas: é de administradores e de quem está vinculado a duas ou mais.',
  fazendasForaDoAlcance: 'Uma das fazendas pedidas não está entre as suas.',
  nenhumaFazenda: 'Nenhuma fazenda para comparar.',
  indicador: 'Indicador desconhecido.',
  granularidade: 'Escolha meses ou anos.',
  ate: 'Informe o fim do gráfico como 2026-11 (mês) ou 2026 (ano).',
  semAvaliacao: (ano: number) => `Sem avaliação salva de ${ano}`,
  avaliacaoIncompleta: (ano: number, faltando: readonly string[]) =>
    `Avaliação de ${ano} incompleta (falta: ${faltando.join(', ')})`,
  mesesSem: (o_que: string, meses: readonly string[]) => `Sem ${o_que} em ${meses.join(', ')}`,
  incompleto: 'dado incompleto',
} as const;
