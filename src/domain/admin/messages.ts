/** Texts of the administration panel (docs/PRODUTO.md §Administração): the server's refusals and the panel's toasts. */
export const MSG_ADMIN = {
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  fazendaNaoEncontrada: 'Fazenda não encontrada.',
  grupoNaoEncontrado: 'Grupo não encontrado.',
  vinculacaoNaoEncontrada: 'Vinculação não encontrada.',
  usuarioCriado: 'Usuário criado com sucesso!',
  // 'Novo Usuário' (issue 38 item 7): said before saving, so nobody makes a user who then sees nothing.
  semFazendaOuGrupo: 'Sem uma fazenda e um grupo marcados, a pessoa entra mas não abre nenhum módulo.',
  usuarioAtualizado: 'Usuário atualizado com sucesso!',
  usuarioExcluido: 'Usuário excluído com sucesso!',
  grupoCriado: 'Grupo criado com sucesso!',
  grupoAtualizado: 'Grupo atualizado com sucesso!',
  grupoExcluido: 'Grupo excluído com sucesso!',
  fazendaCriada: 'Fazenda criada com sucesso!',
  fazendaAtualizada: 'Fazenda atualizada com sucesso!',
  fazendaExcluida: 'Fazenda excluída com sucesso!',
  vinculadoFazenda: 'Usuário vinculado à fazenda com sucesso!',
  vinculadoGrupo: 'Usuário vinculado ao grupo com sucesso!',
  erroVincularFazenda: 'Erro ao vincular usuário à fazenda. Tente novamente.',
  erroVincularGrupo: 'Erro ao vincular usuário ao grupo. Tente novamente.',
  vinculacaoRemovida: 'Vinculação removida com sucesso!',
  erroRemoverVinculacao: 'Erro ao remover vinculação. Tente novamente.',
} as const;

/** The farm delete's confirmation (password-guarded, like a bill's). */
export const MSG_EXCLUIR_FAZENDA = {
  titulo: 'Excluir fazenda',
  texto: (nome: string) =>
    `A fazenda ${nome} e todos os dados dela serão removidos. Esta ação não pode ser desfeita. Digite sua senha para confirmar a exclusão.`,
  perde: 'Serão perdidos:',
  semDados: 'A fazenda não tem registros; só os cadastros padrão serão removidos.',
} as const;
