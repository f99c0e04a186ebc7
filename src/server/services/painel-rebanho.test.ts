// The desk keeps each farm's herd figures of a period (painel_rebanho) while the farm's count (rebanho_versoes, moved by
// SQLite triggers on animals, reproduction_events and the milkings of an animal out of the herd) stays the same
// (issue 40 item 1). Whatever path writes the herd — an event created, moved, deleted, a CSV import, a cow sold or
// back, a milking of a sold cow (it may date her exit), a farm import that replaces the farm with an older export, a
// bare SQL write no screen does — the desk read with what it kept equals the figures computed from the records again.
// The summaries are kept as data is written (painel-manter.ts): after a write heard by the process and the desk's chain
// settling, a read computes no farm's herd.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { lerCsv } from '../../domain/csv/leitor.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { figurasDoRebanho } from '../../domain/painel/indicadores.ts';
import { lerPeriodo } from '../../domain/painel/periodo.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';
import { exportarFazenda, importarFazenda } from './mover-fazenda.ts';
import {
  fazendasDaInstalacao,
  femeasDasFazendas,
  figurasGuardadas,
  leiturasDoRebanho,
  painelDoPeriodo,
  parametrosDe,
  rebanhosDoPeriodo,
} from './painel.ts';
import { manterPainel } from './painel-manter.ts';

const f = adminFixture();
const INICIO = '2025-03-01';
const EVENTOS = [
  { evento: 'Parto' },
  { evento: 'Inseminação' },
  { evento: 'Diagnóstico', resultado: 'positivo' },
  { evento: 'Diagnóstico', resultado: 'negativo' },
  { evento: 'Secagem' },
] as const;
let vacas: { id: string; brinco: string }[];

