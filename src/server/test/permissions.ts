/**
 * Permission assertions for route tests: "every route of this module refuses a signed-out caller, a user of another
 * farm, a user whose groups lack the module and a farm that does not allow it — and nothing changes".
 *
 *   await assertModuleGuarded(t, {
 *     modulo: 'financial',
 *     routes: async (farmId) => [
 *       { method: 'GET', path: `/api/farms/${farmId}/contas-pagar` },
 *       { method: 'POST', path: `/api/farms/${farmId}/contas-pagar`, body: exemplo },
 *       { method: 'PUT', path: `/api/farms/${farmId}/contas-pagar/${id}`, body: exemplo },
 *       { method: 'DELETE', path: `/api/farms/${farmId}/contas-pagar/${id}`, body: { password: 'senha123' } },
 *     ],
 *   });
 *
 * `routes` gets a fresh farm (all modules) made for the check; create the records the routes point at inside it
 * (e.g. with `t.adminCookie()`). Bodies should be valid, so a refusal is the guard's and not the validator's.
 */
import { expect } from 'vitest';
import { ENTIDADES_CSV } from '../../domain/csv/entidades.ts';
import { formatBRL, formatNumero } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { MODULOS, type Modulo } from '../../domain/modules.ts';
import { CATEGORIAS_RELATORIO } from '../../domain/relatorios/schemas.ts';
import { TIPOS_DE_CADASTRO } from '../../domain/schemas/cadastros.ts';
import type { TestContext } from './harness.ts';

export interface RouteCase {
  method: string;
  path: string;
  body?: unknown;
}

export interface Refusal {
  status: number;
  /** Exact `error.message` expected; omitted = any. */
  message?: string;
}

/** Sends every route as `cookie` (undefined = signed out) and expects each to be refused the same way. */
export async function expectAllRefused(
  t: TestContext,
  routes: RouteCase[],
  cookie: string | undefined,
  refusal: Refusal,
  who = cookie ? 'usuário' : 'sem sessão',
): Promise<void> {
  expect(routes.length, 'nenhuma rota para verificar').toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const r of routes) {
    const res = await t.request(r.method, r.path, { cookie, body: r.body });
    const text = await res.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
    } catch {
      message = undefined;
    }
    if (res.status !== refusal.status || (refusal.message !== undefined && message !== refusal.message)) {
      wrong.push(`${r.method} ${r.path} → ${res.status} ${text.slice(0, 160)}`);
    }
  }
  expect(wrong, `${who}: esperado ${refusal.status} ${refusal.message ?? ''}`).toEqual([]);
}

