// Sanidade below the routes (issue 39): the records' rules on every write path of the kernel, the withdrawal state,
// the milk produced / discarded / delivered whatever the order of the writes, and the exit for slaughter refused.
// A real libSQL file (adminFixture); the dates are fixed through the actor's `hoje`.

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { animalRebanhoSchema, producaoSchema } from '../../../domain/apontamentos/schemas.ts';
import { formatData, hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { controleLeiteiroSchema, eventoSanitarioSchema, medicamentoSchema } from '../../../domain/sanidade/schemas.ts';
import type { Db } from '../../db/client.ts';
import { fazendas } from '../../db/schema/platform.ts';
import { adminFixture } from '../../test/fixture.ts';
import { criarApontamento } from '../apontamentos/crud.ts';
import { salvarLote } from '../apontamentos/producao.ts';
import { criarAnimal, editarAnimal, excluirAnimal } from '../apontamentos/rebanho.ts';
import { importarCsv } from '../csv/servico.ts';
import {
  custoDosMedicamentos,
  descartesDaOrdenha,
  emCarencia,
  estadoSanitarioDoAnimal,
  historicoSanitario,
  leiteDaFazenda,
  vacinacoesAFazer,
} from './estado.ts';
import { controlesLeiteirosCrud, eventosSanitariosCrud, excluirMedicamento, medicamentosCrud } from './recursos.ts';

const f = adminFixture({ fazenda: 'Fazenda Sanidade' });
let db: Db;
const ator = (hoje = '2026-12-05') => ({ userId: null, farmId: f.farmId, hoje });
const ids: Record<string, string> = {};

async function animal(identificacao: string, over: Record<string, unknown> = {}) {
  const a = await criarAnimal(
    db,
    ator(),
    animalRebanhoSchema.parse({ identificacao, categoria: 'Vaca Leiteira', dataNascimento: '2022-01-10', ...over }),
  );
  return a.row.id;
}

async function medicamento(body: Record<string, unknown>) {
  const { id: _i, updatedAt: _u, ...values } = medicamentoSchema.parse(body);
  return (await medicamentosCrud.create(db, ator(), uuidv7(), values)).row.id;
}

async function evento(body: Record<string, unknown>, hoje?: string) {
  const { id: _i, updatedAt: _u, ...values } = eventoSanitarioSchema.parse(body);
  return eventosSanitariosCrud.create(db, ator(hoje), uuidv7(), values);
}

async function recusa(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return { status: (e as { status: number }).status, message: (e as Error).message };
  }
  throw new Error('esperava uma recusa');
}

beforeAll(async () => {
  db = f.t.database.db;
  ids.v7 = await animal('V7');
  ids.v8 = await animal('V8');
  ids.touro = await animal('T1', { sexo: 'M', categoria: 'Touro Reprodutor' });
  ids.bezerra = await animal('B1', { categoria: 'Bezerro', dataNascimento: '2026-05-15' });
  ids.mastizone = await medicamento({ nome: 'Mastizone', carenciaLeite: 4, carenciaCarneDias: 5, unidade: 'bisnaga' });
  // the milkings of 26/11 to 03/12 first (the batch and the single form), the treatment recorded afterwards
  for (let d = 26; d <= 33; d++) {
    const data = d <= 30 ? `2026-11-${d}` : `2026-12-0${d - 30}`;
    await salvarLote(db, ator(), {
      data,
      ordenha: 'Manhã',
      itens: [
        { id: uuidv7(), animalId: ids.v7, producao: 10 },
        { id: uuidv7(), animalId: ids.v8, producao: 12.5 },
      ],
    });
    await criarApontamento(
      db,
      ator(),
      'milk_records',
      producaoSchema.parse({ data, animalId: ids.v7, ordenha: 'Tarde', producao: 8 }),
    );
  }
});

