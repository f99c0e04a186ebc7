import { z } from 'zod';
import { lactacoesDaVacaSchema, lactacoesSchema, mediasDeQualidadeSchema } from '../apontamentos/respostas-leite.ts';
import {
  animalLinhaSchema,
  animalRebanhoSchema,
  estadoDoRebanhoSchema,
  fichaTecnicaSchema,
  historicoProducaoSchema,
  historicoQualidadeSchema,
  historicoQuery,
  historicoReproducaoSchema,
  listasDeAcaoSchema,
  listasQuery,
  loteDoDiaSchema,
  loteProducaoSchema,
  loteSalvoSchema,
  ORDENHAS,
  producaoLinhaSchema,
  producaoSchema,
  proximosEventosSchema,
  qualidadeLinhaSchema,
  qualidadeSchema,
  rebanhoSchema,
  reproducaoLinhaSchema,
  reproducaoSchema,
  resumoProducaoSchema,
  SITUACOES,
  situacaoReprodutivaSchema,
} from '../apontamentos/schemas.ts';
import { isDataISO } from '../format.ts';
import { okSchema } from '../schemas/common.ts';
import { type ArquivoDeclarado, idParam, operacao } from './contrato.ts';

/**
 * Herd register and zootechnical records (issue 4), every operation declared once: the server implements these
 * (src/server/routes/apontamentos), the web calls them (src/web/features/apontamentos/api.ts), openapi.json
 * describes them. The records are the kernel's (append-only rows that may be corrected); they have no GET of one
 * row, so each is declared operation by operation rather than by recursoCrud.
 */
const base = '/api/farms/:farmId';

/** A record kind's writes: create (idempotent by the client's id: 201, or 200 for a replay), versioned edit, delete. */
function escritas<const P extends string, B extends z.ZodType, L extends z.ZodType>(path: P, body: B, linha: L) {
  return {
    criar: operacao({ method: 'POST', path, body, answers: { 200: linha, 201: linha } }),
    editar: operacao({ method: 'PUT', path: `${path}/:id`, params: idParam, body, answers: { 200: linha } }),
    excluir: operacao({ method: 'DELETE', path: `${path}/:id`, params: idParam, answers: { 200: okSchema } }),
  };
}

const loteQuery = z.object({
  data: z.string().refine(isDataISO, 'Data inválida.'),
  ordenha: z.enum(ORDENHAS, { error: 'Ordenha inválida.' }),
});
const resumoQuery = z.object({
  ate: z.string().refine(isDataISO, 'Data inválida.').optional(),
  dias: z.coerce.number().int().min(1).max(366).optional().default(30),
});
const proximosQuery = z.object({ dias: z.coerce.number().int().min(1).max(365).optional().default(30) });
const animaisQuery = z.object({
  q: z.string().max(100).optional(),
  situacao: z.enum(SITUACOES).optional(),
});
/** Deleting an animal: with `comApontamentos` its records go too (needs Apontamentos); no body = only the animal. */
const exclusaoDeAnimal = z.object({ comApontamentos: z.boolean().optional().default(false) });

const BRINCO = 'Já existe um animal com esta identificação nesta fazenda.';

/** The reports' file (CSV, Excel, PDF), as src/server/services/relatorio-arquivos.ts makes it. */
const ARQUIVO_DO_RELATORIO: ArquivoDeclarado = {
  description: 'O relatório como arquivo, no formato pedido (CSV, Excel ou PDF), para baixar.',
  mediaTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
};