/** Every row of every table (but sessions and migrations), to prove a refused request changed nothing. */
export async function snapshotTables(t: TestContext, exclude: string[] = []): Promise<Record<string, unknown[]>> {
  const skip = new Set(['sessions', '__drizzle_migrations', 'sqlite_sequence', ...exclude]);
  const tables = await t.database.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const out: Record<string, unknown[]> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    if (skip.has(name)) continue;
    out[name] = (await t.database.client.execute(`SELECT * FROM "${name}" ORDER BY rowid`)).rows.map((r) => ({ ...r }));
  }
  return out;
}

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++seq}`;

async function createGroup(t: TestContext, allowedModules: readonly string[]): Promise<string> {
  const name = unique('Grupo teste');
  const res = await t.request('POST', '/api/admin/groups', {
    cookie: await t.adminCookie(),
    body: { name, description: '', allowedModules },
  });
  if (res.status !== 201) throw new Error(`criar grupo: ${res.status} ${await res.text()}`);
  return name;
}

export interface AccessFixture {
  /** A farm allowing every module; `linked` works there. */
  farmId: string;
  /** Linked to `farmId`, in a group allowing every module (the positive control). */
  linked: { id: string; cookie: string };
  /** Linked only to another farm, in a group allowing every module. */
  outsider: { id: string; cookie: string };
  /** Linked to `farmId` but in no group. */
  noGroup: { id: string; cookie: string };
  /** Linked to `farmId`, in a group allowing every module but `modulo` (all of them, for a list). */
  groupWithout?: { id: string; cookie: string };
  /** A farm allowing every module but `modulo`, and a user linked to it whose group allows everything. */
  farmWithout?: { farmId: string; user: { id: string; cookie: string } };
}

const ALL = MODULOS.filter((m) => m !== 'admin');

/** Farms and users for the refusal checks of one module (or none: farm access only). */
export async function createAccessFixture(t: TestContext, modulo?: Modulo | readonly Modulo[]): Promise<AccessFixture> {
  const wanted: readonly string[] = modulo === undefined ? [] : typeof modulo === 'string' ? [modulo] : modulo;
  const farmId = await t.createFarm(unique('Fazenda permissões'), [...ALL]);
  const otherFarmId = await t.createFarm(unique('Fazenda vizinha'), [...ALL]);
  const everything = await createGroup(t, ALL);
  const mail = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}@teste.local`;
  const linked = await t.createUser({ email: mail('vinculado'), farmIds: [farmId], groupNames: [everything] });
  const outsider = await t.createUser({ email: mail('vizinho'), farmIds: [otherFarmId], groupNames: [everything] });
  const noGroup = await t.createUser({ email: mail('sem-grupo'), farmIds: [farmId] });
  if (!wanted.length) return { farmId, linked, outsider, noGroup };
  const without = await createGroup(
    t,
    ALL.filter((m) => !wanted.includes(m)),
  );
  const groupWithout = await t.createUser({ email: mail('sem-modulo'), farmIds: [farmId], groupNames: [without] });
  const farmWithoutId = await t.createFarm(
    unique('Fazenda sem módulo'),
    ALL.filter((m) => !wanted.includes(m)),
  );
  const farmUser = await t.createUser({
    email: mail('fazenda-sem'),
    farmIds: [farmWithoutId],
    groupNames: [everything],
  });
  return { farmId, linked, outsider, noGroup, groupWithout, farmWithout: { farmId: farmWithoutId, user: farmUser } };
}

export interface ModuleGuardOptions {
  /** The module the routes need (a list = any of them); undefined = only access to the farm (reading registries). */
  modulo?: Modulo | readonly Modulo[];
  routes: (farmId: string) => RouteCase[] | Promise<RouteCase[]>;
  /** What must not change; defaults to every table. */
  snapshot?: () => Promise<unknown>;
}

/**
 * The refusals every farm route owes (docs/ARQUITETURA.md §Permissions): 401 signed out; 403 'Você não tem acesso a
 * esta fazenda.' for another farm's user (and a farm that does not exist); 403 'Você não tem permissão para acessar
 * este módulo.' for a user with no group, a group without the module, or a farm that does not allow it. Nothing
 * changes. Then the positive control: the linked user with the module is not refused (status not 401/403). Returns the
 * fixture.
 */
export async function assertModuleGuarded(t: TestContext, opts: ModuleGuardOptions): Promise<AccessFixture> {
  const fx = await createAccessFixture(t, opts.modulo);
  const routes = await opts.routes(fx.farmId);
  const snapshot = opts.snapshot ?? (() => snapshotTables(t));
  const before = await snapshot();

  await expectAllRefused(t, routes, undefined, { status: 401, message: MSG.naoAutenticado });
  await expectAllRefused(
    t,
    routes,
    fx.outsider.cookie,
    { status: 403, message: MSG.semAcessoFazenda },
    'outra fazenda',
  );
  const missing = routes.map((r) => ({
    ...r,
    path: r.path.replace(fx.farmId, '01900000-0000-7000-8000-000000000000'),
  }));
  await expectAllRefused(
    t,
    missing,
    await t.adminCookie(),
    { status: 403, message: MSG.semAcessoFazenda },
    'fazenda inexistente',
  );
  const perm = { status: 403, message: MSG.semPermissao };
  // No group means no access (docs/PRODUTO.md §Permissões), even on routes that name no module.
  await expectAllRefused(t, routes, fx.noGroup.cookie, perm, 'sem grupo');
  if (fx.groupWithout) {
    await expectAllRefused(t, routes, fx.groupWithout?.cookie, perm, 'grupo sem o módulo');
    const farmWithout = fx.farmWithout as NonNullable<AccessFixture['farmWithout']>;
    const onFarmWithout = routes.map((r) => ({ ...r, path: r.path.replace(fx.farmId, farmWithout.farmId) }));
    await expectAllRefused(t, onFarmWithout, farmWithout.user.cookie, perm, 'fazenda sem o módulo');
  }
  expect(await snapshot(), 'uma requisição recusada alterou dados').toEqual(before);

  for (const r of routes.filter((x) => x.method === 'GET')) {
    const res = await t.request(r.method, r.path, { cookie: fx.linked.cookie });
    expect([401, 403], `${r.method} ${r.path} recusou o usuário vinculado com o módulo`).not.toContain(res.status);
  }
  return fx;
}

