import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

/**
 * The API's route groups as the running server mounts them (app-sob-demanda.ts): each group's module — its
 * schemas, its services, the tables they read — is imported by the first request under one of its paths, so the
 * start (and /api/health, and the sign-in) evaluates only what it uses. `base` is where the group is mounted under
 * /api, as app.ts's `montarTodos` mounts it; `caminhos` are the paths it answers under (each with what is below it).
 * A group's route outside its paths would answer 404 on the server: src/server/grupos-sob-demanda.test.ts checks
 * every route of every group against this list.
 */
export interface GrupoDeRotas {
  nome: string;
  base: string;
  caminhos: string[];
  carregar: () => Promise<Hono<AppEnv>>;
}

const NA_FAZENDA = '/farms/:farmId';
const naFazenda = (...trechos: string[]) => trechos.map((t) => `${NA_FAZENDA}/${t}`);
const sozinho = (nome: string, base: string, carregar: () => Promise<Hono<AppEnv>>): GrupoDeRotas => ({
  nome,
  base,
  caminhos: [base],
  carregar,
});

export const GRUPOS: GrupoDeRotas[] = [
  sozinho('auth', '/auth', async () => (await import('./auth.ts')).authRoutes),
  sozinho('admin', '/admin', async () => (await import('./admin/index.ts')).adminRoutes),
  sozinho('push', '/push', async () => (await import('./push.ts')).pushRoutes),
  sozinho('painel', '/painel', async () => (await import('./painel.ts')).painelRoutes),
  sozinho('cadastros', `${NA_FAZENDA}/registros`, async () => (await import('./cadastros.ts')).cadastrosRoutes),
  sozinho('alertas', `${NA_FAZENDA}/alertas`, async () => (await import('./alertas.ts')).alertasRoutes),
  sozinho('avaliacao', `${NA_FAZENDA}/avaliacoes`, async () => (await import('./avaliacao.ts')).avaliacaoRoutes),
  sozinho('relatorios', `${NA_FAZENDA}/relatorios`, async () => (await import('./relatorios.ts')).relatoriosRoutes),
  sozinho('csv', `${NA_FAZENDA}/csv`, async () => (await import('./csv.ts')).csvRoutes),
  {
    nome: 'apontamentos',
    base: NA_FAZENDA,
    caminhos: naFazenda('animais', 'producao', 'qualidade', 'reproducao', 'rebanho', 'lactacoes'),
    carregar: async () => (await import('./apontamentos/index.ts')).apontamentosRoutes,
  },
  {
    nome: 'inventario',
    base: NA_FAZENDA,
    caminhos: naFazenda('inventario'),
    carregar: async () => (await import('./inventario/index.ts')).inventarioRoutes,
  },
  {
    nome: 'financeiro',
    base: NA_FAZENDA,
    caminhos: naFazenda(
      'contas-pagar',
      'contas-receber',
      'receitas',
      'despesas',
      'fornecedores',
      'categorias',
      'fluxo-caixa',
    ),
    carregar: async () => (await import('./financeiro/index.ts')).financeiroRoutes,
  },
  {
    nome: 'sanidade',
    base: NA_FAZENDA,
    caminhos: naFazenda('medicamentos', 'eventos-sanitarios', 'controle-leiteiro', 'sanidade'),
    carregar: async () => (await import('./sanidade/index.ts')).sanidadeRoutes,
  },
];
