import { Hono } from 'hono';
import { z } from 'zod';
import { agoraNoFuso, hojeNoFuso } from '../../domain/format.ts';
import { CHAVES_INDICADORES, type ChaveIndicador } from '../../domain/painel/indicadores.ts';
import { MSG_PAINEL } from '../../domain/painel/messages.ts';
import { periodoSchema } from '../../domain/painel/periodo.ts';
import { relatorioDoPainel } from '../../domain/painel/relatorio.ts';
import { painelSchema } from '../../domain/painel/respostas.ts';
import { periodosDaSerie, seriePainelSchema } from '../../domain/painel/serie.ts';
import { multiFazenda } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { responses, validate } from '../http/validate.ts';
import { fazendasDoPainel, painelDoPeriodo, podeVerPainel, serieDoIndicador } from '../services/painel.ts';
import { ARQUIVO_DO_RELATORIO, arquivoDoRelatorio } from './helpers.ts';

/** `?periodo=2026&fazendas=id,id`: the period and, optionally, some of the caller's farms. */
const consulta = z.object({
  periodo: periodoSchema,
  fazendas: z
    .string()
    .optional()
    .transform((t) =>
      t
        ? t
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : undefined,
    ),
});
const arquivoConsulta = consulta.extend({
  formato: z.enum(['pdf', 'xlsx', 'csv'], { error: 'Formato inválido: use pdf, xlsx ou csv.' }),
});

/**
 * `?indicador=litrosDia&granularidade=mes|ano&ate=2026-11&fazendas=…`: twelve months ending with the month of `ate`,
 * or five years ending with its year (`ate`: '2026-11' or '2026'; default: today).
 */
const serieConsulta = z.object({
  indicador: z.enum(CHAVES_INDICADORES as [ChaveIndicador, ...ChaveIndicador[]], {
    error: MSG_PAINEL.indicador,
  }),
  granularidade: z.enum(['mes', 'ano'], { error: MSG_PAINEL.granularidade }).default('mes'),
  ate: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, MSG_PAINEL.ate)
    .optional(),
  fazendas: consulta.shape.fazendas,
});
const serie = responses({ 200: seriePainelSchema, 403: MSG_PAINEL.soUmaFazenda });

const painel = responses({ 200: painelSchema, 403: MSG_PAINEL.soUmaFazenda });
const arquivo = responses({ 200: ARQUIVO_DO_RELATORIO, 403: MSG_PAINEL.soUmaFazenda });

/**
 * `/api/painel`: the farms' desk (docs/PRODUTO.md §Fazendas) — one row per farm the caller may open (every farm for
 * an administrator), each figure only where the caller's modules on that farm allow it; and the same as a file.
 */
export const painelRoutes = new Hono<AppEnv>()
  .use(
    '*',
    multiFazenda(
      (c) => podeVerPainel(c.var.deps.db, c.var.user as NonNullable<typeof c.var.user>),
      MSG_PAINEL.soUmaFazenda,
    ),
  )
  .get('/', validate('query', consulta), painel, async (c) => {
    const { periodo, fazendas } = c.req.valid('query');
    const db = c.var.deps.db;
    const user = c.var.user as NonNullable<typeof c.var.user>;
    return c.json(await painelDoPeriodo(db, await fazendasDoPainel(db, user, fazendas), periodo));
  })
  .get('/serie', validate('query', serieConsulta), serie, async (c) => {
    const { indicador, granularidade, ate, fazendas } = c.req.valid('query');
    const db = c.var.deps.db;
    const user = c.var.user as NonNullable<typeof c.var.user>;
    const periodos = periodosDaSerie(granularidade, ate ? `${ate.length === 4 ? `${ate}-12` : ate}-01` : hojeNoFuso());
    const grupo = await fazendasDoPainel(db, user, fazendas);
    return c.json(await serieDoIndicador(db, grupo, indicador, granularidade, periodos));
  })
  .get('/arquivo', validate('query', arquivoConsulta), arquivo, async (c) => {
    const { periodo, fazendas, formato } = c.req.valid('query');
    const db = c.var.deps.db;
    const user = c.var.user as NonNullable<typeof c.var.user>;
    const p = await painelDoPeriodo(db, await fazendasDoPainel(db, user, fazendas), periodo);
    // one farm's desk names it; several are 'todas-as-fazendas'
    const fazenda = p.linhas.length === 1 ? p.linhas[0].fazenda : null;
    return arquivoDoRelatorio(c, relatorioDoPainel(p, agoraNoFuso()), formato, {
      tipo: 'painel',
      fazenda,
      periodo: periodo.texto,
    });
  });
