import { type Modulo, podeAbrir, TELAS, type Tela, type TelaId } from '../../domain/modules.ts';
import { abrePainel, TITULO_PAINEL } from '../../domain/painel/acesso.ts';
import type { IconName } from '../components/icons.tsx';
import type { HubItem } from '../components/page.tsx';

export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
  /** Shown when the user may open any of these modules (useCan, the server's rule). */
  modules: readonly Modulo[];
}

export interface NavGroup extends NavItem {
  children: readonly NavItem[];
}

export interface NavSection {
  title: string;
  items: readonly (NavItem | NavGroup)[];
}

/** A nav entry for a screen of the manifest (src/domain/modules.ts); `label` where the menu names it otherwise. */
function item(tela: Tela & { icone: IconName }, label: string = tela.rotulo): NavItem {
  return { label, href: tela.caminho, icon: tela.icone, modules: tela.modulos };
}

/** docs/PRODUTO.md §Telas, the sidebar: Inventory (overview + valuation group) and Management. */
export const SIDEBAR: readonly NavSection[] = [
  {
    title: 'Inventário',
    items: [
      item(TELAS.inventario, 'Visão Geral'),
      {
        ...item(TELAS.paez),
        children: [
          item(TELAS.paezAnimais),
          item(TELAS.paezTerras),
          item(TELAS.paezInstalacoes),
          item(TELAS.paezMaquinas),
          item(TELAS.paezCadastros),
          item(TELAS.paezRelatorios),
        ],
      },
    ],
  },
  {
    title: 'Gestão',
    items: [
      item(TELAS.avaliacao),
      item(TELAS.financeiro),
      item(TELAS.apontamentos),
      item(TELAS.rebanho),
      item(TELAS.sanidade),
      item(TELAS.relatorios),
    ],
  },
];

/** docs/PRODUTO.md §Telas, the phone's layout: the four entries of the tab bar and the full-screen menu. */
export const MOBILE_TABS: readonly NavItem[] = [
  item(TELAS.relatorios),
  item(TELAS.apontamentos),
  item(TELAS.inventario),
  item(TELAS.financeiro),
];

/**
 * The phone's ☰ menu: the tab bar's four, then the screens of the sidebar that have no tab — the herd (a farmer adds
 * a cow there) and the assessment. Filtered by `allowed` like every entry.
 */
export const MOBILE_MENU: readonly NavItem[] = [
  ...MOBILE_TABS,
  item(TELAS.rebanho),
  item(TELAS.sanidade),
  item(TELAS.avaliacao),
];

/**
 * The technicians' 'Painel das fazendas' (docs/PRODUTO.md §Fazendas): not one farm's module screen, so not in TELAS
 * — it opens for an administrator or a user linked to two or more farms (`abrePainel`, the rule its API and the farm
 * switcher use). The sidebar and the phone's menu offer it by that rule (`painelNoMenu`).
 */
export const PAINEL_DAS_FAZENDAS: NavItem = {
  label: TITULO_PAINEL,
  href: '/dashboard/painel',
  icon: 'farm',
  modules: [],
};

/** The desk's entry for this session's user, or null when they may not open it. */
export function painelNoMenu(
  session: { user: { isAdmin: boolean }; farms: readonly unknown[] } | null | undefined,
): NavItem | null {
  return session && abrePainel(session.user.isAdmin, session.farms.length) ? PAINEL_DAS_FAZENDAS : null;
}

export function isGroup(i: NavItem | NavGroup): i is NavGroup {
  return 'children' in i;
}

export function allowed(entry: NavItem, modules: readonly string[]): boolean {
  return podeAbrir({ rotulo: entry.label, caminho: entry.href, icone: entry.icon, modulos: entry.modules }, modules);
}

/**
 * A hub's cards: the screens of the manifest named here, in this order, that the user may open (the same rule as
 * the routes' ModuleGate and the server). Absolute links, since hubs live inside nested routers.
 */
export function cartoesDoHub(ids: readonly TelaId[], modules: readonly string[]): HubItem[] {
  return ids
    .map((id): Tela => TELAS[id])
    .filter((tela) => podeAbrir(tela, modules))
    .map((tela) => ({
      href: `~${tela.caminho}`,
      title: tela.rotulo,
      description: tela.descricao,
      icon: tela.icone as IconName,
    }));
}

/** Active when the path is the item or below it (the overview only on its exact path). */
export function isActive(href: string, path: string, exact = false): boolean {
  if (exact) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
