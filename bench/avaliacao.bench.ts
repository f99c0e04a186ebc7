// Assessment benchmark: 1,000 farms, each with a complete saved assessment of the year, in a temporary libSQL file;
// then `leiteira avaliacao --todas` — in process (the service and the summary) and as the command an administrator
// runs (a new Node process, compiled code when built). Prints figures; asserts nothing.
//   node --import tsx bench/avaliacao.bench.ts
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { avaliacaoSchema } from '../src/domain/avaliacao/schemas.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { avaliacoesDoAno } from '../src/server/services/avaliacao.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';

const FARMS = 1000;
const ANO = 2025;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const exemplo = avaliacaoSchema.parse(JSON.parse(readFileSync(join(ROOT, 'examples/avaliacao-exemplo.json'), 'utf8')));

const t = await createTestContext();
try {
  const { client } = t.database;
  const t0 = performance.now();
  const tx = await client.transaction('write');
  for (let i = 0; i < FARMS; i++) {
    const farmId = uuidv7();
    await tx.execute({
      sql: `INSERT INTO farms (id, name, location, size, allowed_modules) VALUES (?, ?, 'Lavras - MG', 50, '[]')`,
      args: [farmId, `Fazenda ${String(i).padStart(4, '0')}`],
    });
    const dados = { ...exemplo, receitas: { ...exemplo.receitas, precoLeite: 200 + (i % 100) } };
    await tx.execute({
      sql: 'INSERT INTO assessments (id, farm_id, ano, dados) VALUES (?, ?, ?, ?)',
      args: [uuidv7(), farmId, ANO, JSON.stringify(dados)],
    });
  }
  await tx.commit();
  console.log(`carga: ${FARMS} fazendas com a avaliação de ${ANO} em ${Math.round(performance.now() - t0)} ms`);

  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = performance.now();
    const todas = await avaliacoesDoAno(t.database.db, ANO);
    if (todas.filter((f) => f.analise).length !== FARMS) throw new Error('nem todas as fazendas foram analisadas');
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const noProcesso = times[1];
  console.log(`avaliacoesDoAno (${FARMS} fazendas, no processo): mediana ${noProcesso.toFixed(0)} ms`);

  const s = performance.now();
  const cli = spawnSync(
    process.execPath,
    ['bin/leiteira.js', 'avaliacao', '--todas', '--ano', String(ANO), '--formato', 'csv'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl },
      encoding: 'utf8',
    },
  );
  const comando = performance.now() - s;
  if (cli.status !== 0) throw new Error(`leiteira avaliacao --todas: ${cli.stderr}`);
  const linhas = cli.stdout.trim().split('\n').length - 1;
  console.log(`leiteira avaliacao --todas (${linhas} linhas, processo novo): ${comando.toFixed(0)} ms`);
  goal({
    name: `avaliação de ${FARMS} fazendas pela linha de comando`,
    value: comando / 1000,
    unit: 's',
    kind: 'max',
    limit: 5,
    ceiling: { label: 'o mesmo cálculo no processo', value: noProcesso / 1000, unit: 's' },
  });
} finally {
  t.close();
}
