import { z } from 'zod';
import type { ErrorBody } from './errors.ts';
import { ERROR_CODES } from './errors.ts';

/** The zod schema of the API's one error shape (`ErrorBody`, errors.ts): openapi.json and the API tests' contract. */
export const errorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().describe('Mensagem em português para o usuário.'),
    fields: z.record(z.string(), z.string()).optional().describe('Mensagem de cada campo recusado.'),
    current: z.unknown().optional().describe('Num 409: o registro como está agora.'),
  }),
});

// The schema and the type say the same shape: a field changed in one and not the other fails the typecheck.
type Igual<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const _mesmaForma: Igual<z.infer<typeof errorBodySchema>, ErrorBody> = true;
void _mesmaForma;
