import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { MODULOS_FAZENDA_NOVA } from '../../../domain/modules.ts';
import { adminFixture } from '../../test/fixture.ts';
import { ADMIN } from '../../test/harness.ts';

const f = adminFixture();

type User = { id: string; name: string; email: string; isAdmin: boolean; farmIds: string[]; groupIds: string[] };
type Group = { id: string; name: string; allowedModules: string[]; userCount: number; moduleCount: number };
type Farm = { id: string; name: string; userCount: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const json = async <T>(res: Response) => (await res.json()) as T;
const get = async <T>(path: string, cookie = f.admin) => json<T>(await f.t.request('GET', path, { cookie }));
const count = async (sql: string, ...args: string[]) =>
  Number((await f.t.database.client.execute({ sql, args })).rows[0].n);

async function groupId(name: string) {
  return ((await get<Group[]>('/api/admin/groups')).find((g) => g.name === name) as Group).id;
}

describe('/api/admin/users', () => {
  it('creates a user with farms and groups, and lists it without the password hash', async () => {
    const farmId = await f.t.sampleFarmId();
    const res = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: {
        name: 'Maria',
        email: ' Maria@Fazenda.COM ',
        password: 'maria-123',
        farmIds: [farmId],
        groupIds: [await groupId('Gerentes')],
      },
    });
    expect(res.status).toBe(201);
    const user = await json<User>(res);
    expect(user).toMatchObject({ name: 'Maria', email: 'maria@fazenda.com', isAdmin: false, farmIds: [farmId] });
    const list = await get<Record<string, unknown>[]>('/api/admin/users');
    const maria = list.find((u) => u.email === 'maria@fazenda.com') as Record<string, unknown>;
    expect(maria).toBeDefined();
    expect(Object.keys(maria)).not.toContain('passwordHash');
    expect(JSON.stringify(list)).not.toContain('argon2');
    await f.t.login('maria@fazenda.com', 'maria-123');
  });

  // Issue 38 item 7: one 'Novo Usuário' is enough — the person signs in and records a milking at once, and the audit
  // row of the creation says which farms and groups were given; an unknown farm or group writes nothing at all.
  it('one creation with farms and groups: the user works at once, and the audit row names the links', async () => {
    const farmId = await f.t.sampleFarmId();
    const operadores = await groupId('Operadores');
    const res = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: {
        name: 'Joana',
        email: 'joana@fazenda.com',
        password: 'joana-123',
        farmIds: [farmId],
        groupIds: [operadores],
      },
    });
    expect(res.status).toBe(201);
    const { id } = await json<User>(res);
    const joana = await f.t.login('joana@fazenda.com', 'joana-123');
    const animais = await f.t.request('GET', `/api/farms/${farmId}/animais`, { cookie: joana });
    expect(animais.status).toBe(200);
    const audit = await f.t.database.client.execute({
      sql: "SELECT after FROM audit_log WHERE entity = 'user' AND entity_id = ? AND action = 'create'",
      args: [id],
    });
    expect(audit.rows).toHaveLength(1);
    expect(JSON.parse(String(audit.rows[0].after))).toMatchObject({ farmIds: [farmId], groupIds: [operadores] });
  });

  it('an unknown farm or group is refused in Portuguese, naming the field, and nothing is written', async () => {
    const farmId = await f.t.sampleFarmId();
    const auditAntes = await count('SELECT count(*) n FROM audit_log');
    const fazenda = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: { name: 'Sem', email: 'sem-fazenda@fazenda.com', password: 'senha-123', farmIds: [farmId, 'nao-existe'] },
    });
    expect(fazenda.status).toBe(400);
    expect((await json<ErrorBody>(fazenda)).error).toMatchObject({
      message: 'Fazenda não encontrada.',
      fields: { farmIds: 'Fazenda não encontrada.' },
    });
    const grupo = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: {
        name: 'Sem',
        email: 'sem-grupo@fazenda.com',
        password: 'senha-123',
        farmIds: [farmId],
        groupIds: ['nao-existe'],
      },
    });
    expect(grupo.status).toBe(400);
    expect((await json<ErrorBody>(grupo)).error.fields).toEqual({ groupIds: 'Grupo não encontrado.' });
    expect(
      await count("SELECT count(*) n FROM users WHERE email IN ('sem-fazenda@fazenda.com','sem-grupo@fazenda.com')"),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) n FROM user_farms WHERE farm_id = ? AND user_id NOT IN (SELECT id FROM users)',
        farmId,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) n FROM audit_log')).toBe(auditAntes);
  });

  it('refuses a duplicate e-mail, a short password, unknown groups and empty fields', async () => {
    const dup = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: { name: 'Outra', email: 'MARIA@fazenda.com', password: 'senha-123' },
    });
    expect(dup.status).toBe(400);
    expect((await json<ErrorBody>(dup)).error).toMatchObject({
      message: MSG.emailEmUso,
      fields: { email: MSG.emailEmUso },
    });
    const short = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: { name: 'Curta', email: 'curta@fazenda.com', password: '12345' },
    });
    expect((await json<ErrorBody>(short)).error.fields?.password).toBe('A senha deve ter pelo menos 6 caracteres.');
    const group = await f.t.request('POST', '/api/admin/users', {
      cookie: f.admin,
      body: { name: 'G', email: 'g@fazenda.com', password: 'senha-123', groupIds: ['nao-existe'] },
    });
    expect((await json<ErrorBody>(group)).error.message).toBe('Grupo não encontrado.');
    const empty = await f.t.request('POST', '/api/admin/users', { cookie: f.admin, body: {} });
    expect((await json<ErrorBody>(empty)).error.fields).toMatchObject({
      name: MSG.campoObrigatorio,
      email: MSG.campoObrigatorio,
    });
    expect(await count("SELECT count(*) n FROM users WHERE email IN ('curta@fazenda.com','g@fazenda.com')")).toBe(0);
  });

  it('edits a user: no password (or empty) keeps the old one; a new one replaces it and ends their sessions', async () => {
    const { id, cookie } = await f.t.createUser({ email: 'edita@fazenda.com', password: 'antiga-1' });
    const put = (body: object) => f.t.request('PUT', `/api/admin/users/${id}`, { cookie: f.admin, body });
    expect((await put({ name: 'Editado', email: 'edita@fazenda.com' })).status).toBe(200);
    expect((await put({ name: 'Editado', email: 'edita@fazenda.com', password: '' })).status).toBe(200);
    await f.t.login('edita@fazenda.com', 'antiga-1');
    expect((await f.t.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    const short = await put({ name: 'Editado', email: 'edita@fazenda.com', password: '123' });
    expect((await json<ErrorBody>(short)).error.message).toBe(MSG.senhaCurta);
    expect((await put({ name: 'Editado', email: 'edita@fazenda.com', password: 'nova-senha' })).status).toBe(200);
    await f.t.login('edita@fazenda.com', 'nova-senha');
    expect((await f.t.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
    const dup = await put({ name: 'Editado', email: 'maria@fazenda.com' });
    expect((await json<ErrorBody>(dup)).error.message).toBe(MSG.emailEmUso);
    expect((await get<User>(`/api/admin/users/${id}`)).name).toBe('Editado');
  });

  it('an admin cannot delete himself nor drop his own admin flag; deleting another user removes their links', async () => {
    const me = (await get<{ user: User }>('/api/auth/me')).user;
    const self = await f.t.request('DELETE', `/api/admin/users/${me.id}`, { cookie: f.admin });
    expect(self.status).toBe(400);
    expect((await json<ErrorBody>(self)).error.message).toBe(MSG.naoExcluirASiMesmo);
    const demote = await f.t.request('PUT', `/api/admin/users/${me.id}`, {
      cookie: f.admin,
      body: { name: 'Administrador', email: ADMIN.email, isAdmin: false },
    });
    expect((await json<User>(demote)).isAdmin).toBe(true);
    const farmId = await f.t.sampleFarmId();
    const other = await f.t.createUser({ email: 'sai@fazenda.com', farmIds: [farmId], groupNames: ['Operadores'] });
    const del = await f.t.request('DELETE', `/api/admin/users/${other.id}`, { cookie: f.admin });
    expect(del.status).toBe(200);
    expect(await count('SELECT count(*) n FROM user_farms WHERE user_id = ?', other.id)).toBe(0);
    expect(await count('SELECT count(*) n FROM user_groups WHERE user_id = ?', other.id)).toBe(0);
    expect(await count('SELECT count(*) n FROM sessions WHERE user_id = ?', other.id)).toBe(0);
    expect((await f.t.request('GET', '/api/auth/me', { cookie: other.cookie })).status).toBe(401);
    expect((await f.t.request('DELETE', `/api/admin/users/${other.id}`, { cookie: f.admin })).status).toBe(404);
  });
});

describe('/api/admin/groups', () => {
  it('creates, edits and lists groups with module and user counts', async () => {
    const res = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Financeiro', description: 'Contas', allowedModules: ['financial', 'reports'] },
    });
    expect(res.status).toBe(201);
    const g = await json<Group>(res);
    const bad = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'X', allowedModules: ['cozinha'] },
    });
    expect((await json<ErrorBody>(bad)).error.message).toBe('Módulo desconhecido.');
    const put = await f.t.request('PUT', `/api/admin/groups/${g.id}`, {
      cookie: f.admin,
      body: { name: 'Financeiro', description: 'Contas a pagar e receber', allowedModules: ['financial'] },
    });
    expect((await json<Group>(put)).allowedModules).toEqual(['financial']);
    await f.t.createUser({ email: 'fin@fazenda.com', groupNames: ['Financeiro'] });
    const listed = (await get<Group[]>('/api/admin/groups')).find((x) => x.id === g.id);
    expect(listed).toMatchObject({ moduleCount: 1, userCount: 1 });
  });

  it("a change to a group, a farm or a user's admin flag counts at the user's very next request", async () => {
    const farmId = await f.t.createFarm('Fazenda Acesso Imediato');
    const g = await json<Group>(
      await f.t.request('POST', '/api/admin/groups', {
        cookie: f.admin,
        body: { name: 'Imediato', allowedModules: ['financial'] },
      }),
    );
    const user = await f.t.createUser({ email: 'imediato@fazenda.com', farmIds: [farmId], groupNames: ['Imediato'] });
    const contas = () => f.t.request('GET', `/api/farms/${farmId}/contas-pagar`, { cookie: user.cookie });
    expect((await contas()).status).toBe(200);
    const grupo = (allowedModules: string[]) =>
      f.t.request('PUT', `/api/admin/groups/${g.id}`, { cookie: f.admin, body: { name: 'Imediato', allowedModules } });
    expect((await grupo(['reports'])).status).toBe(200);
    expect((await contas()).status).toBe(403);
    expect((await grupo(['financial'])).status).toBe(200);
    expect((await contas()).status).toBe(200);
    const fazenda = (allowedModules: string[]) =>
      f.t.request('PUT', `/api/admin/farms/${farmId}`, {
        cookie: f.admin,
        body: { name: 'Fazenda Acesso Imediato', location: 'MG', size: 10, allowedModules },
      });
    expect((await fazenda(['animals'])).status).toBe(200);
    expect((await contas()).status).toBe(403);
    expect((await fazenda(['financial'])).status).toBe(200);
    expect((await contas()).status).toBe(200);
    const me = () => get<{ user: { isAdmin: boolean } }>('/api/auth/me', user.cookie);
    expect((await me()).user.isAdmin).toBe(false);
    const promover = await f.t.request('PUT', `/api/admin/users/${user.id}`, {
      cookie: f.admin,
      body: { name: 'Imediato', email: 'imediato@fazenda.com', isAdmin: true },
    });
    expect(promover.status).toBe(200);
    expect((await me()).user.isAdmin).toBe(true);
  });

  it('deleting a group removes its links, not its users', async () => {
    const id = await groupId('Financeiro');
    expect(await count('SELECT count(*) n FROM user_groups WHERE group_id = ?', id)).toBe(1);
    expect((await f.t.request('DELETE', `/api/admin/groups/${id}`, { cookie: f.admin })).status).toBe(200);
    expect(await count('SELECT count(*) n FROM user_groups WHERE group_id = ?', id)).toBe(0);
    expect(await count("SELECT count(*) n FROM users WHERE email = 'fin@fazenda.com'")).toBe(1);
    expect((await f.t.request('DELETE', `/api/admin/groups/${id}`, { cookie: f.admin })).status).toBe(404);
  });
});

