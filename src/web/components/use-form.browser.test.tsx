import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { centavos, texto } from '../../domain/schemas/common.ts';
import { ApiError } from '../api/client.ts';
import { sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { limparDepoisDoTeste } from '../test/limpeza.ts';
import { agir, render } from '../test/render.tsx';
import { sessaoDeTeste } from '../test/sessao.ts';
import { DialogForm } from './dialog-form.tsx';
import { TextField } from './form.tsx';
import { MoneyField } from './form-numeros.tsx';
import { chaveDoRascunho, gravarRascunho, partesDoRascunho, useFormComRascunho } from './rascunho.ts';
import { Toaster } from './toast.tsx';
import { aoSalvar } from './use-form.ts';

/** A form as the screens build it: the domain's rules, a body, a send the test controls. */
const regras = z.object({ nome: texto(60), valor: centavos });
type Corpo = z.infer<typeof regras>;

function Formulario({
  send,
  manterAberto = false,
  depois,
  rascunho,
  inicial = { nome: '', valor: null },
}: {
  send(c: Corpo): Promise<unknown>;
  manterAberto?: boolean;
  /** what a list's form does after its send (aoSalvar), when given */
  depois?: ReturnType<typeof aoSalvar>;
  /** the draft's name, when the form keeps one */
  rascunho?: readonly string[];
  inicial?: { nome: string; valor: number | null };
}) {
  // with no draft's name it is useForm alone: nothing kept
  const form = useFormComRascunho(
    { initial: inicial, rules: regras, send, next: manterAberto ? 'initial' : undefined, ...depois },
    { partes: rascunho ?? null },
  );
  return (
    <DialogForm form={form} onClose={() => {}}>
      <TextField label="Nome" value={form.d.nome} onChange={(nome) => form.set({ nome })} error={form.errors.nome} />
      <MoneyField
        label="Valor"
        value={form.d.valor}
        onChange={(valor) => form.set({ valor })}
        error={form.errors.valor}
      />
    </DialogForm>
  );
}

/** A send that waits until the test answers it. */
function envioControlado() {
  const corpos: Corpo[] = [];
  let responder: (r?: unknown) => void = () => {};
  let recusar: (e: unknown) => void = () => {};
  const send = (c: Corpo) => {
    corpos.push(c);
    return new Promise((ok, falha) => {
      responder = ok;
      recusar = falha;
    });
  };
  return { corpos, send, responder: (r?: unknown) => responder(r), recusar: (e: unknown) => recusar(e) };
}

const salvar = () => page.getByRole('button', { name: 'Salvar' });

describe('useForm (with DialogForm and the fields, and useFormComRascunho)', () => {
  it("refuses with the domain's words beside each field and sends nothing", async () => {
    const envio = envioControlado();
    await render(<Formulario send={envio.send} />);
    await userEvent.click(salvar());
    await expect.element(page.getByRole('alert').first()).toHaveTextContent(MSG.campoObrigatorio);
    expect(page.getByRole('alert').elements()).toHaveLength(2); // nome and valor, no repeated form-wide message
    await expect.element(page.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(envio.corpos).toEqual([]);
  });

  it('a corrected field loses its message; the field still blank keeps it', async () => {
    const envio = envioControlado();
    await render(<Formulario send={envio.send} />);
    await userEvent.click(salvar());
    await expect.element(page.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
    await expect.element(page.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('Valor')).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByRole('alert').elements()).toHaveLength(1); // only Valor's
    expect(envio.corpos).toEqual([]);
  });

  it('sends the parsed body once, even when submitted twice before the answer', async () => {
    const envio = envioControlado();
    const host = await render(<Formulario send={envio.send} />);
    await userEvent.fill(page.getByLabelText('Nome'), '  Ração  ');
    await userEvent.fill(page.getByLabelText('Valor'), '1.234,56');
    const form = host.querySelector('form') as HTMLFormElement;
    await agir(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect.element(page.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(envio.corpos).toEqual([{ nome: 'Ração', valor: 123456 }]);
    await agir(() => envio.responder());
    await expect.element(salvar()).toBeEnabled();
  });

  it("shows the server's refusal beside its field and keeps what was typed", async () => {
    const envio = envioControlado();
    await render(<Formulario send={envio.send} />);
    await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
    await userEvent.fill(page.getByLabelText('Valor'), '10');
    await userEvent.click(salvar());
    await agir(() => envio.recusar(new ApiError(409, 'Já existe um item com este nome.', { nome: 'Nome em uso.' })));
    await expect.element(page.getByText('Nome em uso.')).toBeVisible();
    await expect.element(page.getByText('Já existe um item com este nome.')).toBeVisible();
    await expect.element(page.getByLabelText('Nome')).toHaveValue('Ração');
    await expect.element(page.getByLabelText('Valor')).toHaveValue('10,00'); // as shown on leaving the field
  });

  it('a form that stays open starts blank for the next entry after a send', async () => {
    const envio = envioControlado();
    await render(<Formulario send={envio.send} manterAberto />);
    await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
    await userEvent.fill(page.getByLabelText('Valor'), '10,5');
    await userEvent.click(salvar());
    await agir(() => envio.responder());
    await expect.element(page.getByLabelText('Nome')).toHaveValue('');
    await expect.element(page.getByLabelText('Valor')).toHaveValue('');
    expect(envio.corpos).toEqual([{ nome: 'Ração', valor: 1050 }]);
  });

  describe("aoSalvar: what a list's form does after its send", () => {
    /** The list's reloads and the dialog's closing, in the order they happened. */
    function lista() {
      const feito: string[] = [];
      return {
        feito,
        depois: aoSalvar(
          'Item adicionado com sucesso!',
          () => feito.push('recarregou'),
          () => feito.push('fechou'),
        ),
      };
    }
    const preencher = async () => {
      await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
      await userEvent.fill(page.getByLabelText('Valor'), '10');
      await userEvent.click(salvar());
    };

    it('saved: says so, reloads the list, then closes the dialog', async () => {
      const envio = envioControlado();
      const l = lista();
      await render(
        <>
          <Formulario send={envio.send} depois={l.depois} />
          <Toaster />
        </>,
      );
      await preencher();
      expect(l.feito).toEqual([]);
      await agir(() => envio.responder());
      await expect.element(page.getByText('Item adicionado com sucesso!')).toBeVisible();
      expect(l.feito).toEqual(['recarregou', 'fechou']);
    });

    it('a 409 (the row changed meanwhile) reloads the list and keeps the dialog open with the message', async () => {
      const envio = envioControlado();
      const l = lista();
      await render(<Formulario send={envio.send} depois={l.depois} />);
      await preencher();
      await agir(() => envio.recusar(new ApiError(409, 'Registro alterado por outra pessoa.')));
      await expect.element(page.getByText('Registro alterado por outra pessoa.')).toBeVisible();
      expect(l.feito).toEqual(['recarregou']);
    });

    it('another refusal reloads nothing: what the list shows is still right', async () => {
      const envio = envioControlado();
      const l = lista();
      await render(<Formulario send={envio.send} depois={l.depois} />);
      await preencher();
      await agir(() => envio.recusar(new ApiError(422, 'Dados inválidos.', { nome: 'Nome em uso.' })));
      await expect.element(page.getByText('Nome em uso.')).toBeVisible();
      expect(l.feito).toEqual([]);
    });
  });

  describe('the draft: what is typed stays on the device until it is saved', () => {
    // a user signed in (a draft is kept under its owner); the page's storage is cleared after each test (preparar.ts)
    const entrar = () => store.set(sessionAtom, sessaoDeTeste({}));
    const NOVO = partesDoRascunho('f1', 'teste:item', null);
    /** The form opened again, as after a reload: unmounted, then mounted anew. */
    async function reabrir(ui: ReactElement) {
      await limparDepoisDoTeste();
      entrar();
      return render(ui);
    }
    const guardados = () => Object.keys(localStorage).filter((k) => k.startsWith('leiteira-rascunho:'));

    it('comes back when the form opens again, said with its time; Descartar rascunho starts again', async () => {
      entrar();
      const envio = envioControlado();
      await render(<Formulario send={envio.send} rascunho={NOVO} />);
      expect(guardados()).toEqual([]); // opened, nothing typed: nothing kept
      await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
      await userEvent.fill(page.getByLabelText('Valor'), '10,5');
      await userEvent.click(page.getByLabelText('Nome')); // Valor left: shown as typed
      await reabrir(<Formulario send={envio.send} rascunho={NOVO} />);
      await expect.element(page.getByLabelText('Nome')).toHaveValue('Ração');
      await expect.element(page.getByLabelText('Valor')).toHaveValue('10,50');
      await expect.element(page.getByRole('status')).toHaveTextContent(/^Rascunho de \d{2}:\d{2} recuperado/);
      await userEvent.click(page.getByRole('button', { name: 'Descartar rascunho' }));
      await expect.element(page.getByLabelText('Nome')).toHaveValue('');
      expect(page.getByText(/Rascunho de/).elements()).toHaveLength(0);
      expect(guardados()).toEqual([]);
      expect(envio.corpos).toEqual([]); // never sent by itself
    });

    it('a refused send keeps it; a saved one clears it', async () => {
      entrar();
      const envio = envioControlado();
      await render(<Formulario send={envio.send} rascunho={NOVO} />);
      await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
      await userEvent.fill(page.getByLabelText('Valor'), '10');
      await userEvent.click(salvar());
      await agir(() => envio.recusar(new ApiError(0, 'Sem conexão com o servidor.')));
      await expect.element(page.getByText('Sem conexão com o servidor.')).toBeVisible();
      expect(guardados()).toHaveLength(1);
      await userEvent.click(salvar());
      await agir(() => envio.responder());
      await expect.element(salvar()).toBeEnabled();
      expect(guardados()).toEqual([]);
      await reabrir(<Formulario send={envio.send} rascunho={NOVO} />);
      await expect.element(page.getByLabelText('Nome')).toHaveValue('');
    });

    it("an edit's draft comes back over the version it was typed on, never over a later change", async () => {
      entrar();
      const envio = envioControlado();
      const linha = { nome: 'Milho', valor: 500 };
      const v1 = partesDoRascunho('f1', 'teste:item', { id: 'a', updatedAt: '2026-12-01T10:00:00.000Z' });
      await render(<Formulario send={envio.send} rascunho={v1} inicial={linha} />);
      await userEvent.fill(page.getByLabelText('Nome'), 'Milho moído');
      await reabrir(<Formulario send={envio.send} rascunho={v1} inicial={linha} />);
      await expect.element(page.getByLabelText('Nome')).toHaveValue('Milho moído');
      // someone saved the row since: the form shows the row as it is now
      const v2 = partesDoRascunho('f1', 'teste:item', { id: 'a', updatedAt: '2026-12-01T11:00:00.000Z' });
      await reabrir(<Formulario send={envio.send} rascunho={v2} inicial={{ nome: 'Milho em grão', valor: 600 }} />);
      await expect.element(page.getByLabelText('Nome')).toHaveValue('Milho em grão');
      expect(page.getByText(/Rascunho de/).elements()).toHaveLength(0);
    });

    it('a draft left untouched for a week is dropped when any form with a draft opens', async () => {
      entrar();
      const envio = envioControlado();
      const velho = chaveDoRascunho('u1', partesDoRascunho('f1', 'teste:outro', { id: 'b', updatedAt: 'v1' }));
      const recente = chaveDoRascunho('u1', partesDoRascunho('f1', 'teste:outro', null));
      const diasAtras = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
      gravarRascunho(velho, { nome: 'Antigo', valor: null }, diasAtras(8));
      gravarRascunho(recente, { nome: 'Recente', valor: null }, diasAtras(6));
      await render(<Formulario send={envio.send} rascunho={NOVO} />);
      expect(guardados().sort()).toEqual([recente]);
    });

    it('another user of the phone never reads it', async () => {
      entrar();
      const envio = envioControlado();
      await render(<Formulario send={envio.send} rascunho={NOVO} />);
      await userEvent.fill(page.getByLabelText('Nome'), 'Ração');
      await limparDepoisDoTeste();
      store.set(sessionAtom, sessaoDeTeste({ user: { id: 'u2' } }));
      await render(<Formulario send={envio.send} rascunho={NOVO} />);
      await expect.element(page.getByLabelText('Nome')).toHaveValue('');
    });
  });
});
