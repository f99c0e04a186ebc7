import { z } from 'zod';
import { MSG } from '../messages.ts';
import { MODULOS } from '../modules.ts';
import { email, instante } from './common.ts';

export const SENHA_MINIMA = 6;

export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.campoObrigatorio }).min(1, MSG.campoObrigatorio).max(1024, 'Senha muito longa.'),
});

export const novaSenha = z
  .string({ error: MSG.campoObrigatorio })
  .min(1, MSG.campoObrigatorio)
  .min(SENHA_MINIMA, MSG.senhaCurta)
  .max(1024, 'Senha muito longa.');

export const recoverSchema = z.object({ email });

export const resetSchema = z
  .object({
    token: z.string({ error: MSG.resetInvalido }).min(1, MSG.resetInvalido).max(200, MSG.resetInvalido),
    password: novaSenha,
    confirmPassword: z.string({ error: MSG.campoObrigatorio }).max(1024, MSG.senhasDiferentes),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.senhasDiferentes, path: ['confirmPassword'] });

export const verifyPasswordSchema = z.object({
  password: z.string({ error: MSG.senhaObrigatoria }).min(1, MSG.senhaObrigatoria).max(1024, MSG.senhaIncorreta),
});

export const currentFarmSchema = z.object({ farmId: z.string().min(1).max(64).nullable() });

export type LoginInput = z.infer<typeof loginSchema>;
export type ResetInput = z.infer<typeof resetSchema>;

// ---- answers ----

export const modulosResposta = z.array(z.enum(MODULOS));

/** Who is signed in, the farms they may open, the current one and the modules they may open there. */
export const sessaoSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), isAdmin: z.boolean() }),
  farms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      location: z.string(),
      size: z.number(),
      allowedModules: modulosResposta,
      timezone: z.string(),
      copiaEm: z
        .string()
        .nullable()
        .describe(
          'Quando foi tirada a exportação de uma cópia somente leitura de outra instalação; null: fazenda daqui.',
        ),
    }),
  ),
  currentFarmId: z.string().nullable(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  modules: modulosResposta.describe('Os módulos que o usuário pode abrir na fazenda atual.'),
});
export type Sessao = z.infer<typeof sessaoSchema>;

/** Whether recovery links go by e-mail; an administrator also sees the last e-mail that could not be sent. */
export const recuperacaoSchema = z.object({
  porEmail: z.boolean(),
  ultimaFalha: z.object({ em: instante, para: z.string(), motivo: z.string() }).nullable(),
});

/** An action done, with the sentence the screen shows. */
export const okComMensagemSchema = z.object({ ok: z.literal(true), message: z.string() });

export const tokenValidoSchema = z.object({ valid: z.boolean() });