describe('/api/admin/farms', () => {
  it('refuses a time zone the runtime does not know, on create and edit, and nothing changes', async () => {
    const before = await count('SELECT count(*) n FROM farms');
    for (const timezone of ['Marte/Olympus', '', '🐄', '<script>x</script>']) {
      const res = await f.t.request('POST', '/api/admin/farms', {
        cookie: f.admin,
        body: { name: 'Fazenda Fuso', location: 'Lugar', size: 10, timezone },
      });
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toMatch(/^Fuso horário inválido/);
    }
    expect(await count('SELECT count(*) n FROM farms')).toBe(before);
    const farmId = await f.t.sampleFarmId();
    const put = await f.t.request('PUT', `/api/admin/farms/${farmId}`, {
      cookie: f.admin,
      body: { name: 'Fazenda Modelo', location: 'Lugar', size: 10, timezone: 'Marte/Olympus' },
    });
    expect(put.status).toBe(400);
    // The farm's own routes keep working (they compute its civil date from the zone).
    expect((await f.t.request('GET', `/api/farms/${farmId}/alertas`, { cookie: f.admin })).status).toBe(200);
  });

  it('a new farm opens every module unless the admin unticks some; an edit without them keeps its own', async () => {
    type ComModulos = Farm & { allowedModules: string[] };
    const nova = await f.t.request('POST', '/api/admin/farms', {
      cookie: f.admin,
      body: { name: 'Fazenda Padrão', location: 'Lavras - MG', size: 10 },
    });
    expect(nova.status).toBe(201);
    const farm = await json<ComModulos>(nova);
    expect(farm.allowedModules).toEqual([...MODULOS_FAZENDA_NOVA]);
    // its users work at once: an Operador reads the production records
    const user = await f.t.createUser({ email: 'padrao@fazenda.com', farmIds: [farm.id], groupNames: ['Operadores'] });
    expect((await f.t.request('GET', `/api/farms/${farm.id}/producao`, { cookie: user.cookie })).status).toBe(200);

    const put = (body: object) =>
      f.t.request('PUT', `/api/admin/farms/${farm.id}`, {
        cookie: f.admin,
        body: { name: 'Fazenda Padrão', location: 'Lavras - MG', size: 10, ...body },
      });
    expect((await json<ComModulos>(await put({ allowedModules: ['animals'] }))).allowedModules).toEqual(['animals']);
    expect((await json<ComModulos>(await put({}))).allowedModules).toEqual(['animals']);
    // an explicit empty list is the admin's choice
    const vazia = await f.t.request('POST', '/api/admin/farms', {
      cookie: f.admin,
      body: { name: 'Fazenda Vazia', location: 'X', size: 1, allowedModules: [] },
    });
    expect((await json<ComModulos>(vazia)).allowedModules).toEqual([]);
  });

  it('creates a farm with its default registries and validates the size', async () => {
    const res = await f.t.request('POST', '/api/admin/farms', {
      cookie: f.admin,
      body: { name: 'Sítio Boa Vista', location: 'Lavras, MG', size: 42.5, allowedModules: ['animals'] },
    });
    expect(res.status).toBe(201);
    const farm = await json<Farm & { size: number; timezone: string }>(res);
    expect(farm).toMatchObject({ size: 42.5, timezone: 'America/Sao_Paulo' });
    const n = (table: string) => count(`SELECT count(*) n FROM ${table} WHERE farm_id = ?`, farm.id);
    expect([
      await n('tecnicos'),
      await n('tipos_animais'),
      await n('status_financeiros'),
      await n('contas_bancarias'),
    ]).toEqual([2, 5, 4, 5]);
    const zero = await f.t.request('POST', '/api/admin/farms', {
      cookie: f.admin,
      body: { name: 'Zero', location: 'X', size: 0 },
    });
    expect((await json<ErrorBody>(zero)).error.message).toBe('O tamanho deve ser maior que zero.');
  });

  it('deleting a farm removes its links and registries and clears it as a session’s current farm', async () => {
    const farmId = await f.t.createFarm('Fazenda Apagada');
    const user = await f.t.createUser({ email: 'apagada@fazenda.com', farmIds: [farmId], groupNames: ['Operadores'] });
    expect((await f.t.request('PUT', '/api/auth/current-farm', { cookie: user.cookie, body: { farmId } })).status).toBe(
      200,
    );
    expect((await f.t.request('PUT', '/api/auth/current-farm', { cookie: f.admin, body: { farmId } })).status).toBe(
      200,
    );
    const apagar = (body?: unknown) => f.t.request('DELETE', `/api/admin/farms/${farmId}`, { cookie: f.admin, body });
    expect((await apagar({ password: ADMIN.password })).status).toBe(200);
    expect(await count('SELECT count(*) n FROM user_farms WHERE farm_id = ?', farmId)).toBe(0);
    expect(await count('SELECT count(*) n FROM tecnicos WHERE farm_id = ?', farmId)).toBe(0);
    expect(await count('SELECT count(*) n FROM sessions WHERE current_farm_id = ?', farmId)).toBe(0);
    const me = await get<{ currentFarmId: string | null; farms: unknown[] }>('/api/auth/me', user.cookie);
    expect(me).toMatchObject({ currentFarmId: null, farms: [] });
    expect((await get<{ currentFarmId: string | null }>('/api/auth/me')).currentFarmId).toBeNull();
    expect((await apagar({ password: ADMIN.password })).status).toBe(404);
  });

  it('the farm’s interest rate changes on update; the lands take it only when asked', async () => {
    const farmId = await f.t.createFarm('Fazenda Juros');
    const terras = `/api/farms/${farmId}/inventario/terras`;
    const terra = { tipo: 'Pastagem', quantidade: 10, valor: 1_000_000, taxaJurosItem: 6, responsavelTecnico: 'Ana' };
    expect((await f.t.request('POST', terras, { cookie: f.admin, body: terra })).status).toBe(201);
    const remuneracao = async () =>
      (await get<{ itens: { remuneracaoAnual: number; taxaJurosItem: number }[] }>(terras)).itens[0];
    const fazenda = { name: 'Fazenda Juros', location: 'Lavras - MG', size: 50 };
    const put = (body: unknown) => f.t.request('PUT', `/api/admin/farms/${farmId}`, { cookie: f.admin, body });

    const fora = await put({ ...fazenda, taxaJurosAnual: 120, aplicarTerras: true });
    expect((await json<ErrorBody>(fora)).error.fields?.taxaJurosAnual).toBe('A taxa deve estar entre 0 e 100.');
    expect(await remuneracao()).toMatchObject({ taxaJurosItem: 6, remuneracaoAnual: 600_000 });

    expect((await put({ ...fazenda, taxaJurosAnual: 8 })).status).toBe(200);
    expect((await get<{ taxaJurosAnual: number }>(terras)).taxaJurosAnual).toBe(8);
    expect(await remuneracao()).toMatchObject({ taxaJurosItem: 6, remuneracaoAnual: 600_000 });

    expect((await put({ ...fazenda, taxaJurosAnual: 10, aplicarTerras: true })).status).toBe(200);
    expect(await remuneracao()).toMatchObject({ taxaJurosItem: 10, remuneracaoAnual: 1_000_000 });
  });

  it('a farm delete needs the admin’s password: without it or with a wrong one nothing is deleted', async () => {
    const farmId = await f.t.createFarm('Fazenda Guardada');
    await f.t.createUser({ email: 'guardada@fazenda.com', farmIds: [farmId], groupNames: ['Operadores'] });
    const conta = {
      descricao: 'Ração',
      valor: 85_000,
      data_vencimento: '2025-03-10',
      fornecedor: 'Agro',
      categoria: 'Insumos',
    };
    expect(
      (await f.t.request('POST', `/api/farms/${farmId}/contas-pagar`, { cookie: f.admin, body: conta })).status,
    ).toBe(201);
    const farmRows = () => count('SELECT count(*) n FROM farms WHERE id = ?', farmId);
    const apagar = (body?: unknown) => f.t.request('DELETE', `/api/admin/farms/${farmId}`, { cookie: f.admin, body });

    const semCorpo = await apagar();
    expect(semCorpo.status).toBe(400);
    const semSenha = await apagar({});
    expect((await json<ErrorBody>(semSenha)).error.fields?.password).toBe(MSG.senhaObrigatoria);
    const errada = await apagar({ password: 'nao-e-a-senha' });
    expect(errada.status).toBe(400);
    expect((await json<ErrorBody>(errada)).error.fields?.password).toBe(MSG.senhaIncorreta);
    expect(await farmRows()).toBe(1);
    expect(await count('SELECT count(*) n FROM contas_pagar WHERE farm_id = ?', farmId)).toBe(1);

    // What would be lost, counted by the server for the confirmation.
    const perda = await get<Record<string, number>>(`/api/admin/farms/${farmId}/exclusao`);
    expect(perda).toMatchObject({ contasPagar: 1, usuarios: 1, animais: 0, terras: 0 });
    expect((await f.t.request('GET', '/api/admin/farms/nao-existe/exclusao', { cookie: f.admin })).status).toBe(404);

    expect((await apagar({ password: ADMIN.password })).status).toBe(200);
    expect(await farmRows()).toBe(0);
    expect(await count('SELECT count(*) n FROM contas_pagar WHERE farm_id = ?', farmId)).toBe(0);
  });
});