describe('health records: the same rules on every kernel path', () => {
  it('a seeded class has no withdrawal: a treatment with it is refused until the farm types the label’s figures', async () => {
    const [semana] = (await medicamentosCrud.list(db, f.farmId)).filter((m) => m.nome === 'Antibiótico injetável');
    expect(semana).toMatchObject({ carenciaLeite: null, carenciaCarneDias: null, unidade: 'mL' });
    const corpo = {
      data: '2026-11-20',
      animalId: ids.v8,
      tipo: 'Tratamento',
      motivo: 'Pneumonia',
      medicamentoId: semana.id,
      dose: 10,
      dias: 3,
    };
    expect(await recusa(evento(corpo))).toEqual({
      status: 400,
      message:
        'Informe as carências de leite e de carne do medicamento Antibiótico injetável (veja a bula) antes de usá-lo em um tratamento.',
    });
    // the bulk path (a batch, the outbox's replay of many) says the same, naming the row
    const { id: _i, updatedAt: _u, ...values } = eventoSanitarioSchema.parse(corpo);
    const lote = recusa(
      eventosSanitariosCrud.bulk(db, ator(), [{ id: uuidv7(), values }], { fieldOf: (k, c) => `itens.${k}.${c}` }),
    );
    expect((await lote).message).toContain('Antibiótico injetável (veja a bula)');
  });

  it('not before birth, not in the future, a medicine of the farm, a female for a mastitis', async () => {
    const base = { animalId: ids.v8, tipo: 'Mastite clínica', quartos: 'AE, pd', grau: 2 };
    expect((await recusa(evento({ ...base, data: '2021-12-31' }))).message).toBe(
      'A data é anterior ao nascimento do animal (10/01/2022).',
    );
    expect((await recusa(evento({ ...base, data: '2026-12-06' }))).message).toBe(
      'A data não pode ser posterior a hoje.',
    );
    expect((await recusa(evento({ ...base, data: '2026-11-01', animalId: ids.touro }))).message).toBe(
      'Escolha uma fêmea: mastite, controle leiteiro e a vacina B19/RB51 são de fêmeas.',
    );
    const outra = {
      data: '2026-11-01',
      animalId: ids.v8,
      tipo: 'Tratamento',
      motivo: 'Metrite',
      medicamentoId: uuidv7(),
      dose: 1,
      dias: 1,
    };
    expect((await recusa(evento(outra))).message).toBe('Medicamento não encontrado nesta fazenda.');
    const ok = await evento({ ...base, data: '2026-11-01' });
    expect(ok.row).toMatchObject({ quartos: 'AE,PD', grau: 2, motivo: null, medicamentoId: null });
  });

  it('one test-day result per cow and date (409 naming her)', async () => {
    const body = controleLeiteiroSchema.parse({ data: '2026-11-10', animalId: ids.v8, leite: '25,4', ccs: 310 });
    const { id: _i, updatedAt: _u, ...values } = body;
    await controlesLeiteirosCrud.create(db, ator(), uuidv7(), values);
    expect(await recusa(controlesLeiteirosCrud.create(db, ator(), uuidv7(), values))).toEqual({
      status: 409,
      message: 'Controle leiteiro já lançado: vaca V8, 10/11/2026.',
    });
  });
});

