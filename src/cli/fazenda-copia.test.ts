/**
 * Farms that live on their own Pi (issue 27, item 5), end to end between two temporary installations: the farm's
 * installation exports it with the CLI, the technician's imports it as a read-only copy (`--copia`); there the desk
 * lists it with the day the export was taken, every path into the data refuses a write with the one message, and a
 * newer export refreshes the copy (`--copia --substituir`) while an older one is refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDaCopia } from '../domain/dados/copia.ts';
import { MSG_DADOS } from '../domain/dados/messages.ts';
import type { Painel } from '../domain/painel/respostas.ts';
import { jsonComStatus } from '../server/test/fixture.ts';
import { createTestContext, novoBanco, type TestContext } from '../server/test/harness.ts';
import { leiteira as cli } from './test-cli.ts';

/** `leiteira ...args` (in this process) on the database file `banco`. */
const leiteira = (args: string[], banco: string) => cli(args, { env: { DATABASE_URL: `file:${banco}` } });

async function exportadaEm(zip: string): Promise<string> {
  const arquivo = await JSZip.loadAsync(readFileSync(zip));
  return JSON.parse((await arquivo.file('manifesto.json')?.async('string')) ?? '').exportadaEm;
}

let dir: string;
let origem: string;
let destino: string;
let a: TestContext;
let farmId: string;
let cookieA: string;
const ano = new Date().getFullYear();

