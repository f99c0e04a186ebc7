/** Modules (docs/PRODUTO.md §Permissões), in the order the product lists them. */
export const MODULOS = [
  'dashboard',
  'animals',
  'lands',
  'facilities',
  'machinery',
  'financial',
  'appointments',
  'reports',
  'admin',
] as const;

export type Modulo = (typeof MODULOS)[number];

export const MODULO_LABEL: Record<Modulo, string> = {
  dashboard: 'Painel',
  animals: 'Animais',
  lands: 'Terras',
  facilities: 'Instalações',
  machinery: 'Máquinas',
  financial: 'Financeiro',
  appointments: 'Apontamentos',
  reports: 'Relatórios',
  admin: 'Administração',
};

/** Modules a group or farm dialog offers: all but dashboard and admin (reports included so non-admins can reach it). */
export const MODULOS_CONCEDIVEIS = MODULOS.filter((m) => m !== 'dashboard' && m !== 'admin');

/** The inventory modules; a technician registry serves all of them. */
export const MODULOS_INVENTARIO = ['animals', 'lands', 'facilities', 'machinery'] as const satisfies readonly Modulo[];

export interface AccessSubject {
  isAdmin: boolean;
}

export interface ModuleHolder {
  allowedModules: readonly string[];
}

/**
 * docs/PRODUTO.md §Permissões, module access: admins always; others need a current farm that allows the module,
 * at least one group, and a group that allows it.
 */
export function podeAcessarModulo(
  user: AccessSubject,
  farm: ModuleHolder | null | undefined,
  groups: readonly ModuleHolder[],
  modulo: Modulo,
): boolean {
  if (user.isAdmin) return true;
  if (modulo === 'admin') return false;
  if (!farm?.allowedModules.includes(modulo)) return false;
  return groups.some((g) => g.allowedModules.includes(modulo));
}

/** Every module the user may open on that farm. */
export function modulosPermitidos(
  user: AccessSubject,
  farm: ModuleHolder | null | undefined,
  groups: readonly ModuleHolder[],
): Modulo[] {
  return MODULOS.filter((m) => podeAcessarModulo(user, farm, groups, m));
}

/**
 * The module manifest: every screen of the product, where it lives and which modules open it. The web's routes
 * (ModuleGate), the sidebar, the bottom bar and the first screen after sign-in are built from it; the server guards
 * the same modules on the screen's API.
 */
export interface Tela {
  rotulo: string;
  caminho: string;
  /** Icon name of the web's icon set. */
  icone: string;
  /** Opens when the user may use any of these (podeAcessarModulo). */
  modulos: readonly Modulo[];
}

const PAEZ = '/dashboard/inventario/paez';
const INV = MODULOS_INVENTARIO;

export const TELAS = {
  financeiro: { rotulo: 'Financeiro', caminho: '/dashboard/financeiro', icone: 'wallet', modulos: ['financial'] },
  apontamentos: {
    rotulo: 'Apontamentos',
    caminho: '/dashboard/apontamentos',
    icone: 'clipboard',
    modulos: ['appointments'],
  },
  inventario: { rotulo: 'Inventário', caminho: '/dashboard/inventario', icone: 'box', modulos: INV },
  rebanho: { rotulo: 'Rebanho', caminho: '/dashboard/rebanho', icone: 'cow', modulos: ['animals', 'appointments'] },
  relatorios: { rotulo: 'Relatórios', caminho: '/dashboard/relatorios', icone: 'chart', modulos: ['reports'] },
  avaliacao: {
    rotulo: 'Avaliação Zootécnica',
    caminho: '/dashboard/avaliacao-economica',
    icone: 'calculator',
    modulos: INV,
  },
  paez: { rotulo: 'Avaliação Econômico Zootécnica', caminho: PAEZ, icone: 'layers', modulos: INV },
  paezAnimais: { rotulo: 'Animais', caminho: `${PAEZ}/animais`, icone: 'cow', modulos: ['animals'] },
  paezTerras: { rotulo: 'Terras', caminho: `${PAEZ}/terras`, icone: 'land', modulos: ['lands'] },
  paezInstalacoes: {
    rotulo: 'Instalações',
    caminho: `${PAEZ}/instalacoes`,
    icone: 'building',
    modulos: ['facilities'],
  },
  paezMaquinas: { rotulo: 'Máquinas', caminho: `${PAEZ}/maquinas`, icone: 'tractor', modulos: ['machinery'] },
  paezCadastros: { rotulo: 'Cadastros', caminho: `${PAEZ}/cadastros`, icone: 'folder', modulos: INV },
  paezRelatorios: { rotulo: 'Relatórios', caminho: `${PAEZ}/relatorios`, icone: 'file', modulos: INV },
} as const satisfies Record<string, Tela>;

export type TelaId = keyof typeof TELAS;

/** Whether a user with these modules (the session's) may open the screen. */
export function podeAbrir(tela: Tela, modulos: readonly string[]): boolean {
  return tela.modulos.some((m) => modulos.includes(m));
}

/** Order in which the first screen after sign-in is chosen: the first one the user may open. */
const PRIMEIRAS: readonly TelaId[] = ['financeiro', 'apontamentos', 'inventario', 'rebanho', 'relatorios'];

/** The screen `/dashboard` leads to: never one the user would only see 'Acesso restrito' on. */
export function primeiraTela(modulos: readonly string[]): Tela | null {
  const id = PRIMEIRAS.find((t) => podeAbrir(TELAS[t], modulos));
  return id ? TELAS[id] : null;
}
