/** Modules (docs/PRODUTO.md §Permissões), in the order the product lists them. */
export const MODULOS = [
  'dashboard',
  'animals',
  'lands',
  'facilities',
  'machinery',
  'financial',
  'appointments',
  'health',
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
  health: 'Sanidade',
  reports: 'Relatórios',
  admin: 'Administração',
};

/** Modules a group or farm dialog offers: all but dashboard and admin (reports included so non-admins can reach it). */
export const MODULOS_CONCEDIVEIS = MODULOS.filter((m) => m !== 'dashboard' && m !== 'admin');

/** A new farm's modules when the admin does not say (the dialog starts with them all ticked): every one it may allow. */
export const MODULOS_FAZENDA_NOVA: readonly Modulo[] = MODULOS_CONCEDIVEIS;

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
 * (ModuleGate), the sidebar, the bottom bar, the hubs' cards and the first screen after sign-in are built from it;
 * the server guards the same modules on the screen's API (`farmAccess(...TELAS.x.modulos)`, the registries'
 * `escrita`), and src/server/routes/telas.test.ts checks that they agree.
 */
export interface Tela {
  rotulo: string;
  caminho: string;
  /** Icon name of the web's icon set. */
  icone: string;
  /** Opens when the user may use any of these (podeAcessarModulo). */
  modulos: readonly Modulo[];
  /** What a hub's card says under the name. */
  descricao?: string;
}

const PAEZ = '/dashboard/inventario/paez';
const CADASTROS = '/dashboard/inventario/cadastros';
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
  sanidade: { rotulo: 'Sanidade', caminho: '/dashboard/sanidade', icone: 'heart', modulos: ['health'] },
  relatorios: { rotulo: 'Relatórios', caminho: '/dashboard/relatorios', icone: 'chart', modulos: ['reports'] },
  avaliacao: {
    rotulo: 'Avaliação Zootécnica',
    caminho: '/dashboard/avaliacao-economica',
    icone: 'calculator',
    modulos: INV,
  },
  paez: {
    rotulo: 'Avaliação Econômico Zootécnica',
    caminho: PAEZ,
    icone: 'layers',
    modulos: INV,
    descricao: 'Animais, terras, instalações e máquinas da fazenda, com a remuneração e a depreciação',
  },
  paezAnimais: {
    rotulo: 'Animais',
    caminho: `${PAEZ}/animais`,
    icone: 'cow',
    modulos: ['animals'],
    descricao: 'Rebanho, reprodutores e bezerros',
  },
  paezTerras: {
    rotulo: 'Terras',
    caminho: `${PAEZ}/terras`,
    icone: 'land',
    modulos: ['lands'],
    descricao: 'Propriedades, pastagens, áreas de plantio e reservas',
  },
  paezInstalacoes: {
    rotulo: 'Instalações',
    caminho: `${PAEZ}/instalacoes`,
    icone: 'building',
    modulos: ['facilities'],
    descricao: 'Estábulos, salas de ordenha e armazéns',
  },
  paezMaquinas: {
    rotulo: 'Máquinas',
    caminho: `${PAEZ}/maquinas`,
    icone: 'tractor',
    modulos: ['machinery'],
    descricao: 'Tratores, ordenhadeiras e equipamentos',
  },
  paezCadastros: {
    rotulo: 'Cadastros',
    caminho: `${PAEZ}/cadastros`,
    icone: 'folder',
    modulos: INV,
    descricao: 'Tipos e técnicos responsáveis',
  },
  /** The reports screen again (docs/PRODUTO.md §Inventário: it reuses the reports screen): the reports module's, like /dashboard/relatorios. */
  paezRelatorios: {
    rotulo: 'Relatórios',
    caminho: `${PAEZ}/relatorios`,
    icone: 'file',
    modulos: ['reports'],
    descricao: 'Relatórios e análises',
  },
  // The inventory registries: a screen that lists and changes one, so it opens for the modules that may change it
  // (TIPOS_DE_CADASTRO[tipo].escrita is these); other modules only read them, in their own screens' choices.
  cadastroTecnicos: {
    rotulo: 'Técnicos Responsáveis',
    caminho: `${CADASTROS}/tecnicos`,
    icone: 'users',
    modulos: INV,
    descricao: 'Técnicos que respondem pelos itens do inventário',
  },
  cadastroTiposTerras: {
    rotulo: 'Tipos de Terras',
    caminho: `${CADASTROS}/tipos-terras`,
    icone: 'land',
    modulos: ['lands'],
    descricao: 'Classificação das áreas da propriedade',
  },
  cadastroTiposAnimais: {
    rotulo: 'Tipos de Animais',
    caminho: `${CADASTROS}/tipos-animais`,
    icone: 'cow',
    modulos: ['animals'],
    descricao: 'Categorias do rebanho usadas no inventário',
  },
  cadastroTiposInstalacoes: {
    rotulo: 'Tipos de Instalações',
    caminho: `${CADASTROS}/tipos-instalacoes`,
    icone: 'building',
    modulos: ['facilities'],
    descricao: 'Estábulos, salas de ordenha, armazéns e outras benfeitorias',
  },
  cadastroTiposMaquinas: {
    rotulo: 'Tipos de Máquinas',
    caminho: `${CADASTROS}/tipos-maquinas`,
    icone: 'tractor',
    modulos: ['machinery'],
    descricao: 'Tratores, ordenhadeiras, implementos e veículos',
  },
} as const satisfies Record<string, Tela>;

export type TelaId = keyof typeof TELAS;

/** Whether a user with these modules (the session's) may open the screen. */
export function podeAbrir(tela: Tela, modulos: readonly string[]): boolean {
  return tela.modulos.some((m) => modulos.includes(m));
}

/** Order in which the first screen after sign-in is chosen: the first one the user may open. */
const PRIMEIRAS: readonly TelaId[] = ['financeiro', 'apontamentos', 'inventario', 'rebanho', 'sanidade', 'relatorios'];

/** The screen `/dashboard` leads to: never one the user would only see 'Acesso restrito' on; null with no module. */
export function primeiraTela(modulos: readonly string[]): Tela | null {
  const id = PRIMEIRAS.find((t) => podeAbrir(TELAS[t], modulos));
  return id ? TELAS[id] : null;
}

/** The screen of the manifest an address belongs to (the most specific one), or null (admin panel, unknown). */
export function telaDoCaminho(caminho: string): Tela | null {
  let achada: Tela | null = null;
  for (const tela of Object.values(TELAS) as Tela[]) {
    const dentro = caminho === tela.caminho || caminho.startsWith(`${tela.caminho}/`);
    if (dentro && (!achada || tela.caminho.length > achada.caminho.length)) achada = tela;
  }
  return achada;
}

/** Whether a user with these modules may stay on this address (after a farm change): no screen of it refuses them. */
export function podeFicar(caminho: string, modulos: readonly string[]): boolean {
  const tela = telaDoCaminho(caminho);
  return !tela || podeAbrir(tela, modulos);
}
