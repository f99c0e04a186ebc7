// The ceiling of `GET /api/farms/:farmId/contas-pagar` (bench/server.bench.ts): a bare Hono route running one
// raw @libsql/client query for the same rows, no session, no drizzle, no middleware. Plain JavaScript, so it
// starts like the compiled server: node [--max-old-space-size=256] bench/support/ceiling-server.mjs
//   DATABASE_URL=file:… FARM_ID=… PORT=…
import { serve } from '@hono/node-server';
import { createClient } from '@libsql/client';
import { Hono } from 'hono';

const client = createClient({ url: process.env.DATABASE_URL });
const sql = 'SELECT * FROM contas_pagar WHERE farm_id = ? ORDER BY data_vencimento, id LIMIT 50';
const app = new Hono().get('/', async (c) => {
  const rs = await client.execute({ sql, args: [process.env.FARM_ID] });
  return c.json(rs.rows);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