describe('the withdrawal state and the milk of the farm', () => {
  beforeAll(async () => {
    // 26/11, 3 days, Mastizone (4 days for milk, 5 for meat), recorded after the milkings it covers
    await evento({
      data: '2026-11-26',
      animalId: ids.v7,
      tipo: 'Tratamento',
      motivo: 'Mastite clínica',
      medicamentoId: ids.mastizone,
      dose: 1,
      via: 'Intramamária',
      dias: 3,
      responsavel: 'João',
    });
  });

  it('the cow’s state: milk until 02/12 (morning), meat until 03/12; the herd’s list says so', async () => {
    const e = await estadoSanitarioDoAnimal(db, f.farmId, ids.v7, '2026-11-30');
    expect(e.leite?.texto).toBe('em carência de leite até 02/12 (manhã)');
    expect(e.carne?.texto).toBe('em carência de carne até 03/12');
    const lista = await emCarencia(db, f.farmId, '2026-12-02');
    expect(lista.map((a) => [a.identificacao, a.leite?.texto ?? null, a.carne?.texto ?? null])).toEqual([
      ['V7', 'em carência de leite até 02/12 (manhã)', 'em carência de carne até 03/12'],
    ]);
    expect(await emCarencia(db, f.farmId, '2026-12-04')).toEqual([]);
  });

  it('the parlour’s mark before typing: 02/12 morning discarded, 02/12 afternoon not', async () => {
    const manha = await descartesDaOrdenha(db, f.farmId, '2026-12-02', 'Manhã');
    expect([...manha].map(([id, e]) => [id, e.marca])).toEqual([[ids.v7, 'Carência até 02/12 — leite descartado']]);
    expect((await descartesDaOrdenha(db, f.farmId, '2026-12-02', 'Tarde')).size).toBe(0);
  });

  it('produced = delivered + discarded on each day, the treatment recorded after the milkings', async () => {
    const { dias, meses } = await leiteDaFazenda(db, f.farmId, '2026-11-25', '2026-12-03');
    // each day: V7 10 (M) + 8 (T), V8 12.5 → 30.5 produced; V7's litres discarded from 26/11 M to 02/12 M
    expect(dias.find((d) => d.data === '2026-11-27')).toEqual({
      data: '2026-11-27',
      produzido: 30.5,
      descartado: 18,
      entregue: 12.5,
    });
    // 02/12: only the morning (10 L) is discarded; the afternoon's 8 L go to the tank
    expect(dias.find((d) => d.data === '2026-12-02')).toEqual({
      data: '2026-12-02',
      produzido: 30.5,
      descartado: 10,
      entregue: 20.5,
    });
    expect(dias.find((d) => d.data === '2026-12-03')).toMatchObject({ descartado: 0, entregue: 30.5 });
    // no milking on 25/11: no row ('sem dados', never 0)
    expect(dias.some((d) => d.data === '2026-11-25')).toBe(false);
    for (const d of dias) expect(Math.round((d.entregue + d.descartado) * 10) / 10).toBe(d.produzido);
    // November: 5 days × 30.5 = 152.5 produced, 5 × 18 = 90 discarded
    expect(meses.find((m) => m.mes === '2026-11')).toEqual({
      mes: '2026-11',
      produzido: 152.5,
      descartado: 90,
      entregue: 62.5,
    });
  });

  it('her ficha’s history (newest first, the medicine named) and the cost of the medicines of the period', async () => {
    const h = await historicoSanitario(db, f.farmId, ids.v7);
    expect(h.eventos.map((e) => [e.data, e.tipo, e.medicamento])).toEqual([['2026-11-26', 'Tratamento', 'Mastizone']]);
    // Mastizone has no cost typed: no figure (sem dados), one use left out
    expect(await custoDosMedicamentos(db, f.farmId, '2026-11-01', '2026-11-30')).toEqual({
      centavos: null,
      semCusto: 1,
    });
  });

  it('a medicine used in a treatment keeps its withdrawal, and cannot be deleted', async () => {
    const [m] = (await medicamentosCrud.list(db, f.farmId)).filter((x) => x.id === ids.mastizone);
    const { id: _i, updatedAt: _u, ...values } = medicamentoSchema.parse({ ...m, carenciaLeite: '' });
    expect((await recusa(medicamentosCrud.update(db, ator(), m.id, values, m.updatedAt))).message).toBe(
      'O medicamento Mastizone já foi usado em tratamentos: a carência de leite e de carne não pode ficar em branco.',
    );
    expect((await recusa(excluirMedicamento(db, ator(), m.id))).message).toBe(
      'Este medicamento foi usado em eventos sanitários e não pode ser excluído.',
    );
  });
});

