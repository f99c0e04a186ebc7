import { beforeAll } from 'vitest';
import { type AdminFixture, type AdminFixtureOptions, adminFixture } from '../test/fixture.ts';

/** adminFixture plus a plain write route to probe the HTTP layer with. */
export interface SondaFixture extends AdminFixture {
  /** The sample farm's 'tipos-terras' registry: POST `{ nome }` here. */
  path: string;
  /** How many 'tipos-terras' rows have this name: what the probes wrote. */
  gravados(nome: string): Promise<number>;
}

export function sondaFixture(opts: AdminFixtureOptions = {}): SondaFixture {
  const f = adminFixture(opts) as SondaFixture;
  beforeAll(() => {
    f.path = `/api/farms/${f.farmId}/registros/tipos-terras`;
  });
  f.gravados = async (nome) => {
    const sql = 'SELECT count(*) n FROM tipos_terras WHERE nome = ?';
    return Number((await f.t.database.client.execute({ sql, args: [nome] })).rows[0].n);
  };
  return f;
}
