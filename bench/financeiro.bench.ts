// Finance benchmark: a farm with 20,000 contas a pagar (five years of bills) in a temporary libSQL file, then the
// first page of GET /contas-pagar with its totals, through the real app in-process. Prints figures; asserts nothing.
//   node --import tsx bench/financeiro.bench.ts

import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';

const BILLS = 20_000;
const PER_STMT = 500;

const t = await createTestContext();
try {
  const { client } = t.database;
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();

  const t0 = performance.now();
  const tx = await client.transaction('write');
  for (let start = 0; start < BILLS; start += PER_STMT) {
    const args: (string | number | null)[] = [];
    for (let i = start; i < Math.min(BILLS, start + PER_STMT); i++) {
      const venc = somarDias('2021-01-01', Math.floor(i / 11));
      const pago = i % 3 !== 0;
      args.push(uuidv7(), farmId, venc, `Fornecedor ${i % 40}`, `Conta ${i}`, i % 2 ? 'Alimentação' : 'Sanidade');
      args.push(5_000 + (i % 997) * 100, pago ? 'Pago' : 'Pendente', pago ? venc : null, pago ? 'Caixa' : null);
    }
    const rows = args.length / 10;
    await tx.execute({
      sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor, status,
              data_baixa, conta_bancaria) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(',')}`,
      args,
    });
  }
  await tx.commit();
  await client.execute('ANALYZE');
  console.log(`carga: ${BILLS.toLocaleString('pt-BR')} contas a pagar em ${Math.round(performance.now() - t0)} ms`);

  const url = `/api/farms/${farmId}/contas-pagar`;
  const times: number[] = [];
  let bytes = 0;
  let shown = 0;
  let totais = false;
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    const res = await t.request('GET', url, { cookie });
    const text = await res.text();
    times.push(performance.now() - s);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
    bytes = text.length;
    const body = JSON.parse(text) as { itens?: unknown[]; totais?: unknown };
    shown = body.itens?.length ?? 0;
    totais = body.totais !== undefined;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `GET /contas-pagar (1ª página): mediana ${median.toFixed(1)} ms, mais rápida ${times[0].toFixed(1)} ms; ${shown.toLocaleString('pt-BR')} contas, ${(bytes / 1024).toFixed(0)} KB, totais ${totais ? 'incluídos' : 'ausentes'}`,
  );
  // The ceiling: the same two queries (the page and the sums by status and overdue) straight on the client.
  const hoje = new Date().toISOString().slice(0, 10);
  const bare: number[] = [];
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    await Promise.all([
      client.execute({
        sql: 'SELECT * FROM contas_pagar WHERE farm_id = ? ORDER BY data_vencimento, id LIMIT 51',
        args: [farmId],
      }),
      client.execute({
        sql: `SELECT status, data_vencimento < ? AS vencida, count(*), coalesce(sum(valor), 0) FROM contas_pagar
              WHERE farm_id = ? GROUP BY status, vencida`,
        args: [hoje, farmId],
      }),
    ]);
    bare.push(performance.now() - s);
  }
  bare.sort((a, b) => a - b);
  const bareMedian = bare[Math.floor(bare.length / 2)];
  console.log(`as mesmas duas consultas direto no cliente libSQL: mediana ${bareMedian.toFixed(1)} ms`);
  goal({
    name: `finanças: 1ª página de ${BILLS.toLocaleString('pt-BR')} contas, com totais`,
    value: median,
    unit: 'ms',
    kind: 'max',
    limit: 15,
    ceiling: { label: 'as duas consultas sem HTTP nem sessão', value: bareMedian, unit: 'ms' },
    note:
      shown > 200
        ? `(sem paginação: ${shown.toLocaleString('pt-BR')} linhas numa resposta)`
        : totais
          ? undefined
          : '(sem totais)',
  });
} finally {
  t.close();
}
