/**
 * What each role is offered, as the shell draws it for the user's modules (issue 24 items 1–3, issue 41 item 1): the
 * sidebar at a PC, the tab bar and the ☰ menu on a phone, the inventory hubs' cards under them, and the first screen
 * `/dashboard` leads to. The session is data here, its modules by the same rule the server applies
 * (`modulosPermitidos` over the seeded groups), so no server is needed. That each offered screen's reads answer
 * without a 403 is src/server/routes/telas.test.ts's (the API) and e2e/papeis.spec.ts's (a real sign-in per role, each
 * screen opened); that a screen not offered refuses is the permission matrix's.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MODULOS } from '../../domain/modules.ts';
import { queryClient } from '../api/use-resource.ts';
import InventarioRoutes from '../features/inventario/InventarioRoutes.tsx';
import { type FazendaDaSessao, type SessionInfo, sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { agir, render } from '../test/render.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../test/sessao.ts';
import { FirstScreen } from './guards.tsx';
import { Layout } from './layout.tsx';

const fazenda = fazendaDeTeste;
const TODOS = MODULOS.filter((m) => m !== 'dashboard' && m !== 'admin');

/** The session of a user of `grupo` (a seeded group) on `farms`, working on the first of them. */
const sessao = (grupo: string | null, farms: FazendaDaSessao[], isAdmin = false): SessionInfo =>
  sessaoDeTeste({ grupo, farms, isAdmin });

const INV = '/dashboard/inventario';
const PAEZ = `${INV}/paez`;
const CAD = `${INV}/cadastros`;
const HUBS = [INV, PAEZ, `${PAEZ}/cadastros`];

/** The shell around the inventory's routes (whose hubs draw cards), at `path`. */
async function desenhar(s: SessionInfo, path: string) {
  store.set(sessionAtom, s);
  const local = memoryLocation({ path });
  await render(
    <Router hook={local.hook}>
      <Layout>
        <Route path={INV} nest>
          <InventarioRoutes />
        </Route>
      </Layout>
    </Router>,
  );
  return local;
}

const hrefs = (sel: string) => [...document.querySelectorAll(sel)].map((a) => a.getAttribute('href') ?? '');
const daTela = (hs: string[]) => hs.filter((h) => h.startsWith('/dashboard/'));
/** A hub's back link ends in '/' ('/dashboard/inventario/'): the screen it opens. */
const tela = (h: string) => h.replace(/\/$/, '');

/** The links the frame offers: the sidebar (its valuation group open) at a PC; the tab bar and ☰ menu on a phone. */
async function menu(celular: boolean): Promise<string[]> {
  if (celular) {
    const tabs = hrefs('nav[aria-label="Navegação inferior"] a');
    await userEvent.click(page.getByRole('button', { name: 'Abrir menu' }));
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const doMenu = hrefs('[role="dialog"][aria-label="Menu"] a');
    await userEvent.click(page.getByRole('button', { name: 'Fechar menu' }));
    return daTela([...tabs, ...doMenu]);
  }
  const grupo = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Avaliação Econômico Zootécnica' });
  if (grupo.query()?.getAttribute('aria-expanded') === 'false') await userEvent.click(grupo);
  return daTela(hrefs('nav[aria-label="Navegação principal"] a'));
}

/**
 * Every screen offered at this size: the frame's links, and the cards of each hub reached from them (the hubs read
 * nothing, so their cards are drawn at once). Sorted, as screens ('/x/' → '/x').
 */
async function oferecidas(s: SessionInfo, celular: boolean): Promise<string[]> {
  await page.viewport(celular ? 390 : 1366, celular ? 844 : 768);
  const local = await desenhar(s, '/dashboard/relatorios-nao-desenhada');
  const vistos = new Set((await menu(celular)).map(tela));
  const fila = HUBS.filter((h) => vistos.has(h));
  for (const hub of fila) {
    await agir(() => local.navigate(hub));
    const cartoes = daTela(hrefs('main a')).map(tela);
    for (const c of cartoes) {
      if (HUBS.includes(c) && !vistos.has(c)) fila.push(c);
      vistos.add(c);
    }
  }
  return [...vistos].sort();
}

beforeEach(async () => {
  await page.viewport(1366, 768);
});
afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

