/** Properties of the outbox's merge of pending writes into a list read meanwhile (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPendente, mergePending, type OutboxItem, PENDENTE } from './outbox-rules.ts';

const LISTA = '/api/farms/f/producao';
type Linha = { id: string; producao: number; obs?: string };

const pedido = (method: string, url: string, body?: object): OutboxItem => ({
  userId: 'u1',
  req: { method, url, headers: {}, body: body ? JSON.stringify(body) : undefined, idempotencyKey: `${method} ${url}` },
  criadoEm: '2025-01-01T00:00:00.000Z',
  tentativas: 0,
  estado: 'pendente',
});

/** What a user did offline, in order: each step picks its row among those that exist at that moment. */
const passo = fc.oneof(
  fc.record({ k: fc.constant('criar' as const), producao: fc.nat(500) }),
  fc.record({ k: fc.constant('editar' as const), alvo: fc.nat(), producao: fc.nat(500), obs: fc.option(fc.string()) }),
  fc.record({ k: fc.constant('excluir' as const), alvo: fc.nat() }),
  // Noise the merge must leave alone: another list's write, and a write the server already refused.
  fc.record({ k: fc.constant('outra lista' as const), producao: fc.nat(500) }),
  fc.record({ k: fc.constant('recusado' as const), alvo: fc.nat(), producao: fc.nat(500) }),
);

const cenario = fc.record({
  servidor: fc.uniqueArray(fc.record({ n: fc.nat(1000), producao: fc.nat(500) }), {
    selector: (l) => l.n,
    maxLength: 12,
  }),
  passos: fc.array(passo, { maxLength: 15 }),
  pagina: fc.constantFrom('array', 'primeira', 'segunda', 'busca'),
});

type Cenario = typeof cenario extends fc.Arbitrary<infer C> ? C : never;

/** The outbox a scenario leaves, and what the list must show (its own model, apart from the code). */
function montar({ servidor, passos }: Cenario) {
  const linhas: Linha[] = servidor.map((s) => ({ id: `s${s.n}`, producao: s.producao }));
  const vivos = linhas.map((l) => l.id);
  const criados: string[] = [];
  const excluidos = new Set<string>();
  const editados = new Map<string, Partial<Linha>>();
  const pendentes: OutboxItem[] = [];
  let n = 0;
  for (const p of passos) {
    if (p.k === 'criar') {
      const id = `n${++n}`;
      pendentes.push(pedido('POST', LISTA, { id, producao: p.producao }));
      criados.push(id);
      vivos.push(id);
    } else if (p.k === 'outra lista') {
      pendentes.push(pedido('POST', '/api/farms/f/qualidade', { id: `q${++n}`, producao: p.producao }));
    } else if (vivos.length > 0) {
      const id = vivos[p.alvo % vivos.length];
      if (p.k === 'recusado') {
        pendentes.push({ ...pedido('PUT', `${LISTA}/${id}`, { producao: p.producao }), estado: 'rejeitado' });
      } else if (p.k === 'excluir') {
        pendentes.push(pedido('DELETE', `${LISTA}/${id}`));
        vivos.splice(vivos.indexOf(id), 1);
        excluidos.add(id);
      } else {
        const body = p.obs === null ? { producao: p.producao } : { producao: p.producao, obs: p.obs };
        pendentes.push(pedido('PUT', `${LISTA}/${id}`, body));
        editados.set(id, { ...editados.get(id), ...body });
      }
    }
  }
  return { linhas, criados, excluidos, editados, pendentes };
}

function ler(pagina: string, linhas: Linha[], pendentes: OutboxItem[]): Linha[] {
  if (pagina === 'array') return mergePending(LISTA, linhas, pendentes) as Linha[];
  const url = pagina === 'segunda' ? `${LISTA}?pagina=2` : pagina === 'busca' ? `${LISTA}?q=vaca` : `${LISTA}?pagina=1`;
  const page = mergePending(url, { itens: linhas, pagina: 1, temMais: true }, pendentes) as {
    itens: Linha[];
    temMais: boolean;
  };
  expect(page.temMais).toBe(true); // the page's other fields pass through
  return page.itens;
}

describe('mergePending (properties)', () => {
  it('each pending create shows once, first, on the first page of the unfiltered list only', () => {
    fc.assert(
      fc.property(cenario, (c) => {
        const m = montar(c);
        const ids = ler(c.pagina, m.linhas, m.pendentes).map((l) => l.id);
        const esperados = m.criados.filter((id) => !m.excluidos.has(id));
        const comNovos = c.pagina === 'array' || c.pagina === 'primeira';
        for (const id of m.criados)
          expect(ids.filter((x) => x === id)).toHaveLength(comNovos && !m.excluidos.has(id) ? 1 : 0);
        if (comNovos) expect(new Set(ids.slice(0, esperados.length))).toEqual(new Set(esperados));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('a pending delete hides its row; an edit shows the last values, marked; other rows are as the server sent them', () => {
    fc.assert(
      fc.property(cenario, (c) => {
        const m = montar(c);
        const lista = ler(c.pagina, m.linhas, m.pendentes);
        const doServidor = lista.filter((l) => l.id.startsWith('s'));
        // The server's rows keep their order, less the deleted ones.
        expect(doServidor.map((l) => l.id)).toEqual(m.linhas.map((l) => l.id).filter((id) => !m.excluidos.has(id)));
        for (const linha of lista) {
          const edicao = m.editados.get(linha.id);
          const original = m.linhas.find((l) => l.id === linha.id);
          if (edicao) {
            expect(linha).toMatchObject(edicao);
            expect(isPendente(linha)).toBe(true);
          } else if (original) {
            expect(linha).toEqual(original);
            expect(isPendente(linha)).toBe(false);
          } else {
            expect(isPendente(linha)).toBe(true); // a create, not yet on the server
          }
        }
      }),
    );
  });

  it('is idempotent: merging what was merged changes nothing', () => {
    fc.assert(
      fc.property(cenario, (c) => {
        const m = montar(c);
        const uma = ler(c.pagina, m.linhas, m.pendentes);
        expect(ler(c.pagina, uma, m.pendentes)).toEqual(uma);
      }),
    );
  });

  it('with nothing pending, or only other lists’ and refused writes, the answer is the server’s', () => {
    fc.assert(
      fc.property(cenario, (c) => {
        const m = montar({ ...c, passos: c.passos.filter((p) => p.k === 'outra lista' || p.k === 'recusado') });
        const lista = ler(c.pagina, m.linhas, m.pendentes);
        expect(lista).toEqual(m.linhas);
        expect(lista.some((l) => PENDENTE in l)).toBe(false);
      }),
    );
  });
});
