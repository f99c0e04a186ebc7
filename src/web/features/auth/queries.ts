import { consulta } from '../../api/invalidate.ts';
import { authApi } from './api.ts';

/** Every read of sign-in and recovery with its key, in one place (issue 41 item 4). */
export const chavesAuth = {
  tudo: ['auth'] as const,
  /** Whether this server e-mails recovery links (and, for an administrator, the last e-mail not sent). */
  recuperacao: ['auth', 'recuperacao'] as const,
};

export const consultasAuth = {
  recuperacao: () => consulta(chavesAuth.recuperacao, (signal) => authApi.recuperacao(signal)),
};
