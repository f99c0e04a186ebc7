import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { farmAccess } from '../auth/middleware.ts';
import { HttpError } from '../http/errors.ts';
import { file, responses } from '../http/validate.ts';
import { checkContract } from './contract.ts';

/** A tiny app whose routes answer what each test asks, behind the declarations a real route would have. */
function app(answer: (c: { json: (b: unknown, s?: number) => Response; body: (b: string) => Response }) => Response) {
  const a = new Hono()
    .get('/api/coisa', responses({ 200: z.object({ nome: z.string(), itens: z.array(z.number()) }) }), (c) =>
      answer(c as never),
    )
    .get('/api/arquivo', responses({ 200: file('Um CSV.', 'text/csv') }), (c) => answer(c as never))
    .get('/api/farms/:farmId/guardada', farmAccess(), responses({ 200: z.object({ ok: z.literal(true) }) }), (c) =>
      c.json({ ok: true }),
    )
    .get('/api/sem-contrato', (c) => c.json({ qualquer: 'coisa' }));
  a.onError((err, c) =>
    err instanceof HttpError
      ? c.json(err.toBody(), err.status)
      : c.json({ error: { code: 'internal', message: 'Erro interno.' } }, 500),
  );
  checkContract(a);
  return a;
}

describe('every API answer is checked against what its route declares', () => {
  it('lets a described answer through', async () => {
    const res = await app((c) => c.json({ nome: 'x', itens: [1, 2] })).request('/api/coisa');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ nome: 'x', itens: [1, 2] });
  });

  it('fails on a body its schema does not describe: a wrong type, a missing or an extra key', async () => {
    await expect(app((c) => c.json({ nome: 1, itens: [] })).request('/api/coisa')).rejects.toThrow(
      /GET \/api\/coisa → 200: nome/,
    );
    await expect(app((c) => c.json({ nome: 'x' })).request('/api/coisa')).rejects.toThrow(/itens/);
    await expect(app((c) => c.json({ nome: 'x', itens: [], senha: 'h' })).request('/api/coisa')).rejects.toThrow(
      /senha: a resposta tem o que o schema não descreve/,
    );
  });

  it('fails on a status the route does not declare, and on an error that is not the one error shape', async () => {
    await expect(app((c) => c.json({ nome: 'x', itens: [] }, 201)).request('/api/coisa')).rejects.toThrow(
      /status não declarado/,
    );
    await expect(app((c) => c.json({ erro: 'x' }, 500)).request('/api/coisa')).rejects.toThrow(/→ 500: error/);
    const res = await app(() => {
      throw new Error('falhou');
    }).request('/api/coisa');
    expect(res.status).toBe(500);
  });

  it('checks the media type of a file, and the rule-made errors of a guard', async () => {
    await expect(app((c) => c.json({ nome: 'x', itens: [] })).request('/api/arquivo')).rejects.toThrow(
      /declara um arquivo/,
    );
    const csv = app(() => new Response('a;b', { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    expect((await csv.request('/api/arquivo')).status).toBe(200);
    // farmAccess() refuses a caller without a session: 401 comes by rule, in the error shape.
    const semSessao = await csv.request('/api/farms/f1/guardada');
    expect(semSessao.status).toBe(401);
  });

  it('fails on a route that declares no success at all', async () => {
    await expect(app((c) => c.body('')).request('/api/sem-contrato')).rejects.toThrow(/→ 200: status não declarado/);
  });
});