// --- parts of answers: the composite routes and the marked farm ---

/**
 * A route that more than one module opens (its guard names several, or none) answers each caller with what the
 * caller's modules allow. Each such route is declared here: the parts of its answer and the modules each needs (all
 * of them) — a part the caller may not read is absent and named in a `retidos` on the way to it (src/domain/
 * retidos.ts) — or why nothing in it is withheld (the whole answer follows one module its parameter names, say).
 * `exemplos` are requests that show the parts on the marked farm. permission-matrix.test.ts fails for a composite
 * route not declared here, for a declared part a caller without its module receives, and for any answer that holds
 * a marked figure of a module the caller lacks.
 */
export interface RotaComposta {
  /** Dotted paths of the answer ('[]' steps into each item of a list) → the modules the part needs. */
  partes?: Record<string, readonly Modulo[]>;
  /** Why no part is withheld (with no `partes`). */
  motivo?: string;
  /** Paths (with their query) that show the route's answer on the marked farm. */
  exemplos?: (m: FazendaMarcada) => string[];
}

const A: Modulo = 'appointments';
const F: Modulo = 'financial';
const L: Modulo = 'lands';
const FA: Modulo = 'facilities';
const MQ: Modulo = 'machinery';
const AN: Modulo = 'animals';
const CAPITAL = [FA, MQ, AN];
const TUDO = [F, A, ...CAPITAL, L];

/** The draft's parts (declared here apart from the domain's table, so a change there has to agree with this). */
const PARTES_DO_RASCUNHO: Record<string, readonly Modulo[]> = {
  terras: [L],
  benfeitorias: [FA],
  maquinas: [MQ],
  animais: [AN],
  custos: [F],
  'receitas.leiteLitros': [A],
  'receitas.rendaLeite': [F],
  'receitas.vendaAnimais': [F],
  'receitas.outras': [F],
  'receitas.variacaoInventarioAnimal': [AN],
  zootecnico: [A],
};
const sob = (prefixo: string, partes: Record<string, readonly Modulo[]>) =>
  Object.fromEntries(Object.entries(partes).map(([k, v]) => [`${prefixo}${k}`, v]));

const FARM = '/api/farms/:farmId';

