/**
 * An operation's method and path, for a web call that must not load its declaration's zod schemas
 * (`pedirEm<typeof decl>(rota, …)`, src/web/api/pedir.ts): a screen every user opens first, and what the shell draws
 * on every screen. Each feature's `rotas` object `satisfies` its declarations' `Pick<…, 'method' | 'path'>`, so a
 * path or a method that differs from the declaration (src/domain/api/*) is a compile error.
 */

/** The routes of a CRUD resource as `recursoCrud` (src/domain/api/contrato.ts) declares them at `path`. */
export function rotasDeRecurso<const P extends string>(path: P) {
  return {
    listar: { method: 'GET', path },
    obter: { method: 'GET', path: `${path}/:id` },
    criar: { method: 'POST', path },
    editar: { method: 'PUT', path: `${path}/:id` },
    excluir: { method: 'DELETE', path: `${path}/:id` },
  } as const;
}
