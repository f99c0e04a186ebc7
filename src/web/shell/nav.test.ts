import { describe, expect, it } from 'vitest';
import { TELAS } from '../../domain/modules.ts';
import { allowed, cartoesDoHub, isActive, isGroup, MOBILE_MENU, MOBILE_TABS, painelNoMenu, SIDEBAR } from './nav.ts';

describe('navigation', () => {
  it('marks an entry active on its path and below it, the overview only on its exact path', () => {
    expect(isActive('/dashboard/financeiro', '/dashboard/financeiro/contas-pagar')).toBe(true);
    expect(isActive('/dashboard/financeiro', '/dashboard/financeiro-x')).toBe(false);
    expect(isActive('/dashboard/inventario', '/dashboard/inventario/paez', true)).toBe(false);
    expect(isActive('/dashboard/inventario', '/dashboard/inventario', true)).toBe(true);
  });

  it('shows an entry only to users who may open one of its modules', () => {
    const financeiro = MOBILE_TABS.find((t) => t.href === TELAS.financeiro.caminho);
    expect(financeiro && allowed(financeiro, ['financial'])).toBe(true);
    expect(financeiro && allowed(financeiro, ['animals', 'appointments'])).toBe(false);
  });

  it('lets a phone reach every screen of the sidebar outside the inventory valuation: the herd and the assessment too', () => {
    const menu = MOBILE_MENU.map((t) => t.href);
    for (const s of SIDEBAR.flatMap((x) => x.items).filter((i) => !isGroup(i))) expect(menu, s.href).toContain(s.href);
    // an Operador (animals + apontamentos) sees Rebanho, and not the finance
    const operador = MOBILE_MENU.filter((t) => allowed(t, ['animals', 'appointments'])).map((t) => t.label);
    expect(operador).toContain('Rebanho');
    expect(operador).not.toContain('Financeiro');
  });

  it('is built from the module manifest: every entry is a screen of it, with its modules', () => {
    const telas = new Map<string, readonly string[]>(Object.values(TELAS).map((t) => [t.caminho, t.modulos]));
    const entries = [
      ...MOBILE_TABS,
      ...MOBILE_MENU,
      ...SIDEBAR.flatMap((s) => s.items.flatMap((i) => (isGroup(i) ? [i, ...i.children] : [i]))),
    ];
    for (const e of entries) expect(telas.get(e.href), e.href).toEqual(e.modules);
  });

  it("offers 'Painel das fazendas' to an administrator and to a user of two or more farms, no one else", () => {
    const sessao = (isAdmin: boolean, n: number) => ({ user: { isAdmin }, farms: Array.from({ length: n }) });
    expect(painelNoMenu(sessao(false, 2))).toMatchObject({ label: 'Painel das fazendas', href: '/dashboard/painel' });
    expect(painelNoMenu(sessao(true, 0))?.href).toBe('/dashboard/painel');
    expect(painelNoMenu(sessao(false, 1))).toBeNull();
    expect(painelNoMenu(null)).toBeNull();
  });

  it("builds a hub's cards from the manifest: the screens the user may open, as absolute links", () => {
    const hub = ['cadastroTecnicos', 'cadastroTiposTerras', 'cadastroTiposAnimais'] as const;
    expect(cartoesDoHub(hub, ['animals', 'appointments']).map((c) => c.title)).toEqual([
      'Técnicos Responsáveis',
      'Tipos de Animais',
    ]);
    expect(cartoesDoHub(hub, ['lands'])[1]).toEqual({
      href: '~/dashboard/inventario/cadastros/tipos-terras',
      title: 'Tipos de Terras',
      description: 'Classificação das áreas da propriedade',
      icon: 'land',
    });
    expect(cartoesDoHub(['paezRelatorios'], ['animals'])).toEqual([]);
  });
});