describe('an exit for slaughter inside the meat withdrawal', () => {
  it('is refused with the date it ends, and taken the day after', async () => {
    const [v7] = (
      await import('../apontamentos/rebanho.ts').then((m) => m.listarAnimais(db, f.farmId, { q: 'V7' }))
    ).filter((a) => a.id === ids.v7);
    const venda = animalRebanhoSchema.parse({ ...v7, situacao: 'vendido' });
    expect(await recusa(editarAnimal(db, ator('2026-12-03'), ids.v7, venda))).toEqual({
      status: 400,
      message: 'Animal em carência de carne até 03/12/2026: a venda para abate só depois dessa data.',
    });
    const descarte = animalRebanhoSchema.parse({ ...v7, situacao: 'descartado' });
    expect((await recusa(editarAnimal(db, ator('2026-11-27'), ids.v7, descarte))).status).toBe(400);
    const vendida = await editarAnimal(db, ator('2026-12-04'), ids.v7, venda);
    expect(vendida.situacao).toBe('vendido');
  });
});

describe('vacinações a fazer (PNCEBT)', () => {
  it('a heifer of 3–8 months without the brucellosis vaccine is listed until it is recorded', async () => {
    const antes = await vacinacoesAFazer(db, f.farmId, '2026-12-05');
    expect(antes.map((v) => [v.identificacao, v.vacina, v.atrasada])).toEqual([['B1', 'Brucelose (B19)', false]]);
    await evento({ data: '2026-12-01', animalId: ids.bezerra, tipo: 'Vacinação', vacina: 'Brucelose (B19)' });
    expect(await vacinacoesAFazer(db, f.farmId, '2026-12-05')).toEqual([]);
  });
});

describe('the exit for slaughter through a CSV import of the herd', () => {
  it('a row that marks a cow in meat withdrawal as vendido is refused at its line, with the date it ends', async () => {
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const id = await animal('V9');
    // a 2-day treatment that started yesterday, 5 days for meat: last dose today, withdrawal through today + 5
    await evento(
      {
        data: somarDias(hoje, -1),
        animalId: id,
        tipo: 'Tratamento',
        motivo: 'Casco',
        medicamentoId: ids.mastizone,
        dose: 2,
        dias: 2,
      },
      hoje,
    );
    const farm = await db.select().from(fazendas).where(eq(fazendas.id, f.farmId)).get();
    if (!farm) throw new Error('fazenda');
    const linhas = [
      ['Identificação', 'Categoria', 'Sexo', 'Nascimento', 'Situação'],
      ['V9', 'Vaca Leiteira', 'Fêmea', '10/01/2022', 'Vendido'],
    ];
    const r = await importarCsv(db, ator(hoje), farm, 'rebanho', () => ({ registros: linhas, separador: () => ';' }));
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      {
        linha: 2,
        coluna: 'Situação',
        valor: 'Vendido',
        mensagem: `Animal em carência de carne até ${formatData(somarDias(hoje, 5))}: a venda para abate só depois dessa data.`,
      },
    ]);
  });
});

describe('deleting an animal with health records', () => {
  it('counts her health events and test days among her records, and deletes them with her when asked', async () => {
    const id = await animal('V10');
    await evento({ data: '2026-11-02', animalId: id, tipo: 'Exame', exame: 'Tuberculose', resultado: 'Negativo' });
    const { id: _i, updatedAt: _u, ...c } = controleLeiteiroSchema.parse({ data: '2026-11-03', animalId: id, ccs: 90 });
    await controlesLeiteirosCrud.create(db, ator(), uuidv7(), c);
    expect(await recusa(excluirAnimal(db, ator(), id, false))).toEqual({
      status: 409,
      message: MSG_APONT.animalComApontamentos(2),
    });
    await excluirAnimal(db, ator(), id, true);
    expect((await eventosSanitariosCrud.list(db, f.farmId)).some((e) => e.animalId === id)).toBe(false);
    expect((await controlesLeiteirosCrud.list(db, f.farmId)).some((e) => e.animalId === id)).toBe(false);
  });
});
