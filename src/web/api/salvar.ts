import { uuidv7 } from '../../domain/ids.ts';

/**
 * The write of an add/edit dialog: a new row is created with a device-made id (a retry or an offline replay finds
 * it instead of duplicating it); an existing one is updated with the version read, so a change made meanwhile by
 * someone else is refused (409) instead of overwritten.
 */
export function criarOuEditar<B>(
  row: { id: string; updatedAt: string } | null | undefined,
  body: B,
  criar: (body: B & { id: string }) => Promise<unknown>,
  editar: (id: string, body: B & { updatedAt: string }) => Promise<unknown>,
): Promise<unknown> {
  return row ? editar(row.id, { ...body, updatedAt: row.updatedAt }) : criar({ ...body, id: uuidv7() });
}
