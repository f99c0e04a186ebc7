/**
 * The one route-helper module: what every farm route reads from a request — its id parameter, who acts on which farm,
 * the farm's calendar — the password-guarded delete, and a report answered as a file. Routes stay thin: validate, call a service, answer.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { anexo, type PartesDoNome } from '../../domain/arquivos.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import type { Relatorio } from '../../domain/relatorios/schemas.ts';
import { exclusaoComSenhaSchema } from '../../domain/schemas/common.ts';
import type { AppEnv } from '../env.ts';
import { file, validate } from '../http/validate.ts';
import type { Actor } from '../services/kernel.ts';
import { ARQUIVOS_RELATORIO } from '../services/relatorio-arquivos.ts';

/** `/:id` of any farm resource. */
export const idParam = z.object({ id: z.string().min(1).max(64, 'Identificador inválido.') });

/** Who acts on which farm (set by farmAccess()). */
export function actorOf(c: Context<AppEnv>): Actor {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id, hoje: hojeDaFazenda(c) };
}

/** The farm's civil today: what "overdue", "this month" and a milking's date mean on the farm, not on the server. */
export function hojeDaFazenda(c: Context<AppEnv>): string {
  return hojeNoFuso(c.var.farm.timezone);
}

/** The current year on the farm's calendar. */
export function anoDaFazenda(c: Context<AppEnv>): number {
  return Number(hojeDaFazenda(c).slice(0, 4));
}

/** The body validator of a password-guarded DELETE, `{ "password": "…" }`; check it with assertCurrentPassword(). */
export const comSenha = validate('json', exclusaoComSenhaSchema);

/** What arquivoDoRelatorio answers, for a route's responses(). */
export const ARQUIVO_DO_RELATORIO = file(
  'O relatório como arquivo, no formato pedido (CSV, Excel ou PDF), para baixar.',
  ...Object.values(ARQUIVOS_RELATORIO).map((a) => a.tipo.split(';')[0]),
);

/**
 * A report as the file asked for (the reports' one CSV, Excel and PDF makers), downloaded under the name of
 * `nomeDeArquivo` (src/domain/arquivos.ts): what it is, the farm (null: several farms) and the period.
 */
export async function arquivoDoRelatorio(
  c: Context<AppEnv>,
  rel: Relatorio,
  formato: keyof typeof ARQUIVOS_RELATORIO,
  nome: Omit<PartesDoNome, 'extensao'>,
) {
  const arquivo = ARQUIVOS_RELATORIO[formato];
  const corpo = await arquivo.fazer(rel);
  return c.body(typeof corpo === 'string' ? corpo : new Uint8Array(corpo), 200, {
    'content-type': arquivo.tipo,
    'content-disposition': anexo({ ...nome, extensao: formato }),
  });
}