async function novaVaca(identificacao: string) {
  const res = await a.request('POST', `/api/farms/${farmId}/animais`, {
    cookie: cookieA,
    body: { identificacao, categoria: 'Vaca Leiteira', sexo: 'F', dataNascimento: '2019-01-01' },
  });
  return jsonComStatus<{ id: string }>(res, 201);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-copia-'));
  origem = join(dir, 'pi-da-fazenda.db');
  destino = join(dir, 'laptop-do-tecnico.db');
  await novoBanco(dir, origem);
  await novoBanco(dir, destino);
  // the farm's own installation: a farm with a cow and her milking
  a = await createTestContext({ databaseUrl: `file:${origem}` });
  cookieA = await a.adminCookie();
  farmId = await a.createFarm('Sítio da Serra');
  const vaca = await novaVaca('SERRA-1');
  await jsonComStatus(
    await a.request('POST', `/api/farms/${farmId}/producao`, {
      cookie: cookieA,
      body: { data: `${ano}-01-10`, animalId: vaca.id, ordenha: 'Manhã', producao: 21 },
    }),
    201,
  );
}, 60_000);
afterAll(() => {
  a?.database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The technician's installation as a server (opened after each import: its caches start empty). */
async function tecnico<T>(fn: (b: TestContext, cookie: string) => Promise<T>): Promise<T> {
  const b = await createTestContext({ databaseUrl: `file:${destino}` });
  try {
    return await fn(b, await b.adminCookie());
  } finally {
    b.database.close();
  }
}

describe('a read-only copy of a farm from another installation', { timeout: 120_000 }, () => {
  const v1 = () => join(dir, 'serra-v1.zip');
  const v2 = () => join(dir, 'serra-v2.zip');

  it('is exported on its Pi and imported on the laptop as a copy, dated by the export', async () => {
    const exp = await leiteira(['fazenda', 'exportar', 'Sítio da Serra', v1()], origem);
    expect(exp.stderr).toBe('');
    expect(exp.code).toBe(0);
    const imp = await leiteira(['fazenda', 'importar', v1(), '--copia'], destino);
    expect(imp.stderr).toBe('');
    expect(imp.code).toBe(0);
    const data = dataDaCopia(await exportadaEm(v1()));
    expect(imp.stdout).toContain(MSG_DADOS.importadaCopia(data));
  });

  it('the desk lists it with its date (screen API, session and CLI)', async () => {
    const quando = await exportadaEm(v1());
    await tecnico(async (b, cookie) => {
      const p = await jsonComStatus<Painel>(await b.request('GET', `/api/painel?periodo=${ano}`, { cookie }));
      const linha = p.linhas.find((l) => l.farmId === farmId);
      expect(linha?.copiaEm).toBe(quando);
      expect(linha?.figuras.litrosDia?.valor).toEqual(expect.any(Number));
      // the laptop's own farm is not a copy
      expect(p.linhas.filter((l) => l.farmId !== farmId).every((l) => l.copiaEm === undefined)).toBe(true);
      const me = await jsonComStatus<{ farms: { id: string; copiaEm: string | null }[] }>(
        await b.request('GET', '/api/auth/me', { cookie }),
      );
      expect(me.farms.find((f) => f.id === farmId)?.copiaEm).toBe(quando);
    });
    const csv = await leiteira(['painel', '--periodo', String(ano), '--formato', 'csv'], destino);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain(`Sítio da Serra (${MSG_DADOS.copiaDe(dataDaCopia(quando))})`);
  });

  it('refuses every write with the one message — form, batch, CSV import — and changes nothing', async () => {
    const msg = MSG_DADOS.copiaSomenteLeitura(dataDaCopia(await exportadaEm(v1())));
    await tecnico(async (b, cookie) => {
      const api = `/api/farms/${farmId}`;
      const rebanho = await jsonComStatus<{ id: string; identificacao: string; updatedAt: string }[]>(
        await b.request('GET', `${api}/animais`, { cookie }),
      );
      expect(rebanho.map((r) => r.identificacao)).toEqual(['SERRA-1']);
      const recusas = [
        await b.request('POST', `${api}/animais`, {
          cookie,
          body: { identificacao: 'NOVA', categoria: 'Vaca Leiteira', sexo: 'F', dataNascimento: '2020-01-01' },
        }),
        await b.request('PUT', `${api}/animais/${rebanho[0].id}`, {
          cookie,
          body: {
            identificacao: 'RENOMEADA',
            categoria: 'Vaca Leiteira',
            sexo: 'F',
            dataNascimento: '2019-01-01',
            updatedAt: rebanho[0].updatedAt,
          },
        }),
        await b.request('POST', `${api}/producao/lote`, {
          cookie,
          body: {
            data: `${ano}-01-11`,
            ordenha: 'Manhã',
            itens: [{ id: '0193a6f0-0000-7000-8000-000000000001', animalId: rebanho[0].id, producao: 20 }],
          },
        }),
        await b.request('POST', `${api}/csv/rebanho`, {
          cookie,
          body: {
            registros: [
              ['Identificação', 'Categoria', 'Sexo', 'Nascimento'],
              ['CSV-1', 'Vaca Leiteira', 'Fêmea', '01/01/2020'],
            ],
          },
        }),
      ];
      for (const r of recusas) {
        const corpo = await jsonComStatus<{ error: { message: string } }>(r, 403);
        expect(corpo.error.message).toBe(msg);
      }
      const depois = await jsonComStatus<{ identificacao: string }[]>(
        await b.request('GET', `${api}/animais`, { cookie }),
      );
      expect(depois.map((r) => r.identificacao)).toEqual(['SERRA-1']);
      // the laptop's own farm still takes writes
      const propria = (await b.request('GET', '/api/auth/me', { cookie }).then((r) => r.json())) as {
        farms: { id: string; copiaEm: string | null }[];
      };
      const aqui = propria.farms.find((f) => f.copiaEm === null)?.id;
      const ok = await b.request('POST', `/api/farms/${aqui}/animais`, {
        cookie,
        body: { identificacao: 'DAQUI-1', categoria: 'Vaca Leiteira', sexo: 'F', dataNascimento: '2020-01-01' },
      });
      expect(ok.status).toBe(201);
    });
  });

  it('a newer export refreshes the copy (--copia --substituir); an older one is refused', async () => {
    await novaVaca('SERRA-2');
    await new Promise((r) => setTimeout(r, 5));
    const exp = await leiteira(['fazenda', 'exportar', farmId, v2()], origem);
    expect(exp.code).toBe(0);
    const imp = await leiteira(['fazenda', 'importar', v2(), '--copia', '--substituir'], destino);
    expect(imp.stderr).toBe('');
    expect(imp.code).toBe(0);
    expect(imp.stdout).toContain('substituída');
    const quando = await exportadaEm(v2());
    await tecnico(async (b, cookie) => {
      const rebanho = await jsonComStatus<{ identificacao: string }[]>(
        await b.request('GET', `/api/farms/${farmId}/animais`, { cookie }),
      );
      expect(rebanho.map((r) => r.identificacao).sort()).toEqual(['SERRA-1', 'SERRA-2']);
      const p = await jsonComStatus<Painel>(await b.request('GET', `/api/painel?periodo=${ano}`, { cookie }));
      expect(p.linhas.find((l) => l.farmId === farmId)?.copiaEm).toBe(quando);
    });
    // a refresh without --copia keeps a copy a copy
    const v3 = join(dir, 'serra-v3.zip');
    await new Promise((r) => setTimeout(r, 5));
    expect((await leiteira(['fazenda', 'exportar', farmId, v3], origem)).code).toBe(0);
    expect((await leiteira(['fazenda', 'importar', v3, '--substituir'], destino)).code).toBe(0);
    await tecnico(async (b, cookie) => {
      const p = await jsonComStatus<Painel>(await b.request('GET', `/api/painel?periodo=${ano}`, { cookie }));
      expect(p.linhas.find((l) => l.farmId === farmId)?.copiaEm).toBe(await exportadaEm(v3));
    });
    // the first export again: older than the copy here, refused, nothing changed
    const velha = await leiteira(['fazenda', 'importar', v1(), '--copia', '--substituir'], destino);
    expect(velha.code).toBe(1);
    const [de, daqui] = [dataDaCopia(await exportadaEm(v1())), dataDaCopia(await exportadaEm(v3))];
    expect(velha.stderr).toContain(MSG_DADOS.copiaMaisAntiga(de, daqui));
    await tecnico(async (b, cookie) => {
      const rebanho = await jsonComStatus<unknown[]>(
        await b.request('GET', `/api/farms/${farmId}/animais`, { cookie }),
      );
      expect(rebanho).toHaveLength(2);
    });
  });
});
