import type { Operacao, Pedido } from './contrato.ts';

/**
 * The request of an operation from its method and path only: its URL (params in the path, the query's non-empty
 * values) and its init. No zod here (types only), so a page that must not load it — the login's, which the session
 * read is on — sends a declared operation by its route (src/web/features/auth/api.ts).
 */
export function requisicaoEm<O extends Operacao>(
  rota: Pick<O, 'method' | 'path'>,
  pedido: Pedido<O>,
): { url: string; init: RequestInit } {
  const params = pedido.params as Record<string, string>;
  const path = rota.path.replace(/:(\w+)/g, (_m, nome: string) => encodeURIComponent(params[nome] ?? ''));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((pedido.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  const init: RequestInit = { method: rota.method, credentials: 'same-origin' };
  if (pedido.json !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(pedido.json);
  }
  return { url: qs ? `${path}?${qs}` : path, init };
}
