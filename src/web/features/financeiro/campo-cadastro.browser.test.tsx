import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render.tsx';
import { CampoCadastro } from './common.tsx';

// A bill's supplier, chosen from the Fornecedores registry (moved here from e2e/financeiro.spec.ts, which held the
// registry's read back with page.route): while the list is on its way the field waits for it — never free text with
// the registry's hint, which would invite typing a name the list already has.

const DICA = 'Cadastre fornecedores em Cadastros › Fornecedores para escolhê-los da lista.';

function Campo({ opcoes }: { opcoes: string[] | undefined }) {
  const [valor, setValor] = useState('');
  return (
    <>
      <CampoCadastro label="Fornecedor" value={valor} onChange={setValor} opcoes={opcoes} dica={DICA} />
      <output>{valor}</output>
    </>
  );
}

describe('CampoCadastro (a registry-backed field)', () => {
  it('waits for the registry: a disabled list saying Carregando..., not free text with the hint', async () => {
    await render(<Campo opcoes={undefined} />);
    const campo = page.getByLabelText('Fornecedor');
    await expect.element(campo).toBeDisabled();
    expect((campo.element() as HTMLElement).tagName).toBe('SELECT');
    expect(page.getByRole('option', { name: 'Carregando...' }).elements()).toHaveLength(1);
    expect(page.getByText(DICA).query()).toBeNull();
  });

  it('once the list is in, its names are chosen from it', async () => {
    await render(<Campo opcoes={['Agro Sul', 'Cooperativa']} />);
    const campo = page.getByLabelText('Fornecedor');
    await expect.element(campo).toBeEnabled();
    await userEvent.selectOptions(campo, 'Cooperativa');
    await expect.element(page.getByRole('status')).toHaveTextContent('Cooperativa');
    expect(page.getByText(DICA).query()).toBeNull();
  });

  it('an empty registry: the name is typed, and the hint says where the list is kept', async () => {
    await render(<Campo opcoes={[]} />);
    const campo = page.getByLabelText('Fornecedor');
    expect((campo.element() as HTMLElement).tagName).toBe('INPUT');
    await expect.element(page.getByText(DICA)).toBeVisible();
  });
});
