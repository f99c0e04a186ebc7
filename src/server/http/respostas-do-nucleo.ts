import { z } from 'zod';
import type { RespostasDoNucleo } from '../app-nucleo.ts';
import { responses } from './validate.ts';

/**
 * What /api/health and /api/openapi.json answer, for openapi.json and the API tests: given by app.ts (`createApp`,
 * the routing table the build's openapi.json is made of). The running server (app-sob-demanda.ts) serves the built
 * file and leaves them out, so its start imports no zod.
 */
export const RESPOSTAS_DO_NUCLEO: RespostasDoNucleo = {
  health: responses({ 200: z.object({ ok: z.literal(true), version: z.string() }) }),
  openapi: responses({
    200: z.record(z.string(), z.unknown()).describe('Este documento: OpenAPI 3.1 de toda a API.'),
  }),
};
