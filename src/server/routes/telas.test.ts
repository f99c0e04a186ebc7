/**
 * The manifest of screens (TELAS, src/domain/modules.ts) and the server agree (issue 24 item 3): a screen offered to
 * a user — its route, its menu entry, its hub card, all built from TELAS — opens without a 403 from the API it
 * reads, and a screen not offered is one whose own API refuses the user. Read off the routing table's guards, then
 * asked of the real app for each role.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULOS_CONCEDIVEIS, type Modulo, podeAbrir, TELAS, type TelaId } from '../../domain/modules.ts';
import { GRUPOS_PADRAO } from '../../domain/seed-data.ts';
import { GUARD_META } from '../auth/middleware.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture();

interface ApiDaTela {
  /** What the screen reads when it opens (GET, under /api/farms/:farmId), and the writes it offers. */
  abre: string[];
  /** The screen's own API, which refuses a user the screen is not offered to. */
  propria?: string;
}

const reg = (tipo: string): ApiDaTela => ({
  abre: [`GET /registros/${tipo}`, `POST /registros/${tipo}`],
  propria: `POST /registros/${tipo}`,
});
const inv = (item: string, tipo: string): ApiDaTela => ({
  abre: [`GET /inventario/${item}`, `GET /registros/${tipo}`, 'GET /registros/tecnicos'],
  propria: `GET /inventario/${item}`,
});

/** Each screen of the manifest and its API (a hub reads nothing of its own). */
const API: Record<TelaId, ApiDaTela> = {
  financeiro: {
    abre: [
      'GET /fluxo-caixa',
      'GET /contas-pagar',
      'GET /contas-receber',
      'GET /receitas',
      'GET /despesas',
      'GET /fornecedores',
      'GET /categorias',
      'GET /registros/status',
      'GET /registros/contas-bancarias',
    ],
    propria: 'GET /fluxo-caixa',
  },
  apontamentos: {
    abre: [
      'GET /producao',
      'GET /producao/resumo',
      'GET /qualidade',
      'GET /reproducao',
      'GET /reproducao/proximos',
      'GET /rebanho/listas',
    ],
    propria: 'GET /producao',
  },
  sanidade: {
    abre: [
      'GET /medicamentos',
      'GET /eventos-sanitarios',
      'GET /controle-leiteiro',
      'GET /sanidade/carencia',
      'GET /sanidade/animais',
    ],
    propria: 'GET /eventos-sanitarios',
  },
  inventario: { abre: [] },
  rebanho: { abre: ['GET /animais'], propria: 'GET /animais' },
  relatorios: { abre: ['GET /relatorios'], propria: 'GET /relatorios' },
  avaliacao: { abre: ['GET /avaliacoes', 'GET /avaliacoes/2025/sugestao'], propria: 'GET /avaliacoes' },
  paez: { abre: [] },
  paezAnimais: inv('animais', 'tipos-animais'),
  paezTerras: inv('terras', 'tipos-terras'),
  paezInstalacoes: inv('instalacoes', 'tipos-instalacoes'),
  paezMaquinas: inv('maquinas', 'tipos-maquinas'),
  paezCadastros: { abre: [] },
  paezRelatorios: { abre: ['GET /relatorios'], propria: 'GET /relatorios' },
  cadastroTecnicos: reg('tecnicos'),
  cadastroTiposTerras: reg('tipos-terras'),
  cadastroTiposAnimais: reg('tipos-animais'),
  cadastroTiposInstalacoes: reg('tipos-instalacoes'),
  cadastroTiposMaquinas: reg('tipos-maquinas'),
};

/** The modules each guard (farmAccess) on the way to `METHOD /api/farms/:farmId<path>` asks for. */
function guardas(metodo: string, caminho: string): Modulo[][] {
  const alvo = `/api/farms/:farmId${caminho}`;
  return f.t.app.routes
    .map((r) => ({ r, modulos: (r.handler as unknown as Record<symbol, Modulo[] | undefined>)[GUARD_META] }))
    .filter(({ r, modulos }) => {
      if (!modulos || (r.method !== 'ALL' && r.method !== metodo)) return false;
      return r.path === alvo || (r.path.endsWith('/*') && `${alvo}/`.startsWith(r.path.slice(0, -1)));
    })
    .map(({ modulos }) => modulos as Modulo[]);
}

