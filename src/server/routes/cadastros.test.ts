import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { TIPOS_DE_CADASTRO, type TipoDeCadastro } from '../../domain/schemas/cadastros.ts';
import { adminFixture } from '../test/fixture.ts';
import { assertModuleGuarded, expectAllRefused, type RouteCase, snapshotTables } from '../test/permissions.ts';

const f = adminFixture();

const base = (farmId: string, tipo: TipoDeCadastro) => `/api/farms/${farmId}/registros/${tipo}`;

/** A valid body for each registry. */
const EXEMPLO: Record<TipoDeCadastro, Record<string, unknown>> = {
  tecnicos: { nome: 'Dra. Paula', especialidade: 'Veterinária' },
  'tipos-animais': { nome: 'Garrote', categoria: 'Bovino' },
  'tipos-terras': { nome: 'Capineira' },
  'tipos-instalacoes': { nome: 'Bezerreiro', finalidade: 'Cria' },
  'tipos-maquinas': { nome: 'Ensiladeira', categoria: 'Colheita' },
  status: { nome: 'Atrasado', cor: 'red' },
  'contas-bancarias': { nome: 'Itaú - Conta Corrente', banco: 'Itaú' },
};
const TIPOS = Object.keys(TIPOS_DE_CADASTRO) as TipoDeCadastro[];

type Row = { id: string; nome: string; updatedAt: string; farmId: string };

