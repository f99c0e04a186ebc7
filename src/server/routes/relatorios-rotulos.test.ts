/**
 * The Rebanho report speaks the herd screen's words (issue 24 item 9): 'Fêmea', 'Ativo', 'Vendido' — the domain's
 * label maps — not the stored codes `F`, `ativo`; on the screen (JSON) and in the files made from it (CSV).
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda Rótulos' });

beforeAll(async () => {
  for (const animal of [
    { identificacao: 'V1', categoria: 'Vaca Leiteira', sexo: 'F', situacao: 'ativo' },
    { identificacao: 'T1', categoria: 'Touro Reprodutor', sexo: 'M', situacao: 'vendido' },
  ]) {
    const r = await f.t.request('POST', `/api/farms/${f.farmId}/animais`, { cookie: f.admin, body: animal });
    expect(r.status, await r.clone().text()).toBe(201);
  }
});

const url = (formato = 'json') =>
  `/api/farms/${f.farmId}/relatorios?tipo=anual&categoria=rebanho&ano=${new Date().getFullYear()}&formato=${formato}`;

describe('the Rebanho report', () => {
  it("writes sex and situation as the herd screen does: 'Fêmea', 'Ativo', 'Macho', 'Vendido'", async () => {
    const rel = (await (await f.t.request('GET', url(), { cookie: f.admin })).json()) as {
      linhas: { identificacao: string; sexo: string; situacao: string }[];
    };
    expect(rel.linhas.map((l) => [l.identificacao, l.sexo, l.situacao])).toEqual([
      ['T1', 'Macho', 'Vendido'],
      ['V1', 'Fêmea', 'Ativo'],
    ]);
  });

  it('and so does its CSV', async () => {
    const csv = await (await f.t.request('GET', url('csv'), { cookie: f.admin })).text();
    const linhas = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
    const v1 = linhas.find((l) => l[0] === 'V1');
    expect(v1).toContain('Fêmea');
    expect(v1).toContain('Ativo');
    expect(v1).not.toContain('F');
    expect(v1).not.toContain('ativo');
  });
});