export const ROTAS_COMPOSTAS: Record<string, RotaComposta> = {
  [`GET ${FARM}/avaliacoes`]: {
    partes: {
      '[].resumo.litros': [A],
      '[].resumo.coe': [F],
      '[].resumo.rbAtividade': [F, A, AN],
      '[].resumo.cot': [F, ...CAPITAL],
      '[].resumo.ct': [F, ...CAPITAL, L],
      '[].resumo.lucro': TUDO,
      '[].resumo.ctPorLitro': TUDO,
      '[].resumo.veredito': TUDO,
    },
    exemplos: (m) => [`/api/farms/${m.farmId}/avaliacoes`],
  },
  [`GET ${FARM}/avaliacoes/:ano`]: {
    partes: {
      ...sob('dados.', PARTES_DO_RASCUNHO),
      'analise.litros': [A],
      'analise.indicadores': [A],
      'analise.coe': [F],
      'analise.coeItens': [F],
      'analise.maoDeObraFamiliar': [F],
      'analise.rbLeite': [F, A],
      'analise.rbAtividade': [F, A, AN],
      'analise.valorTerra': [L],
      'analise.remuneracaoTerra': [L],
      'analise.capitalInvestido': CAPITAL,
      'analise.depreciacao': CAPITAL,
      'analise.ct': [F, ...CAPITAL, L],
      'analise.lucro': TUDO,
      'analise.porLitro': TUDO,
      'analise.veredito': TUDO,
      'analise.sensibilidade': TUDO,
    },
    exemplos: (m) => [`/api/farms/${m.farmId}/avaliacoes/${m.ano}`],
  },
  [`GET ${FARM}/avaliacoes/:ano/sugestao`]: {
    partes: {
      ...sob('sugestao.', PARTES_DO_RASCUNHO),
      semGrupo: [F],
      'meses.leiteLitros': [A],
      'meses.rendaLeite': [F],
      'meses.financeiro': [F],
    },
    exemplos: (m) => [`/api/farms/${m.farmId}/avaliacoes/${m.ano}/sugestao`],
  },
  [`GET ${FARM}/avaliacoes/:ano/arquivo`]: {
    motivo:
      'um arquivo: cada linha oculta diz "Oculto: requer…" (avaliacao-acesso.test.ts); as marcas conferem que nenhum número de outro módulo sai nele',
    exemplos: (m) => [`/api/farms/${m.farmId}/avaliacoes/${m.ano}/arquivo?formato=csv`],
  },
  [`GET ${FARM}/animais/:id/ficha`]: {
    partes: { status: [A], producao: [A], resumo: [A], eventos: [A] },
    exemplos: (m) => [`/api/farms/${m.farmId}/animais/${m.vacaId}/ficha`],
  },
  [`GET ${FARM}/animais`]: {
    motivo: 'o registro do rebanho é de Animais e de Apontamentos (docs/PRODUTO.md §Permissões: as duas telas o usam)',
    exemplos: (m) => [`/api/farms/${m.farmId}/animais`],
  },
  [`GET ${FARM}/relatorios`]: {
    motivo: 'a resposta inteira é da categoria pedida, e cada categoria exige o seu módulo',
    exemplos: (m) =>
      Object.keys(CATEGORIAS_RELATORIO).flatMap((c) => [
        `/api/farms/${m.farmId}/relatorios?tipo=anual&categoria=${c}&ano=${m.ano}`,
        `/api/farms/${m.farmId}/relatorios?tipo=anual&categoria=${c}&ano=${m.ano}&formato=csv`,
      ]),
  },
  [`GET ${FARM}/csv/:entidade`]: {
    motivo: 'a resposta inteira é da entidade pedida, e cada entidade exige os seus módulos',
    exemplos: (m) => ENTIDADES_CSV.map((e) => `/api/farms/${m.farmId}/csv/${e.nome}`),
  },
  ...Object.fromEntries(
    Object.keys(TIPOS_DE_CADASTRO).map((tipo): [string, RotaComposta] => [
      `GET ${FARM}/registros/${tipo}`,
      {
        motivo: 'a resposta inteira é do cadastro, lido pelos módulos que o usam (TIPOS_DE_CADASTRO[tipo].leitura)',
        exemplos: (m) => [`/api/farms/${m.farmId}/registros/${tipo}`],
      },
    ]),
  ),
  [`GET ${FARM}/alertas`]: {
    motivo: 'cada alerta é de um módulo; a lista traz só os dos módulos de quem pede (alertasVisiveis)',
    exemplos: (m) => [`/api/farms/${m.farmId}/alertas`],
  },
  [`GET ${FARM}/alertas/stream`]: {
    motivo: 'os mesmos alertas de GET /alertas, por quem pode vê-los',
    exemplos: (m) => [`/api/farms/${m.farmId}/alertas/stream`],
  },
};