const padrao = (p: string) => p.replace(/\/registros\/[\w-]+/, '/registros/:tipo').replace(/\/2025/, '/:ano');

describe('the manifest and the API guards', () => {
  it('maps every screen of the manifest', () => {
    expect(Object.keys(API).sort()).toEqual(Object.keys(TELAS).sort());
  });

  it("guards each screen's own API with the screen's modules (the reports' and the registries' below)", () => {
    const erradas: string[] = [];
    for (const [id, api] of Object.entries(API) as [TelaId, ApiDaTela][]) {
      if (!api.propria || api.propria.includes('/registros/')) continue;
      const [metodo, caminho] = api.propria.split(' ') as [string, string];
      const pedidos = [...new Set(guardas(metodo, padrao(caminho)).flat())].sort();
      if (JSON.stringify(pedidos) !== JSON.stringify([...TELAS[id].modulos].sort()))
        erradas.push(`${id}: ${api.propria} pede [${pedidos}], a tela abre para [${TELAS[id].modulos}]`);
    }
    expect(erradas).toEqual([]);
  });
});

describe('each role is offered what the API lets it use, and nothing else', () => {
  /** Roles by their groups' modules: the seeded groups and one of each module alone. */
  const PAPEIS: [string, Modulo[]][] = [
    ...GRUPOS_PADRAO.filter((g) => g.name !== 'Administradores').map((g): [string, Modulo[]] => [
      g.name,
      g.allowedModules,
    ]),
    ...MODULOS_CONCEDIVEIS.map((m): [string, Modulo[]] => [`só ${m}`, [m]]),
  ];
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    let n = 0;
    for (const [nome, modulos] of PAPEIS) {
      const g = await f.t.request('POST', '/api/admin/groups', {
        cookie: f.admin,
        body: { name: `Papel ${nome}`, allowedModules: modulos },
      });
      expect(g.status, await g.clone().text()).toBe(201);
      const grupo = `Papel ${nome}`;
      const user = await f.t.createUser({ email: `papel${++n}@teste.local`, farmIds: [f.farmId], groupNames: [grupo] });
      const atual = await f.t.request('PUT', '/api/auth/current-farm', {
        cookie: user.cookie,
        body: { farmId: f.farmId },
      });
      expect(atual.status).toBe(200);
      cookies.set(nome, user.cookie);
    }
  });

  it('opens every offered screen without a 403, and the own API of a screen not offered refuses', async () => {
    const erradas: string[] = [];
    for (const [nome, modulos] of PAPEIS) {
      const cookie = cookies.get(nome) as string;
      const me = (await (await f.t.request('GET', '/api/auth/me', { cookie })).json()) as { modules: string[] };
      // the user's modules on the farm: the web's rule (session.modules) that builds its menus
      const seus = me.modules;
      for (const [id, api] of Object.entries(API) as [TelaId, ApiDaTela][]) {
        const oferecida = podeAbrir(TELAS[id], seus);
        const pedidos = oferecida ? api.abre : api.propria ? [api.propria] : [];
        for (const pedido of pedidos) {
          const [metodo, caminho] = pedido.split(' ') as [string, string];
          const res = await f.t.request(metodo, `/api/farms/${f.farmId}${caminho}`, {
            cookie,
            body: metodo === 'GET' ? undefined : {},
          });
          if (oferecida && res.status === 403)
            erradas.push(`${nome} [${modulos}]: ${id} oferecida, mas ${pedido} → 403`);
          if (!oferecida && res.status !== 403)
            erradas.push(`${nome} [${modulos}]: ${id} não oferecida, mas ${pedido} → ${res.status}`);
        }
      }
    }
    expect(erradas).toEqual([]);
  }, 60_000);
});
