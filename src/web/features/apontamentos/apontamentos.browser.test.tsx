/**
 * Apontamentos against the real server (test/app.tsx `servidorReal`, in-process on a libSQL file), the whole app at a
 * PC's size: the herd (add, search, a duplicate refused, the ficha técnica with its expected calving and DEL, a cow
 * with records offered 'Marcar como vendido' instead of deletion), Produção (its rules, add, edit, delete, the same
 * milking typed again answered 'já lançada' with an update), the animal pickers (who can be milked, who can breed, in
 * the history's edit row too), Qualidade (IN 76/2018's limit), the 50-cow batch typed key by key and saved once
 * (again: nothing new), Reprodução (its rules, a diagnosis, edit, delete, próximos eventos) and the screens at a
 * phone's and a PC's size. The data is the seeded 'Fazenda Modelo' plus what beforeAll arranges through the API (the
 * batch's 51 cows in two requests, as a file imported: e2e/support/registros.ts's importarLinhas, written again here).
 * That the herd list downloads no chart.js (the built app's chunks, the browser's network) stays in
 * e2e/apontamentos.spec.ts; the batch's typing against a reload and its draft is e2e/rascunho.spec.ts's, its typing
 * under re-reads lancamento-em-lote.browser.test.tsx's.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../../domain/format.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const diasAtras = (n: number) => somarDias(hoje, -n);
const hojeBR = formatData(hoje);
/** A yyyy-MM-dd date as the CSV import reads it: dd/mm/aaaa. */
const dataCsv = (iso: string) => iso.split('-').reverse().join('/');

// the animals each test arranges (beforeAll), named apart
const FICHA = 'F-701';
const PRODUCAO = { tag: 'P-702', touro: 'P-702-M' };
const REPRODUCAO = 'R-703';
const LOTE = 'L704';
const JA_LANCADA = 'J-705';
const PICKERS = 'K-706';

let srv: Awaited<ReturnType<typeof servidorReal>>;
let farmId: string;

const ok = <T = { id: string }>(method: string, path: string, json?: unknown) => srv.ok<T>(method, path, json);

async function criarVaca(identificacao: string, extra = {}) {
  const { id } = await ok('POST', `/api/farms/${farmId}/animais`, {
    identificacao,
    categoria: 'Vaca Leiteira',
    raca: 'Holandesa',
    ...extra,
  });
  return id;
}

const evento = (animalId: string, data: string, ev: string, resultado?: string) =>
  ok('POST', `/api/farms/${farmId}/reproducao`, { data, animalId, evento: ev, resultado });

/** Many rows in one request, as a file imported (e2e/support/registros.ts's importarLinhas). */
async function importarLinhas(entidade: string, cabecalho: string[], linhas: string[][]) {
  const r = await ok<{ gravado: boolean; novos: number; totalErros: number }>(
    'POST',
    `/api/farms/${farmId}/csv/${entidade}`,
    { separador: ';', registros: [cabecalho, ...linhas] },
  );
  expect(r).toMatchObject({ gravado: true, totalErros: 0, novos: linhas.length });
}

/** Today's milkings of the farm, as the API lists them. */
async function ordenhasDeHoje() {
  const { itens } = await ok<{ itens: { animal: string; ordenha: string; producao: number }[] }>(
    'GET',
    `/api/farms/${farmId}/producao?porPagina=500&de=${hoje}&ate=${hoje}`,
  );
  return itens;
}

