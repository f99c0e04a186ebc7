import { describe, expect, it } from 'vitest';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';

// The years the wizard may open on (`anosComDados` in a year's suggestion), from each kind of data alone: a farm
// with only this year's finance, a farm with only a calving two years ago. What the screen opens for those answers
// is src/web/features/avaliacao/avaliacao-page.browser.test.tsx.
const f = adminFixture({ fazenda: 'Fazenda Só Finanças' });
const anoAtual = new Date().getFullYear();

async function anos(farmId: string) {
  const res = await f.t.request('GET', `/api/farms/${farmId}/avaliacoes/${anoAtual}/sugestao`, { cookie: f.admin });
  return (await jsonComStatus<{ anosComDados: number[] }>(res)).anosComDados;
}

describe('GET /api/farms/:farmId/avaliacoes/:ano/sugestao: anosComDados', () => {
  it('a farm with finance only in the running year has that year; one with a calving two years ago, that one', async () => {
    const post = async (farmId: string, path: string, body: object) =>
      jsonComStatus<{ id: string }>(
        await f.t.request('POST', `/api/farms/${farmId}${path}`, { cookie: f.admin, body }),
        201,
      );
    expect(await anos(f.farmId)).toEqual([]);
    await post(f.farmId, '/categorias', { nome: 'Ração', tipo: 'Despesa', grupoCusto: 'concentrado' });
    await post(f.farmId, '/despesas', {
      data: `${anoAtual}-01-02`,
      descricao: 'Ração',
      categoria: 'Ração',
      valor: 20_000,
      forma_pagamento: 'PIX',
    });
    expect(await anos(f.farmId)).toEqual([anoAtual]);

    const registros = await f.t.createFarm('Fazenda Só Registros');
    const vaca = await post(registros, '/animais', {
      identificacao: 'V1',
      categoria: 'Vaca Leiteira',
      dataNascimento: `${anoAtual - 8}-01-01`,
    });
    await post(registros, '/reproducao', { data: `${anoAtual - 2}-05-10`, animalId: vaca.id, evento: 'Parto' });
    expect(await anos(registros)).toEqual([anoAtual - 2]);
  });
});
