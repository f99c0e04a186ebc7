// Sanidade's API (issue 39 part 2): medicines, health events, the lab's test days, the herd in withdrawal today and one
// animal's health, on a real libSQL file. Every refusal a user can meet, and the cost figures withheld from a user
// without Financeiro (an Operador: animals, appointments, health).

import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { formatData, hojeNoFuso } from '../../../domain/format.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda Sanidade API' });
let base: string;
let operador: string;
let outraFazenda: string;
const ids: Record<string, string> = {};
// the farm's today (America/Sao_Paulo by default): the dates are relative to it
const hoje = hojeNoFuso('America/Sao_Paulo');
const ontem = somarDias(hoje, -1);

type Erro = { error: { message: string; fields?: Record<string, string> } };

async function pedir(method: string, path: string, body?: unknown, cookie = f.admin) {
  return f.t.request(method, `${base}${path}`, { cookie, body });
}

async function animal(farmId: string, identificacao: string, extra: Record<string, unknown> = {}) {
  const res = await f.t.request('POST', `/api/farms/${farmId}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', dataNascimento: '2022-01-10', ...extra },
  });
  return (await jsonComStatus<{ id: string }>(res, 201)).id;
}

async function mensagem(res: Response, status: number) {
  return (await jsonComStatus<Erro>(res, status)).error.message;
}

const tratamento = (over: Record<string, unknown> = {}) => ({
  data: ontem,
  animalId: ids.v7,
  tipo: 'Tratamento',
  motivo: 'Mastite clínica',
  medicamentoId: ids.mastizone,
  dose: 1,
  via: 'Intramamária',
  dias: 3,
  responsavel: 'João',
  ...over,
});

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  outraFazenda = await f.t.createFarm('Fazenda Vizinha');
  operador = (
    await f.t.createUser({ email: 'op.sanidade@teste.local', farmIds: [f.farmId], groupNames: ['Operadores'] })
  ).cookie;
  ids.v7 = await animal(f.farmId, 'V7', { nome: 'Mimosa' });
  ids.v8 = await animal(f.farmId, 'V8');
  ids.bezerra = await animal(f.farmId, 'B1', { categoria: 'Bezerro', dataNascimento: ontem });
  ids.vizinha = await animal(outraFazenda, 'V900');
  const m = await pedir('POST', '/medicamentos', {
    nome: 'Mastizone',
    principioAtivo: 'Cefalexina',
    carenciaLeite: 4,
    carenciaLeiteUnidade: 'dias',
    carenciaCarneDias: 5,
    unidade: 'bisnaga',
    custoCentavos: 2500,
  });
  ids.mastizone = (await jsonComStatus<{ id: string }>(m, 201)).id;
});

describe('medicamentos', () => {
  it('lists the seeded classes without a withdrawal typed (never invented) and the farm’s own with its label', async () => {
    const lista = await jsonComStatus<Record<string, unknown>[]>(await pedir('GET', '/medicamentos'));
    const semente = lista.find((x) => x.nome === 'Antibiótico injetável');
    expect(semente).toMatchObject({ carenciaLeite: null, carenciaCarneDias: null, retidos: [] });
    expect(lista.find((x) => x.id === ids.mastizone)).toMatchObject({
      carenciaLeite: 4,
      carenciaCarneDias: 5,
      custoCentavos: 2500,
    });
  });

  it('refuses a second medicine of the same name and a blank unit', async () => {
    const dup = await pedir('POST', '/medicamentos', { nome: 'Mastizone', unidade: 'mL' });
    expect(await mensagem(dup, 409)).toBe(MSG_SANIDADE.medicamentoDuplicado);
    const semUnidade = await pedir('POST', '/medicamentos', { nome: 'Outro', unidade: '' });
    expect(await mensagem(semUnidade, 400)).toBe(MSG_SANIDADE.medicamentoObrigatorios);
  });

  it('edits with the version read, and a delete of one used in an event is refused', async () => {
    const criado = await jsonComStatus<{ id: string; updatedAt: string }>(
      await pedir('POST', '/medicamentos', {
        nome: 'Ocitocina',
        unidade: 'mL',
        carenciaLeite: 0,
        carenciaCarneDias: 0,
      }),
      201,
    );
    const editado = await jsonComStatus<{ principioAtivo: string }>(
      await pedir('PUT', `/medicamentos/${criado.id}`, {
        nome: 'Ocitocina',
        principioAtivo: 'Ocitocina sintética',
        unidade: 'mL',
        carenciaLeite: 0,
        carenciaCarneDias: 0,
        updatedAt: criado.updatedAt,
      }),
    );
    expect(editado.principioAtivo).toBe('Ocitocina sintética');
    const velho = await pedir('PUT', `/medicamentos/${criado.id}`, {
      nome: 'Ocitocina',
      unidade: 'mL',
      updatedAt: criado.updatedAt,
    });
    expect(velho.status).toBe(409);
    await jsonComStatus(await pedir('DELETE', `/medicamentos/${criado.id}`));

    const usado = await jsonComStatus<{ id: string }>(
      await pedir('POST', '/eventos-sanitarios', tratamento({ animalId: ids.v8, data: somarDias(hoje, -40) })),
      201,
    );
    expect(await mensagem(await pedir('DELETE', `/medicamentos/${ids.mastizone}`), 409)).toBe(
      MSG_SANIDADE.medicamentoEmUso,
    );
    await jsonComStatus(await pedir('DELETE', `/eventos-sanitarios/${usado.id}`));
  });
});

describe('eventos sanitários', () => {
  it('records a treatment; the cow is then in withdrawal today, on the farm’s list and her own read', async () => {
    const res = await pedir('POST', '/eventos-sanitarios', tratamento());
    const row = await jsonComStatus<{ id: string; tipo: string; dias: number }>(res, 201);
    expect(row).toMatchObject({ tipo: 'Tratamento', dias: 3 });
    // by hand: doses on ontem, hoje, amanhã (manhã); 4 days × 2 milkings = 8 milkings after the last dose's
    // morning: the last discarded milking is amanhã + 4 days, manhã
    const ate = somarDias(ontem, 2 + 4);
    const texto = MSG_SANIDADE.carenciaLeite(ate, 'Manhã');
    expect(texto).toBe(`em carência de leite até ${formatData(ate).slice(0, 5)} (manhã)`);

    const carencia = await jsonComStatus<{
      hoje: string;
      animais: { identificacao: string; leite: { texto: string } }[];
    }>(await pedir('GET', '/sanidade/carencia'));
    expect(carencia.hoje).toBe(hoje);
    expect(carencia.animais.map((a) => [a.identificacao, a.leite?.texto])).toEqual([['V7', texto]]);

    const dela = await jsonComStatus<{
      leite: { texto: string };
      carne: { texto: string };
      eventos: { id: string; medicamento: string }[];
    }>(await pedir('GET', `/sanidade/animais/${ids.v7}`));
    expect(dela.leite.texto).toBe(texto);
    expect(dela.carne.texto).toBe(MSG_SANIDADE.carenciaCarne(somarDias(ontem, 2 + 5)));
    expect(dela.eventos).toEqual([expect.objectContaining({ id: row.id, medicamento: 'Mastizone' })]);
  });

  it('refuses a date before the animal’s birth, a future date, an unknown medicine and another farm’s animal', async () => {
    const antes = await pedir(
      'POST',
      '/eventos-sanitarios',
      tratamento({ animalId: ids.bezerra, data: somarDias(ontem, -1) }),
    );
    expect(await mensagem(antes, 400)).toBe(MSG_APONT.antesDoNascimento(ontem));
    const futuro = await pedir('POST', '/eventos-sanitarios', tratamento({ data: somarDias(hoje, 1) }));
    expect(await mensagem(futuro, 400)).toBe(MSG_APONT.dataFutura);
    const remedio = await pedir('POST', '/eventos-sanitarios', tratamento({ medicamentoId: 'nao-existe' }));
    expect(await mensagem(remedio, 400)).toBe(MSG_SANIDADE.medicamentoDesconhecido);
    const vizinha = await pedir('POST', '/eventos-sanitarios', tratamento({ animalId: ids.vizinha }));
    expect(await mensagem(vizinha, 400)).toBe(MSG_APONT.animalDesconhecido);
    const semCarencia = (await jsonComStatus<{ id: string; nome: string }[]>(await pedir('GET', '/medicamentos'))).find(
      (m) => m.nome === 'Antibiótico injetável',
    );
    const seed = await pedir('POST', '/eventos-sanitarios', tratamento({ medicamentoId: semCarencia?.id }));
    expect(await mensagem(seed, 400)).toBe(MSG_SANIDADE.carenciaNaoInformada('Antibiótico injetável'));
    const mastite = await pedir('POST', '/eventos-sanitarios', {
      data: ontem,
      animalId: ids.v8,
      tipo: 'Mastite clínica',
    });
    expect(await mensagem(mastite, 400)).toBe(MSG_SANIDADE.quartosObrigatorios);
  });

  it('lists by animal and by period, newest first, with the cost of each dose course', async () => {
    const mastite = await jsonComStatus<{ id: string; quartos: string }>(
      await pedir('POST', '/eventos-sanitarios', {
        data: hoje,
        animalId: ids.v8,
        tipo: 'Mastite clínica',
        quartos: ['PD', 'AE'],
        grau: 2,
      }),
      201,
    );
    expect(mastite.quartos).toBe('AE,PD');
    const dela = await jsonComStatus<{ itens: { id: string; animal: string; custoCentavos?: number | null }[] }>(
      await pedir('GET', `/eventos-sanitarios?animalId=${ids.v7}`),
    );
    expect(dela.itens.map((e) => e.animal)).toEqual(['V7']);
    // 1 bisnaga × 3 dias × R$ 25,00
    expect(dela.itens[0].custoCentavos).toBe(7500);
    const deHoje = await jsonComStatus<{ itens: { id: string }[] }>(
      await pedir('GET', `/eventos-sanitarios?de=${hoje}&ate=${hoje}`),
    );
    expect(deHoje.itens.map((e) => e.id)).toEqual([mastite.id]);
    const todos = await jsonComStatus<{ itens: { data: string }[] }>(await pedir('GET', '/eventos-sanitarios'));
    expect(todos.itens.map((e) => e.data)).toEqual([hoje, ontem]);
  });

  it("searches every page, not the page shown: 'Buscar...' is the server's q (case and accents ignored)", async () => {
    type Pagina = { itens: { animal: string; tipo: string }[]; temMais: boolean };
    const busca = async (q: string) =>
      jsonComStatus<Pagina>(await pedir('GET', `/eventos-sanitarios?porPagina=1&q=${encodeURIComponent(q)}`));
    // one a page: the first page holds today's mastitis of V8; yesterday's treatment of V7 is on page 2
    const primeira = await jsonComStatus<Pagina>(await pedir('GET', '/eventos-sanitarios?porPagina=1'));
    expect(primeira.itens.map((e) => e.animal)).toEqual(['V8']);
    expect(primeira.temMais).toBe(true);
    // by the medicine, the cow's name, who treated (typed without its accent) and the kind
    for (const q of ['mastizone', 'MIMOSA', 'joao', 'tratamento'])
      expect(
        (await busca(q)).itens.map((e) => e.animal),
        q,
      ).toEqual(['V7']);
    expect((await busca('V8')).itens.map((e) => e.tipo)).toEqual(['Mastite clínica']);
    expect((await busca('nenhum animal assim')).itens).toEqual([]);
  });
});

describe('controle leiteiro', () => {
  it('keeps one result per cow and date and lists her CCS history with the linear score', async () => {
    const um = await pedir('POST', '/controle-leiteiro', { data: ontem, animalId: ids.v7, leite: 25, ccs: 400 });
    await jsonComStatus(um, 201);
    const dup = await pedir('POST', '/controle-leiteiro', { data: ontem, animalId: ids.v7, ccs: 100 });
    expect(await mensagem(dup, 409)).toBe(MSG_SANIDADE.controleDuplicado('V7', ontem));
    const lista = await jsonComStatus<{ itens: { animal: string; ccs: number; escore: number }[] }>(
      await pedir('GET', `/controle-leiteiro?animalId=${ids.v7}`),
    );
    // 400 mil/mL: log2(400 000 / 100 000) + 3 = 2 + 3 = 5
    expect(lista.itens).toEqual([expect.objectContaining({ animal: 'V7', ccs: 400, escore: 5 })]);
    const dela = await jsonComStatus<{ controles: { ccs: number; escore: number }[] }>(
      await pedir('GET', `/sanidade/animais/${ids.v7}`),
    );
    expect(dela.controles).toEqual([expect.objectContaining({ ccs: 400, escore: 5 })]);
  });

  it('searches the results of every page by the cow', async () => {
    await jsonComStatus(await pedir('POST', '/controle-leiteiro', { data: hoje, animalId: ids.v8, ccs: 90 }), 201);
    const achados = await jsonComStatus<{ itens: { animal: string }[] }>(
      await pedir('GET', '/controle-leiteiro?porPagina=1&q=mimosa'),
    );
    expect(achados.itens.map((c) => c.animal)).toEqual(['V7']);
  });

  it('another farm’s animal is not found', async () => {
    expect((await pedir('GET', `/sanidade/animais/${ids.vizinha}`)).status).toBe(404);
  });
});

describe('an Operador without Financeiro', () => {
  it('records a treatment and sees the withdrawal, but no cost: left out and named in retidos', async () => {
    const ev = await pedir('GET', '/eventos-sanitarios', undefined, operador);
    const { itens } = await jsonComStatus<{ itens: Record<string, unknown>[] }>(ev);
    expect(itens.length).toBeGreaterThan(0);
    for (const item of itens) {
      expect(item).not.toHaveProperty('custoCentavos');
      expect(item.retidos).toEqual([{ parte: 'custoCentavos', modulos: ['financial'] }]);
    }
    const meds = await jsonComStatus<Record<string, unknown>[]>(
      await pedir('GET', '/medicamentos', undefined, operador),
    );
    const m = meds.find((x) => x.id === ids.mastizone) as Record<string, unknown>;
    expect(m).not.toHaveProperty('custoCentavos');
    expect(m.retidos).toEqual([{ parte: 'custoCentavos', modulos: ['financial'] }]);
    const carencia = await jsonComStatus<{ animais: unknown[] }>(
      await pedir('GET', '/sanidade/carencia', undefined, operador),
    );
    expect(carencia.animais).toHaveLength(1);
    await jsonComStatus(
      await pedir(
        'POST',
        '/eventos-sanitarios',
        { data: hoje, animalId: ids.v8, tipo: 'Vacinação', vacina: 'Raiva' },
        operador,
      ),
      201,
    );
  });

  it('an edit of a medicine by the Operador keeps the cost they cannot see; a new one of theirs has none', async () => {
    const atual = await jsonComStatus<{ updatedAt: string }>(await pedir('GET', `/medicamentos/${ids.mastizone}`));
    await jsonComStatus(
      await pedir(
        'PUT',
        `/medicamentos/${ids.mastizone}`,
        {
          nome: 'Mastizone',
          principioAtivo: 'Cefalexina 200 mg',
          carenciaLeite: 4,
          carenciaLeiteUnidade: 'dias',
          carenciaCarneDias: 5,
          unidade: 'bisnaga',
          custoCentavos: 1,
          updatedAt: atual.updatedAt,
        },
        operador,
      ),
    );
    const visto = await jsonComStatus<{ custoCentavos: number; principioAtivo: string }>(
      await pedir('GET', `/medicamentos/${ids.mastizone}`),
    );
    expect(visto).toMatchObject({ custoCentavos: 2500, principioAtivo: 'Cefalexina 200 mg' });
    const novo = await jsonComStatus<{ id: string }>(
      await pedir('POST', '/medicamentos', { nome: 'Iodo', unidade: 'mL', custoCentavos: 999 }, operador),
      201,
    );
    const dele = await jsonComStatus<{ custoCentavos: number | null }>(await pedir('GET', `/medicamentos/${novo.id}`));
    expect(dele.custoCentavos).toBeNull();
  });

  it('a user of the farm without the health module is refused every Sanidade route', async () => {
    const gerente = (
      await f.t.createUser({ email: 'ger.sanidade@teste.local', farmIds: [f.farmId], groupNames: ['Gerentes'] })
    ).cookie;
    for (const path of ['/medicamentos', '/eventos-sanitarios', '/controle-leiteiro', '/sanidade/carencia']) {
      const res = await pedir('GET', path, undefined, gerente);
      expect(await mensagem(res, 403)).toBe('Você não tem permissão para acessar este módulo.');
    }
  });
});

describe('the farm’s milkings a day and colostral days (Administração’s farm form)', () => {
  it('a label’s withdrawal in milkings counts the farm’s milkings; a figure out of range is refused', async () => {
    const farm = `/api/admin/farms/${f.farmId}`;
    const dados = { name: 'Fazenda Sanidade API', location: 'Local', size: 10 };
    const fora = await f.t.request('PUT', farm, { cookie: f.admin, body: { ...dados, ordenhasPorDia: 4 } });
    expect(await mensagem(fora, 400)).toBe(MSG_SANIDADE.ordenhasFaixa);
    const colostro = await f.t.request('PUT', farm, { cookie: f.admin, body: { ...dados, diasColostro: 0 } });
    expect(await mensagem(colostro, 400)).toBe(MSG_SANIDADE.colostroFaixa);

    const bisnaga = await jsonComStatus<{ id: string }>(
      await pedir('POST', '/medicamentos', {
        nome: 'Bisnaga de 4 ordenhas',
        carenciaLeite: 4,
        carenciaLeiteUnidade: 'ordenhas',
        carenciaCarneDias: 0,
        unidade: 'bisnaga',
      }),
      201,
    );
    const b2 = await animal(f.farmId, 'V20');
    await jsonComStatus(
      await pedir(
        'POST',
        '/eventos-sanitarios',
        tratamento({ animalId: b2, data: hoje, dias: 1, medicamentoId: bisnaga.id }),
      ),
      201,
    );
    const ate = async () =>
      (await jsonComStatus<{ leite: { ate: { data: string } } }>(await pedir('GET', `/sanidade/animais/${b2}`))).leite
        .ate;
    // by hand, a dose this morning and 4 milkings after it: 2 a day → the morning of hoje + 2; 1 a day → hoje + 4
    expect(await ate()).toEqual({ data: somarDias(hoje, 2), ordenha: 'Manhã' });
    const salvo = await f.t.request('PUT', farm, {
      cookie: f.admin,
      body: { ...dados, ordenhasPorDia: 1, diasColostro: 5 },
    });
    expect(await jsonComStatus<{ ordenhasPorDia: number; diasColostro: number }>(salvo)).toMatchObject({
      ordenhasPorDia: 1,
      diasColostro: 5,
    });
    expect(await ate()).toEqual({ data: somarDias(hoje, 4), ordenha: 'Manhã' });
  });
});
