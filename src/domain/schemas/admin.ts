import { z } from 'zod';
import { MSG } from '../messages.ts';
import { MODULOS } from '../modules.ts';
import { fusoValido, MSG_FUSO_INVALIDO } from '../timezones.ts';
import { novaSenha } from './auth.ts';
import { email, id, taxa, texto, textoOpcional } from './common.ts';

const modulos = z.array(z.enum(MODULOS, { error: 'Módulo desconhecido.' })).max(MODULOS.length);

export const userCreateSchema = z.object({
  name: texto(120),
  email,
  password: novaSenha,
  isAdmin: z.boolean().optional().default(false),
  farmIds: z.array(id).max(500).optional().default([]),
  groupIds: z.array(id).max(100).optional().default([]),
});

/** On edit the password is optional: empty keeps the current one (docs/PRODUTO.md §Administração). */
export const userUpdateSchema = z.object({
  name: texto(120),
  email,
  password: z.union([z.literal(''), novaSenha]).optional(),
  isAdmin: z.boolean().optional(),
});

export const groupSchema = z.object({
  name: texto(80),
  description: textoOpcional(500),
  allowedModules: modulos.optional().default([]),
});

export const farmSchema = z.object({
  name: texto(120),
  location: texto(200),
  size: z
    .number({ error: MSG.campoObrigatorio })
    .positive('O tamanho deve ser maior que zero.')
    .max(10_000_000, 'Tamanho muito grande.'),
  /** Omitted: a new farm gets MODULOS_FAZENDA_NOVA (all), an edited one keeps its own. */
  allowedModules: modulos.optional(),
  timezone: z.string().max(64, MSG_FUSO_INVALIDO).refine(fusoValido, MSG_FUSO_INVALIDO).optional(),
  /** The farm's annual interest rate (%): remunerates lands, animals and machines without a rate of their own. */
  taxaJurosAnual: taxa.optional(),
  /** On an update: the lands already registered take the new rate too (asked on screen, never implied). */
  aplicarTerras: z.boolean({ error: 'Valor inválido.' }).optional(),
});

/** An id picked in a link dialog; a blank or absurd one gets the dialog's own message. */
const idVinculo = (message: string) => z.string({ error: message }).min(1, message).max(64, message);

export const userFarmLinkSchema = z.object({
  userId: idVinculo(MSG.selecioneUsuarioFazenda),
  farmId: idVinculo(MSG.selecioneUsuarioFazenda),
});

export const userGroupLinkSchema = z.object({
  userId: idVinculo(MSG.selecioneUsuarioGrupo),
  groupId: idVinculo(MSG.selecioneUsuarioGrupo),
});

export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
export type GroupInput = z.infer<typeof groupSchema>;
export type FarmInput = z.infer<typeof farmSchema>;
