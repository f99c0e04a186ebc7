import { z } from 'zod';
import { type ContagemFazenda, PERDAS_FAZENDA } from '../admin/exclusao-fazenda.ts';
import { parametrosReprodutivosCampos } from '../apontamentos/schemas.ts';
import { MSG } from '../messages.ts';
import { MODULOS } from '../modules.ts';
import { MSG_SANIDADE } from '../sanidade/messages.ts';
import { fusoValido, MSG_FUSO_INVALIDO } from '../timezones.ts';
import { modulosResposta, novaSenha } from './auth.ts';
import { descreve, email, id, instante, taxa, texto, textoOpcional } from './common.ts';

const modulos = z.array(z.enum(MODULOS, { error: 'Módulo desconhecido.' })).max(MODULOS.length);

export const usuarioNovoSchema = z.object({
  name: texto(120),
  email,
  password: novaSenha,
  isAdmin: z.boolean().optional().default(false),
  farmIds: z.array(id).max(500).optional().default([]),
  groupIds: z.array(id).max(100).optional().default([]),
});

/** On edit the password is optional: empty keeps the current one (docs/PRODUTO.md §Administração). */
export const usuarioEdicaoSchema = z.object({
  name: texto(120),
  email,
  password: z.union([z.literal(''), novaSenha]).optional(),
  isAdmin: z.boolean().optional(),
});

export const grupoInputSchema = z.object({
  name: texto(80),
  description: textoOpcional(500),
  allowedModules: modulos.optional().default([]),
});

export const fazendaInputSchema = z.object({
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
  /** The herd's thresholds: período voluntário de espera, dry period, age at first service (action lists, alerts). */
  ...parametrosReprodutivosCampos,
  /** Sanidade: milkings a day (a withdrawal given in milkings counts them) and the colostral days after a Parto. */
  ordenhasPorDia: z
    .number({ error: MSG_SANIDADE.ordenhasFaixa })
    .int(MSG_SANIDADE.ordenhasFaixa)
    .min(1, MSG_SANIDADE.ordenhasFaixa)
    .max(3, MSG_SANIDADE.ordenhasFaixa)
    .optional(),
  /** null: the farm marks no colostrum; omitted: an edit keeps the stored figure. */
  diasColostro: z
    .number({ error: MSG_SANIDADE.colostroFaixa })
    .int(MSG_SANIDADE.colostroFaixa)
    .min(1, MSG_SANIDADE.colostroFaixa)
    .max(15, MSG_SANIDADE.colostroFaixa)
    .nullable()
    .optional(),
});

/** An id picked in a link dialog; a blank or absurd one gets the dialog's own message. */
const idVinculo = (message: string) => z.string({ error: message }).min(1, message).max(64, message);

export const vinculoComFazendaSchema = z.object({
  userId: idVinculo(MSG.selecioneUsuarioFazenda),
  farmId: idVinculo(MSG.selecioneUsuarioFazenda),
});

export const vinculoComGrupoSchema = z.object({
  userId: idVinculo(MSG.selecioneUsuarioGrupo),
  groupId: idVinculo(MSG.selecioneUsuarioGrupo),
});

export type UsuarioNovoInput = z.infer<typeof usuarioNovoSchema>;
export type UsuarioEdicaoInput = z.infer<typeof usuarioEdicaoSchema>;
export type GrupoInput = z.infer<typeof grupoInputSchema>;
export type FazendaInput = z.infer<typeof fazendaInputSchema>;

// ---- answers ----

/** A user as the admin panel sees it: never the password hash. */
export const usuarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: instante,
  updatedAt: instante,
  farmIds: z.array(z.string()),
  groupIds: z.array(z.string()),
});

export const grupoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  allowedModules: modulosResposta,
  createdAt: instante,
  updatedAt: instante,
});
/** A group in the admin list: with how many users it has and how many modules it opens. */
export const grupoDaListaSchema = grupoSchema.extend({ moduleCount: z.number().int(), userCount: z.number().int() });

export const fazendaSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  size: z.number(),
  allowedModules: modulosResposta,
  timezone: z.string(),
  taxaJurosAnual: z.number(),
  pveDias: z.number().int(),
  diasSecagem: z.number().int(),
  idadePrimeiraCoberturaMeses: z.number().int(),
  ordenhasPorDia: z.number().int().describe('Ordenhas por dia (Sanidade: a carência em ordenhas conta-as).'),
  diasColostro: z.number().int().nullable().describe('Dias de fase colostral após o parto; null: não informado.'),
  copiaEm: instante
    .nullable()
    .describe('Cópia somente leitura de outra instalação: quando sua exportação foi tirada; null: fazenda daqui.'),
  createdAt: instante,
  updatedAt: instante,
});
export const fazendaDaListaSchema = fazendaSchema.extend({
  userCount: z.number().int(),
  activeModuleCount: z.number().int(),
});

/** What deleting a farm would take with it: how many rows of each kind (PERDAS_FAZENDA). */
export const contagemFazendaSchema = descreve<ContagemFazenda>()(
  z.object(
    Object.fromEntries(PERDAS_FAZENDA.map((p) => [p.chave, z.number().int()])) as Record<
      keyof ContagemFazenda,
      z.ZodNumber
    >,
  ),
);

const backupSchema = z.object({ arquivo: z.string(), em: instante, bytes: z.number().int() });
/** The scheduled backups: the folder, how many are kept, the last one, the last failure and the next run. */
export const situacaoBackupSchema = z.object({
  ativo: z.boolean(),
  pasta: z.string().nullable(),
  manter: z.number().int(),
  ultimo: backupSchema.nullable(),
  ultimaFalha: z.object({ em: instante, motivo: z.string() }).nullable(),
  proximo: instante.nullable(),
});
