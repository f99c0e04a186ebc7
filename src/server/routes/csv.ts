import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { anexo } from '../../domain/arquivos.ts';
import {
  type EntidadeCsv,
  importacaoCsvSchema,
  podeCsv,
  resultadoImportacaoSchema,
} from '../../domain/csv/entidades.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { forbidden } from '../http/errors.ts';
import { file, responses, validate } from '../http/validate.ts';
import { actorOf } from './helpers.ts';

const entidadeParam = z.object({
  farmId: z.string(),
  entidade: z.string().max(40, 'Entidade desconhecida.'),
});

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

// What each route answers (openapi.json; every API test checks its answers against it).
const exportado = responses({ 200: file('As linhas da entidade em CSV (pt-BR, ;).', 'text/csv') });
const importado = responses({ 200: resultadoImportacaoSchema });

/**
 * /api/farms/:farmId/csv/:entidade — GET: the entity's rows as pt-BR CSV (streamed); POST: an import of the records
 * the screen read from a file (`simular: true` for the preview). The answer of an import is always its report
 * (counts and the error table); nothing is written unless every row is valid.
 */
export const csvRoutes = new Hono<AppEnv>()
  .use('*', farmAccess())
  .get('/:entidade', validate('param', entidadeParam), exportado, async (c) => {
    const servico = await servicoCsv();
    const e = entidadePermitida(c, servico, c.req.valid('param').entidade, 'leitura');
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
  })
  .post('/:entidade', validate('param', entidadeParam), validate('json', importacaoCsvSchema), importado, async (c) => {
    const servico = await servicoCsv();
    const e = entidadePermitida(c, servico, c.req.valid('param').entidade, 'escrita');
    const { registros, separador, simular } = c.req.valid('json');
    const fonte = () => ({ registros, separador: () => separador });
    return c.json(await servico.importarCsv(c.var.deps.db, actorOf(c), c.var.farm, e.nome, fonte, { simular }));
  });