beforeAll(async () => {
  vacas = [];
  for (const brinco of ['701', '702', '703']) {
    const v = await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `/api/farms/${f.farmId}/animais`, {
        cookie: f.admin,
        body: { identificacao: brinco, categoria: 'Vaca Leiteira', raca: 'Holandesa', situacao: 'ativo' },
      }),
      201,
    );
    // a calving the year before, so the year's services and diagnoses have a lactation to fall in
    await jsonComStatus(
      await f.t.request('POST', `/api/farms/${f.farmId}/reproducao`, {
        cookie: f.admin,
        body: { animalId: v.id, data: '2024-11-10', evento: 'Parto' },
      }),
      201,
    );
    vacas.push({ id: v.id, brinco });
  }
  // a cow registered as already sold: no audited change dates her exit, so her last record does (saidaDoAnimal)
  const vendida = await jsonComStatus<{ id: string }>(
    await f.t.request('POST', `/api/farms/${f.farmId}/animais`, {
      cookie: f.admin,
      body: { identificacao: '704', categoria: 'Vaca Leiteira', raca: 'Holandesa', situacao: 'vendido' },
    }),
    201,
  );
  await f.t.database.client.execute({
    sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento) VALUES (?, ?, ?, '2024-12-01', 'Parto')`,
    args: [uuidv7(), f.farmId, vendida.id],
  });
  vendidaId = vendida.id;
  // what every run of the property starts from (the farm imported back over itself: one database, reset)
  inicial = (await exportarFazenda(f.t.database.client, f.farmId)).zip;
  pararManutencao = manterPainel(f.t.database.db);
});
let vendidaId: string;
let inicial: Buffer;
let pararManutencao: () => void;
afterAll(async () => {
  pararManutencao();
  await figurasGuardadas();
});

const fato = fc.record({
  vaca: fc.nat({ max: 2 }),
  dia: fc.nat({ max: 640 }),
  tipo: fc.nat({ max: EVENTOS.length - 1 }),
});
const passo = fc.oneof(
  fc.record({ p: fc.constant('evento' as const), fato }),
  fc.record({ p: fc.constant('mover' as const), qual: fc.nat(), dia: fc.nat({ max: 300 }) }),
  fc.record({ p: fc.constant('apagar' as const), qual: fc.nat() }),
  fc.record({ p: fc.constant('csv' as const), fato }),
  fc.record({ p: fc.constant('situacao' as const), vaca: fc.nat({ max: 2 }) }),
  fc.record({ p: fc.constant('ordenha' as const), vaca: fc.nat({ max: 2 }), dia: fc.nat({ max: 600 }) }),
  fc.record({ p: fc.constant('exportar' as const) }),
  fc.record({ p: fc.constant('importar' as const) }),
  fc.record({ p: fc.constant('sql' as const), qual: fc.nat(), dia: fc.nat({ max: 300 }) }),
  fc.record({ p: fc.constant('ordenhaDaVendida' as const), dia: fc.nat({ max: 300 }), apagar: fc.boolean() }),
);

describe('painel_rebanho (the herd figures the desk keeps)', () => {
  it('property: after any write by every path, the herd figures the desk reads with what it kept equal the figures computed again', async () => {
    const { client, db } = f.t.database;
    const base = `/api/farms/${f.farmId}`;
    const dia = (n: number) => somarDias(INICIO, n);
    const semErroDoServidor = (res: Response) => expect(res.status).toBeLessThan(500);
    // closed periods, and running ones on the real today: its year, and last month (its services still diagnosable)
    const hoje = hojeNoFuso();
    const mesPassado = somarDias(`${hoje.slice(0, 7)}-01`, -1).slice(0, 7);
    const periodos = ['2025', '2025-06', '2025-T3', hoje.slice(0, 4), mesPassado].map((p) => {
      const periodo = lerPeriodo(p);
      if (!periodo) throw new Error(p);
      return periodo;
    });
    const eventos = async () =>
      (await client.execute('SELECT id, animal_id, evento, resultado, updated_at FROM reproduction_events ORDER BY id'))
        .rows;
    /**
     * On `instante` (the clock held still): each period's herd figures as the desk reads them (what it kept, or
     * computed and kept) equal the domain's over each farm's whole herd, and how many farms' herds the reads computed.
     */
    const conferir = async (instante: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(instante);
      try {
        const fazendas = (await fazendasDaInstalacao(db)).map((x) => x.farm);
        const antes = leiturasDoRebanho.fazendas;
        const lidas = [];
        for (const p of periodos) lidas.push(await rebanhosDoPeriodo(db, fazendas, p));
        const calculadas = leiturasDoRebanho.fazendas - antes;
        await figurasGuardadas();
        const femeas = await femeasDasFazendas(
          db,
          fazendas.map((x) => x.id),
        );
        const deNovo = periodos.map(
          (p) =>
            new Map(
              fazendas.map((x) => [
                x.id,
                figurasDoRebanho(femeas.get(x.id) ?? [], p, hojeNoFuso(x.timezone), parametrosDe(x)),
              ]),
            ),
        );
        expect(lidas).toEqual(deNovo);
        return calculadas;
      } finally {
        vi.useRealTimers();
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(passo, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 90 }),
        async (passos, adiante) => {
          // every run from the same farm (one database reused: the farm imported back over itself)
          await importarFazenda(client, inicial, { substituir: true });
          await conferir(Date.now());
          let exportada: Buffer | undefined;
          for (const s of passos) {
            if (s.p === 'evento') {
              const e = EVENTOS[s.fato.tipo];
              semErroDoServidor(
                await f.t.request('POST', `${base}/reproducao`, {
                  cookie: f.admin,
                  body: { animalId: vacas[s.fato.vaca].id, data: dia(s.fato.dia), ...e },
                }),
              );
            } else if (s.p === 'mover' || s.p === 'apagar' || s.p === 'sql') {
              const todos = await eventos();
              if (!todos.length) continue;
              const alvo = todos[s.qual % todos.length];
              if (s.p === 'apagar')
                semErroDoServidor(await f.t.request('DELETE', `${base}/reproducao/${alvo.id}`, { cookie: f.admin }));
              else if (s.p === 'mover')
                semErroDoServidor(
                  await f.t.request('PUT', `${base}/reproducao/${alvo.id}`, {
                    cookie: f.admin,
                    body: {
                      animalId: alvo.animal_id,
                      data: dia(s.dia),
                      evento: alvo.evento,
                      ...(alvo.resultado ? { resultado: alvo.resultado } : {}),
                      updatedAt: alvo.updated_at,
                    },
                  }),
                );
              // a bare write that moves an event (no screen does it; the trigger still counts it)
              else
                await client.execute({
                  sql: 'UPDATE reproduction_events SET data = ? WHERE id = ?',
                  args: [dia(s.dia), alvo.id],
                });
            } else if (s.p === 'csv') {
              const e = EVENTOS[s.fato.tipo];
              const br = dia(s.fato.dia).split('-').reverse().join('/');
              const { registros, separador } = lerCsv(
                `Data;Animal;Evento;Resultado\n${br};${vacas[s.fato.vaca].brinco};${e.evento};${'resultado' in e ? e.resultado : ''}\n`,
              );
              semErroDoServidor(
                await f.t.request('POST', `${base}/csv/reproducao`, {
                  cookie: f.admin,
                  body: { registros, separador },
                }),
              );
            } else if (s.p === 'situacao') {
              // sold, or back in the herd: her exit and so her cow-days change
              const [a] = (
                await client.execute({
                  sql: 'SELECT identificacao, situacao, updated_at FROM animals WHERE id = ?',
                  args: [vacas[s.vaca].id],
                })
              ).rows;
              semErroDoServidor(
                await f.t.request('PUT', `${base}/animais/${vacas[s.vaca].id}`, {
                  cookie: f.admin,
                  body: {
                    identificacao: a.identificacao,
                    categoria: 'Vaca Leiteira',
                    raca: 'Holandesa',
                    situacao: a.situacao === 'ativo' ? 'vendido' : 'ativo',
                    updatedAt: a.updated_at,
                  },
                }),
              );
            } else if (s.p === 'ordenha') {
              // a sold cow's milking moves her exit (the day after her last record, when no audited change dates it)
              semErroDoServidor(
                await f.t.request('POST', `${base}/producao`, {
                  cookie: f.admin,
                  body: { id: uuidv7(), animalId: vacas[s.vaca].id, data: dia(s.dia), ordenha: 'Manhã', producao: 12 },
                }),
              );
            } else if (s.p === 'ordenhaDaVendida') {
              // her milkings by a bare write (a screen refuses them): each one may move the day she left
              if (s.apagar)
                await client.execute({
                  sql: 'DELETE FROM milk_records WHERE animal_id = ? AND data >= ?',
                  args: [vendidaId, dia(s.dia)],
                });
              else
                await client.execute({
                  sql: `INSERT OR IGNORE INTO milk_records (id, farm_id, animal_id, data, ordenha, producao)
                      VALUES (?, ?, ?, ?, 'Manhã', 10)`,
                  args: [uuidv7(), f.farmId, vendidaId, dia(s.dia)],
                });
            } else if (s.p === 'exportar') {
              exportada = (await exportarFazenda(client, f.farmId)).zip;
            } else if (exportada) {
              // `fazenda importar --substituir` of the last export: the events since go, the ones deleted come back
              await importarFazenda(client, exportada, { substituir: true });
            }
            // the keeping of what the write moved settles (the desk's chain); then a write through the API (heard by
            // the process: farm-changes.ts) leaves the read nothing to compute — a bare SQL write or an import is not
            // heard, and the read computes that farm's herd as before
            await figurasGuardadas();
            const calculadas = await conferir(Date.now());
            if (!['sql', 'importar', 'ordenhaDaVendida'].includes(s.p)) expect(calculadas).toBe(0);
            // a new day (`adiante` days on, no write between): what was kept, read then, equals the records read again,
            // and no farm is computed again
            expect(await conferir(Date.now() + adiante * 86_400_000)).toBe(0);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 360_000);

  it('reuses what it kept: a second read computes nothing again; a write to one farm is kept by the background (that farm only), the next read computes nothing', async () => {
    const { client, db } = f.t.database;
    const outra = await f.t.createFarm('Fazenda Vizinha');
    const periodo = lerPeriodo('2025');
    if (!periodo) throw new Error('período');
    const fazendas = await fazendasDaInstalacao(db);
    await client.execute('DELETE FROM painel_rebanho');
    const primeira = await painelDoPeriodo(db, fazendas, periodo);
    const guardadas = async () => {
      await figurasGuardadas();
      return (
        await client.execute(
          `SELECT farm_id, versao, figuras FROM painel_rebanho WHERE periodo = '2025' ORDER BY farm_id`,
        )
      ).rows.map((r) => [r.farm_id, r.versao, r.figuras].join('|'));
    };
    const antes = await guardadas();
    expect(antes).toHaveLength(fazendas.length);
    expect(await painelDoPeriodo(db, fazendas, periodo)).toEqual(primeira);
    expect(await guardadas()).toEqual(antes);
    // a calving on the other farm moves its count only
    const v = await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `/api/farms/${outra}/animais`, {
        cookie: f.admin,
        body: { identificacao: '1', categoria: 'Vaca Leiteira', raca: 'Holandesa', situacao: 'ativo' },
      }),
      201,
    );
    await jsonComStatus(
      await f.t.request('POST', `/api/farms/${outra}/reproducao`, {
        cookie: f.admin,
        body: { animalId: v.id, data: '2025-02-01', evento: 'Parto' },
      }),
      201,
    );
    // the calving was kept off the request (painel-manter.ts on the desk's chain): once that settles, the read
    // computes no farm's herd
    await figurasGuardadas();
    const calculadas = leiturasDoRebanho.fazendas;
    const depois = await painelDoPeriodo(db, fazendas, periodo);
    expect(leiturasDoRebanho.fazendas).toBe(calculadas);
    const linha = (p: typeof depois, id: string) => p.linhas.find((l) => l.farmId === id)?.figuras;
    // the neighbour now has a cow in milk all year from February: 334 cow-days over 365 days
    expect(linha(depois, outra)?.percentualLactacao?.valor).not.toBe(linha(primeira, outra)?.percentualLactacao?.valor);
    expect(linha(depois, f.farmId)).toEqual(linha(primeira, f.farmId));
    const mudou = (await guardadas()).filter((r) => !antes.includes(r)).map((r) => r.split('|')[0]);
    expect(mudou).toEqual([outra]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("a new day: both periods are answered from the kept summaries (no farm computed again), equal to the records'", async () => {
    const { client, db } = f.t.database;
    const fazendas = await fazendasDaInstalacao(db);
    // last year (closed) and this year (running), on days after every record the tests wrote (none is in the future)
    const agora = Date.now();
    const ano = Number(hojeNoFuso().slice(0, 4));
    const [passado, corrente] = [String(ano - 1), String(ano)].map((t) => {
      const p = lerPeriodo(t);
      if (!p) throw new Error(t);
      return p;
    });
    const ler = () => Promise.all([painelDoPeriodo(db, fazendas, passado), painelDoPeriodo(db, fazendas, corrente)]);
    const guardadas = async () => {
      await figurasGuardadas();
      return (await client.execute('SELECT farm_id, periodo, chave, versao, figuras FROM painel_rebanho ORDER BY 1, 2'))
        .rows;
    };
    const DIA = 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(agora + DIA);
    await client.execute('DELETE FROM painel_rebanho');
    await ler();
    const kept = await guardadas();
    expect(kept.length).toBe(2 * fazendas.length);
    // new days: the next one, a week on, and past the running year's end (its services still being diagnosed)
    for (const dia of [agora + 2 * DIA, agora + 8 * DIA, Date.UTC(ano + 1, 0, 20, 15)]) {
      vi.setSystemTime(dia);
      const lidas = await ler();
      expect(await guardadas()).toEqual(kept);
      await client.execute('DELETE FROM painel_rebanho');
      expect(lidas).toEqual(await ler());
      expect(await guardadas()).toEqual(kept);
    }
    // a read uses what was kept: marked (a % pregnant on the period's end no herd gives), last year shows the mark,
    // the running year takes its % pregnant on the day
    vi.setSystemTime(agora + 2 * DIA);
    await client.execute(`UPDATE painel_rebanho SET figuras = json_set(figuras, '$.prenhesNoFim', 42.5)`);
    const [doPassado, doCorrente] = await ler();
    const linha = (p: typeof doPassado) =>
      p.linhas.find((l) => l.farmId === f.farmId)?.figuras.percentualPrenhes?.valor;
    expect(linha(doPassado)).toBe(42.5);
    if (hojeNoFuso() < corrente.fim) expect(linha(doCorrente)).not.toBe(42.5);
  });

  it('a clock behind the records (a day before a record of the herd): computed from the herd, equal, nothing kept for it', async () => {
    const { client, db } = f.t.database;
    const fazendas = await fazendasDaInstalacao(db);
    const periodo = lerPeriodo('2025');
    if (!periodo) throw new Error('período');
    // a calving dated 2025-01-05, read on 2025-01-02 (the summary answers only from the herd's last record on)
    const [vaca] = vacas;
    await client.execute({
      sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento) VALUES (?, ?, ?, '2025-01-05', 'Parto')`,
      args: [uuidv7(), f.farmId, vaca.id],
    });
    await painelDoPeriodo(db, fazendas, periodo);
    await figurasGuardadas();
    const depois = (await client.execute('SELECT * FROM painel_rebanho ORDER BY farm_id')).rows;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T15:00:00Z'));
    const lida = await painelDoPeriodo(db, fazendas, periodo);
    await figurasGuardadas();
    expect((await client.execute('SELECT * FROM painel_rebanho ORDER BY farm_id')).rows).toEqual(depois);
    await client.execute('DELETE FROM painel_rebanho');
    expect(lida).toEqual(await painelDoPeriodo(db, fazendas, periodo));
    // and the farm's herd figures are the domain's over its whole herd on that day
    await figurasGuardadas();
    const fazenda = fazendas.find((x) => x.farm.id === f.farmId)?.farm;
    if (!fazenda) throw new Error('fazenda');
    const { pveDias, diasSecagem, idadePrimeiraCoberturaMeses } = fazenda;
    const femeas = (await femeasDasFazendas(db, [f.farmId])).get(f.farmId) ?? [];
    expect((await rebanhosDoPeriodo(db, [fazenda], periodo)).get(f.farmId)).toEqual(
      figurasDoRebanho(femeas, periodo, '2025-01-02', { pveDias, diasSecagem, idadePrimeiraCoberturaMeses }),
    );
  });

  it('answers while another write holds the queue (an import): the read keeps its figures afterwards', async () => {
    const { client, db } = f.t.database;
    const fazendas = await fazendasDaInstalacao(db);
    const periodo = lerPeriodo('2025-T3');
    if (!periodo) throw new Error('período');
    await client.execute('DELETE FROM painel_rebanho');
    const importacao = await client.transaction('write');
    try {
      const lida = await painelDoPeriodo(db, fazendas, periodo);
      expect(lida.linhas.map((l) => l.farmId).sort()).toEqual(fazendas.map((x) => x.farm.id).sort());
      expect(importacao.closed).toBe(false);
    } finally {
      await importacao.commit();
    }
    await figurasGuardadas();
    const n = (await client.execute(`SELECT count(*) AS n FROM painel_rebanho WHERE periodo = '2025-T3'`)).rows[0].n;
    expect(Number(n)).toBe(fazendas.length);
  }, 20_000);
});
