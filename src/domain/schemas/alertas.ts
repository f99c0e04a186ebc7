import { z } from 'zod';
import { texto } from './common.ts';

/** One alert as the bell was shown it: its identity and the fingerprint of its cause (domain Alerta.chave/marca). */
export const alertaMarcadoSchema = z.object({ chave: texto(200), marca: texto(200) });

/** POST /alertas/vistos: what the opened bell showed (docs/PRODUTO.md §Alertas). */
export const alertasVistosSchema = z.object({
  alertas: z.array(alertaMarcadoSchema).max(500, 'Use no máximo 500 alertas.'),
});
