import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';

describe('the auto-selected farm toast (issue 24 item 1)', () => {
  it("reads right whatever the farm's name starts with", () => {
    expect(MSG.fazendaSelecionadaAuto('Fazenda Modelo')).toBe('Fazenda Modelo selecionada automaticamente');
    expect(MSG.fazendaSelecionadaAuto('Sítio Boa Vista')).toBe('Sítio Boa Vista selecionado automaticamente');
    expect(MSG.fazendaSelecionadaAuto('sitio do Pica-Pau')).toBe('sitio do Pica-Pau selecionado automaticamente');
    expect(MSG.fazendaSelecionadaAuto('Chácara Três Irmãos')).toBe('Chácara Três Irmãos selecionada automaticamente');
    expect(MSG.fazendaSelecionadaAuto('Boa Esperança')).toBe('Fazenda Boa Esperança selecionada automaticamente');
    expect(MSG.fazendaSelecionadaAuto('Fazendinha')).toBe('Fazenda Fazendinha selecionada automaticamente');
  });
});