/**
 * The routes that read many farms at once (guarded by `multiFazenda`, src/server/auth/middleware.ts: the farms'
 * desk). Each row of the answer is one farm's, and its parts follow the caller's modules on THAT farm: declared here
 * per row (`linhas` is the answer's list of rows), or why nothing in it is withheld. permission-matrix.test.ts fails
 * for such a route not declared here, for a part a caller reads on a farm whose modules do not open it to them, and
 * for a row of a farm the caller is not linked to.
 */
export interface RotaMultiFazenda {
  /** The answer's list of farm rows (each with `farmId`). */
  linhas?: string;
  /** Dotted paths inside a row → the modules the part needs on that row's farm. */
  partesPorLinha?: Record<string, readonly Modulo[]>;
  motivo?: string;
  exemplos: (m: FazendaMarcada) => string[];
}

export const ROTAS_MULTIFAZENDA: Record<string, RotaMultiFazenda> = {
  'GET /api/painel': {
    linhas: 'linhas',
    partesPorLinha: {
      'figuras.litrosDia': [A],
      'figuras.litrosHaAno': [A],
      'figuras.ccs': [A],
      'figuras.cbt': [A],
      'figuras.del': [A],
      'figuras.iep': [A],
      'figuras.percentualPrenhes': [A],
      'figuras.receitas': [F],
      'figuras.despesas': [F],
      'figuras.saldo': [F],
      'figuras.margemBrutaHa': [F, A, AN],
      'figuras.coeLitro': TUDO,
      'figuras.ctLitro': TUDO,
      'figuras.lucro': TUDO,
      'figuras.retornoCapital': TUDO,
      'figuras.veredito': TUDO,
    },
    exemplos: (m) => [`/api/painel?periodo=${m.ano}`, `/api/painel?periodo=${m.ano}-03`],
  },
  'GET /api/painel/serie': {
    motivo:
      'a resposta é de um indicador: cada fazenda traz os valores só onde o módulo dele abre a fazenda a quem pede, senão "retidos" o diz (painel.test.ts)',
    exemplos: (m) => [
      `/api/painel/serie?indicador=receitas&ate=${m.ano}-12`,
      `/api/painel/serie?indicador=litrosDia&ate=${m.ano}-12`,
      `/api/painel/serie?indicador=ccs&ate=${m.ano}-12`,
      `/api/painel/serie?indicador=receitas&granularidade=ano&ate=${m.ano}`,
      `/api/painel/serie?indicador=lucro&granularidade=ano&ate=${m.ano}`,
    ],
  },
  'GET /api/painel/arquivo': {
    motivo:
      'um arquivo da mesma resposta: cada número oculto diz "Oculto: requer…"; as marcas conferem que nenhum número de outro módulo sai nele',
    exemplos: (m) => [`/api/painel/arquivo?periodo=${m.ano}&formato=csv`],
  },
};

/** Figures only one module's data holds on the marked farm: a caller without the module never reads one. */
export const MARCAS: Partial<Record<Modulo, { numeros: number[]; textos: string[] }>> = {
  financial: { numeros: [7_777_701, 3_333_301, 1_212_121, 1_313_131, 1_515_151], textos: ['MARCA-FINANCEIRO'] },
  appointments: { numeros: [654_321, 187.3], textos: ['MARCA-APONTAMENTOS'] },
  lands: { numeros: [2_222_203], textos: ['MARCA-TERRAS'] },
  facilities: { numeros: [4_444_409], textos: ['MARCA-INSTALACOES'] },
  machinery: { numeros: [5_555_507], textos: ['MARCA-MAQUINAS'] },
  animals: { numeros: [606_061], textos: ['MARCA-REBANHO-INVENTARIO'] },
};

export interface FazendaMarcada {
  farmId: string;
  /** The year of the marked figures and of the saved assessment. */
  ano: number;
  /** A cow with a calving, milkings and a quality sample. */
  vacaId: string;
}

/**
 * A farm (every module) whose every module holds its marked figures: finance (an expense, a milk income, a bill
 * overdue), appointments (a calving and milkings of the month of the milk income, a quality sample), the four
 * inventories, and an assessment of the year saved with the same figures.
 */
