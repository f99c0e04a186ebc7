import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../domain/format.ts';
import type { Relatorio } from '../../domain/relatorios/schemas.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';

/** Issue 26 item 6: the herd's reproductive summary is a report category (screen, CSV, Excel, PDF, CLI). */
const f = adminFixture({ fazenda: 'Fazenda do Resumo' });
const base = () => `/api/farms/${f.farmId}`;
let hoje: string;

beforeAll(async () => {
  hoje = hojeNoFuso('America/Sao_Paulo');
  const post = async (path: string, body: unknown) =>
    jsonComStatus<{ id: string }>(await f.t.request('POST', `${base()}${path}`, { cookie: f.admin, body }), 201);
  const prenhe = await post('/animais', { identificacao: 'P1', categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await post('/reproducao', { animalId: prenhe.id, data: somarDias(hoje, -150), evento: 'Parto' });
  await post('/reproducao', { animalId: prenhe.id, data: somarDias(hoje, -90), evento: 'Inseminação' });
  await post('/reproducao', {
    animalId: prenhe.id,
    data: somarDias(hoje, -55),
    evento: 'Diagnóstico',
    resultado: 'positivo',
  });
  const vazia = await post('/animais', { identificacao: 'V1', categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await post('/reproducao', { animalId: vazia.id, data: somarDias(hoje, -100), evento: 'Parto' });
});

describe('relatório resumo-reprodutivo', () => {
  it("on the period's last day (today, in the current month): % pregnant of eligible, DEL médio, projected interval", async () => {
    const [ano, mes] = hoje.split('-').map(Number);
    const r = await jsonComStatus<Relatorio>(
      await f.t.request('GET', `${base()}/relatorios?tipo=mensal&categoria=resumo-reprodutivo&mes=${mes}&ano=${ano}`, {
        cookie: f.admin,
      }),
    );
    expect(r.linhas).toEqual([
      {
        data: hoje,
        femeas: 2,
        emLactacao: 2,
        secas: 0,
        novilhas: 0,
        elegiveis: 2,
        prenhes: 1,
        percentualPrenhes: 50,
        delMedio: 125,
        diasEmAbertoMedio: 80, // P1 60 (to conception), V1 100
        iepProjetado: 360,
      },
    ]);
    const csv = await f.t.request(
      'GET',
      `${base()}/relatorios?tipo=anual&categoria=resumo-reprodutivo&ano=${ano}&formato=csv`,
      { cookie: f.admin },
    );
    const texto = await csv.text();
    expect(texto).toContain('% prenhes');
    // today's row closes the year so far; the months before the first calving have no row
    expect(texto).toContain(`${formatData(hoje)};2;2;0;0;2;1;50,0;125,0;80,0;360,0`);
    expect(texto).not.toContain(`${formatData(somarDias(hoje, -160))};`);
  });

  it('a year before the herd had any female has no row (the report says so), never a row of zeros', async () => {
    const r = await jsonComStatus<Relatorio>(
      await f.t.request('GET', `${base()}/relatorios?tipo=anual&categoria=resumo-reprodutivo&ano=2001`, {
        cookie: f.admin,
      }),
    );
    expect(r.linhas).toEqual([]);
  });
});