async function create(farmId: string, tipo: TipoDeCadastro, cookie = f.admin, body = EXEMPLO[tipo]): Promise<Row> {
  const res = await f.t.request('POST', base(farmId, tipo), { cookie, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Row;
}

describe('default registries of a new farm', () => {
  it('seeds the docs/PRODUTO.md §Cadastros defaults for every farm the admin creates', async () => {
    const farmId = await f.t.createFarm('Fazenda Nova');
    const count = async (tipo: TipoDeCadastro) =>
      ((await (await f.t.request('GET', base(farmId, tipo), { cookie: f.admin })).json()) as Row[]).length;
    expect(await count('tecnicos')).toBe(2);
    expect(await count('tipos-animais')).toBe(5);
    expect(await count('tipos-terras')).toBe(4);
    expect(await count('tipos-instalacoes')).toBe(3);
    expect(await count('tipos-maquinas')).toBe(3);
    expect(await count('status')).toBe(4);
    expect(await count('contas-bancarias')).toBe(5);
    const status = (await (await f.t.request('GET', base(farmId, 'status'), { cookie: f.admin })).json()) as {
      nome: string;
      cor: string;
    }[];
    expect(status.map((s) => `${s.nome}:${s.cor}`).sort()).toEqual([
      'Cancelado:red',
      'Pago:green',
      'Pendente:orange',
      'Recebido:green',
    ]);
  });
});

describe('permissions on /api/farms/:farmId/registros/:tipo', () => {
  for (const tipo of TIPOS) {
    it(`${tipo}: writes need one of ${TIPOS_DE_CADASTRO[tipo].escrita.join('/')}; outsiders can do nothing`, async () => {
      const modulo = TIPOS_DE_CADASTRO[tipo].escrita;
      let itemId = '';
      const fx = await assertModuleGuarded(f.t, {
        modulo,
        routes: async (farmId) => {
          itemId = (await create(farmId, tipo)).id;
          return [
            { method: 'POST', path: base(farmId, tipo), body: EXEMPLO[tipo] },
            { method: 'PUT', path: `${base(farmId, tipo)}/${itemId}`, body: EXEMPLO[tipo] },
            { method: 'DELETE', path: `${base(farmId, tipo)}/${itemId}` },
          ];
        },
      });
      // Reading needs a module that uses the registry: the linked user reads, a user with no group does not.
      const res = await f.t.request('GET', base(fx.farmId, tipo), { cookie: fx.linked.cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Row[]).map((r) => r.id)).toContain(itemId);
      await expectAllRefused(f.t, [{ method: 'GET', path: base(fx.farmId, tipo) }], fx.noGroup.cookie, {
        status: 403,
        message: MSG.semPermissao,
      });
      const before = await snapshotTables(f.t);
      await expectAllRefused(f.t, [{ method: 'GET', path: base(fx.farmId, tipo) }], fx.outsider.cookie, {
        status: 403,
        message: MSG.semAcessoFazenda,
      });
      await expectAllRefused(f.t, [{ method: 'GET', path: base(fx.farmId, tipo) }], undefined, { status: 401 });
      expect(await snapshotTables(f.t)).toEqual(before);
      // The linked user with the module writes.
      const mine = await create(fx.farmId, tipo, fx.linked.cookie);
      const put = await f.t.request('PUT', `${base(fx.farmId, tipo)}/${mine.id}`, {
        cookie: fx.linked.cookie,
        body: { ...EXEMPLO[tipo], nome: 'Renomeado' },
      });
      expect(put.status).toBe(200);
      const del = await f.t.request('DELETE', `${base(fx.farmId, tipo)}/${mine.id}`, { cookie: fx.linked.cookie });
      expect(del.status).toBe(200);
    });
  }

  it('técnicos can be changed with any inventory module (lands only is enough)', async () => {
    const farmId = await f.t.sampleFarmId();
    const group = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Só Terras', allowedModules: ['lands'] },
    });
    expect(group.status).toBe(201);
    const user = await f.t.createUser({ email: 'terras@teste.local', farmIds: [farmId], groupNames: ['Só Terras'] });
    await create(farmId, 'tecnicos', user.cookie);
    const refused = await f.t.request('POST', base(farmId, 'tipos-animais'), {
      cookie: user.cookie,
      body: EXEMPLO['tipos-animais'],
    });
    expect(refused.status).toBe(403);
  });

  it('a user the registry does not open is refused before the body is read: 403, never a field message', async () => {
    // Before issue 41 the body's id was checked before the module: a malformed id told a user without the module
    // 'Dados inválidos' about a registry they may not change at all.
    const farmId = await f.t.sampleFarmId();
    const group = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Só Finanças', allowedModules: ['financial'] },
    });
    expect(group.status).toBe(201);
    const user = await f.t.createUser({
      email: 'financas@teste.local',
      farmIds: [farmId],
      groupNames: ['Só Finanças'],
    });
    const res = await f.t.request('POST', base(farmId, 'tipos-animais'), {
      cookie: user.cookie,
      body: { id: 12, nome: '' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.semPermissao);
  });

  it('openapi.json gives each registry its own fields: the técnicos form asks nome and especialidade', async () => {
    const doc = (await (await f.t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>>;
    };
    const corpo = doc.paths['/api/farms/{farmId}/registros/tecnicos']?.post.requestBody.content['application/json']
      .schema as { required?: string[]; properties?: Record<string, unknown> } | undefined;
    expect(corpo?.required?.sort()).toEqual(['especialidade', 'nome']);
    expect(Object.keys(corpo?.properties ?? {}).sort()).toEqual(['email', 'especialidade', 'id', 'nome', 'telefone']);
  });

  it('cannot reach another farm’s row through its own farm id', async () => {
    const a = await f.t.createFarm('Fazenda A');
    const b = await f.t.createFarm('Fazenda B');
    const row = await create(a, 'tecnicos');
    const user = await f.t.createUser({ email: 'so-b@teste.local', farmIds: [b], groupNames: ['Gerentes'] });
    const group = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Inventário', allowedModules: ['animals', 'lands', 'facilities', 'machinery'] },
    });
    expect(group.status).toBe(201);
    const routes: RouteCase[] = [
      { method: 'PUT', path: `${base(b, 'tecnicos')}/${row.id}`, body: EXEMPLO.tecnicos },
      { method: 'DELETE', path: `${base(b, 'tecnicos')}/${row.id}` },
    ];
    await expectAllRefused(f.t, routes, user.cookie, { status: 404, message: MSG.naoEncontrado });
    // A client id already used in another farm is not "replayed" into this one.
    const reuse = await f.t.request('POST', base(b, 'tecnicos'), {
      cookie: f.admin,
      body: { ...EXEMPLO.tecnicos, id: row.id },
    });
    expect(reuse.status).toBe(409);
    const list = (await (await f.t.request('GET', base(a, 'tecnicos'), { cookie: f.admin })).json()) as Row[];
    expect(list.find((r) => r.id === row.id)?.nome).toBe('Dra. Paula');
  });
});