export async function criarFazendaMarcada(t: TestContext): Promise<FazendaMarcada> {
  const admin = await t.adminCookie();
  const farmId = await t.createFarm(unique('Fazenda marcada'));
  const ano = 2024;
  const base = `/api/farms/${farmId}`;
  const post = async (path: string, body: unknown) => {
    const res = await t.request('POST', `${base}${path}`, { cookie: admin, body });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as { id: string; updatedAt: string };
  };
  const fin = 'MARCA-FINANCEIRO';
  await post('/categorias', { nome: `${fin} Ração`, tipo: 'Despesa', grupoCusto: 'concentrado' });
  await post('/categorias', { nome: `${fin} Leite`, tipo: 'Receita', grupoCusto: 'leite' });
  await post('/fornecedores', { nome: `${fin} Agro` });
  await post('/despesas', {
    data: `${ano}-03-10`,
    descricao: fin,
    categoria: `${fin} Ração`,
    valor: 7_777_701,
    forma_pagamento: 'PIX',
  });
  await post('/receitas', {
    data: `${ano}-03-20`,
    descricao: fin,
    categoria: `${fin} Leite`,
    valor: 3_333_301,
    forma_recebimento: 'PIX',
  });
  await post('/contas-pagar', {
    data_vencimento: `${ano}-04-01`,
    fornecedor: `${fin} Agro`,
    descricao: fin,
    categoria: `${fin} Ração`,
    valor: 1_515_151,
  });
  const vaca = await post('/animais', {
    identificacao: 'M-01',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
    dataNascimento: `${ano - 5}-01-01`,
  });
  await post('/reproducao', {
    data: `${ano}-01-05`,
    animalId: vaca.id,
    evento: 'Parto',
    observacao: 'MARCA-APONTAMENTOS',
  });
  await post('/producao', { data: `${ano}-03-10`, animalId: vaca.id, ordenha: 'Manhã', producao: 21.7 });
  await post('/qualidade', {
    data: `${ano}-03-10`,
    amostra: 'MARCA-APONTAMENTOS',
    gordura: 3.9,
    proteina: 3.2,
    ccs: 250,
    cbt: 30_000,
  });
  await post('/inventario/terras', {
    ano,
    tipo: 'Pastagem',
    quantidade: 1,
    valor: 2_222_203,
    taxaJurosItem: 6,
    responsavelTecnico: 'Dr. Carlos Silva',
  });
  await post('/inventario/instalacoes', {
    nome: 'MARCA-INSTALACOES',
    tipo: 'Estábulo',
    area: 100,
    capacidade: 10,
    status: 'Ativo',
    valor: 4_444_409,
  });
  await post('/inventario/maquinas', {
    ano,
    tipo: 'Trator',
    nome: 'MARCA-MAQUINAS',
    status: 'Operacional',
    valor: 5_555_507,
    quantidade: 1,
    vidaUtilAnos: 10,
  });
  await post('/inventario/animais', { ano, tipo: 'Vaca Leiteira', quantidade: 1, valor: 606_061 });
  await post('/inventario/animais', { ano: ano - 1, tipo: 'Vaca Leiteira', quantidade: 1, valor: 500_000 });
  const bem = (descricao: string, valorNovo: number) => ({ descricao, valorNovo, vidaUtilAnos: 10 });
  const res = await t.request('PUT', `${base}/avaliacoes/${ano}`, {
    cookie: admin,
    body: {
      dados: {
        identificacao: {
          produtor: 'Produtor',
          propriedade: 'Fazenda marcada',
          ano,
          areaTotalHa: 10,
          areaLeiteHa: 10,
        },
        terras: [{ descricao: 'MARCA-TERRAS', hectares: 1, valorHectare: 2_222_203 }],
        benfeitorias: [bem('MARCA-INSTALACOES', 4_444_409)],
        maquinas: [bem('MARCA-MAQUINAS', 5_555_507)],
        animais: [{ categoria: 'MARCA-REBANHO-INVENTARIO', quantidade: 1, valorUnitario: 606_061 }],
        custos: { concentrado: 7_777_701 },
        receitas: {
          leiteLitros: 654_321,
          rendaLeite: 3_333_301,
          vendaAnimais: 1_212_121,
          variacaoInventarioAnimal: 606_061,
          outras: 1_313_131,
        },
        zootecnico: { delMedio: 187.3 },
      },
    },
  });
  if (res.status !== 201) throw new Error(`avaliação: ${res.status} ${await res.text()}`);
  return { farmId, ano, vacaId: vaca.id };
}

