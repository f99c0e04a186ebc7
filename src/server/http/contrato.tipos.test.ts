import { describe, expectTypeOf, it } from 'vitest';
import { type Pedido, requisicao } from '../../domain/api/contrato.ts';
import { financeiro } from '../../domain/api/financeiro.ts';
import { type Handler, implementar } from './contrato.ts';

// Checked by `npm run typecheck` (tsc): each @ts-expect-error must be an error, or the typecheck fails.
const f = financeiro.fornecedores;
declare const router: Parameters<typeof implementar>[0];

describe('the declarations type both sides', () => {
  it('a handler returning a body that is not the declared 2xx does not compile', () => {
    const nunca = () => {
      // @ts-expect-error — the declared 200 of a delete is { ok: true }, not a row
      implementar(router, '/api/farms/:farmId', f.excluir, async () => ({ nome: 'Serra' }));
      // @ts-expect-error — a list answers rows, not one
      implementar(router, '/api/farms/:farmId', f.listar, async () => ({ id: '1' }));
      implementar(router, '/api/farms/:farmId', f.excluir, async () => ({ ok: true as const }));
    };
    expectTypeOf(nunca).toBeFunction();
    expectTypeOf<Parameters<Handler<typeof f.editar>>[1]['params']>().toEqualTypeOf<
      { farmId: string; id: string } & { id: string }
    >();
  });

  it('a client call with a wrong body or a missing param does not compile', () => {
    const nunca = () => {
      // @ts-expect-error — nome is a string
      requisicao(f.criar, { params: { farmId: 'x' }, json: { nome: 1 } });
      // @ts-expect-error — the item's path needs its id
      requisicao(f.editar, { params: { farmId: 'x' }, json: { nome: 'Serra' } });
      // @ts-expect-error — a baixa needs the bank account
      requisicao(financeiro.contasPagar.baixar, { params: { farmId: 'x', id: 'y' }, json: {} });
      requisicao(f.criar, { params: { farmId: 'x' }, json: { nome: 'Serra' } });
    };
    expectTypeOf(nunca).toBeFunction();
    expectTypeOf<Pedido<typeof f.listar>['params']>().toEqualTypeOf<{ farmId: string }>();
  });
});
