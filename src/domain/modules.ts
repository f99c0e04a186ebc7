/** Modules of SPEC.md §3, in the order the product lists them. */
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
 * SPEC.md §5 module access: admins always; others need a current farm that allows the module,
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
