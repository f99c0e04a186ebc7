/**
 * The reproductive cycle on the form (domain/apontamentos/ciclo.ts), the whole app on the real server (test/app.tsx
 * `servidorReal`, in-process) on the seeded 'Fazenda Modelo': the server's refusal says what to record instead, and the
 * form offers the records that say it (Aborto, the kind of service, the gestation age of a diagnosis), at a phone's and
 * a PC's size. And a cow's sale ending her lactation (issue 22 item 7): off today's batch, 'Vendido em' and 'Fim da
 * lactação' on her ficha, still on yesterday's batch. Each test's cow is made through the API before the app opens.
 * The cycle's rules themselves are src/domain/apontamentos/ciclo.test.ts's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const diasAtras = (n: number) => somarDias(hoje, -n);
const br = (iso: string) => iso.split('-').reverse().join('/');

let srv: Awaited<ReturnType<typeof servidorReal>>;
/** The cow of each reproduction test (pregnant: calved, served, diagnosed positive), by the width it runs at. */
const prenhes = new Map<number, string>();
/** The cow sold (in milk: calved 90 days ago) and her id. */
const vendida = { tag: 'VS-1', id: '' };

beforeAll(async () => {
  srv = await servidorReal();
  const farmId = await srv.fazendaModelo();
  const criar = async (caminho: string, json: object) => {
    const r = await srv.api<{ id: string }>('POST', `/api/farms/${farmId}/${caminho}`, json);
    expect(r.status, `${caminho}: ${JSON.stringify(r.corpo)}`).toBe(201);
    return r.corpo.id;
  };
  for (const largura of [390, 1366]) {
    const tag = `CI-${largura}`;
    const id = await criar('animais', { identificacao: tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' });
    for (const data of [
      { data: diasAtras(200), evento: 'Parto' },
      { data: diasAtras(100), evento: 'Inseminação' },
      { data: diasAtras(60), evento: 'Diagnóstico', resultado: 'positivo' },
    ])
      await criar('reproducao', { ...data, animalId: id });
    prenhes.set(largura, tag);
  }
  vendida.id = await criar('animais', { identificacao: vendida.tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await criar('reproducao', { data: diasAtras(90), animalId: vendida.id, evento: 'Parto' });
});
afterAll(() => srv.fechar());

async function cicloReprodutivo(largura: number, altura: number) {
  srv.responder();
  await page.viewport(largura, altura);
  const tag = prenhes.get(largura) as string;

  await abrirApp(undefined, '/dashboard/apontamentos');
  await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
  const form = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' });
  await userEvent.selectOptions(form.getByLabelText('Animal'), tag);
  await userEvent.selectOptions(form.getByLabelText('Evento'), 'Inseminação');
  await userEvent.selectOptions(form.getByLabelText('Serviço'), 'Monta natural');
  await userEvent.click(page.getByRole('button', { name: 'Registrar' }));
  const recusa = `Esta fêmea está prenhe (diagnóstico positivo em ${br(diasAtras(60))}). Registre um Aborto ou um diagnóstico negativo antes de um novo serviço.`;
  await expect.element(page.getByText(recusa).first()).toBeVisible();

  // the Aborto ends the pregnancy; the bull's service is then recorded
  await userEvent.fill(form.getByLabelText('Data'), br(diasAtras(30)));
  await userEvent.selectOptions(form.getByLabelText('Evento'), 'Aborto');
  await userEvent.click(page.getByRole('button', { name: 'Registrar' }));
  await expect.element(page.getByText('Dados de reprodução registrados com sucesso!').first()).toBeVisible();
  // the form cleared is this save's end (choosing the animal before it would be undone by the reset)
  await expect.element(form.getByLabelText('Evento')).toHaveValue('');
  await userEvent.selectOptions(form.getByLabelText('Animal'), tag);
  await userEvent.selectOptions(form.getByLabelText('Evento'), 'Inseminação');
  await userEvent.selectOptions(form.getByLabelText('Serviço'), 'Monta natural');
  await userEvent.click(page.getByRole('button', { name: 'Registrar' }));
  // the history (a table at 1366 px, cards on a phone) names the kind of service
  const hist = page.getByRole('region', { name: 'Histórico de Reprodução' });
  await expect
    .poll(() => hist.getByRole('button', { name: `Editar ${tag} ${br(diasAtras(30))} Inseminação` }).elements())
    .toHaveLength(1);
  await visivel(hist.getByText('Inseminação (Monta natural)'));

  // a positive diagnosis asks the gestation age (monta not recorded, bought pregnant, served elsewhere)
  await userEvent.selectOptions(form.getByLabelText('Evento'), 'Diagnóstico');
  await userEvent.selectOptions(form.getByLabelText('Resultado'), 'positivo');
  await expect.element(form.getByLabelText('Idade da gestação (dias)')).toBeVisible();
}

it('Reprodução 390px: a service of a pregnant cow is refused saying to record an Aborto; the Aborto and a monta natural are recorded', async () => {
  await cicloReprodutivo(390, 844);
});

it('a cow marked sold leaves the cows in milk; her ficha ends her lactation at the sale', async () => {
  srv.responder();
  await page.viewport(1366, 768);
  const { tag, id } = vendida;
  const { navegar, endereco } = await abrirApp(undefined, '/dashboard/apontamentos/lote');
  // in milk: she is on today's batch screen
  await expect.element(page.getByLabelText(new RegExp(`^${tag}`))).toBeVisible();

  navegar('/dashboard/rebanho');
  await userEvent.fill(page.getByPlaceholder('Buscar...'), tag);
  await userEvent.click(page.getByRole('button', { name: `Ações para ${tag}` }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Editar' }));
  const dlg = page.getByRole('dialog');
  await userEvent.selectOptions(dlg.getByLabelText('Situação'), 'vendido');
  await userEvent.click(dlg.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Animal atualizado com sucesso!')).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: `Ações para ${tag}` }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Ficha Técnica' }));
  await expect.poll(endereco).toBe(`/dashboard/rebanho/${id}`);
  await expect.element(page.getByText(`Vendido em ${br(hoje)}`)).toBeVisible();
  const fim = await visivel(page.getByText('Fim da lactação'));
  await expect.element(fim.parentElement as HTMLElement).toHaveTextContent(br(hoje));
  const del = await visivel(page.getByText('Dias em lactação (DEL)'));
  await expect.element(del.parentElement as HTMLElement).toHaveTextContent('—');

  // no longer among the cows to milk today; yesterday's milking still has her
  navegar('/dashboard/apontamentos/lote');
  await expect.element(page.getByText(/^Vacas em lactação \(\d+\)$/)).toBeVisible();
  await expect.poll(() => page.getByLabelText(new RegExp(`^${tag}`)).elements()).toHaveLength(0);
  await userEvent.fill(page.getByLabelText('Data', { exact: true }), br(diasAtras(1)));
  const rotulo = () => [...document.querySelectorAll('label')].find((l) => l.textContent?.includes(tag));
  await expect.poll(() => rotulo()?.textContent).toContain('DEL 89');
});

it('Reprodução 1366px: a service of a pregnant cow is refused saying to record an Aborto; the Aborto and a monta natural are recorded', async () => {
  await cicloReprodutivo(1366, 768);
});
