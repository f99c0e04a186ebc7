import { describe, expect, it } from 'vitest';
import {
  MODULOS_CONCEDIVEIS,
  MODULOS_FAZENDA_NOVA,
  modulosPermitidos,
  podeAbrir,
  podeAcessarModulo,
  podeFicar,
  primeiraTela,
  TELAS,
  telaDoCaminho,
} from './modules.ts';

const farm = { allowedModules: ['animals', 'financial', 'reports'] };
const gerentes = { allowedModules: ['dashboard', 'animals', 'financial', 'reports'] };
const operadores = { allowedModules: ['animals', 'appointments'] };

describe('podeAcessarModulo', () => {
  it('lets an admin into every module, even without a farm or group', () => {
    expect(podeAcessarModulo({ isAdmin: true }, null, [], 'financial')).toBe(true);
    expect(podeAcessarModulo({ isAdmin: true }, null, [], 'admin')).toBe(true);
  });

  it('refuses a user without a current farm', () => {
    expect(podeAcessarModulo({ isAdmin: false }, null, [gerentes], 'animals')).toBe(false);
  });

  it('refuses a user with no group', () => {
    expect(podeAcessarModulo({ isAdmin: false }, farm, [], 'animals')).toBe(false);
  });

  it('needs both the farm and a group to allow the module', () => {
    expect(podeAcessarModulo({ isAdmin: false }, farm, [operadores], 'animals')).toBe(true);
    expect(podeAcessarModulo({ isAdmin: false }, farm, [operadores], 'appointments')).toBe(false);
    expect(podeAcessarModulo({ isAdmin: false }, farm, [operadores], 'financial')).toBe(false);
    expect(podeAcessarModulo({ isAdmin: false }, farm, [operadores, gerentes], 'financial')).toBe(true);
  });

  it('never grants the admin module to a non-admin', () => {
    expect(
      podeAcessarModulo({ isAdmin: false }, { allowedModules: ['admin'] }, [{ allowedModules: ['admin'] }], 'admin'),
    ).toBe(false);
  });

  it('lists the allowed modules', () => {
    expect(modulosPermitidos({ isAdmin: false }, farm, [gerentes])).toEqual(['animals', 'financial', 'reports']);
  });
});

describe('the module manifest', () => {
  it('leads each user to the first screen they may open, never to one they would be refused', () => {
    expect(primeiraTela(['dashboard', 'animals', 'financial', 'appointments'])?.caminho).toBe('/dashboard/financeiro');
    // An Operador (Animais + Apontamentos) used to land on Financeiro with 'Acesso restrito'.
    expect(primeiraTela(['animals', 'appointments'])?.caminho).toBe('/dashboard/apontamentos');
    expect(primeiraTela(['lands'])?.caminho).toBe('/dashboard/inventario');
    expect(primeiraTela(['reports'])?.caminho).toBe('/dashboard/relatorios');
    expect(primeiraTela([])).toBeNull();
    for (const tela of Object.values(TELAS)) {
      const escolhida = primeiraTela(tela.modulos);
      expect(escolhida && podeAbrir(escolhida, tela.modulos)).toBe(true);
    }
  });
});

describe('where a user may stay after a farm change', () => {
  it('finds the most specific screen of an address', () => {
    expect(telaDoCaminho('/dashboard/inventario/paez/terras')).toBe(TELAS.paezTerras);
    expect(telaDoCaminho('/dashboard/inventario/cadastros/tipos-terras')).toBe(TELAS.cadastroTiposTerras);
    expect(telaDoCaminho('/dashboard/financeiro/contas-pagar')).toBe(TELAS.financeiro);
    expect(telaDoCaminho('/dashboard/financeiro-x')).toBeNull();
    expect(telaDoCaminho('/dashboard/admin')).toBeNull();
  });

  it('keeps the user where the new farm opens, not where it would refuse', () => {
    expect(podeFicar('/dashboard/relatorios', ['reports'])).toBe(true);
    expect(podeFicar('/dashboard/relatorios', ['animals'])).toBe(false);
    expect(podeFicar('/dashboard/inventario/paez/terras', ['animals'])).toBe(false);
    expect(podeFicar('/dashboard/inventario/paez', ['animals'])).toBe(true);
    expect(podeFicar('/dashboard/admin', [])).toBe(true);
  });
});

describe('the screens of the manifest', () => {
  it('the PAEZ copy of the reports opens for the same module as /dashboard/relatorios', () => {
    expect(TELAS.paezRelatorios.modulos).toEqual(TELAS.relatorios.modulos);
  });

  it('a registry of a module opens only for that module (an Operador does not see Tipos de Terras)', () => {
    const operador = ['animals', 'appointments'];
    expect(podeAbrir(TELAS.cadastroTiposAnimais, operador)).toBe(true);
    expect(podeAbrir(TELAS.cadastroTecnicos, operador)).toBe(true);
    for (const t of [TELAS.cadastroTiposTerras, TELAS.cadastroTiposInstalacoes, TELAS.cadastroTiposMaquinas])
      expect(podeAbrir(t, operador), t.rotulo).toBe(false);
  });

  it('every screen lives under /dashboard at an address of its own', () => {
    const caminhos = Object.values(TELAS).map((t) => t.caminho);
    expect(new Set(caminhos).size).toBe(caminhos.length);
    for (const c of caminhos) expect(c).toMatch(/^\/dashboard\/[a-z-/]+$/);
  });

  it('a new farm starts with every module the admin may allow', () => {
    expect([...MODULOS_FAZENDA_NOVA]).toEqual([...MODULOS_CONCEDIVEIS]);
    for (const tela of Object.values(TELAS)) expect(podeAbrir(tela, MODULOS_FAZENDA_NOVA), tela.rotulo).toBe(true);
  });
});
