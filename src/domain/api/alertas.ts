import { z } from 'zod';
import { MSG } from '../messages.ts';
import { alertasSchema } from '../push.ts';
import { alertaMarcadoSchema, alertasVistosSchema } from '../schemas/alertas.ts';
import { operacao } from './contrato.ts';

/**
 * The bell's feed of a farm (docs/PRODUTO.md §Alertas), every operation declared once: the server implements these
 * (src/server/routes/alertas.ts), the web calls them (src/web/shell/alertas-ao-vivo.ts).
 */
const base = '/api/farms/:farmId/alertas';

export const alertas = {
  /** The caller's list: what their modules open, less what they dismissed; `novo` on what they have not seen. */
  listar: operacao({ method: 'GET', path: base, answers: { 200: alertasSchema } }),
  /** The same list live (Server-Sent Events); the browser opens it with EventSource (`urlDoStream`). */
  aoVivo: operacao({
    method: 'GET',
    path: `${base}/stream`,
    answers: {
      200: {
        description:
          "Server-Sent Events: 'conectado' ao abrir, depois 'alertas' com { hoje, alertas } a cada mudança da fazenda.",
        mediaTypes: ['text/event-stream'],
      },
      429: MSG.muitasConexoesAlertas,
    },
  }),
  vistos: operacao({
    method: 'POST',
    path: `${base}/vistos`,
    body: alertasVistosSchema,
    answers: { 200: z.object({ vistos: z.number().int() }) },
  }),
  dispensar: operacao({
    method: 'POST',
    path: `${base}/dispensados`,
    body: alertaMarcadoSchema,
    answers: {
      200: z.object({ dispensado: z.literal(true) }),
      404: MSG.alertaNaoEncontrado,
      409: MSG.alertaMudou,
    },
  }),
};
