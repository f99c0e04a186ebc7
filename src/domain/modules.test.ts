import { describe, expect, it } from 'vitest';
import { modulosPermitidos, podeAbrir, podeAcessarModulo, primeiraTela, TELAS } from './modules.ts';

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
