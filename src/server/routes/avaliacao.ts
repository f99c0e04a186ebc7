import { Hono } from 'hono';
import { avaliacao } from '../../domain/api/avaliacao.ts';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import { agoraNoFuso } from '../../domain/format.ts';
import { TELAS } from '../../domain/modules.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { comStatus, implementar } from '../http/contrato.ts';
import { notFound } from '../http/errors.ts';
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
import { actorOf, arquivoDoRelatorio } from './helpers.ts';

/** Where this router is mounted: every declaration of src/domain/api/avaliacao.ts begins with it. */
const base = '/api/farms/:farmId/avaliacoes';

/**
 * `/api/farms/:farmId/avaliacoes`: the assessment of each year (Avaliação Zootécnica), for the inventory modules.
 * Each part of an answer follows the module of its data (src/domain/avaliacao/partes.ts): the caller's modules
 * (`c.var.modules`) decide what it reads, and what it saves keeps the parts it cannot see.
 */
export const avaliacaoRoutes = new Hono<AppEnv>().use('*', farmAccess(...TELAS.avaliacao.modulos));

implementar(avaliacaoRoutes, base, avaliacao.listar, async (c) =>
  listarAvaliacoes(c.var.deps.db, c.var.farm.id, c.var.modules),
);

implementar(avaliacaoRoutes, base, avaliacao.ler, async (c, { params }) => {
  const { db } = c.var.deps;
  const row = await buscarAvaliacao(db, c.var.farm.id, params.ano);
  if (!row) throw notFound(MSG_AVALIACAO.naoEncontrada);
  return comAnalise(row, c.var.modules, await figurasDoRebanhoDesatualizadas(db, c.var.farm, row, c.var.modules));
});

implementar(avaliacaoRoutes, base, avaliacao.salvar, async (c, { params, body }) => {
  const { dados, updatedAt } = body;
  const { row, created } = await salvarRascunho(c.var.deps.db, actorOf(c), params.ano, dados, updatedAt, c.var.modules);
  return comStatus(created ? 201 : 200, comAnalise(row, c.var.modules));
});

implementar(avaliacaoRoutes, base, avaliacao.arquivo, async (c, { params, query }) => {
  const farm = c.var.farm;
  const rel = await relatorioDoAno(c.var.deps.db, farm, params.ano, agoraNoFuso(farm.timezone), c.var.modules);
  return arquivoDoRelatorio(c, rel, query.formato, {
    tipo: 'avaliacao',
    fazenda: farm.name,
    periodo: String(params.ano),
  });
});

implementar(avaliacaoRoutes, base, avaliacao.sugestao, async (c, { params }) =>
  sugestaoDoAno(c.var.deps.db, c.var.farm, params.ano, c.var.modules),
);

implementar(avaliacaoRoutes, base, avaliacao.excluir, async (c, { params }) => {
  await excluirAvaliacao(c.var.deps.db, actorOf(c), params.ano, c.var.modules);
  return { ok: true };
});
