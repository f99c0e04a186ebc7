import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import type { LinhaLactacao } from '../../../domain/apontamentos/respostas-leite.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';
import { assertModuleGuarded } from '../../test/permissions.ts';

const f = adminFixture();
let base: string;
let hoje: string;
let vaca: string;
let outraFazenda: string;
let vacaDeFora: string;

async function criarVaca(farm: string, identificacao: string) {
  const res = await f.t.request('POST', `/api/farms/${farm}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  return (await jsonComStatus<{ id: string }>(res, 201)).id;
}

async function parto(farm: string, animalId: string, data: string) {
  const res = await f.t.request('POST', `/api/farms/${farm}/reproducao`, {
    cookie: f.admin,
    body: { animalId, data, evento: 'Parto' },
  });
  expect(res.status).toBe(201);
}

/** Two milkings a day of `animalId` from DEL 1 to `dias`, each half of 30·e^(−0.002·DEL) litres (Wood, b = 0). */
async function ordenhar(farm: string, animalId: string, desde: string, dias: number) {
  for (let del = 1; del <= dias; del++) {
    const data = somarDias(desde, del);
    const producao = Math.round(15 * Math.exp(-0.002 * del) * 10) / 10;
    for (const ordenha of ['Manhã', 'Tarde'])
      await f.t.request('POST', `/api/farms/${farm}/producao/lote`, {
        cookie: f.admin,
        body: { data, ordenha, itens: [{ id: uuidv7(), animalId, producao }] },
      });
  }
}

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  const tz = await f.t.database.client.execute({ sql: 'SELECT timezone FROM farms WHERE id = ?', args: [f.farmId] });
  hoje = hojeNoFuso(String(tz.rows[0].timezone));
  vaca = await criarVaca(f.farmId, '501');
  await parto(f.farmId, vaca, somarDias(hoje, -60));
  await ordenhar(f.farmId, vaca, somarDias(hoje, -60), 60);
  outraFazenda = await f.t.createFarm('Fazenda Vizinha');
  vacaDeFora = await criarVaca(outraFazenda, '900');
  await parto(outraFazenda, vacaDeFora, somarDias(hoje, -20));
});

describe('lactations (GET /lactacoes)', () => {
  it('lists the farm’s lactation with its total, peak and a projected 305-day yield; never another farm’s', async () => {
    const linhas = await jsonComStatus<LinhaLactacao[]>(
      await f.t.request('GET', `${base}/lactacoes`, { cookie: f.admin }),
    );
    expect(linhas.map((l) => l.identificacao)).toEqual(['501']);
    const l = linhas[0];
    expect(l).toMatchObject({ numero: 1, fim: null, del: 60, tipo305: 'projetado' });
    // 60 days of 30·e^(−0.002·DEL) L (two milkings rounded to 0.1 L): the recorded sum Σ ≈ 1 695 L
    expect(l.total).toBeGreaterThan(1650);
    expect(l.total).toBeLessThan(1720);
    expect(l.picoLitros).toBeGreaterThan(29);
    // projected to 305 days by the fitted curve: close to Σ 30·e^(−0.002·t), t = 1…305 ≈ 6 844 L
    expect(l.producao305).toBeGreaterThan(6600);
    expect(l.producao305).toBeLessThan(7100);
  });

  it('one cow against the herd’s curve; another farm’s cow is not found', async () => {
    const r = await jsonComStatus<{ curva: { numero: number; vaca: unknown[] } | null }>(
      await f.t.request('GET', `${base}/lactacoes/${vaca}`, { cookie: f.admin }),
    );
    expect(r.curva?.numero).toBe(1);
    expect(r.curva?.vaca.length).toBeGreaterThan(7);
    const fora = await f.t.request('GET', `${base}/lactacoes/${vacaDeFora}`, { cookie: f.admin });
    expect(fora.status).toBe(404);
  });

  it('the lactation table joins the reports: JSON, CSV, Excel and PDF from the one document model', async () => {
    const ano = hoje.slice(0, 4);
    const q = `${base}/relatorios?tipo=anual&categoria=lactacoes&ano=${ano}`;
    const rel = await jsonComStatus<{ titulo: string; linhas: Record<string, unknown>[] }>(
      await f.t.request('GET', q, { cookie: f.admin }),
    );
    expect(rel.titulo).toBe('Relatório anual — Lactações');
    expect(rel.linhas[0]).toMatchObject({ animal: '501', numero: 1, tipo305: expect.stringMatching(/^projetado/) });
    const csv = await f.t.request('GET', `${q}&formato=csv`, { cookie: f.admin });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('305 dias (L)');
    for (const formato of ['xlsx', 'pdf'])
      expect((await f.t.request('GET', `${q}&formato=${formato}`, { cookie: f.admin })).status).toBe(200);
  });

  it('needs the Apontamentos module: refused for everyone else, nothing written', async () => {
    await assertModuleGuarded(f.t, {
      modulo: 'appointments',
      routes: async (farmId) => [
        { method: 'GET', path: `/api/farms/${farmId}/lactacoes` },
        { method: 'GET', path: `/api/farms/${farmId}/lactacoes/${vaca}` },
        { method: 'GET', path: `/api/farms/${farmId}/qualidade/medias` },
      ],
    });
  });
});

describe('milk quality as IN 76/2018 judges it (GET /qualidade/medias)', () => {
  it('each month’s geometric means, the open month’s warning, a month with no analysis is sem dados', async () => {
    const mes = hoje.slice(0, 7);
    const antes = (n: number) => {
      const i = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 - n;
      return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    };
    const amostra = async (data: string, ccs: number, cbt: number) =>
      jsonComStatus(
        await f.t.request('POST', `${base}/qualidade`, {
          cookie: f.admin,
          body: { data, amostra: 'Tanque 1', gordura: 3.4, proteina: 3.1, ccs, cbt },
        }),
        201,
      );
    await amostra(`${antes(2)}-10`, 400, 200_000);
    await amostra(`${antes(1)}-10`, 500, 250_000);
    await amostra(`${mes}-01`, 800, 400_000);
    const r = await jsonComStatus<{
      meses: {
        mes: string;
        analises: number;
        ccs: { mes: number | null; trimestral: number | null; situacao: string };
      }[];
      avisos: { parametro: string; texto: string }[];
    }>(await f.t.request('GET', `${base}/qualidade/medias`, { cookie: f.admin }));
    const atual = r.meses.at(-1);
    // ∛(400 × 500 × 800) = ∛160 000 000 = 542.9 (x1000 cél./mL): over the 500 limit
    expect(atual).toMatchObject({ mes, analises: 1, ccs: { mes: 800, trimestral: 542.9, situacao: 'acima' } });
    expect(r.avisos.map((a) => a.parametro)).toEqual(['ccs', 'cbt']);
    expect(r.avisos[0].texto).toContain('Média geométrica trimestral de CCS em 543 mil cél./mL, acima do limite');
    // the bell says it in the same words (and the push carries the alert's text)
    const { alertas } = await jsonComStatus<{ alertas: { kind: string; text: string; severity: string }[] }>(
      await f.t.request('GET', `${base}/alertas`, { cookie: f.admin }),
    );
    const trimestrais = alertas.filter((a) => a.kind === 'qualidade_media_trimestral');
    expect(trimestrais.map((a) => [a.text, a.severity])).toEqual([
      [r.avisos[0].texto, 'danger'],
      [r.avisos[1].texto, 'warning'],
    ]);
    const vazio = r.meses.find((m) => m.mes === antes(4));
    expect(vazio).toMatchObject({ analises: 0, ccs: { mes: null, trimestral: null, situacao: 'sem dados' } });
  });
});
