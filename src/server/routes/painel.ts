import { Hono } from 'hono';
import { painel } from '../../domain/api/painel.ts';
import { agoraNoFuso, hojeNoFuso } from '../../domain/format.ts';
import { MSG_PAINEL } from '../../domain/painel/messages.ts';
import { relatorioDoPainel } from '../../domain/painel/relatorio.ts';
import { periodosDaSerie } from '../../domain/painel/serie.ts';
import { multiFazenda } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { implementar } from '../http/contrato.ts';
import { fazendasDoPainel, painelDoPeriodo, podeVerPainel, serieDoIndicador } from '../services/painel.ts';
import { arquivoDoRelatorio } from './helpers.ts';

/** Where this router is mounted: every declaration of src/domain/api/painel.ts begins with it. */
const base = '/api/painel';

/**
 * `/api/painel`: the farms' desk (docs/PRODUTO.md §Fazendas) — one row per farm the caller may open (every farm for
 * an administrator), each figure only where the caller's modules on that farm allow it; and the same as a file.
 */
export const painelRoutes = new Hono<AppEnv>().use(
  '*',
  multiFazenda(
    (c) => podeVerPainel(c.var.deps.db, c.var.user as NonNullable<typeof c.var.user>),
    MSG_PAINEL.soUmaFazenda,
  ),
);

implementar(painelRoutes, base, painel.ler, async (c, { query }) => {
  const db = c.var.deps.db;
  const user = c.var.user as NonNullable<typeof c.var.user>;
  return painelDoPeriodo(db, await fazendasDoPainel(db, user, query.fazendas), query.periodo);
});

implementar(painelRoutes, base, painel.serie, async (c, { query }) => {
  const { indicador, granularidade, ate, fazendas } = query;
  const db = c.var.deps.db;
  const user = c.var.user as NonNullable<typeof c.var.user>;
  const periodos = periodosDaSerie(granularidade, ate ? `${ate.length === 4 ? `${ate}-12` : ate}-01` : hojeNoFuso());
  const grupo = await fazendasDoPainel(db, user, fazendas);
  return serieDoIndicador(db, grupo, indicador, granularidade, periodos);
});

implementar(painelRoutes, base, painel.arquivo, async (c, { query }) => {
  const { periodo, fazendas, formato } = query;
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
