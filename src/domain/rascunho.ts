/**
 * The words of a form's draft kept on the device as it is typed (issue 38; src/web/components/rascunho.ts): brought
 * back after a reload, a crash or a sign-in. Apart from MSG so the login page, which keeps no draft, does not load them.
 */
export const MSG_RASCUNHO = {
  rascunhoRecuperado: (hora: string, vacas?: number) =>
    `Rascunho de ${hora} recuperado${vacas === undefined ? '' : `: ${vacas} ${vacas === 1 ? 'vaca' : 'vacas'}`}`,
  rascunhoSemVacas: (vacas: readonly string[]) =>
    `Não foi possível recuperar ${vacas.length === 1 ? 'a vaca' : `${vacas.length} vacas`} do rascunho (não ${vacas.length === 1 ? 'está' : 'estão'} em lactação nesta data): ${vacas.join(', ')}.`,
  rascunhoDataFutura: (data: string) =>
    `O rascunho de ${data} não foi recuperado: a data é posterior a hoje na fazenda.`,
  descartarRascunho: 'Descartar rascunho',
  rascunhoDescartado: 'Rascunho descartado',
} as const;