export const apontamentos = {
  /** Milkings: the history, one by one, and the day's batch ('Lançamento em lote'). */
  producao: {
    listar: operacao({
      method: 'GET',
      path: `${base}/producao`,
      query: historicoQuery,
      answers: { 200: historicoProducaoSchema },
    }),
    ...escritas(`${base}/producao`, producaoSchema, producaoLinhaSchema),
    lote: operacao({
      method: 'GET',
      path: `${base}/producao/lote`,
      query: loteQuery,
      answers: { 200: loteDoDiaSchema },
    }),
    salvarLote: operacao({
      method: 'POST',
      path: `${base}/producao/lote`,
      body: loteProducaoSchema,
      answers: {
        200: loteSalvoSchema,
        409: 'Um id repetido no lote ou já usado por outra fazenda, uma ordenha já lançada, ou uma correção de ordenha alterada por outra pessoa.',
      },
    }),
    resumo: operacao({
      method: 'GET',
      path: `${base}/producao/resumo`,
      query: resumoQuery,
      answers: { 200: resumoProducaoSchema },
    }),
  },
  /** Reproduction events, the coming ones, and the pickers' facts. */
  reproducao: {
    listar: operacao({
      method: 'GET',
      path: `${base}/reproducao`,
      query: historicoQuery,
      answers: { 200: historicoReproducaoSchema },
    }),
    ...escritas(`${base}/reproducao`, reproducaoSchema, reproducaoLinhaSchema),
    proximos: operacao({
      method: 'GET',
      path: `${base}/reproducao/proximos`,
      query: proximosQuery,
      answers: { 200: proximosEventosSchema },
    }),
    situacao: operacao({
      method: 'GET',
      path: `${base}/reproducao/situacao`,
      answers: { 200: situacaoReprodutivaSchema },
    }),
  },
  /** Milk quality samples and the last 12 months' means as IN 76/2018 judges them. */
  qualidade: {
    listar: operacao({
      method: 'GET',
      path: `${base}/qualidade`,
      query: historicoQuery,
      answers: { 200: historicoQualidadeSchema },
    }),
    medias: operacao({ method: 'GET', path: `${base}/qualidade/medias`, answers: { 200: mediasDeQualidadeSchema } }),
    ...escritas(`${base}/qualidade`, qualidadeSchema, qualidadeLinhaSchema),
  },
  /** The herd register (any of the animals or appointments modules) and an animal's ficha técnica. */
  animais: {
    listar: operacao({ method: 'GET', path: `${base}/animais`, query: animaisQuery, answers: { 200: rebanhoSchema } }),
    criar: operacao({
      method: 'POST',
      path: `${base}/animais`,
      body: animalRebanhoSchema,
      answers: { 200: animalLinhaSchema, 201: animalLinhaSchema, 409: BRINCO },
    }),
    ficha: operacao({
      method: 'GET',
      path: `${base}/animais/:id/ficha`,
      params: idParam,
      answers: { 200: fichaTecnicaSchema },
    }),
    editar: operacao({
      method: 'PUT',
      path: `${base}/animais/:id`,
      params: idParam,
      body: animalRebanhoSchema,
      answers: { 200: animalLinhaSchema, 409: BRINCO },
    }),
    excluir: operacao({
      method: 'DELETE',
      path: `${base}/animais/:id`,
      params: idParam,
      body: exclusaoDeAnimal,
      answers: {
        200: okSchema,
        409: 'O animal tem apontamentos: exclua com comApontamentos (e o módulo Apontamentos).',
      },
    }),
  },
  /** The herd's reproductive state computed from the records, and the week's action lists (JSON or a file). */
  rebanho: {
    estado: operacao({ method: 'GET', path: `${base}/rebanho/estado`, answers: { 200: estadoDoRebanhoSchema } }),
    listas: operacao({
      method: 'GET',
      path: `${base}/rebanho/listas`,
      query: listasQuery,
      answers: { 200: [listasDeAcaoSchema, ARQUIVO_DO_RELATORIO] },
    }),
  },
  /** The lactation table of the last 12 months and one cow's lactations against the herd's curve. */
  lactacoes: {
    tabela: operacao({ method: 'GET', path: `${base}/lactacoes`, answers: { 200: lactacoesSchema } }),
    daVaca: operacao({
      method: 'GET',
      path: `${base}/lactacoes/:id`,
      params: idParam,
      answers: { 200: lactacoesDaVacaSchema },
    }),
  },
};
