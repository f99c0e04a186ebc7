import { z } from 'zod';
import { TIPOS_DE_CADASTRO, type TipoDeCadastro } from '../schemas/cadastros.ts';
import { colunasDaFazenda } from '../schemas/common.ts';
import { recursoCrud } from './contrato.ts';

/**
 * The per-farm registries (cadastros: técnicos, tipos de animais/terras/instalações/máquinas, status financeiros,
 * contas bancárias), every operation declared once, per registry: the server implements these
 * (src/server/routes/cadastros.ts, over the kernel with rotasCrud), the web calls them
 * (src/web/features/inventario/api.ts, src/web/features/financeiro/api.ts). Each registry has its own fields
 * (TIPOS_DE_CADASTRO), so each its own path and types; a registry is read only as a list (no GET of one item).
 */
const base = '/api/farms/:farmId/registros';

/** A registry item others depend on (TIPOS_DE_CADASTRO[tipo].recusa: the Status registry's Pendente, Pago, Recebido). */
const RECUSA = 'O item é usado pelo sistema e não pode ser excluído nem renomeado (a mensagem diz qual).';

/** A registry item as stored: id, farm, timestamps and the registry's text columns. */
function linhaDoCadastro<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const colunas = Object.fromEntries(Object.keys(schema.shape).map((campo) => [campo, z.string()]));
  return z.strictObject({ ...colunasDaFazenda, ...(colunas as { [K in keyof S]: z.ZodString }) });
}

/** One registry: its list, create (idempotent by the client's id), versioned edit and plain-confirm delete. */
function registro<const T extends TipoDeCadastro, S extends z.ZodRawShape>(tipo: T, schema: z.ZodObject<S>) {
  const linha = linhaDoCadastro(schema);
  const { obter: _semObter, ...ops } = recursoCrud(`${base}/${tipo}`, { schema, linha, lista: z.array(linha) });
  if (!('recusa' in TIPOS_DE_CADASTRO[tipo])) return ops;
  return {
    ...ops,
    editar: { ...ops.editar, answers: { ...ops.editar.answers, 409: RECUSA } },
    excluir: { ...ops.excluir, answers: { ...ops.excluir.answers, 409: RECUSA } },
  };
}

const T = TIPOS_DE_CADASTRO;
export const cadastros = {
  tecnicos: registro('tecnicos', T.tecnicos.schema),
  'tipos-animais': registro('tipos-animais', T['tipos-animais'].schema),
  'tipos-terras': registro('tipos-terras', T['tipos-terras'].schema),
  'tipos-instalacoes': registro('tipos-instalacoes', T['tipos-instalacoes'].schema),
  'tipos-maquinas': registro('tipos-maquinas', T['tipos-maquinas'].schema),
  status: registro('status', T.status.schema),
  'contas-bancarias': registro('contas-bancarias', T['contas-bancarias'].schema),
} satisfies Record<TipoDeCadastro, unknown>;
