import { Hono } from 'hono';
import { z } from 'zod';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import { avaliacaoSalvaSchema, avaliacoesDaFazendaSchema, sugestaoSchema } from '../../domain/avaliacao/respostas.ts';
import { avaliacaoRascunhoSchema } from '../../domain/avaliacao/schemas.ts';
import { agoraNoFuso } from '../../domain/format.ts';
import { TELAS } from '../../domain/modules.ts';
import { okSchema, versao } from '../../domain/schemas/common.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { responses, validate } from '../http/validate.ts';
import {
  buscarAvaliacao,
  comAnalise,
  excluirAvaliacao,
  figurasDoRebanhoDesatualizadas,
  listarAvaliacoes,
  relatorioDoAno,
  salvarRascunho,
  sugestaoDoAno,
} from '../services/avaliacao.ts';
import { ARQUIVO_DO_RELATORIO, actorOf, arquivoDoRelatorio } from './helpers.ts';

const anoParam = z.object({
  ano: z.coerce
    .number({ error: MSG_AVALIACAO.anoInvalido })
    .int(MSG_AVALIACAO.anoInvalido)
    .min(1990, MSG_AVALIACAO.anoInvalido)
    .max(2100, MSG_AVALIACAO.anoInvalido),
});

/** The files the Análise Final is given as (the reports' makers). */
const arquivoQuery = z.object({
  formato: z.enum(['pdf', 'xlsx', 'csv'], { error: MSG_AVALIACAO.formatoInvalido }),
});

/** The draft of the year: the steps filled so far (each one whole and valid) and the version read. */
const rascunhoBody = z.object({ dados: avaliacaoRascunhoSchema, updatedAt: versao });

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: avaliacoesDaFazendaSchema });
const doAno = responses({ 200: avaliacaoSalvaSchema, 404: MSG_AVALIACAO.naoEncontrada });
const salva = responses({ 200: avaliacaoSalvaSchema, 201: avaliacaoSalvaSchema });
const arquivo = responses({
  200: ARQUIVO_DO_RELATORIO,
  404: MSG_AVALIACAO.naoEncontrada,
  409: 'A avaliação do ano ainda não tem as etapas que a Análise Final pede (a mensagem diz quais).',
});
const sugestao = responses({ 200: sugestaoSchema });
const excluida = responses({ 200: okSchema, 404: MSG_AVALIACAO.naoEncontrada });

/**
 * `/api/farms/:farmId/avaliacoes`: the assessment of each year (Avaliação Zootécnica), for the inventory modules.
 * Each part of an answer follows the module of its data (src/domain/avaliacao/partes.ts): the caller's modules
 * (`c.var.modules`) decide what it reads, and what it saves keeps the parts it cannot see.
 */
export const avaliacaoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.avaliacao.modulos))
  .get('/', lista, async (c) => c.json(await listarAvaliacoes(c.var.deps.db, c.var.farm.id, c.var.modules)))
  .get('/:ano', validate('param', anoParam), doAno, async (c) => {
    const row = await buscarAvaliacao(c.var.deps.db, c.var.farm.id, c.req.valid('param').ano);
    if (!row) throw notFound(MSG_AVALIACAO.naoEncontrada);
    const { db } = c.var.deps;
    return c.json(
      comAnalise(row, c.var.modules, await figurasDoRebanhoDesatualizadas(db, c.var.farm, row, c.var.modules)),
    );
  })
  .put('/:ano', validate('param', anoParam), validate('json', rascunhoBody), salva, async (c) => {
    const { dados, updatedAt } = c.req.valid('json');
    const { ano } = c.req.valid('param');
    const { row, created } = await salvarRascunho(c.var.deps.db, actorOf(c), ano, dados, updatedAt, c.var.modules);
    return c.json(comAnalise(row, c.var.modules), created ? 201 : 200);
  })
  .get('/:ano/arquivo', validate('param', anoParam), validate('query', arquivoQuery), arquivo, async (c) => {
    const { ano } = c.req.valid('param');
    const { formato } = c.req.valid('query');
    const farm = c.var.farm;
    const rel = await relatorioDoAno(c.var.deps.db, farm, ano, agoraNoFuso(farm.timezone), c.var.modules);
    return arquivoDoRelatorio(c, rel, formato, { tipo: 'avaliacao', fazenda: farm.name, periodo: String(ano) });
  })
  .get('/:ano/sugestao', validate('param', anoParam), sugestao, async (c) =>
    c.json(await sugestaoDoAno(c.var.deps.db, c.var.farm, c.req.valid('param').ano, c.var.modules)),
  )
  .delete('/:ano', validate('param', anoParam), excluida, async (c) => {
    await excluirAvaliacao(c.var.deps.db, actorOf(c), c.req.valid('param').ano, c.var.modules);
    return c.json({ ok: true });
  });
