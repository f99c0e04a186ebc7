import type { auth } from '../../../domain/api/auth.ts';
import type { CorpoDe } from '../../../domain/api/contrato.ts';
import { pedirEm } from '../../api/pedir.ts';

/**
 * Sign-in, the session and password recovery, typed from their declarations (src/domain/api/auth.ts). These pages
 * (and the session read every page makes) load no zod: the declarations' types only, and each operation's method and
 * path here, checked against its declaration by the compiler.
 */
type Auth = typeof auth;
const rotas = {
  entrar: { method: 'POST', path: '/api/auth/login' },
  sair: { method: 'POST', path: '/api/auth/logout' },
  sessao: { method: 'GET', path: '/api/auth/me' },
  fazendaAtual: { method: 'PUT', path: '/api/auth/current-farm' },
  recuperacao: { method: 'GET', path: '/api/auth/recover' },
  recuperar: { method: 'POST', path: '/api/auth/recover' },
  tokenValido: { method: 'GET', path: '/api/auth/reset/:token' },
  redefinir: { method: 'POST', path: '/api/auth/reset' },
} as const satisfies { [K in keyof Auth]?: Pick<Auth[K], 'method' | 'path'> };

export const authApi = {
  entrar: (json: CorpoDe<Auth['entrar']>) => pedirEm<Auth['entrar']>(rotas.entrar, { params: {}, json }),
  sair: () => pedirEm<Auth['sair']>(rotas.sair, { params: {} }),
  sessao: () => pedirEm<Auth['sessao']>(rotas.sessao, { params: {} }),
  fazendaAtual: (farmId: string | null) =>
    pedirEm<Auth['fazendaAtual']>(rotas.fazendaAtual, { params: {}, json: { farmId } }),
  recuperacao: (signal?: AbortSignal) => pedirEm<Auth['recuperacao']>(rotas.recuperacao, { params: {} }, { signal }),
  recuperar: (email: string) => pedirEm<Auth['recuperar']>(rotas.recuperar, { params: {}, json: { email } }),
  tokenValido: (token: string) => pedirEm<Auth['tokenValido']>(rotas.tokenValido, { params: { token } }),
  redefinir: (json: CorpoDe<Auth['redefinir']>) => pedirEm<Auth['redefinir']>(rotas.redefinir, { params: {}, json }),
};
