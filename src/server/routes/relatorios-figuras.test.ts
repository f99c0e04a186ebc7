/**
 * Figures a technician copies are exact (issue 37, item 5, the herd reports): the daily rows of the monthly
 * production report carry a real mean (per cow milked, not the day's total again), the annual IN 76/2018 report
 * lists only the months that have begun, and the desk's '100 ÷ TC' is named for what it is.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { INDICADORES_PAINEL } from '../../domain/painel/indicadores.ts';
import type { Relatorio } from '../../domain/relatorios/schemas.ts';
import { analisesDeQualidade, animaisDoRebanho, ordenhas } from '../db/schema/apontamentos.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Sítio dos Relatórios' });

beforeAll(async () => {
  const db = f.t.database.db;
  const [a, b] = [uuidv7(), uuidv7()];
  await db.insert(animaisDoRebanho).values([
    { id: a, farmId: f.farmId, identificacao: 'R-1', categoria: 'Vaca Leiteira' },
    { id: b, farmId: f.farmId, identificacao: 'R-2', categoria: 'Vaca Leiteira' },
  ]);
  await db.insert(ordenhas).values(
    (
      [
        [a, '2025-03-01', 'Manhã', 10],
        [a, '2025-03-01', 'Tarde', 8],
        [b, '2025-03-01', 'Manhã', 12],
        [a, '2025-03-02', 'Manhã', 11],
      ] as const
    ).map(([animalId, data, ordenha, producao]) => ({
      id: uuidv7(),
      farmId: f.farmId,
      animalId,
      data,
      ordenha,
      producao,
    })),
  );
  await db.insert(analisesDeQualidade).values({
    id: uuidv7(),
    farmId: f.farmId,
    data: '2025-03-03',
    amostra: 'A1',
    gordura: 3.5,
    proteina: 3.1,
    ccs: 300,
    cbt: 20_000,
  });
});

const relatorio = async (consulta: string) =>
  jsonComStatus<Relatorio>(
    await f.t.request('GET', `/api/farms/${f.farmId}/relatorios?${consulta}`, { cookie: f.admin }),
  );

describe('the herd reports’ figures', () => {
  it('monthly production: a day’s mean is per cow milked that day, not the day’s total again', async () => {
    const rel = await relatorio('tipo=mensal&categoria=producao&mes=3&ano=2025');
    expect(rel.colunas.map((c) => c.rotulo)).toContain('Média por vaca (L)');
    expect(rel.colunas.map((c) => c.rotulo)).not.toContain('Média por dia (L)');
    // 1 March: R-1 10 + 8 L, R-2 12 L → 30 L from 2 cows = 15 L per cow; 2 March: R-1 alone, 11 L
    expect(rel.linhas[0]).toMatchObject({ periodo: '2025-03-01', vacas: 2, total: 30, mediaVaca: 15 });
    expect(rel.linhas[1]).toMatchObject({ periodo: '2025-03-02', vacas: 1, total: 11, mediaVaca: 11 });
    // the month: the mean of its milked days' means, (15 + 11) / 2 = 13
    expect(rel.totais).toMatchObject({ total: 41, mediaVaca: 13 });
    // the annual report's month: its litres per day milked, 41 L / 2 days = 20.5
    const ano = await relatorio('tipo=anual&categoria=producao&ano=2025');
    expect(ano.linhas[2]).toMatchObject({ periodo: '03/2025', total: 41, mediaDia: 20.5 });
  });

  it('the annual IN 76/2018 report lists no month that has not begun', async () => {
    // on 15 May 2025 the year's report has January to May: June–December have had no day to sample
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-15T15:00:00Z'));
    try {
      const rel = await relatorio('tipo=anual&categoria=qualidade-in76&ano=2025');
      expect(rel.linhas.map((l) => l.periodo)).toEqual(['01/2025', '02/2025', '03/2025', '04/2025', '05/2025']);
      expect(rel.linhas[2]).toMatchObject({ ccsMes: 300 });
      // a year that has not begun: no row at all
      const futuro = await relatorio('tipo=anual&categoria=qualidade-in76&ano=2026');
      expect(futuro.linhas).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the desk names 100 ÷ TC for what it is (served cycles per pregnancy, not services per conception)', () => {
    const ind = INDICADORES_PAINEL.find((i) => i.chave === 'servicosPorConcepcao');
    expect(ind?.rotulo).toBe('Ciclos servidos por prenhez (100 ÷ TC)');
    // beside it, the true count: services ÷ conceptions (zootecnico.ts servicosPorConcepcao)
    expect(INDICADORES_PAINEL.find((i) => i.chave === 'servicosContadosPorConcepcao')?.rotulo).toBe(
      'Serviços por concepção',
    );
  });
});

describe('the inventory reports say what the screens say', () => {
  it('Terras: a rented land remunerates nothing in the report as on the screen, and its tenure is a column', async () => {
    const terras = `/api/farms/${f.farmId}/inventario/terras`;
    for (const [tipo, posse, taxaJurosItem] of [
      ['Arrendada do vizinho', 'Arrendada', 8],
      ['Pastagem própria', 'Própria', 6],
    ] as const) {
      await jsonComStatus(
        await f.t.request('POST', terras, {
          cookie: f.admin,
          // 10 ha × R$ 10.000,00 = R$ 100.000,00 each
          body: { ano: 2025, tipo, posse, quantidade: 10, valor: 1_000_000, taxaJurosItem, responsavelTecnico: 'Ana' },
        }),
        201,
      );
    }
    const rel = await relatorio('tipo=anual&categoria=terras&ano=2025');
    expect(rel.colunas.map((c) => c.rotulo)).toContain('Posse');
    // the own land: R$ 100.000,00 × 6 % = R$ 6.000,00; the rented one: nothing (it was R$ 8.000,00 at its 8 %)
    expect(rel.linhas).toEqual([
      expect.objectContaining({ tipo: 'Arrendada do vizinho', posse: 'Arrendada', remuneracaoAnual: 0 }),
      expect.objectContaining({ tipo: 'Pastagem própria', posse: 'Própria', remuneracaoAnual: 600_000 }),
    ]);
    // the report's total is the screen's 'Rem. anual', one computation
    const tela = await jsonComStatus<{ resumo: { remuneracaoAnual: number } }>(
      await f.t.request('GET', `${terras}?ano=2025`, { cookie: f.admin }),
    );
    expect(rel.totais.remuneracaoAnual).toBe(600_000);
    expect(tela.resumo.remuneracaoAnual).toBe(600_000);
  });
});
