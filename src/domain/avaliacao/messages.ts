/** Texts of the assessment (Avaliação Zootécnica) shared by the server, the web and the CLI. */
export const MSG_AVALIACAO = {
  naoEncontrada: 'Nenhuma avaliação salva para este ano.',
  anoInvalido: 'Ano inválido.',
  etapaSalva: 'Etapa salva.',
  avaliacaoExcluida: 'Avaliação excluída.',
  incompleta: (ano: number, faltando: readonly string[], fazenda?: string) =>
    `A avaliação de ${ano}${fazenda ? ` da fazenda ${fazenda}` : ''} não está completa (falta: ${faltando.join(', ')}).`,
  formatoInvalido: 'Formato inválido: use pdf, xlsx ou csv.',
  semGrupo: (categorias: string[]) =>
    `Sem grupo de custo, somadas em Outros: ${categorias.join(', ')}. Defina o grupo em Financeiro › Cadastros › Categorias.`,
} as const;
