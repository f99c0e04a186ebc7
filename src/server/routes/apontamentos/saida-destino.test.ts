// Issue 39 item 4: a sale or a discard says where the animal went (Abate, Outra fazenda, Recria); only an exit to
// slaughter inside a meat withdrawal is refused, with the date it ends — through the API and the herd's CSV import
// (the same rule, carencia.ts `saidaParaAbate`). The medicine and the treatment go through the kernel's resources.
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { eventoSanitarioSchema, medicamentoSchema } from '../../../domain/sanidade/schemas.ts';
import { eventosSanitariosCrud, medicamentosCrud } from '../../services/sanidade/recursos.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda do Destino' });
const base = () => `/api/farms/${f.farmId}`;
let hoje: string;
const d = (dias: number) => somarDias(hoje, dias);
interface Animal {
  id: string;
  identificacao: string;
  updatedAt: string;
  destino: string | null;
}
const animais: Record<string, Animal> = {};

async function tratada(identificacao: string, medicamentoId: string) {
  const a = await jsonComStatus<Animal>(
    await f.t.request('POST', `${base()}/animais`, {
      cookie: f.admin,
      body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
    }),
    201,
  );
  const {
    id: _i,
    updatedAt: _u,
    ...t
  } = eventoSanitarioSchema.parse({
    data: d(-1),
    animalId: a.id,
    tipo: 'Tratamento',
    motivo: 'Pneumonia',
    medicamentoId,
    dose: 10,
    via: 'Intramuscular',
    dias: 1,
  });
  await eventosSanitariosCrud.create(f.t.database.db, { userId: null, farmId: f.farmId, hoje }, uuidv7(), t);
  animais[identificacao] = a;
}

const saida = (a: Animal, situacao: string, destino?: string) =>
  f.t.request('PUT', `${base()}/animais/${a.id}`, {
    cookie: f.admin,
    body: {
      identificacao: a.identificacao,
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
      situacao,
      ...(destino ? { destino } : {}),
      updatedAt: a.updatedAt,
    },
  });

async function importar(linhas: string[][]) {
  const registros = [['Identificação', 'Categoria', 'Raça', 'Situação', 'Destino'], ...linhas];
  const res = await f.t.request('POST', `${base()}/csv/rebanho`, {
    cookie: f.admin,
    body: { registros, separador: ';', simular: false },
  });
  return jsonComStatus<{ gravado: boolean; erros: { linha: number; coluna: string; mensagem: string }[] }>(res, 200);
}

beforeAll(async () => {
  hoje = hojeNoFuso('America/Sao_Paulo');
  const {
    id: _i,
    updatedAt: _u,
    ...m
  } = medicamentoSchema.parse({
    nome: 'Oxitetraciclina LA',
    carenciaLeite: 0,
    carenciaLeiteUnidade: 'dias',
    carenciaCarneDias: 28,
    unidade: 'mL',
  });
  const med = (await medicamentosCrud.create(f.t.database.db, { userId: null, farmId: f.farmId, hoje }, uuidv7(), m))
    .row.id;
  for (const brinco of ['A1', 'A2', 'A3', 'C1', 'C2']) await tratada(brinco, med);
});

// By hand: one dose yesterday, 28 days of meat withdrawal → slaughter from d(-1) + 28 = d(27) on is refused through it.
const recusa = () => MSG_SANIDADE.vendaEmCarencia(d(27));

describe('the exit destination (API)', () => {
  it('a sale to another farm or to rearing inside the meat withdrawal is accepted, and keeps its destination', async () => {
    const vendida = await jsonComStatus<Animal>(await saida(animais.A1, 'vendido', 'Outra fazenda'), 200);
    expect(vendida.destino).toBe('Outra fazenda');
    await jsonComStatus(await saida(animais.A2, 'descartado', 'Recria'), 200);
  });

  it('a sale to slaughter — or with no destination said — is refused with the date the withdrawal ends', async () => {
    for (const destino of ['Abate', undefined]) {
      const res = await saida(animais.A3, 'vendido', destino);
      const corpo = await jsonComStatus<{ error: { message: string; fields: Record<string, string> } }>(res, 400);
      expect(corpo.error.message).toBe(recusa());
      expect(corpo.error.fields.situacao).toBe(recusa());
    }
  });

  it('an unknown destination is refused in Portuguese', async () => {
    const corpo = await jsonComStatus<{ error: { fields: Record<string, string> } }>(
      await saida(animais.A3, 'vendido', 'Feira'),
      400,
    );
    expect(corpo.error.fields.destino).toBe('Destino inválido: use Abate, Outra fazenda, Recria.');
  });
});

describe('the exit destination (CSV import of the herd)', () => {
  it('a row to slaughter is refused with the date; to rearing it is written', async () => {
    const abate = await importar([['C1', 'Vaca Leiteira', 'Holandesa', 'Vendido', 'Abate']]);
    expect(abate.gravado).toBe(false);
    expect(abate.erros).toEqual([expect.objectContaining({ linha: 2, coluna: 'Situação', mensagem: recusa() })]);
    const recria = await importar([['C2', 'Vaca Leiteira', 'Holandesa', 'Vendido', 'Recria']]);
    expect(recria.erros).toEqual([]);
    expect(recria.gravado).toBe(true);
  });
});
