import type { Answer, Operacao, Pedido } from '../../domain/api/contrato.ts';
import { requisicaoEm } from '../../domain/api/requisicao.ts';
import { call } from './client.ts';
import { clientFetch } from './mutate.ts';

/**
 * The web's typed client over the declarations (src/domain/api/*): `pedir(op, { params, query, json }, { signal })`
 * sends the operation and returns its declared 2xx body, or throws ApiError with the server's Portuguese message
 * (call()). It sends through the one clientFetch() (reads time out; mutations go through mutate(): Idempotency-Key,
 * retries, the offline outbox; the cache mark of the service worker's copy). The web is typed by the declarations,
 * not by the server's sources.
 */
const enviar = clientFetch();

export function pedir<O extends Operacao>(
  op: O,
  pedido: Pedido<O>,
  opcoes: { signal?: AbortSignal } = {},
): Promise<Answer<O>> {
  return pedirEm<O>(op, pedido, opcoes);
}

/**
 * `pedir` by the operation's method and path, typed by its declaration `O` (`pedirEm<typeof auth.entrar>(rota, …)`):
 * for the pages that load no zod (the login's, where the session is read), which import the declarations' types only.
 */
export function pedirEm<O extends Operacao>(
  rota: Pick<O, 'method' | 'path'>,
  pedido: Pedido<O>,
  opcoes: { signal?: AbortSignal } = {},
): Promise<Answer<O>> {
  const { url, init } = requisicaoEm<O>(rota, pedido);
  return call<Answer<O>>(enviar(url, opcoes.signal ? { ...init, signal: opcoes.signal } : init));
}

/** The request as a Response (a file to download: baixarArquivo(enviarPedido(op, …))). */
export function enviarPedido<O extends Operacao>(op: O, pedido: Pedido<O>): Promise<Response> {
  const { url, init } = requisicaoEm<O>(op, pedido);
  return enviar(url, init);
}
