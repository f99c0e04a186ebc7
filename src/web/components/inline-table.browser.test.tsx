import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { centavos, texto } from '../../domain/schemas/common.ts';
import { validar } from '../../domain/validacao.ts';
import { ApiError } from '../api/client.ts';
import { render } from '../test/render.tsx';
import { CellInput, CellSelect, type EditColumn, InlineEditTable } from './inline-table.tsx';

interface Item {
  id: string;
  nome: string;
  valor: number;
}
type Rascunho = { nome: string; valor: string };

const regras = z.object({ nome: texto(60), valor: centavos });
const colunas: EditColumn<Item, Rascunho>[] = [
  { key: 'nome', header: 'Nome', render: (i) => i.nome, edit: (ctx) => <CellInput ctx={ctx} field="nome" /> },
  {
    key: 'valor',
    header: 'Valor unitário',
    render: (i) => String(i.valor),
    edit: (ctx) => <CellInput ctx={ctx} field="valor" type="number" />,
  },
];
const itens: Item[] = [
  { id: 'a', nome: 'Trator', valor: 100 },
  { id: 'b', nome: 'Arado', valor: 50 },
];

function Tabela({ onSave }: { onSave(i: Item, d: Rascunho): Promise<void> | void }) {
  return (
    <InlineEditTable<Item, Rascunho>
      rows={itens}
      rowKey={(i) => i.id}
      columns={colunas}
      toDraft={(i) => ({ nome: i.nome, valor: String(i.valor) })}
      validate={(d) => validar(regras, { nome: d.nome, valor: d.valor === '' ? null : Number(d.valor) })}
      onSave={onSave}
      caption="Máquinas"
    />
  );
}

describe('InlineEditTable on a PC', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('edits one row at a time; Cancelar gives the row back unchanged', async () => {
    const salvos: Rascunho[] = [];
    await render(<Tabela onSave={(_i, d) => void salvos.push(d)} />);
    await userEvent.click(page.getByRole('button', { name: 'Editar Trator' }));
    await expect.element(page.getByRole('button', { name: 'Editar Arado' })).toBeDisabled();
    await userEvent.fill(page.getByRole('textbox', { name: 'Nome' }), 'Trator novo');
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));
    await expect.element(page.getByRole('cell', { name: 'Trator', exact: true })).toBeVisible();
    expect(page.getByRole('textbox', { name: 'Nome' }).query()).toBeNull();
    expect(salvos).toEqual([]);
  });

  it('a refusal names its fields in one message, marks them, and keeps the row in edit', async () => {
    const salvos: Rascunho[] = [];
    await render(<Tabela onSave={(_i, d) => void salvos.push(d)} />);
    await userEvent.click(page.getByRole('button', { name: 'Editar Arado' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Nome' }), '');
    await userEvent.fill(page.getByRole('textbox', { name: 'Valor unitário' }), '');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(`Nome, Valor unitário: ${MSG.campoObrigatorio}`);
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
    expect(salvos).toEqual([]);
  });

  it("saves the draft and leaves edit; a server refusal shows the server's words and stays", async () => {
    const salvos: [string, Rascunho][] = [];
    let recusar = true;
    await render(
      <Tabela
        onSave={(i, d) => {
          if (recusar) throw new ApiError(409, 'Registro alterado por outra pessoa.', { valor: 'Valor mudou.' });
          salvos.push([i.id, d]);
        }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Editar Trator' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Valor unitário' }), '120');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Valor unitário: Valor mudou.');
    await expect.element(page.getByRole('textbox', { name: 'Valor unitário' })).toHaveValue('120');
    recusar = false;
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect.element(page.getByRole('button', { name: 'Editar Trator' })).toBeEnabled();
    expect(salvos).toEqual([['a', { nome: 'Trator', valor: '120' }]]);
    expect(page.getByRole('alert').query()).toBeNull();
  });
});

describe('InlineEditTable on a phone', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });

  it('shows cards, and Editar turns the card into a labelled form with its own message', async () => {
    await render(<Tabela onSave={() => {}} />);
    expect(page.getByRole('table').query()).toBeNull();
    await expect.element(page.getByRole('list', { name: 'Máquinas' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Editar Arado' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Nome' }), '');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    const cartao = page.getByRole('listitem').filter({ hasText: 'Salvar' });
    await expect.element(cartao.getByRole('alert')).toHaveTextContent(`Nome: ${MSG.campoObrigatorio}`);
  });

  it('an editor that labels its own fields gets no header above them (the first label said once)', async () => {
    const rotulados: EditColumn<Item, Rascunho>[] = [
      {
        key: 'nome',
        header: 'Nome',
        render: (i) => i.nome,
        editorRotulado: true,
        // its own visible label over the input (named by it: CellInput's aria-label)
        edit: (ctx) => (
          <div className="flex flex-col gap-1 text-xs">
            <span>Nome</span>
            <CellInput ctx={{ ...ctx, label: 'Nome' }} field="nome" />
          </div>
        ),
      },
      colunas[1],
    ];
    const host = await render(
      <InlineEditTable<Item, Rascunho>
        rows={itens}
        rowKey={(i) => i.id}
        columns={rotulados}
        toDraft={(i) => ({ nome: i.nome, valor: String(i.valor) })}
        validate={() => null}
        onSave={() => {}}
        caption="Máquinas"
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Editar Arado' }));
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    const cartao = host.querySelector('li:has(input)') as HTMLElement;
    // 'Nome' once (its own label), 'Valor unitário' once (the header the card sets above a bare input)
    expect(cartao.innerText.match(/Nome/g)).toHaveLength(1);
    expect(cartao.innerText.match(/Valor unitário/g)).toHaveLength(1);
  });
});

describe('CellSelect', () => {
  interface Galpao {
    id: string;
    tipo: string;
  }
  type RascunhoGalpao = { tipo: string };

  it('a value the list no longer offers is shown as the row holds it and saved unchanged; a visible label names it', async () => {
    await page.viewport(1280, 800);
    const salvos: RascunhoGalpao[] = [];
    await render(
      <InlineEditTable<Galpao, RascunhoGalpao>
        rows={[{ id: 'g', tipo: 'Galpão antigo' }]}
        rowKey={(g) => g.id}
        columns={[
          {
            key: 'tipo',
            header: 'Tipo',
            render: (g) => g.tipo,
            edit: (ctx) => (
              <CellSelect
                ctx={ctx}
                field="tipo"
                options={['Estábulo', 'Sala de Ordenha']}
                vazio="Selecione..."
                rotulo="Tipo da instalação"
              />
            ),
          },
        ]}
        toDraft={(g) => ({ tipo: g.tipo })}
        validate={() => ({})}
        onSave={(_g, d) => void salvos.push(d)}
        caption="Instalações"
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Editar Galpão antigo' }));
    const tipo = page.getByRole('combobox', { name: 'Tipo da instalação' });
    await expect.element(tipo).toHaveValue('Galpão antigo');
    expect([...(tipo.element() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Selecione...',
      'Galpão antigo',
      'Estábulo',
      'Sala de Ordenha',
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => salvos).toEqual([{ tipo: 'Galpão antigo' }]);
  });
});