describe('links', () => {
  it('user ↔ farm: linking twice is ignored; unlinking removes access', async () => {
    const farmId = await f.t.createFarm('Fazenda Vínculo');
    const user = await f.t.createUser({ email: 'vinculo@fazenda.com', groupNames: ['Operadores'] });
    const link = () => f.t.request('POST', `/api/admin/users/${user.id}/farms`, { cookie: f.admin, body: { farmId } });
    expect((await link()).status).toBe(201);
    const again = await link();
    expect(again.status).toBe(201);
    expect((await json<User>(again)).farmIds).toEqual([farmId]);
    expect(await count('SELECT count(*) n FROM user_farms WHERE user_id = ?', user.id)).toBe(1);
    expect((await f.t.request('GET', `/api/farms/${farmId}/registros/tecnicos`, { cookie: user.cookie })).status).toBe(
      200,
    );
    const missing = await f.t.request('POST', `/api/admin/users/${user.id}/farms`, {
      cookie: f.admin,
      body: { farmId: '' },
    });
    expect((await json<ErrorBody>(missing)).error.message).toBe(MSG.selecioneUsuarioFazenda);
    const unknownFarm = await f.t.request('POST', `/api/admin/users/${user.id}/farms`, {
      cookie: f.admin,
      body: { farmId: 'nao-existe' },
    });
    expect(unknownFarm.status).toBe(404);
    expect(
      (await f.t.request('DELETE', `/api/admin/users/${user.id}/farms/${farmId}`, { cookie: f.admin })).status,
    ).toBe(200);
    expect((await f.t.request('GET', `/api/farms/${farmId}/registros/tecnicos`, { cookie: user.cookie })).status).toBe(
      403,
    );
    expect(
      (await f.t.request('DELETE', `/api/admin/users/${user.id}/farms/${farmId}`, { cookie: f.admin })).status,
    ).toBe(404);
  });

  it('user ↔ group: a duplicate gets the docs/PRODUTO.md §Administração message', async () => {
    const user = await f.t.createUser({ email: 'grupo@fazenda.com' });
    const gerentes = await groupId('Gerentes');
    const link = () =>
      f.t.request('POST', `/api/admin/users/${user.id}/groups`, { cookie: f.admin, body: { groupId: gerentes } });
    expect((await link()).status).toBe(201);
    const dup = await link();
    expect(dup.status).toBe(409);
    expect((await json<ErrorBody>(dup)).error.message).toBe('Usuário já está vinculado a este grupo.');
    const missing = await f.t.request('POST', `/api/admin/users/${user.id}/groups`, { cookie: f.admin, body: {} });
    expect((await json<ErrorBody>(missing)).error.message).toBe(MSG.selecioneUsuarioGrupo);
    expect(
      (await f.t.request('DELETE', `/api/admin/users/${user.id}/groups/${gerentes}`, { cookie: f.admin })).status,
    ).toBe(200);
    expect(await count('SELECT count(*) n FROM user_groups WHERE user_id = ?', user.id)).toBe(0);
  });

  it('every admin change is in the audit log with who made it', async () => {
    const me = (await get<{ user: User }>('/api/auth/me')).user;
    expect(
      await count(
        "SELECT count(*) n FROM audit_log WHERE entity IN ('user','group','farm','user_farm','user_group') AND user_id = ?",
        me.id,
      ),
    ).toBeGreaterThan(10);
  });
});
