// CSV import benchmark: 100,000 milkings of 300 cows as the pt-BR file `leiteira exportar producao` writes, imported
// by the same service as the CLI (two passes over the file, one transaction, an audit row per record) into a
// temporary libSQL file; then the same file again (everything unchanged) and the export. Prints figures; asserts
// nothing. Issue #15: 100,000 production rows import in ≤ 10 s; other requests are served while it runs.
//   node --import tsx bench/csv.bench.ts
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { lerCsv } from '../src/domain/csv/leitor.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { fazendas } from '../src/server/db/schema/platform.ts';
import { exportarCsv, importarCsv } from '../src/server/services/csv/servico.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal, META } from './support/goals.ts';

const ROWS = 100_000;
const COWS = 300;

const t = await createTestContext();
try {
  const { client, db } = t.database;
  const farmId = await t.sampleFarmId();
  const farm = (await db.select().from(fazendas).where(eq(fazendas.id, farmId)).get()) as typeof fazendas.$inferSelect;
  const tx = await client.transaction('write');
  for (let i = 0; i < COWS; i++) {
    await tx.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria) VALUES (?, ?, ?, 'Vaca Leiteira')`,
      args: [uuidv7(), farmId, String(1000 + i)],
    });
  }
  await tx.commit();

  const ordenhas = ['Manhã', 'Tarde'];
  const linhas = ['\uFEFFData;Animal;Ordenha;Produção (L)'];
  for (let i = 0; i < ROWS; i++) {
    const dia = Math.floor(i / (COWS * 2));
    const data = somarDias('2024-01-01', dia).split('-').reverse().join('/');
    linhas.push(
      `${data};${1000 + (i % COWS)};${ordenhas[Math.floor(i / COWS) % 2]};${(8 + (i % 170) / 10).toFixed(1).replace('.', ',')}`,
    );
  }
  const texto = `${linhas.join('\r\n')}\r\n`;
  console.log(`arquivo: ${ROWS.toLocaleString('pt-BR')} linhas, ${(texto.length / 1024 / 1024).toFixed(1)} MB`);
  const { registros, separador } = lerCsv(texto);
  const fonte = () => ({ registros, separador: () => separador });
  const actor = { userId: null, farmId };

  // The longest the event loop was held during the import: how long another phone's request could wait for the
  // server to read it (db/event-loop.ts). Without the import's turns it was the whole import.
  const retido = monitorEventLoopDelay({ resolution: 10 });
  retido.enable();
  const t0 = performance.now();
  const r = await importarCsv(db, actor, farm, 'producao', fonte);
  const s1 = (performance.now() - t0) / 1000;
  retido.disable();
  console.log(`importação: ${s1.toFixed(2)} s  (${r.novos} novos, ${r.totalErros} erros)`);
  goal({ name: 'importar 100 mil ordenhas (CSV)', value: s1, unit: 's', kind: 'max', limit: 10 });
  goal({
    name: 'maior espera de outro pedido durante a importação',
    value: Math.round(retido.max / 1e6),
    unit: 'ms',
    kind: 'max',
    limit: META.importacaoRetemMs,
    ceiling: { label: 'a importação inteira, sem pausas', value: Math.round(s1 * 1000), unit: 'ms' },
  });

  // The ceiling in the same run: the same rows and their audit rows written straight through the libSQL client,
  // 500 per INSERT in one transaction — what the database alone costs on this machine now.
  const outra = await t.createFarm('Fazenda Teto');
  const animais = Array.from({ length: COWS }, () => uuidv7());
  const teto0 = performance.now();
  const txTeto = await client.transaction('write');
  for (let i = 0; i < COWS; i++)
    await txTeto.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria) VALUES (?, ?, ?, 'Vaca Leiteira')`,
      args: [animais[i], outra, String(1000 + i)],
    });
  const agora = new Date().toISOString();
  for (let i = 0; i < ROWS; i += 500) {
    const n = Math.min(500, ROWS - i);
    const ordenhasSql = [];
    const auditSql = [];
    const args: (string | number)[] = [];
    const argsAudit: (string | number)[] = [];
    for (let j = i; j < i + n; j++) {
      const id = uuidv7();
      ordenhasSql.push('(?, ?, ?, ?, ?, ?, ?, ?)');
      args.push(
        id,
        outra,
        animais[j % COWS],
        somarDias('2024-01-01', Math.floor(j / (COWS * 2))),
        ordenhas[Math.floor(j / COWS) % 2], // one milking per cow, date and ordenha, as in the file
        10,
        agora,
        agora,
      );
      auditSql.push('(?, ?, ?, ?, ?, ?, ?)');
      argsAudit.push(uuidv7(), agora, outra, 'milk_records', id, 'create', JSON.stringify({ id, producao: 10 }));
    }
    await txTeto.execute({
      sql: `INSERT INTO milk_records (id, farm_id, animal_id, data, ordenha, producao, created_at, updated_at) VALUES ${ordenhasSql.join(',')}`,
      args,
    });
    await txTeto.execute({
      sql: `INSERT INTO audit_log (id, at, farm_id, entity, entity_id, action, after) VALUES ${auditSql.join(',')}`,
      args: argsAudit,
    });
  }
  await txTeto.commit();
  const teto = (performance.now() - teto0) / 1000;
  console.log(
    `teto (mesmas linhas e auditoria direto no cliente libSQL, 500 por INSERT): ${teto.toFixed(2)} s — a importação custa ${(s1 / teto).toFixed(1)}× o teto`,
  );

  const t1 = performance.now();
  const r2 = await importarCsv(db, actor, farm, 'producao', fonte);
  console.log(
    `reimportação (tudo igual): ${((performance.now() - t1) / 1000).toFixed(2)} s  (${r2.inalterados} sem alteração)`,
  );

  const t2 = performance.now();
  let bytes = 0;
  for await (const parte of exportarCsv(db, farmId, 'producao')) bytes += parte.length;
  console.log(
    `exportação: ${((performance.now() - t2) / 1000).toFixed(2)} s  (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
} finally {
  t.close();
}
