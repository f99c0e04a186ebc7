/**
 * The kernel's multi-row INSERT, old way (drizzle's insert().values().returning()) against inserirLinhas, in ONE
 * process and alternated row set by row set (so a burst of other work on a shared machine weighs on both): 300
 * milkings with RETURNING and their 300 audit rows, in a transaction rolled back each time. CPU per set
 * (process.cpuUsage), median and fastest. Asserts nothing.   taskset -c 1 node --import tsx bench/support/insercao-ab.ts
 */
import { uuidv7 } from '../../src/domain/ids.ts';
import { inserirLinhas } from '../../src/server/db/linhas.ts';
import { ordenhas } from '../../src/server/db/schema/apontamentos.ts';
import { auditLog } from '../../src/server/db/schema/platform.ts';
import { linhaDeAuditoria } from '../../src/server/services/audit.ts';
import { createTestContext } from '../../src/server/test/harness.ts';
import { carregarOrdenhas } from './ordenhas.ts';

const VEZES = Number(process.env.AB_VEZES ?? 40);
const t = await createTestContext();
const farmId = await t.sampleFarmId();
const { db } = t.database;
const { vacas } = await carregarOrdenhas(t, farmId, { vacas: 300, anos: 1, ate: '2025-06-30' });
const DESFAZ = new Error('desfaz');
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
type Linha = Record<string, unknown> & { id: string };
const modos = {
  drizzle: async (tx: typeof db, linhas: Linha[]) => {
    const feitas: Linha[] = [];
    for (let j = 0; j < linhas.length; j += 200)
      feitas.push(
        ...((await tx
          .insert(ordenhas)
          .values(linhas.slice(j, j + 200) as never)
          .returning()) as unknown as Linha[]),
      );
    const auditorias = feitas.map((after) =>
      linhaDeAuditoria({ userId: null, farmId, entity: 'ordenha', entityId: after.id, action: 'create', after }),
    );
    await tx.insert(auditLog).values(auditorias);
  },
  inserirLinhas: async (tx: typeof db, linhas: Linha[]) => {
    const feitas = await inserirLinhas<Linha>(tx, ordenhas, linhas, { devolver: true });
    const auditorias = feitas.map((after) =>
      linhaDeAuditoria({ userId: null, farmId, entity: 'ordenha', entityId: after.id, action: 'create', after }),
    );
    await inserirLinhas(tx, auditLog, auditorias);
  },
};
const tempos: Record<string, number[]> = { drizzle: [], inserirLinhas: [] };
for (let k = 0; k < VEZES + 2; k++) {
  for (const [nome, modo] of Object.entries(modos)) {
    const data = `2025-07-${String((k % 28) + 1).padStart(2, '0')}`;
    const linhas = vacas.map((v, i) => ({
      id: uuidv7(),
      farmId,
      animalId: v.id,
      data,
      ordenha: 'Noite',
      producao: 10 + (i % 7),
    }));
    const c0 = cpu();
    await db
      .transaction(async (tx) => {
        await modo(tx as unknown as typeof db, linhas);
        throw DESFAZ;
      })
      .catch((e) => {
        if (e !== DESFAZ) throw e;
      });
    if (k >= 2) tempos[nome].push(cpu() - c0);
  }
}
for (const [nome, xs] of Object.entries(tempos)) {
  xs.sort((a, b) => a - b);
  console.log(
    `${nome.padEnd(14)} CPU por lote de 300 (+300 auditorias, desfeito): mediana ${xs[Math.floor(xs.length / 2)].toFixed(1)} ms, mín ${xs[0].toFixed(1)} ms (${xs.length}×)`,
  );
}
t.close();
