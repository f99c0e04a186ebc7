import { z } from 'zod';
import { MSG } from '../messages.ts';
import { email } from './common.ts';

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
