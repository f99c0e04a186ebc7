import { z } from 'zod';
import { MSG_AVALIACAO } from '../avaliacao/messages.ts';
import { avaliacaoSalvaSchema, avaliacoesDaFazendaSchema, sugestaoSchema } from '../avaliacao/respostas.ts';
import { avaliacaoRascunhoSchema } from '../avaliacao/schemas.ts';
import { okSchema, versao } from '../schemas/common.ts';
import { type ArquivoDeclarado, operacao } from './contrato.ts';

/**
 * The assessment of each year (Avaliação Zootécnica), every operation declared once: the server implements these
 * (src/server/routes/avaliacao.ts), the web calls them (src/web/features/avaliacao/api.ts).
 */
const base = '/api/farms/:farmId/avaliacoes';

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

/** The reports' file (CSV, Excel, PDF), as src/server/services/relatorio-arquivos.ts makes it. */
const ARQUIVO_DO_RELATORIO: ArquivoDeclarado = {
  description: 'O relatório como arquivo, no formato pedido (CSV, Excel ou PDF), para baixar.',
  mediaTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
};

/** The draft of the year: the steps filled so far (each one whole and valid) and the version read. */
const rascunhoBody = z.object({ dados: avaliacaoRascunhoSchema, updatedAt: versao });

export const avaliacao = {
  listar: operacao({ method: 'GET', path: base, answers: { 200: avaliacoesDaFazendaSchema } }),
  ler: operacao({
    method: 'GET',
    path: `${base}/:ano`,
    params: anoParam,
    answers: { 200: avaliacaoSalvaSchema, 404: MSG_AVALIACAO.naoEncontrada },
  }),
  salvar: operacao({
    method: 'PUT',
    path: `${base}/:ano`,
    params: anoParam,
    body: rascunhoBody,
    answers: { 200: avaliacaoSalvaSchema, 201: avaliacaoSalvaSchema },
  }),
  arquivo: operacao({
    method: 'GET',
    path: `${base}/:ano/arquivo`,
    params: anoParam,
    query: arquivoQuery,
    answers: {
      200: ARQUIVO_DO_RELATORIO,
      404: MSG_AVALIACAO.naoEncontrada,
      409: 'A avaliação do ano ainda não tem as etapas que a Análise Final pede (a mensagem diz quais).',
    },
  }),
  sugestao: operacao({
    method: 'GET',
    path: `${base}/:ano/sugestao`,
    params: anoParam,
    answers: { 200: sugestaoSchema },
  }),
  excluir: operacao({
    method: 'DELETE',
    path: `${base}/:ano`,
    params: anoParam,
    answers: { 200: okSchema, 404: MSG_AVALIACAO.naoEncontrada },
  }),
};
