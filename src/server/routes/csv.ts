import { type Context, Hono } from 'hono';
import { csv } from '../../domain/api/csv.ts';
import { anexo } from '../../domain/arquivos.ts';
import { type EntidadeCsv, podeCsv } from '../../domain/csv/entidades.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { implementar } from '../http/contrato.ts';
import { forbidden } from '../http/errors.ts';
import { actorOf } from './helpers.ts';

/** Where this router is mounted: every declaration of src/domain/api/csv.ts begins with it. */
const base = '/api/farms/:farmId/csv';

/** Export needs a module of the entity's list; import, one of its form's (the registries differ). */
function entidadePermitida(
  c: Context<AppEnv>,
  servico: typeof import('../services/csv/servico.ts'),
  nome: string,
  uso: 'leitura' | 'escrita',
): EntidadeCsv {
  const e = servico.entidadeOuErro(nome);
  if (!podeCsv(e, uso, c.var.modules)) throw forbidden(MSG.semPermissao);
  return e;
}

/** The import and export code, loaded on the first CSV asked for: an idle server does not hold it (issue 28). */
const servicoCsv = () => import('../services/csv/servico.ts');

/**
 * /api/farms/:farmId/csv/:entidade — GET: the entity's rows as pt-BR CSV (streamed); POST: an import of the records
 * the screen read from a file (`simular: true` for the preview). The answer of an import is always its report
 * (counts and the error table); nothing is written unless every row is valid.
 */
export const csvRoutes = new Hono<AppEnv>().use('*', farmAccess());

implementar(csvRoutes, base, csv.exportar, async (c, { params }) => {
  const servico = await servicoCsv();
  const e = entidadePermitida(c, servico, params.entidade, 'leitura');
  const partes = servico.exportarCsv(c.var.deps.db, c.var.farm.id, e.nome);
  const corpo = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await partes.next();
      if (done) controller.close();
      else controller.enqueue(new TextEncoder().encode(value));
    },
  });
  return c.body(corpo, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': anexo({
      tipo: e.nome,
      fazenda: c.var.farm.name,
      periodo: hojeNoFuso(c.var.farm.timezone),
      extensao: 'csv',
    }),
  });
});

implementar(csvRoutes, base, csv.importar, async (c, { params, body }) => {
  const servico = await servicoCsv();
  const e = entidadePermitida(c, servico, params.entidade, 'escrita');
  const { registros, separador, simular } = body;
  const fonte = () => ({ registros, separador: () => separador });
  return servico.importarCsv(c.var.deps.db, actorOf(c), c.var.farm, e.nome, fonte, { simular });
});
