import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Many rows of a farm in one request, as the CSV import writes them (POST /api/farms/:farmId/csv/:entidade): a
 * header row and the rows, every one valid or nothing is written. For a spec's arrangement of dozens of animals or
 * records — one request instead of one per row (the import's own screens are csv.spec.ts's).
 */
export async function importarLinhas(
  request: APIRequestContext,
  farmId: string,
  entidade: string,
  cabecalho: string[],
  linhas: string[][],
): Promise<void> {
  const res = await request.post(`/api/farms/${farmId}/csv/${entidade}`, {
    data: { separador: ';', registros: [cabecalho, ...linhas] },
  });
  const texto = await res.text();
  expect(res.status(), texto).toBe(200);
  const r = JSON.parse(texto) as { gravado: boolean; novos: number; totalErros: number };
  expect(r, texto).toMatchObject({ gravado: true, totalErros: 0, novos: linhas.length });
}

/** A yyyy-MM-dd date as the CSV writes it: dd/mm/aaaa. */
export const dataCsv = (iso: string) => iso.split('-').reverse().join('/');