describe('registry behaviour', () => {
  it('creates idempotently with a client id: a replay returns the existing row', async () => {
    const farmId = await f.t.sampleFarmId();
    const id = uuidv7();
    const first = await f.t.request('POST', base(farmId, 'tipos-animais'), {
      cookie: f.admin,
      body: { ...EXEMPLO['tipos-animais'], id },
    });
    expect(first.status).toBe(201);
    const replay = await f.t.request('POST', base(farmId, 'tipos-animais'), {
      cookie: f.admin,
      body: { ...EXEMPLO['tipos-animais'], id },
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Row).id).toBe(id);
    const rows = (await (await f.t.request('GET', base(farmId, 'tipos-animais'), { cookie: f.admin })).json()) as Row[];
    expect(rows.filter((r) => r.id === id)).toHaveLength(1);
    const bad = await f.t.request('POST', base(farmId, 'tipos-animais'), {
      cookie: f.admin,
      body: { ...EXEMPLO['tipos-animais'], id: 'nao-e-uuid' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 409 with the current row on a stale updatedAt, and updates with the fresh one', async () => {
    const farmId = await f.t.sampleFarmId();
    const row = await create(farmId, 'tipos-maquinas');
    const path = `${base(farmId, 'tipos-maquinas')}/${row.id}`;
    const ok = await f.t.request('PUT', path, {
      cookie: f.admin,
      body: { ...EXEMPLO['tipos-maquinas'], nome: 'Ensiladeira 2', updatedAt: row.updatedAt },
    });
    expect(ok.status).toBe(200);
    const fresh = (await ok.json()) as Row;
    await new Promise((r) => setTimeout(r, 5));
    const stale = await f.t.request('PUT', path, {
      cookie: f.admin,
      body: { ...EXEMPLO['tipos-maquinas'], nome: 'Outra', updatedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { code: string; message: string; current: Row } };
    expect(body.error.message).toBe(MSG.conflito);
    expect(body.error.current.nome).toBe('Ensiladeira 2');
    expect(body.error.current.updatedAt).toBe(fresh.updatedAt);
  });

  it('validates with the docs/PRODUTO.md §Cadastros messages', async () => {
    const farmId = await f.t.sampleFarmId();
    const cases: [TipoDeCadastro, Record<string, unknown>, string][] = [
      ['tecnicos', { nome: 'Só nome' }, 'Preencha pelo menos o nome e a especialidade'],
      ['tecnicos', { especialidade: 'Vet' }, 'Preencha pelo menos o nome e a especialidade'],
      ['tipos-animais', { nome: '  ', categoria: 'Bovino' }, 'Preencha pelo menos o nome e a categoria'],
      ['tipos-instalacoes', { nome: 'Galpão' }, 'Preencha pelo menos o nome e a finalidade'],
      ['tipos-maquinas', { categoria: 'x' }, 'Preencha pelo menos o nome e a categoria'],
      ['tipos-terras', {}, 'Preencha pelo menos o nome'],
      ['status', { nome: 'X' }, MSG.campoObrigatorio],
      ['contas-bancarias', { nome: 'Conta', ativo: 'Talvez' }, 'Use Sim ou Não.'],
    ];
    for (const [tipo, body, message] of cases) {
      const res = await f.t.request('POST', base(farmId, tipo), { cookie: f.admin, body });
      expect(res.status, `${tipo} ${JSON.stringify(body)}`).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    // Each registry has its own declared path (src/domain/api/cadastros.ts): another is no route at all.
    const unknown = await f.t.request('GET', `/api/farms/${farmId}/registros/vacas`, { cookie: f.admin });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(MSG.rotaNaoEncontrada);
  });

  it('writes an audit entry for every change', async () => {
    const farmId = await f.t.sampleFarmId();
    const row = await create(farmId, 'contas-bancarias');
    await f.t.request('DELETE', `${base(farmId, 'contas-bancarias')}/${row.id}`, { cookie: f.admin });
    const audit = await f.t.database.client.execute({
      sql: 'SELECT action FROM audit_log WHERE entity_id = ? ORDER BY at',
      args: [row.id],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });
});
