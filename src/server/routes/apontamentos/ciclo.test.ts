import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { comMudanca, type EventoDoCiclo, recusaDaMudanca } from '../../../domain/apontamentos/ciclo.ts';
import { FEMEA_DO_CICLO, historiaComImpossivel } from '../../../domain/apontamentos/ciclo-historias-tests.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { ResultadoImportacao } from '../../services/csv/servico.ts';
import { adminFixture } from '../../test/fixture.ts';
import { snapshotTables } from '../../test/permissions.ts';

// The reproductive cycle (domain/apontamentos/ciclo.ts) on every path: the API (form and offline replay send the
// same request), the CSV import; the same message on each. Holandesa: gestation 280 ± 20 days (260 to 300).
const f = adminFixture();
let base: string;
let seq = 0;

interface Erro {
  error: { message: string; fields?: Record<string, string> };
}

async function criarAnimal(extra: Record<string, unknown> = {}) {
  const identificacao = `C-${++seq}`;
  const res = await f.t.request('POST', `${base}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', dataNascimento: '2021-01-01', ...extra },
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, brinco: identificacao };
}

async function evento(animalId: string, body: Record<string, unknown>) {
  const res = await f.t.request('POST', `${base}/reproducao`, { cookie: f.admin, body: { animalId, ...body } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Erro };
}

async function gravar(animalId: string, body: Record<string, unknown>) {
  const r = await evento(animalId, body);
  expect(r.status, JSON.stringify(body)).toBe(201);
  return r.body as unknown as { id: string; updatedAt: string };
}

const br = (iso: string) => iso.split('-').reverse().join('/');

async function importar(linhas: string[]) {
  const texto = `Data;Animal;Evento;Resultado;Serviço;Idade da gestação (dias)\n${linhas.join('\n')}\n`;
  const { registros, separador } = lerCsv(texto);
  const res = await f.t.request('POST', `${base}/csv/reproducao`, { cookie: f.admin, body: { registros, separador } });
  expect(res.status).toBe(200);
  return (await res.json()) as ResultadoImportacao;
}

/** The API refuses `body` for the animal with `mensagem` naming `campo`, and a file with that row says the same. */
async function recusadoEmTodoCaminho(
  animal: { id: string; brinco: string },
  body: { data: string; evento: string; resultado?: string },
  mensagem: string,
  campo = 'data',
) {
  const antes = await snapshotTables(f.t);
  const api = await evento(animal.id, body);
  expect(api.status).toBe(400);
  expect(api.body.error.message).toBe(mensagem);
  expect(api.body.error.fields).toEqual({ [campo]: mensagem });
  const csv = await importar([`${br(body.data)};${animal.brinco};${body.evento};${body.resultado ?? ''};;`]);
  expect(csv.gravado).toBe(false);
  expect(csv.erros.map((e) => e.mensagem)).toEqual([mensagem]);
  expect(await snapshotTables(f.t)).toEqual(antes);
}

async function mudar(animal: { id: string; brinco: string }, mudanca: Record<string, unknown>) {
  const lista = await f.t.request('GET', `${base}/animais?q=${animal.brinco}`, { cookie: f.admin });
  const atual = ((await lista.json()) as { id: string; updatedAt: string }[]).find((a) => a.id === animal.id);
  const body = {
    identificacao: animal.brinco,
    categoria: 'Vaca Leiteira',
    raca: 'Holandesa',
    dataNascimento: '2021-01-01',
    updatedAt: atual?.updatedAt,
    ...mudanca,
  };
  const res = await f.t.request('PUT', `${base}/animais/${animal.id}`, { cookie: f.admin, body });
  return { status: res.status, body: (await res.json()) as Erro };
}

/** The register's change is refused by the API (the form, the offline replay) and by a herd file, same message. */
async function mudancaRecusada(
  animal: { id: string; brinco: string },
  mudanca: { categoria?: string; raca?: string },
  mensagem: string,
  campo: string,
) {
  const antes = await snapshotTables(f.t);
  const api = await mudar(animal, mudanca);
  expect(api.status).toBe(400);
  expect(api.body.error.message).toBe(mensagem);
  expect(api.body.error.fields).toEqual({ [campo]: mensagem });
  const texto = `Identificação;Categoria;Raça;Nascimento\n${animal.brinco};${mudanca.categoria ?? 'Vaca Leiteira'};${mudanca.raca ?? 'Holandesa'};01/01/2021\n`;
  const { registros, separador } = lerCsv(texto);
  const res = await f.t.request('POST', `${base}/csv/rebanho`, { cookie: f.admin, body: { registros, separador } });
  expect(res.status).toBe(200);
  const csv = (await res.json()) as ResultadoImportacao;
  expect(csv.gravado).toBe(false);
  expect(csv.erros.map((e) => e.mensagem)).toEqual([mensagem]);
  expect(await snapshotTables(f.t)).toEqual(antes);
}

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
});

describe('the reproductive cycle, on the API and the CSV import', () => {
  it('a Parto two days after the previous one is refused, and the herd figures stay as they were', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2025-01-10', evento: 'Parto' });
    // 2025-01-10 → 2025-01-12: 2 days, less than the shortest Holandesa gestation (260)
    await recusadoEmTodoCaminho(
      vaca,
      { data: '2025-01-12', evento: 'Parto' },
      'Parto 2 dias depois do parto anterior (10/01/2025): menos que a gestação mínima de 260 dias. Confira a data; se a gestação foi interrompida, registre um Aborto.',
    );
  });

  it('a Parto 114 days after a service confirmed by a positive diagnosis is refused', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2024-03-01', evento: 'Parto' });
    await gravar(vaca.id, { data: '2025-03-20', evento: 'Inseminação' });
    await gravar(vaca.id, { data: '2025-04-25', evento: 'Diagnóstico', resultado: 'positivo' });
    // 2025-03-20 + 114 days = 2025-07-12
    await recusadoEmTodoCaminho(
      vaca,
      { data: '2025-07-12', evento: 'Parto' },
      MSG_APONT.partoForaDaGestacao('2025-03-20', 114, 260, 300),
    );
    expect(MSG_APONT.partoForaDaGestacao('2025-03-20', 114, 260, 300)).toContain('Registre um Aborto antes');
  });

  it('a positive Diagnóstico with no service since the last calving is refused, naming the exceptions', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2024-06-01', evento: 'Inseminação' });
    await gravar(vaca.id, { data: '2025-03-05', evento: 'Parto' });
    await recusadoEmTodoCaminho(
      vaca,
      { data: '2025-05-01', evento: 'Diagnóstico', resultado: 'positivo' },
      MSG_APONT.diagnosticoSemServico,
      'evento',
    );
    expect(MSG_APONT.diagnosticoSemServico).toMatch(/^Registre a inseminação antes do diagnóstico.*monta natural/);
    // monta natural not recorded: the vet's 40 days date the service 2025-03-22, after the calving: accepted
    await gravar(vaca.id, { data: '2025-05-01', evento: 'Diagnóstico', resultado: 'positivo', idadeGestacaoDias: 40 });
  });

  it('an Inseminação of a cow confirmed pregnant is refused; after an Aborto it is accepted', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2025-01-10', evento: 'Parto' });
    await gravar(vaca.id, { data: '2025-03-20', evento: 'Inseminação' });
    await gravar(vaca.id, { data: '2025-04-25', evento: 'Diagnóstico', resultado: 'positivo' });
    await recusadoEmTodoCaminho(
      vaca,
      { data: '2025-05-20', evento: 'Inseminação' },
      MSG_APONT.inseminacaoDePrenhe('2025-04-25'),
      'evento',
    );
    await gravar(vaca.id, { data: '2025-05-10', evento: 'Aborto' });
    await gravar(vaca.id, { data: '2025-05-20', evento: 'Inseminação', servico: 'Transferência de embrião' });
  });

  it('a Parto of a heifer with no service is refused; a monta natural or a purchase while pregnant makes it fit', async () => {
    const novilha = await criarAnimal({ categoria: 'Novilha', dataNascimento: '2023-01-01' });
    await recusadoEmTodoCaminho(novilha, { data: '2025-05-01', evento: 'Parto' }, MSG_APONT.partoSemServico(260, 300));
    // a bull's service recorded 280 days before (2024-07-25) is a service
    await gravar(novilha.id, { data: '2024-07-25', evento: 'Inseminação', servico: 'Monta natural' });
    await gravar(novilha.id, { data: '2025-05-01', evento: 'Parto' });
    // bought pregnant: diagnosed on arrival at 150 days (service 2024-08-13), calves 275 days after the service
    const comprada = await criarAnimal({ categoria: 'Novilha', dataNascimento: '2023-01-01' });
    await gravar(comprada.id, {
      data: '2025-01-10',
      evento: 'Diagnóstico',
      resultado: 'positivo',
      idadeGestacaoDias: 150,
    });
    await gravar(comprada.id, { data: '2025-05-15', evento: 'Parto' });
  });

  it('a file is judged whole: a service and its diagnosis in the same file are accepted, in any row order', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2025-01-10', evento: 'Parto' });
    const r = await importar([
      `25/04/2025;${vaca.brinco};Diagnóstico;Positivo;;`,
      `20/03/2025;${vaca.brinco};Inseminação;;Monta natural;`,
    ]);
    expect(r.erros).toEqual([]);
    expect(r.gravado).toBe(true);
  });

  it('deleting or editing a record a later one needs is refused naming it; the herd figures follow the records', async () => {
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2025-01-10', evento: 'Parto' });
    const insem = await gravar(vaca.id, { data: '2025-04-01', evento: 'Inseminação' });
    await gravar(vaca.id, { data: '2025-05-05', evento: 'Diagnóstico', resultado: 'positivo' });
    const quebra = MSG_APONT.mudancaQuebraCiclo(
      'excluir',
      'Diagnóstico',
      '2025-05-05',
      MSG_APONT.diagnosticoSemServico,
    );
    const del = await f.t.request('DELETE', `${base}/reproducao/${insem.id}`, { cookie: f.admin });
    expect(del.status).toBe(400);
    expect(((await del.json()) as Erro).error.message).toBe(quebra);
    // moved after the diagnosis, the service no longer precedes it
    const put = await f.t.request('PUT', `${base}/reproducao/${insem.id}`, {
      cookie: f.admin,
      body: { animalId: vaca.id, data: '2025-05-10', evento: 'Inseminação', updatedAt: insem.updatedAt },
    });
    expect(put.status).toBe(400);
    expect(((await put.json()) as Erro).error.message).toBe(
      MSG_APONT.mudancaQuebraCiclo('alterar', 'Diagnóstico', '2025-05-05', MSG_APONT.diagnosticoSemServico),
    );

    // the cow's state is computed from the records on read: an Aborto ends the pregnancy, its deletion restores it
    const estado = async () => {
      const r = await f.t.request('GET', `${base}/rebanho/estado`, { cookie: f.admin });
      const body = (await r.json()) as {
        animais: { animalId: string; estado: { reprodutiva: string; diasEmAberto: number } }[];
      };
      return body.animais.find((a) => a.animalId === vaca.id)?.estado;
    };
    // pregnant from the service of 2025-04-01: 81 days open (2025-01-10 → 2025-04-01)
    expect(await estado()).toMatchObject({ reprodutiva: 'Prenhe', diasEmAberto: 81 });
    const aborto = await gravar(vaca.id, { data: '2025-06-01', evento: 'Aborto' });
    expect((await estado())?.reprodutiva).toBe('Vazia');
    expect((await f.t.request('DELETE', `${base}/reproducao/${aborto.id}`, { cookie: f.admin })).status).toBe(200);
    expect(await estado()).toMatchObject({ reprodutiva: 'Prenhe', diasEmAberto: 81 });
  });

  it('a new breed or category re-reads the history: refused naming the record, on the API and the herd’s CSV', async () => {
    // Holandesa (280 ± 20: 260–300): Inseminação 2024-08-01, Parto 2025-04-23 is a 265-day gestation. As Gir
    // (290 ± 20: 270–310) it would be 265 < 270: the breed change is refused; Jersey (279: 259–299) still fits it.
    const vaca = await criarAnimal();
    await gravar(vaca.id, { data: '2024-08-01', evento: 'Inseminação' });
    await gravar(vaca.id, { data: '2024-09-05', evento: 'Diagnóstico', resultado: 'positivo' });
    await gravar(vaca.id, { data: '2025-04-23', evento: 'Parto' });
    const motivo = MSG_APONT.partoForaDaGestacao('2024-08-01', 265, 270, 310);
    const naRaca = `Não é possível mudar a raça deste animal: o evento Parto de 23/04/2025 ficaria impossível. ${motivo}`;
    await mudancaRecusada(vaca, { raca: 'Gir' }, naRaca, 'raca');
    expect((await mudar(vaca, { raca: 'Jersey' })).status).toBe(200);

    // a cow's first Parto needs no recorded service (she calved before the system); as a Novilha it would
    const outra = await criarAnimal();
    await gravar(outra.id, { data: '2025-05-01', evento: 'Parto' });
    await mudancaRecusada(
      outra,
      { categoria: 'Novilha' },
      `Não é possível mudar a categoria deste animal: o evento Parto de 01/05/2025 ficaria impossível. ${MSG_APONT.partoSemServico(260, 300)}`,
      'categoria',
    );
  });

  it('property: a random valid history is accepted by the API; one impossible record is refused by the API and a file with the domain’s message', async () => {
    await fc.assert(
      fc.asyncProperty(historiaComImpossivel, async ({ historia, novo }) => {
        const femea = await criarAnimal({
          categoria: FEMEA_DO_CICLO.categoria,
          raca: FEMEA_DO_CICLO.raca,
          dataNascimento: FEMEA_DO_CICLO.dataNascimento,
        });
        const corpo = (e: EventoDoCiclo) => ({
          id: uuidv7(),
          data: e.data,
          evento: e.evento,
          resultado: e.resultado ?? null,
          servico: e.servico ?? null,
          idadeGestacaoDias: e.idadeGestacaoDias ?? null,
        });
        for (const e of historia.eventos) await gravar(femea.id, corpo(e));
        const esperada = recusaDaMudanca(
          historia.eventos,
          comMudanca(historia.eventos, { novo }),
          FEMEA_DO_CICLO,
          novo.id,
          'registrar',
        );
        expect(esperada).not.toBeNull();
        const api = await evento(femea.id, corpo(novo));
        expect(api.status).toBe(400);
        expect(api.body.error.message).toBe(esperada?.mensagem);
        const csv = await importar([
          `${br(novo.data)};${femea.brinco};${novo.evento};${novo.resultado ?? ''};${novo.servico ?? ''};`,
        ]);
        expect(csv.erros.map((e) => e.mensagem)).toEqual([esperada?.mensagem]);
      }),
      { numRuns: 8 },
    );
  });
});