beforeAll(async () => {
  srv = await servidorReal();
  farmId = await srv.fazendaModelo();

  await criarVaca(PRODUCAO.tag);
  await criarVaca(PRODUCAO.touro, { sexo: 'M' });

  // inseminated 20 days ago: a pregnancy diagnosis is due within the next 30 days
  await evento(await criarVaca(REPRODUCAO), diasAtras(20), 'Inseminação');

  // 50 cows that calved 40 days ago and a dried-off one (not listed): two requests, as a file imported
  const lote = Array.from({ length: 50 }, (_, i) => `${LOTE}-${String(i).padStart(2, '0')}`);
  const vaca = (tag: string) => [tag, 'Vaca Leiteira', 'Holandesa'];
  await importarLinhas('rebanho', ['Identificação', 'Categoria', 'Raça'], [...lote.map(vaca), vaca(`${LOTE}-seca`)]);
  await importarLinhas(
    'reproducao',
    ['Data', 'Animal', 'Evento'],
    [
      ...lote.map((tag) => [dataCsv(diasAtras(40)), tag, 'Parto']),
      [dataCsv(diasAtras(300)), `${LOTE}-seca`, 'Parto'],
      [dataCsv(diasAtras(5)), `${LOTE}-seca`, 'Secagem'],
    ],
  );

  await criarVaca(JA_LANCADA);

  // a cow of the register (calved before the system), which the herd lists before the cow in milk (a shorter name):
  // the picker puts the cow in milk first by itself
  await criarVaca(`${PICKERS}-reg`);
  const lactando = await criarVaca(`${PICKERS}-lact`);
  await evento(lactando, diasAtras(30), 'Parto');
  await criarVaca(`${PICKERS}-novilha`, { categoria: 'Novilha', dataNascimento: diasAtras(700) });
  await criarVaca(`${PICKERS}-bezerra`, { categoria: 'Bezerro', dataNascimento: diasAtras(20) });
  await criarVaca(`${PICKERS}-touro`, { categoria: 'Touro Reprodutor', sexo: 'M' });
  await ok('POST', `/api/farms/${farmId}/producao`, {
    data: hoje,
    animalId: lactando,
    ordenha: 'Manhã',
    producao: 20,
  });
});
afterAll(() => srv.fechar());

beforeEach(async () => {
  await page.viewport(1366, 768);
});

/** The texts of a select's options. */
const opcoes = (select: Locator) => [...(select.element() as HTMLSelectElement).options].map((o) => o.text);
const quantos = (l: Locator) => l.elements().length;

