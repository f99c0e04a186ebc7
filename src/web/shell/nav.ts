import { MODULOS_INVENTARIO, type Modulo } from '../../domain/modules.ts';
import type { IconName } from '../components/icons.tsx';

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

const INV = MODULOS_INVENTARIO;
const PAEZ = '/dashboard/inventario/paez';

/** SPEC.md §2 sidebar: Inventory (overview + valuation group) and Management. */
export const SIDEBAR: readonly NavSection[] = [
  {
    title: 'Inventário',
    items: [
      { label: 'Visão Geral', href: '/dashboard/inventario', icon: 'box', modules: INV },
      {
        label: 'Avaliação Econômico Zootécnica',
        href: PAEZ,
        icon: 'layers',
        modules: INV,
        children: [
          { label: 'Animais', href: `${PAEZ}/animais`, icon: 'cow', modules: ['animals'] },
          { label: 'Terras', href: `${PAEZ}/terras`, icon: 'land', modules: ['lands'] },
          { label: 'Instalações', href: `${PAEZ}/instalacoes`, icon: 'building', modules: ['facilities'] },
          { label: 'Máquinas', href: `${PAEZ}/maquinas`, icon: 'tractor', modules: ['machinery'] },
          { label: 'Cadastros', href: `${PAEZ}/cadastros`, icon: 'folder', modules: INV },
          { label: 'Relatórios', href: `${PAEZ}/relatorios`, icon: 'file', modules: INV },
        ],
      },
    ],
  },
  {
    title: 'Gestão',
    items: [
      { label: 'Avaliação Zootécnica', href: '/dashboard/avaliacao-economica', icon: 'calculator', modules: INV },
      { label: 'Financeiro', href: '/dashboard/financeiro', icon: 'wallet', modules: ['financial'] },
      { label: 'Apontamentos', href: '/dashboard/apontamentos', icon: 'clipboard', modules: ['appointments'] },
      { label: 'Rebanho', href: '/dashboard/rebanho', icon: 'cow', modules: ['animals', 'appointments'] },
      { label: 'Relatórios', href: '/dashboard/relatorios', icon: 'chart', modules: ['reports'] },
    ],
  },
];

/** SPEC.md §2 mobile layout: the four entries of the tab bar and the full-screen menu. */
export const MOBILE_TABS: readonly NavItem[] = [
  { label: 'Relatórios', href: '/dashboard/relatorios', icon: 'chart', modules: ['reports'] },
  { label: 'Apontamentos', href: '/dashboard/apontamentos', icon: 'clipboard', modules: ['appointments'] },
  { label: 'Inventário', href: '/dashboard/inventario', icon: 'box', modules: INV },
  { label: 'Financeiro', href: '/dashboard/financeiro', icon: 'wallet', modules: ['financial'] },
];

export function isGroup(i: NavItem | NavGroup): i is NavGroup {
  return 'children' in i;
}

export function allowed(item: NavItem, modules: readonly string[]): boolean {
  return item.modules.some((m) => modules.includes(m));
}

/** Active when the path is the item or below it (the overview only on its exact path). */
export function isActive(href: string, path: string, exact = false): boolean {
  if (exact) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
