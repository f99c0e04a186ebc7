import { expect, it } from 'vitest';
import { carregarUmaVez } from './carregar-uma-vez.ts';

it('loads once for every caller, and after a failed load tries again on the next call', async () => {
  let chamadas = 0;
  let falhar = true;
  const carregar = carregarUmaVez(async () => {
    chamadas++;
    if (falhar) throw new Error('disco ocupado');
    return 'módulo';
  });
  // two callers while the first load is under way share it, and its failure
  const [a, b] = await Promise.allSettled([carregar(), carregar()]);
  expect([a.status, b.status, chamadas]).toEqual(['rejected', 'rejected', 1]);
  falhar = false;
  expect(await carregar()).toBe('módulo');
  expect(await carregar()).toBe('módulo');
  expect(chamadas).toBe(2);
});
