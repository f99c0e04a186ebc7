import { describe, expect, it } from 'vitest';
import { MSG_APONT } from '../../domain/apontamentos/messages.ts';
import { adminFixture } from '../test/fixture.ts';
import { snapshotTables } from '../test/permissions.ts';
import { diagnosticar } from './diagnostico.ts';

const f = adminFixture({ fazenda: 'Sítio Antigo' });

describe('leiteira diagnostico: the stored reproductive histories', () => {
  it('lists a sequence stored before the cycle rule by farm, cow and date, and changes nothing', async () => {
    const base = `/api/farms/${f.farmId}`;
    const vaca = await f.t.request('POST', `${base}/animais`, {
      cookie: f.admin,
      body: { identificacao: 'V-77', categoria: 'Vaca Leiteira', raca: 'Holandesa' },
    });
    const { id } = (await vaca.json()) as { id: string };
    const parto = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { animalId: id, data: '2025-01-10', evento: 'Parto' },
    });
    expect(parto.status).toBe(201);
    const config = { databaseUrl: f.t.config.databaseUrl, backupDir: 'off' };
    const antes = await diagnosticar(f.t.database.client, config);
    expect(antes.verificacoes.find((v) => v.item === 'ciclo')).toMatchObject({ ok: true });

    // a second Parto 2 days later, as a database of the old version holds it (written before the rule)
    await f.t.database.client.execute({
      sql: `insert into reproduction_events (id, farm_id, animal_id, data, evento, observacao, created_at, updated_at)
            values ('velho-1', ?, ?, '2025-01-12', 'Parto', '', '2025-01-12T10:00:00Z', '2025-01-12T10:00:00Z')`,
      args: [f.farmId, id],
    });
    const tabelas = await snapshotTables(f.t);
    const d = await diagnosticar(f.t.database.client, config);
    const ciclo = d.verificacoes.find((v) => v.item === 'ciclo');
    const mensagem = MSG_APONT.partoCedoDemais('2025-01-10', 2, 260);
    expect(ciclo?.ok).toBe(false);
    expect(d.ok).toBe(false);
    expect(ciclo?.dados).toEqual({
      registros: [{ fazenda: 'Sítio Antigo', animal: 'V-77', data: '2025-01-12', evento: 'Parto', mensagem }],
    });
    expect(ciclo?.mensagem).toContain(`Sítio Antigo, animal V-77, 12/01/2025, Parto: ${mensagem}`);
    expect(await snapshotTables(f.t)).toEqual(tabelas);
  });
});
