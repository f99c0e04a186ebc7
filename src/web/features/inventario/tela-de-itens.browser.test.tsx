import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { StatCard } from '../../components/page.tsx';
import { render } from '../../test/render.tsx';
import { texto } from './campos.tsx';
import { TelaDeItens } from './tela-de-itens.tsx';

// What an inventory screen shows for the state of its read (moved here from e2e/inventario.spec.ts, which answered the
// list's GET with a 500 through page.route): a failed load is said where the rows would be, never as an empty list;
// above the rows when older ones still show; the summary's figures say 'Indisponível', never 0.

interface Terra {
  id: string;
  updatedAt: string;
  tipo: string;
}

const VAZIO = 'Nenhuma terra cadastrada. Use o formulário acima para adicionar.';
const ERRO = new Error('Erro interno do servidor.');

function Tela({ itens, error, loading = false }: { itens: Terra[]; error?: Error; loading?: boolean }) {
  return (
    <TelaDeItens<Terra, 'tipo'>
      tela={{ data: error || loading ? undefined : { itens }, itens, loading, error }}
      resumo={<StatCard label="Área total" value={error || loading ? undefined : `${itens.length} ha`} />}
      novo={null}
      lista={{
        titulo: 'Terras cadastradas',
        csv: 'terras',
        vazio: VAZIO,
        rowLabel: (t) => t.tipo,
        edicao: { tipo: texto },
        regras: z.object({ tipo: z.string() }),
        salvar: async () => {},
        sucesso: 'Item atualizado com sucesso!',
        colunas: [{ key: 'tipo', header: 'Tipo', render: (t) => t.tipo }],
      }}
      excluir={{
        titulo: 'Excluir',
        mensagem: 'Excluir?',
        sucesso: 'Excluído',
        comSenha: false,
        excluir: async () => {},
      }}
    />
  );
}

describe('TelaDeItens (an inventory screen) by the state of its read', () => {
  beforeEach(async () => {
    await page.viewport(1366, 768);
  });

  it('a list the server failed to give says so in the table, never as an empty list; the figures say Indisponível', async () => {
    await render(<Tela itens={[]} error={ERRO} />);
    const tabela = page.getByRole('table');
    await expect.element(tabela.getByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    expect(page.getByText(VAZIO).query()).toBeNull();
    await expect.element(page.getByText(MSG.figuraIndisponivel)).toBeVisible();
    expect(page.getByText('0 ha').query()).toBeNull();
  });

  it('while the list is on its way it says Carregando..., not that there is nothing', async () => {
    await render(<Tela itens={[]} loading />);
    await expect.element(page.getByRole('table').getByText('Carregando...')).toBeVisible();
    expect(page.getByText(VAZIO).query()).toBeNull();
  });

  it('a failed reload over rows already on screen says so above them and keeps them', async () => {
    await render(<Tela itens={[{ id: '1', updatedAt: '2026-01-01T00:00:00Z', tipo: 'Reserva' }]} error={ERRO} />);
    await expect.element(page.getByRole('cell', { name: 'Reserva', exact: true })).toBeVisible();
    await expect.element(page.getByText('Erro interno do servidor.')).toBeVisible();
    expect(page.getByText(VAZIO).query()).toBeNull();
  });

  it('an empty list, read, says so', async () => {
    await render(<Tela itens={[]} />);
    await expect.element(page.getByText(VAZIO)).toBeVisible();
    await expect.element(page.getByText('0 ha')).toBeVisible();
  });
});