it('Rebanho: add, search, duplicate refused, ficha técnica, delete with records offers alternatives', async () => {
  srv.responder();
  const { endereco } = await abrirApp(undefined, '/dashboard/rebanho');
  const tag = FICHA;
  const adicionar = page.getByRole('button', { name: 'Adicionar' });
  await userEvent.click(adicionar);
  const dlg = page.getByRole('dialog');
  await userEvent.fill(dlg.getByLabelText('Identificação (brinco)'), tag);
  await userEvent.fill(dlg.getByLabelText('Nome'), 'Mimosa');
  await userEvent.selectOptions(dlg.getByLabelText('Categoria'), 'Vaca Leiteira');
  await userEvent.fill(dlg.getByLabelText('Raça'), 'Jersey');
  await userEvent.click(dlg.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Animal adicionado com sucesso!')).toBeVisible();

  await userEvent.click(adicionar);
  await userEvent.fill(dlg.getByLabelText('Identificação (brinco)'), tag);
  await userEvent.selectOptions(dlg.getByLabelText('Categoria'), 'Vaca Leiteira');
  await userEvent.click(dlg.getByRole('button', { name: 'Salvar' }));
  await expect.element(dlg.getByText('Já existe um animal com esta identificação nesta fazenda.')).toBeVisible();
  await userEvent.click(dlg.getByRole('button', { name: 'Cancelar' }));

  await userEvent.fill(page.getByPlaceholder('Buscar...'), tag);
  const animais = await ok<{ id: string }[]>('GET', `/api/farms/${farmId}/animais?q=${tag}`);
  const id = animais[0].id;
  await evento(id, diasAtras(120), 'Parto');
  await evento(id, diasAtras(60), 'Inseminação');
  await evento(id, diasAtras(25), 'Diagnóstico', 'positivo');
  await ok('POST', `/api/farms/${farmId}/producao`, {
    data: diasAtras(1),
    animalId: id,
    ordenha: 'Manhã',
    producao: 20,
  });

  await userEvent.click(await visivel(page.getByRole('button', { name: `Ações para ${tag}` })));
  await userEvent.click(page.getByRole('menuitem', { name: 'Ficha Técnica' }));
  await expect.poll(endereco).toBe(`/dashboard/rebanho/${id}`);
  await expect.element(page.getByRole('heading', { name: `Ficha Técnica — ${tag} (Mimosa)` })).toBeVisible();
  // Jersey: 279 days after the insemination
  const previsto = formatData(somarDias(diasAtras(60), 279));
  const parto = await visivel(page.getByText('Parto previsto'));
  await expect.element(parto.parentElement as HTMLElement).toHaveTextContent(previsto);
  const del = await visivel(page.getByText('Dias em lactação (DEL)'));
  await expect.element(del.parentElement as HTMLElement).toHaveTextContent('120');
  await expect.element(page.getByRole('img', { name: `Gráfico da produção diária do animal ${tag}` })).toBeVisible();
  await expect.poll(() => quantos(page.getByRole('row').filter({ hasText: 'Diagnóstico (positivo)' }))).toBe(1);

  await userEvent.click(page.getByRole('link', { name: 'Voltar' }));
  await userEvent.fill(page.getByPlaceholder('Buscar...'), tag);
  await userEvent.click(await visivel(page.getByRole('button', { name: `Ações para ${tag}` })));
  await userEvent.click(page.getByRole('menuitem', { name: 'Excluir' }));
  await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Excluir' }));
  const blocked = page.getByRole('dialog', { name: 'Animal com apontamentos' });
  await expect.element(blocked).toHaveTextContent('Este animal tem 4 apontamentos e não pode ser excluído.');
  await userEvent.click(blocked.getByRole('button', { name: 'Marcar como vendido' }));
  await expect.element(page.getByText('Animal atualizado com sucesso!')).toBeVisible();
  await expect.element(await visivel(page.getByRole('row').filter({ hasText: tag }))).toHaveTextContent('Vendido');
});

it('Produção: validation, add, edit and delete', async () => {
  const { tag, touro } = PRODUCAO;
  srv.responder();
  await abrirApp(undefined, '/dashboard/apontamentos');
  await expect.element(page.getByRole('tab', { name: 'Produção', exact: true, selected: true })).toBeVisible();
  const data = page.getByLabelText('Data').first();
  await expect.element(data).toHaveValue(hojeBR);
  await expect.element(page.getByLabelText('Ordenha').first()).toHaveValue('Manhã');

  const registrar = page.getByRole('button', { name: 'Registrar' });
  await userEvent.click(registrar);
  await expect.element(page.getByText('Todos os campos são obrigatórios.').first()).toBeVisible();
  // a male is not offered for a milking
  const animal = page.getByLabelText('Animal');
  await expect.poll(() => opcoes(animal)).toContain(tag);
  expect(opcoes(animal)).not.toContain(touro);
  await userEvent.selectOptions(animal, tag);
  const litros = page.getByLabelText('Produção (litros)');
  await userEvent.fill(litros, 'doze');
  await userEvent.click(registrar);
  await expect.element(page.getByText('A produção deve ser um valor numérico.').first()).toBeVisible();

  // a milking cannot be dated after the farm's today
  await userEvent.fill(litros, '12,5');
  await userEvent.fill(data, '2099-01-01');
  await userEvent.click(registrar);
  await expect.element(page.getByText('A data não pode ser posterior a hoje.').first()).toBeVisible();
  await userEvent.fill(data, hoje);

  await userEvent.fill(litros, '12,5');
  await userEvent.click(registrar);
  await expect.element(page.getByText('Produção registrada com sucesso!')).toBeVisible();
  const label = `${tag} ${hojeBR} Manhã`;
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect.element(row).toHaveTextContent('12,5');

  await userEvent.click(page.getByRole('button', { name: `Editar ${label}` }));
  await userEvent.fill(page.getByRole('textbox', { name: 'Produção (L)' }), '14,2');
  await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect.element(row).toHaveTextContent('14,2');

  await userEvent.click(page.getByRole('button', { name: `Excluir ${label}` }));
  await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect.poll(() => quantos(row)).toBe(0);
});

it('the pickers offer the animals an event can apply to: cows that calved for a milking, breeding females for reproduction, in the history’s edit row too', async () => {
  const p = PICKERS;
  const nossos = (select: Locator) => opcoes(select).filter((t) => t.startsWith(p));
  srv.responder();
  // a cow milked this morning and sold since: no picker offers her, but her milking's edit row still names her
  const vaca = { identificacao: `${p}-vendida`, categoria: 'Vaca Leiteira', raca: 'Holandesa' };
  const vendida = await ok<{ id: string; updatedAt: string }>('POST', `/api/farms/${farmId}/animais`, vaca);
  await evento(vendida.id, diasAtras(60), 'Parto');
  await ok('POST', `/api/farms/${farmId}/producao`, {
    data: hoje,
    animalId: vendida.id,
    ordenha: 'Manhã',
    producao: 15,
  });
  await ok('PUT', `/api/farms/${farmId}/animais/${vendida.id}`, {
    ...vaca,
    situacao: 'vendido',
    updatedAt: vendida.updatedAt,
  });
  await abrirApp(undefined, '/dashboard/apontamentos');
  const producao = page.getByRole('region', { name: 'Registrar Produção' }).getByLabelText('Animal');
  // the cow in milk first, then the cow of the register (calved before the system); no heifer, calf or bull
  await expect.poll(() => nossos(producao)).toEqual([`${p}-lact`, `${p}-reg`]);
  const todas = opcoes(producao);
  expect(todas.indexOf(`${p}-lact`)).toBeLessThan(todas.indexOf(`${p}-reg`));

  // the history's edit row: the same choice, never the bull
  const hist = page.getByRole('region', { name: 'Histórico de Produção' });
  await userEvent.click(page.getByRole('button', { name: `Editar ${p}-lact ${hojeBR} Manhã` }));
  const linha = hist.getByRole('combobox', { name: 'Animal' });
  await expect.poll(() => nossos(linha).sort()).toEqual([`${p}-lact`, `${p}-reg`]);
  await userEvent.click(hist.getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(page.getByRole('button', { name: `Editar ${p}-vendida ${hojeBR} Manhã` }));
  // her tag, chosen, first: Salvar keeps the cow the row holds
  await expect.element(linha).toHaveDisplayValue(`${p}-vendida`);
  expect(nossos(linha)).toEqual([`${p}-vendida`, `${p}-lact`, `${p}-reg`]);
  await userEvent.click(hist.getByRole('button', { name: 'Cancelar' }));

  await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
  const reproducao = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' }).getByLabelText('Animal');
  await expect.poll(() => nossos(reproducao).sort()).toEqual([`${p}-lact`, `${p}-novilha`, `${p}-reg`]);
});

it('Qualidade: add flags samples over IN 76/2018, edit, delete', async () => {
  const lote = 'Tanque 707';
  srv.responder();
  await abrirApp(undefined, '/dashboard/apontamentos');
  await userEvent.click(page.getByRole('tab', { name: 'Qualidade' }));
  const form = page.getByRole('region', { name: 'Registrar Qualidade do Leite' });
  const hist = page.getByRole('region', { name: 'Histórico de Qualidade' });
  const registrar = page.getByRole('button', { name: 'Registrar' });
  await userEvent.fill(form.getByLabelText('Lote/Tanque'), lote);
  await userEvent.fill(form.getByLabelText('Gordura (%)'), '11');
  await userEvent.fill(form.getByLabelText('Proteína (%)'), '3,2');
  await userEvent.fill(form.getByLabelText('CCS (x1000/mL)'), '650');
  await userEvent.fill(form.getByLabelText('CBT (UFC/mL)'), 'abc');
  await userEvent.click(registrar);
  await expect.element(page.getByText('Os parâmetros de qualidade devem ser valores numéricos.').first()).toBeVisible();
  await userEvent.fill(form.getByLabelText('CBT (UFC/mL)'), '120000');
  await userEvent.click(registrar);
  await expect.element(page.getByText('A gordura deve estar entre 0 e 10%.').first()).toBeVisible();
  await userEvent.fill(form.getByLabelText('Gordura (%)'), '3,65');
  await userEvent.click(registrar);
  await expect.element(page.getByText('Dados de qualidade registrados com sucesso!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: lote });
  await expect.element(row).toHaveTextContent('CCS acima do limite (IN 76/2018)');
  await expect.element(page.getByRole('img', { name: 'Gráfico de CCS por amostra com o limite legal' })).toBeVisible();

  const label = `${lote} ${hojeBR}`;
  await userEvent.click(page.getByRole('button', { name: `Editar ${label}` }));
  await userEvent.fill(hist.getByRole('textbox', { name: 'CCS (x1000/mL)' }), '300');
  await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect.element(row).toHaveTextContent('Dentro do limite');
  await userEvent.click(page.getByRole('button', { name: `Excluir ${label}` }));
  await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect.poll(() => quantos(row)).toBe(0);
});

it('Lançamento em lote: 50 lactating cows, keyboard entry, one save, no duplicates on re-save', async () => {
  const envio = srv.responder();
  const { endereco } = await abrirApp(undefined, '/dashboard/apontamentos');
  await userEvent.click(page.getByRole('tab', { name: 'Produção', exact: true }));
  await userEvent.click(page.getByRole('link', { name: 'Lançamento em lote' }));
  await expect.poll(endereco).toBe('/dashboard/apontamentos/lote');
  await userEvent.selectOptions(page.getByLabelText('Ordenha', { exact: true }), 'Tarde');
  const first = page.getByLabelText(new RegExp(`^${LOTE}-00`));
  await expect.element(first).toBeVisible();
  expect(page.getByText(`${LOTE}-seca`).query()).toBeNull();

  await userEvent.click(first);
  await expect.element(first).toHaveAttribute('inputmode', 'decimal');
  // key by key, as a person types (one call: the keys go one at a time, each handled before the next)
  await userEvent.keyboard(Array.from({ length: 50 }, (_, i) => `${10 + (i % 10)},5{Enter}`).join(''));
  // every cow holds what was typed for her (a value lost or typed into the wrong cow is seen here, before the save)
  const digitados = page
    .getByLabelText(new RegExp(`^${LOTE}-`))
    .elements()
    .map((e) => (e as HTMLInputElement).value);
  expect(digitados).toEqual(Array.from({ length: 50 }, (_, i) => `${10 + (i % 10)},5`));
  const daTarde = async () =>
    (await ordenhasDeHoje()).filter((x) => x.animal.startsWith(LOTE) && x.ordenha === 'Tarde').length;
  const envios = () =>
    envio.mock.calls.filter(([input, init]) => {
      const r = input instanceof Request ? input : undefined;
      return (init?.method ?? r?.method) === 'POST' && String(r?.url ?? input).includes('/producao');
    }).length;
  const antes = envios();
  await userEvent.click(page.getByRole('button', { name: 'Salvar lote' }));
  // the toasts' region: a failure says what it showed instead (the outbox's words, an error)
  await expect
    .element(document.querySelector('[popover][aria-live="polite"]') as HTMLElement)
    .toHaveTextContent('50 ordenhas registradas com sucesso!');
  expect(envios() - antes).toBe(1);
  expect(await daTarde()).toBe(50);
  await expect.element(page.getByText('já lançada').first()).toBeVisible();

  // saving again (a double tap, an offline replay) creates nothing new
  await userEvent.click(page.getByRole('button', { name: 'Salvar lote' }));
  await expect.element(page.getByText('Nenhuma alteração: o lote já estava registrado.')).toBeVisible();
  expect(await daTarde()).toBe(50);
});

it('Reprodução: required fields, diagnosis result, edit, delete; próximos eventos', async () => {
  const tag = REPRODUCAO;
  srv.responder();
  await abrirApp(undefined, '/dashboard/apontamentos');
  await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
  const proximos = page.getByRole('region', { name: 'Próximos eventos' });
  await expect
    .element(proximos.getByRole('listitem').filter({ hasText: `Animal ${tag}` }))
    .toHaveTextContent('Diagnóstico de gestação');

  const form = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' });
  const hist = page.getByRole('region', { name: 'Histórico de Reprodução' });
  const registrar = page.getByRole('button', { name: 'Registrar' });
  await userEvent.click(registrar);
  await expect.element(page.getByText('Data, animal e evento são campos obrigatórios.').first()).toBeVisible();
  await userEvent.selectOptions(form.getByLabelText('Animal'), tag);
  await userEvent.selectOptions(form.getByLabelText('Evento'), 'Diagnóstico');
  await userEvent.selectOptions(form.getByLabelText('Resultado'), 'positivo');
  await userEvent.fill(form.getByLabelText('Observação'), 'Ultrassom');
  await userEvent.click(registrar);
  await expect.element(page.getByText('Dados de reprodução registrados com sucesso!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ultrassom' }).filter({ hasText: tag });
  await expect.element(row).toHaveTextContent('Diagnóstico (positivo)');

  const label = `${tag} ${hojeBR} Diagnóstico`;
  await userEvent.click(page.getByRole('button', { name: `Editar ${label}` }));
  await userEvent.fill(hist.getByRole('textbox', { name: 'Observação' }), 'Ultrassom 2');
  await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect.poll(() => quantos(page.getByRole('row').filter({ hasText: 'Ultrassom 2' }))).toBe(1);
  await userEvent.click(page.getByRole('button', { name: `Excluir ${label}` }));
  await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect.poll(() => quantos(page.getByRole('row').filter({ hasText: 'Ultrassom 2' }))).toBe(0);
});

it('screens at phone and desktop sizes', async () => {
  srv.responder();
  const { navegar } = await abrirApp(undefined, '/dashboard/apontamentos');
  for (const [largura, altura] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.viewport(largura, altura);
    navegar('/dashboard/apontamentos');
    await userEvent.click(page.getByRole('tab', { name: 'Produção', exact: true }));
    await expect.element(page.getByRole('img', { name: /litros por dia/ })).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
    await expect.element(page.getByRole('tab', { name: 'Reprodução', selected: true })).toBeVisible();
    navegar('/dashboard/apontamentos/lote');
    await userEvent.selectOptions(page.getByLabelText('Ordenha', { exact: true }), 'Tarde');
    await visivel(page.getByText(/^DEL \d+/));
    navegar('/dashboard/rebanho');
    await expect.element(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  }
});

it('Produção: the same cow, date and ordenha again is answered as the batch does — já lançada, update it', async () => {
  const tag = JA_LANCADA;
  srv.responder();
  await abrirApp(undefined, '/dashboard/apontamentos');
  const form = page.getByRole('region', { name: 'Registrar Produção' });
  const animal = form.getByLabelText('Animal');
  await expect.poll(() => opcoes(animal)).toContain(tag);
  await userEvent.selectOptions(animal, tag);
  await userEvent.fill(form.getByLabelText('Produção (litros)'), '12,5');
  await userEvent.click(form.getByRole('button', { name: 'Registrar' }));
  await expect.element(page.getByText('Produção registrada com sucesso!')).toBeVisible();

  // typed again (a double tap, a second person at the parlour): not a second milking
  await userEvent.selectOptions(animal, tag);
  await userEvent.fill(form.getByLabelText('Produção (litros)'), '14');
  await userEvent.click(form.getByRole('button', { name: 'Registrar' }));
  const aviso = form.getByRole('alert');
  await expect.element(aviso).toHaveTextContent(`Ordenha já lançada: vaca ${tag}, ${hojeBR}, Manhã, 12,5 L.`);
  expect(page.getByText('Erro ao registrar produção.').query()).toBeNull();
  await userEvent.click(aviso.getByRole('button', { name: 'Atualizar para 14,0 L' }));
  await expect.element(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect.poll(() => quantos(aviso)).toBe(0);

  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect.poll(() => quantos(rows)).toBe(1);
  await expect.element(rows).toHaveTextContent('14,0');
  expect((await ordenhasDeHoje()).filter((x) => x.animal === tag).map((x) => x.producao)).toEqual([14]);
});
