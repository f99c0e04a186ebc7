import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import {
  cadastroLinhaSchema,
  recusaDoCadastro,
  TIPOS_DE_CADASTRO,
  type TipoDeCadastro,
} from '../../domain/schemas/cadastros.ts';
import { clientId, okSchema, versao } from '../../domain/schemas/common.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { conflict, forbidden, fromZodError } from '../http/errors.ts';
import { responses, validate } from '../http/validate.ts';
import { RECURSOS_DE_CADASTRO } from '../services/cadastros.ts';

const tipos = Object.keys(TIPOS_DE_CADASTRO) as [TipoDeCadastro, ...TipoDeCadastro[]];
const tipoParam = z.object({ farmId: z.string(), tipo: z.enum(tipos, { error: 'Cadastro desconhecido.' }) });
const itemParam = tipoParam.extend({ id: z.string().min(1).max(64) });

/** Reading a registry needs one of the modules that use it; changing it, one of the modules that own it. */
function assertCan(c: Context<AppEnv>, tipo: TipoDeCadastro, uso: 'leitura' | 'escrita') {
  const allowed: readonly string[] = TIPOS_DE_CADASTRO[tipo][uso];
  if (!c.var.modules.some((m) => allowed.includes(m))) throw forbidden(MSG.semPermissao);
}
const assertCanWrite = (c: Context<AppEnv>, tipo: TipoDeCadastro) => assertCan(c, tipo, 'escrita');

function parseItem(tipo: TipoDeCadastro, body: unknown) {
  const result = TIPOS_DE_CADASTRO[tipo].schema.safeParse(body);
  if (!result.success) throw fromZodError(result.error);
  return result.data as { nome: string };
}

/**
 * The body of any registry: its own fields (checked by the schema of `:tipo`, TIPOS_DE_CADASTRO) plus the client's id on
 * create and the version on update.
 */
const corpoRegistro = z.looseObject({ id: clientId, updatedAt: versao });

/** What openapi.json shows of the body: the fields of one of the registries (the route checks those of :tipo). */
const corpoDeUmCadastro = z
  .union(Object.values(TIPOS_DE_CADASTRO).map((r) => r.schema.extend({ id: clientId, updatedAt: versao })))
  .describe(
    'Os campos do cadastro de :tipo (TIPOS_DE_CADASTRO), com o id do dispositivo ao criar e a versão lida ao editar.',
  );
const comCorpo = validate('json', corpoRegistro, corpoDeUmCadastro);

// What each route answers (openapi.json; every API test checks its answers against it).
/** A registry item others depend on (TIPOS_DE_CADASTRO[tipo].recusa: the Status registry's Pendente, Pago, Recebido). */
const RECUSA = 'O item é usado pelo sistema e não pode ser excluído nem renomeado (a mensagem diz qual).';
const lista = responses({ 200: z.array(cadastroLinhaSchema) });
const criado = responses({ 200: cadastroLinhaSchema, 201: cadastroLinhaSchema });
const editado = responses({ 200: cadastroLinhaSchema, 409: RECUSA });
const excluido = responses({ 200: okSchema, 409: RECUSA });

function actorOf(c: Context<AppEnv>) {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id };
}

/**
 * /api/farms/:farmId/registros/:tipo — the per-farm registries (técnicos, tipos de animais/terras/instalações/
 * máquinas, status financeiros, contas bancárias). One generic resource: the rules differ only in the schema.
 */
export const cadastrosRoutes = new Hono<AppEnv>()
  .use('*', farmAccess())
  .get('/:tipo', validate('param', tipoParam), lista, async (c) => {
    const { tipo } = c.req.valid('param');
    assertCan(c, tipo, 'leitura');
    return c.json(await RECURSOS_DE_CADASTRO[tipo].list(c.var.deps.db, c.var.farm.id));
  })
  .post('/:tipo', validate('param', tipoParam), comCorpo, criado, async (c) => {
    const { tipo } = c.req.valid('param');
    assertCanWrite(c, tipo);
    const { id, ...body } = c.req.valid('json');
    const item = parseItem(tipo, body);
    const { row, created } = await RECURSOS_DE_CADASTRO[tipo].create(c.var.deps.db, actorOf(c), id ?? uuidv7(), item);
    return c.json(row, created ? 201 : 200);
  })
  .put('/:tipo/:id', validate('param', itemParam), comCorpo, editado, async (c) => {
    const { tipo, id } = c.req.valid('param');
    assertCanWrite(c, tipo);
    const { updatedAt, ...body } = c.req.valid('json');
    const item = parseItem(tipo, body);
    const decide = (antes: { nome: string }) => {
      const recusa = recusaDoCadastro(tipo, antes.nome, item.nome);
      if (recusa) throw conflict(recusa);
      return item;
    };
    return c.json(
      await RECURSOS_DE_CADASTRO[tipo].transition(c.var.deps.db, actorOf(c), id, 'update', decide, updatedAt),
    );
  })
  .delete('/:tipo/:id', validate('param', itemParam), excluido, async (c) => {
    const { tipo, id } = c.req.valid('param');
    assertCanWrite(c, tipo);
    await RECURSOS_DE_CADASTRO[tipo].remove(c.var.deps.db, actorOf(c), id, async (_tx, antes) => {
      const recusa = recusaDoCadastro(tipo, antes.nome);
      if (recusa) throw conflict(recusa);
      return undefined;
    });
    return c.json({ ok: true });
  });
