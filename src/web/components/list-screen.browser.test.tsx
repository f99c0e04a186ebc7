import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { agir, render } from '../test/render.tsx';
import { type Column, ListScreen } from './list-screen.tsx';
import { Pager } from './pager.tsx';

interface Linha {
  id: string;
  nome: string;
  cidade: string;
}
const colunas: Column<Linha>[] = [
  { key: 'nome', header: 'Nome', render: (l) => l.nome, primary: true },
  { key: 'cidade', header: 'Cidade', render: (l) => l.cidade },
];
const linhas: Linha[] = [
  { id: '1', nome: 'Mimosa', cidade: 'Lavras' },
  { id: '2', nome: 'Estrela', cidade: 'São João del-Rei' },
  { id: '3', nome: 'Boneca', cidade: 'Três Corações' },
];

/** The rows' names as the desktop table shows them. */
const nomes = (host: HTMLElement) => [...host.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);

/** A list the server pages, as the finance screens use it: a new search goes back to page 1. */
function Paginada({ onSearch }: { onSearch(texto: string): void }) {
  const [pagina, setPagina] = useState(1);
  return (
    <ListScreen<Linha>
      title="Lista"
      rows={linhas}
      columns={colunas}
      rowKey={(l) => l.id}
      onSearch={(texto) => {
        onSearch(texto);
        setPagina(1);
      }}
    >
      <Pager pagina={pagina} temMais onChange={setPagina} />
    </ListScreen>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ListScreen', () => {
  it('searches the rows on screen ignoring case and accents, and says when nothing matches', async () => {
    const host = await render(<ListScreen<Linha> title="Lista" rows={linhas} columns={colunas} rowKey={(l) => l.id} />);
    expect(nomes(host)).toEqual(['Mimosa', 'Estrela', 'Boneca']);
    await userEvent.fill(page.getByPlaceholder('Buscar...'), 'SAO JOAO');
    await expect.poll(() => nomes(host)).toEqual(['Estrela']);
    await userEvent.fill(page.getByPlaceholder('Buscar...'), 'coracoes');
    await expect.poll(() => nomes(host)).toEqual(['Boneca']);
    await userEvent.fill(page.getByPlaceholder('Buscar...'), 'nada disso');
    await expect.element(page.getByText('Nenhum registro encontrado')).toBeVisible();
  });

  it('shows a failed load as the error, never as an empty list', async () => {
    await render(
      <ListScreen<Linha> title="Lista" rows={undefined} columns={colunas} rowKey={(l) => l.id} error="Sem conexão." />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Sem conexão.');
    expect(page.getByText('Nenhum registro encontrado').query()).toBeNull();
  });

  it('a page turned right after the screen opened stays turned (the server search sends only a changed text)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const buscas: string[] = [];
    await render(<Paginada onSearch={(t) => buscas.push(t)} />);
    // 'Próxima' within the search box's pause: the list was on screen before the pause ended.
    await agir(() => (page.getByRole('button', { name: 'Próxima' }).element() as HTMLElement).click());
    await agir(() => vi.advanceTimersByTime(2_000));
    // (Checked at once: expect.element's retries wait on the timers this test holds.)
    expect(page.getByText('Página 2').query()).not.toBeNull();
    expect(buscas).toEqual([]);

    // A typed search goes to the server once, after the pause, and starts again at page 1.
    const busca = page.getByPlaceholder('Buscar...').element() as HTMLInputElement;
    await userEvent.fill(busca, ' estrela ');
    expect(buscas).toEqual([]);
    await agir(() => vi.advanceTimersByTime(2_000));
    expect(buscas).toEqual(['estrela']);
    expect(page.getByText('Página 1').query()).not.toBeNull();
    // Clearing it is a new search too.
    await userEvent.fill(busca, '');
    await agir(() => vi.advanceTimersByTime(2_000));
    expect(buscas).toEqual(['estrela', '']);
  });

  it("a row's menu stays open on a scroll that moved nothing, and closes when the page scrolls it away", async () => {
    const editar = vi.fn();
    // a PC's window: the table (a phone gets the cards, the table hidden by the app's stylesheet)
    await page.viewport(1366, 768);
    await render(
      <div>
        <div style={{ height: '1500px' }} />
        <ListScreen<Linha>
          title="Lista"
          rows={linhas}
          columns={colunas}
          rowKey={(l) => l.id}
          actions={[{ label: 'Editar', onClick: editar }]}
        />
        <div style={{ height: '1500px' }} />
      </div>,
    );
    // Brought into view and tapped: the scroll that brought it is delivered after the tap, on the next frame.
    const botao = page.getByLabelText('Tabela: Lista').getByRole('button', { name: 'Ações para Estrela' });
    (botao.element() as HTMLElement).scrollIntoView({ block: 'center' });
    await userEvent.click(botao);
    await agir(() => window.dispatchEvent(new Event('scroll')));
    await expect.element(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();

    // A real scroll moves the button away from the menu: the menu closes rather than float over another row.
    await agir(async () => {
      window.scrollBy(0, 200);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    expect(page.getByRole('menuitem', { name: 'Editar' }).query()).toBeNull();
    window.scrollTo(0, 0);
  });
});
