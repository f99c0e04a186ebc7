import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';

export function taxaFazenda(c: Context<AppEnv>): number {
  return c.var.farm.taxaJurosAnual;
}
