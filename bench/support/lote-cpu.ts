/**
 * The batch of 300 milkings (POST /producao/lote), CPU per save: a herd of 300 cows in milk with 60 days of
 * milkings (bench/support/ordenhas.ts' loader, so milk_dias/milk_meses and their triggers are real), then
 * LOTE_RUNS saves of a new milking (a new date each time), each timed in wall and in process.cpuUsage().
 * Prints the median and the fastest; asserts nothing. For A/B runs of two checkouts on one core:
 *   taskset -c 1 node --import tsx bench/support/lote-cpu.ts      (LOTE_RUNS, default 15)
 * LOTE_PERFIL=/tmp/x.cpuprofile writes a CPU profile of the saves only (the inspector's, 100 µs samples).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { somarDias } from '../../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createTestContext } from '../../src/server/test/harness.ts';
import { carregarOrdenhas } from './ordenhas.ts';

const RUNS = Number(process.env.LOTE_RUNS ?? 15);
const ATE = '2025-06-30';
const t = await createTestContext();
try {
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  const { vacas } = await carregarOrdenhas(t, farmId, { vacas: 300, anos: 1, ate: ATE });
  const base = `/api/farms/${farmId}`;
  const wall: number[] = [];
  const cpu: number[] = [];
  const perfil = process.env.LOTE_PERFIL ? new Session() : null;
  if (perfil) {
    perfil.connect();
    await perfil.post('Profiler.enable');
    await perfil.post('Profiler.setSamplingInterval', { interval: 100 });
    await perfil.post('Profiler.start');
  }
  for (let dia = 1; dia <= RUNS + 2; dia++) {
    const itens = vacas.map((v, i) => ({ id: uuidv7(), animalId: v.id, producao: 10 + (i % 7) }));
    const body = { data: somarDias(ATE, -dia), ordenha: 'Noite', itens };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await t.request('POST', `${base}/producao/lote`, { cookie, body });
    const texto = await res.text();
    const w = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (res.status !== 200) throw new Error(`lote: ${res.status} ${texto}`);
    if (dia > 2) {
      wall.push(w);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  if (perfil) {
    const { profile } = await perfil.post('Profiler.stop');
    writeFileSync(process.env.LOTE_PERFIL as string, JSON.stringify(profile));
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  const min = (xs: number[]) => Math.min(...xs).toFixed(1);
  console.log(
    `lote de 300 ordenhas: parede mediana ${med(wall)} ms (mín ${min(wall)}), CPU mediana ${med(cpu)} ms (mín ${min(cpu)}), ${RUNS} vezes`,
  );
} finally {
  t.close();
}