/** The marks of modules outside `modulos` that `corpo` holds (a JSON answer's numbers and texts, or a file's text). */
/**
 * Whether a text (CSV, a report) writes `n` as a figure: as JS or pt-BR writes it (187.3, 187,3, R$ 187,30,
 * 654.321; money is in centavos), standing alone — not a run of digits inside an id or a longer number, which random ids made match.
 */
function escritoEm(corpo: string, n: number): boolean {
  const formas = new Set([String(n), formatBRL(n), formatNumero(n, Number.isInteger(n) ? 0 : 1)]);
  const texto = corpo.replace(/\u00a0/g, ' ');
  return [...formas].some((forma) => {
    const e = forma.replace(/\u00a0/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w.,])${e}(?![\\w]|[.,]\\d)`).test(texto);
  });
}

export function marcasAlheias(corpo: string, modulos: readonly string[]): string[] {
  const achadas: string[] = [];
  let json: unknown;
  try {
    json = JSON.parse(corpo);
  } catch {
    json = undefined;
  }
  const numeros = new Set<number>();
  const walk = (v: unknown) => {
    if (typeof v === 'number') numeros.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(json);
  for (const [modulo, m] of Object.entries(MARCAS)) {
    if (modulos.includes(modulo)) continue;
    for (const texto of m.textos) if (corpo.includes(texto)) achadas.push(`${modulo}: "${texto}"`);
    for (const n of m.numeros) {
      if (numeros.has(n) || (json === undefined && escritoEm(corpo, n))) achadas.push(`${modulo}: ${n}`);
    }
  }
  return achadas;
}

/**
 * What is wrong with the declared `partes` of a JSON answer for a caller with `modulos`: a part of a module the
 * caller lacks that is present, or absent without a `retidos` on its way naming it; a part of the caller's modules
 * that is missing (the marked farm has every one).
 */
export function partesErradas(
  corpo: unknown,
  partes: Record<string, readonly Modulo[]>,
  modulos: readonly string[],
): string[] {
  const erros: string[] = [];
  for (const [parte, exigidos] of Object.entries(partes)) {
    const pode = exigidos.every((m) => modulos.includes(m));
    for (const { valor, coberto, onde } of locais(corpo, parte.split('.'), false, '')) {
      if (pode && valor === undefined) erros.push(`${onde}: ausente para quem tem ${exigidos.join(', ')}`);
      if (!pode && valor !== undefined) erros.push(`${onde}: entregue sem ${exigidos.join(', ')}`);
      if (!pode && !coberto) erros.push(`${onde}: ausente sem "retidos" que o diga`);
    }
  }
  return erros;
}

/** Each place a dotted path reaches ('[]' = every item), its value, and whether a `retidos` on the way covers it. */
function locais(
  v: unknown,
  caminho: string[],
  coberto: boolean,
  onde: string,
): { valor: unknown; coberto: boolean; onde: string }[] {
  if (!caminho.length) return [{ valor: v, coberto, onde }];
  const [passo, ...resto] = caminho;
  if (passo === '[]')
    return Array.isArray(v) ? v.flatMap((item, i) => locais(item, resto, coberto, `${onde}[${i}]`)) : [];
  const obj = v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  const retidos = (obj?.retidos ?? []) as { parte: string }[];
  const alvo = caminho.join('.');
  const cobre = coberto || retidos.some((r) => alvo === r.parte || alvo.startsWith(`${r.parte}.`));
  return locais(obj?.[passo], resto, cobre, onde ? `${onde}.${passo}` : passo);
}