/** Each role, and every screen it must be offered (no more), at either size. */
const PAPEIS: [string, SessionInfo, string[]][] = [
  [
    'an administrator on a farm: every screen, the inventory registries included, the desk and the admin panel',
    sessao(null, [fazenda('modelo', TODOS)], true),
    [
      '/dashboard/admin',
      '/dashboard/apontamentos',
      '/dashboard/avaliacao-economica',
      '/dashboard/financeiro',
      INV,
      `${CAD}/tecnicos`,
      `${CAD}/tipos-animais`,
      `${CAD}/tipos-instalacoes`,
      `${CAD}/tipos-maquinas`,
      `${CAD}/tipos-terras`,
      PAEZ,
      `${PAEZ}/animais`,
      `${PAEZ}/cadastros`,
      `${PAEZ}/instalacoes`,
      `${PAEZ}/maquinas`,
      `${PAEZ}/relatorios`,
      `${PAEZ}/terras`,
      '/dashboard/painel',
      '/dashboard/rebanho',
      '/dashboard/relatorios',
      '/dashboard/sanidade',
    ],
  ],
  [
    'a Gerente (animals, finance, reports): no land, facility or machine registry, no health, no records',
    sessao('Gerentes', [fazenda('a', TODOS)]),
    [
      '/dashboard/avaliacao-economica',
      '/dashboard/financeiro',
      INV,
      `${CAD}/tecnicos`,
      `${CAD}/tipos-animais`,
      PAEZ,
      `${PAEZ}/animais`,
      `${PAEZ}/cadastros`,
      `${PAEZ}/relatorios`,
      '/dashboard/rebanho',
      '/dashboard/relatorios',
    ],
  ],
  [
    'an Operador (animals, records, health): the registries it may change, no finance, no report generator',
    sessao('Operadores', [fazenda('a', TODOS)]),
    [
      '/dashboard/apontamentos',
      '/dashboard/avaliacao-economica',
      INV,
      `${CAD}/tecnicos`,
      `${CAD}/tipos-animais`,
      PAEZ,
      `${PAEZ}/animais`,
      `${PAEZ}/cadastros`,
      '/dashboard/rebanho',
      '/dashboard/sanidade',
    ],
  ],
  [
    "a Gerente of two farms, on one that allows only animals and records: the animals' screens, and the desk",
    sessao('Gerentes', [fazenda('b', ['animals', 'appointments']), fazenda('a', TODOS)]),
    [
      '/dashboard/avaliacao-economica',
      INV,
      `${CAD}/tecnicos`,
      `${CAD}/tipos-animais`,
      PAEZ,
      `${PAEZ}/animais`,
      `${PAEZ}/cadastros`,
      '/dashboard/painel',
      '/dashboard/rebanho',
    ],
  ],
  ['a farm that leaves the user no module: nothing', sessao('Operadores', [fazenda('vazia', [])]), []],
];

describe('what each role is offered: the same screens at a PC and on a phone', () => {
  for (const celular of [false, true])
    for (const [papel, s, telas] of PAPEIS)
      it(`${celular ? 'celular' : 'pc'}: ${papel}`, async () => {
        expect(await oferecidas(s, celular)).toEqual([...telas].sort());
      });

  it('an empty menu says why, at both sizes', async () => {
    const s = sessao('Operadores', [fazenda('vazia', [])]);
    await desenhar(s, '/dashboard/financeiro');
    await expect
      .element(page.getByRole('navigation', { name: 'Navegação principal' }))
      .toHaveTextContent('Nenhum módulo ativo');
    await page.viewport(390, 844);
    await userEvent.click(page.getByRole('button', { name: 'Abrir menu' }));
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toHaveTextContent('Nenhum módulo ativo');
  });
});

describe("the first screen '/dashboard' leads to", () => {
  const Quadro = ({ children }: { children: ReactNode }) => <main>{children}</main>;

  /** FirstScreen drawn for this session at '/dashboard': where it sends the user (the location it settles on). */
  async function primeira(s: SessionInfo, esperada: string) {
    store.set(sessionAtom, s);
    const local = memoryLocation({ path: '/dashboard', record: true });
    await render(
      <Router hook={local.hook}>
        <Quadro>
          <Route path="/dashboard">
            <FirstScreen />
          </Route>
        </Quadro>
      </Router>,
    );
    await expect.poll(() => local.history?.at(-1), { timeout: 20_000 }).toBe(esperada);
  }

  // One test: the first render of a later test in this file did not follow a Redirect (render.tsx unmounts the last
  // test's trees in an act() it does not await).
  it('the first screen the modules open: Financeiro, else Apontamentos, else the inventory; or choose a farm; or why none', async () => {
    await primeira(sessao(null, [fazenda('modelo', TODOS)], true), '/dashboard/financeiro');
    await primeira(sessao('Gerentes', [fazenda('a', TODOS)]), '/dashboard/financeiro');
    await primeira(sessao('Operadores', [fazenda('a', TODOS)]), '/dashboard/apontamentos');
    await primeira(sessao('Gerentes', [fazenda('b', ['animals', 'appointments'])]), INV);
    // an administrator with no farm chooses one; a farm with no module for the user says so, never a refusal
    await primeira(sessao(null, [], true), '/admin/farm-selector');
    await primeira(sessao('Operadores', [fazenda('vazia', [])]), '/dashboard');
    await expect
      .element(page.getByText('Esta fazenda não tem módulos ativos para você; fale com o administrador.'))
      .toBeVisible();
    expect(page.getByText('Acesso restrito').query()).toBeNull();
  });
});
