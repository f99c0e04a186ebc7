import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import {
  entrarNaFazendaModelo,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';
import { dataCsv, importarLinhas } from './support/registros.ts';

async function criarVaca(request: APIRequestContext, farmId: string, identificacao: string, extra = {}) {
  const res = await request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function evento(
  request: APIRequestContext,
  farmId: string,
  animalId: string,
  data: string,
  ev: string,
  resultado?: string,
) {
  const res = await request.post(`/api/farms/${farmId}/reproducao`, {
    data: { data, animalId, evento: ev, resultado },
  });
  expect(res.status(), await res.text()).toBe(201);
}

function diasAtras(n: number) {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

// The tests share one signed-in page on the seeded farm (the app loaded once, then moved inside as a tap on a link
// does: `abrir`), in the order of the file, which keeps two tests that wait for the same toast apart (a toast stays
// 4 s, and the same message never stacks) and leaves each screen where the next test expects it. What they arrange
// through the API is made before that page loads the app (beforeAll): a read the app keeps fresh (30 s) would not show
// a row added behind its back. A failed test ends its worker; the next one arranges again on a new page. The first
// test reads what the page's first load (the herd list) downloads.
let page: Page;
let farmId: string;
const dados = {
  producao: { tag: '', touro: '' },
  reproducao: { tag: '' },
  lote: { prefix: '' },
  jaLancada: { tag: '' },
  pickers: { p: '' },
};
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  farmId = await entrarNaFazendaModelo(page);
  const r = page.request;

  const producao = unique('P').replace(' ', '-');
  dados.producao = { tag: producao, touro: `${producao}-M` };
  await criarVaca(r, farmId, producao);
  await criarVaca(r, farmId, `${producao}-M`, { sexo: 'M' });

  dados.reproducao.tag = unique('R').replace(' ', '-');
  const inseminada = await criarVaca(r, farmId, dados.reproducao.tag);
  // inseminated 20 days ago: a pregnancy diagnosis is due within the next 30 days
  await evento(r, farmId, inseminada, diasAtras(20), 'Inseminação');

  const prefix = `L${Date.now().toString(36)}`;
  dados.lote.prefix = prefix;
  // 50 cows that calved 40 days ago and a dried-off one (not listed): two requests, as a file imported
  const lote = Array.from({ length: 50 }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
  const vaca = (tag: string) => [tag, 'Vaca Leiteira', 'Holandesa'];
  await importarLinhas(
    r,
    farmId,
    'rebanho',
    ['Identificação', 'Categoria', 'Raça'],
    [...lote.map(vaca), vaca(`${prefix}-seca`)],
  );
  await importarLinhas(
    r,
    farmId,
    'reproducao',
    ['Data', 'Animal', 'Evento'],
    [
      ...lote.map((tag) => [dataCsv(diasAtras(40)), tag, 'Parto']),
      [dataCsv(diasAtras(300)), `${prefix}-seca`, 'Parto'],
      [dataCsv(diasAtras(5)), `${prefix}-seca`, 'Secagem'],
    ],
  );

  dados.jaLancada.tag = unique('J').replace(' ', '-');
  await criarVaca(r, farmId, dados.jaLancada.tag);

  const p = unique('K').replace(' ', '-');
  dados.pickers.p = p;
  const lactando = await criarVaca(r, farmId, `${p}-lact`);
  await evento(r, farmId, lactando, diasAtras(30), 'Parto');
  await criarVaca(r, farmId, `${p}-vaca`);
  await criarVaca(r, farmId, `${p}-novilha`, { categoria: 'Novilha', dataNascimento: diasAtras(700) });
  await criarVaca(r, farmId, `${p}-bezerra`, { categoria: 'Bezerro', dataNascimento: diasAtras(20) });
  await criarVaca(r, farmId, `${p}-touro`, { categoria: 'Touro Reprodutor', sexo: 'M' });
  const res = await r.post(`/api/farms/${farmId}/producao`, {
    data: { data: diasAtras(0), animalId: lactando, ordenha: 'Manhã', producao: 20 },
  });
  expect(res.status()).toBe(201);
});
fecharCompartilhadas(() => [page]);

// First in the file: the shared page's first load is the herd list, which has no chart, and must not download
// chart.js (a page of its own once did only this: a context and a load of the app more).
test('Rebanho: a page without charts does not download chart.js; add, search, duplicate refused, ficha técnica, delete with records offers alternatives', async () => {
  const tag = unique('F').replace(' ', '-');
  const scripts: Promise<string>[] = [];
  const guardar = (r: Response) => {
    if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
  };
  page.on('response', guardar);
  await abrir(page, '/dashboard/rebanho');
  await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', guardar);
  expect(scripts.length).toBeGreaterThan(0);
  const textos = await Promise.all(scripts);
  expect(textos.some((s) => s.includes('chart.js v4') || s.includes('Chart.js v4'))).toBe(false);

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dlg = page.getByRole('dialog');
  await dlg.getByLabel('Identificação (brinco)').fill(tag);
  await dlg.getByLabel('Nome').fill('Mimosa');
  await dlg.getByLabel('Categoria').selectOption('Vaca Leiteira');
  await dlg.getByLabel('Raça').fill('Jersey');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Animal adicionado com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  await dlg.getByLabel('Identificação (brinco)').fill(tag);
  await dlg.getByLabel('Categoria').selectOption('Vaca Leiteira');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(dlg.getByText('Já existe um animal com esta identificação nesta fazenda.')).toBeVisible();
  await dlg.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByPlaceholder('Buscar...').fill(tag);
  const animais = (await (await page.request.get(`/api/farms/${farmId}/animais?q=${tag}`)).json()) as { id: string }[];
  const id = animais[0].id;
  await evento(page.request, farmId, id, diasAtras(120), 'Parto');
  await evento(page.request, farmId, id, diasAtras(60), 'Inseminação');
  await evento(page.request, farmId, id, diasAtras(25), 'Diagnóstico', 'positivo');
  await page.request.post(`/api/farms/${farmId}/producao`, {
    data: { data: diasAtras(1), animalId: id, ordenha: 'Manhã', producao: 20 },
  });
  await shot(page, `records-rebanho-1366`);

  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Ficha Técnica' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/rebanho/${id}$`));
  await expect(page.getByRole('heading', { name: `Ficha Técnica — ${tag} (Mimosa)` })).toBeVisible();
  // Jersey: 279 days after the insemination
  const previsto = new Date(`${diasAtras(60)}T12:00:00Z`);
  previsto.setUTCDate(previsto.getUTCDate() + 279);
  await expect(page.getByText('Parto previsto').locator('..')).toContainText(
    previsto.toLocaleDateString('pt-BR', { timeZone: 'UTC' }),
  );
  await expect(page.getByText('Dias em lactação (DEL)').locator('..')).toContainText('120');
  await expect(page.getByRole('img', { name: `Gráfico da produção diária do animal ${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Diagnóstico (positivo)' })).toHaveCount(1);
  await shot(page, `records-ficha-1366`);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByPlaceholder('Buscar...').fill(tag);
  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  const blocked = page.getByRole('dialog', { name: 'Animal com apontamentos' });
  await expect(blocked).toContainText('Este animal tem 4 apontamentos e não pode ser excluído.');
  await blocked.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(page.getByText('Animal atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('Vendido');
});

test('Produção: validation, add, edit and delete', async () => {
  const { tag, touro } = dados.producao;
  await abrir(page, '/dashboard/apontamentos');
  await expect(page.getByRole('tab', { name: 'Produção', exact: true, selected: true })).toBeVisible();
  await expect(page.getByLabel('Data').first()).toHaveValue(hojeBR());
  await expect(page.getByLabel('Ordenha').first()).toHaveValue('Manhã');

  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Todos os campos são obrigatórios.').first()).toBeVisible();
  // a male is not offered for a milking
  await expect(page.getByLabel('Animal').locator('option', { hasText: touro })).toHaveCount(0);
  await page.getByLabel('Animal').selectOption({ label: tag });
  await page.getByLabel('Produção (litros)').fill('doze');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('A produção deve ser um valor numérico.').first()).toBeVisible();

  // a milking cannot be dated after the farm's today
  await page.getByLabel('Produção (litros)').fill('12,5');
  await page.getByLabel('Data').first().fill('2099-01-01');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('A data não pode ser posterior a hoje.').first()).toBeVisible();
  await page.getByLabel('Data').first().fill(diasAtras(0));

  await page.getByLabel('Produção (litros)').fill('12,5');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Produção registrada com sucesso!')).toBeVisible();
  const label = `${tag} ${hojeBR()} Manhã`;
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('12,5');

  await page.getByRole('button', { name: `Editar ${label}` }).click();
  await page.getByRole('textbox', { name: 'Produção (L)' }).fill('14,2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('14,2');

  await page.getByRole('button', { name: `Excluir ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the pickers offer the animals an event can apply to: cows that calved for a milking, breeding females for reproduction, in the history’s edit row too', async () => {
  const { p } = dados.pickers;
  const nossos = async (select: ReturnType<Page['getByLabel']>) =>
    (await select.locator('option').allTextContents()).filter((t) => t.startsWith(p));

  await abrir(page, '/dashboard/apontamentos');
  const producao = page.getByRole('region', { name: 'Registrar Produção' }).getByLabel('Animal');
  await expect(producao.locator('option', { hasText: `${p}-lact` })).toHaveCount(1);
  // the cow in milk first, then the cow of the register (calved before the system); no heifer, calf or bull
  expect(await nossos(producao)).toEqual([`${p}-lact`, `${p}-vaca`]);
  const todas = await producao.locator('option').allTextContents();
  expect(todas.indexOf(`${p}-lact`)).toBeLessThan(todas.indexOf(`${p}-vaca`));

  // the history's edit row: the same choice, never the bull
  const hist = page.getByRole('region', { name: 'Histórico de Produção' });
  await page.getByRole('button', { name: `Editar ${p}-lact ${hojeBR()} Manhã` }).click();
  const linha = hist.getByRole('combobox', { name: 'Animal' });
  expect((await nossos(linha)).sort()).toEqual([`${p}-lact`, `${p}-vaca`]);
  await hist.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('tab', { name: 'Reprodução' }).click();
  const reproducao = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' }).getByLabel('Animal');
  await expect(reproducao.locator('option', { hasText: `${p}-novilha` })).toHaveCount(1);
  expect((await nossos(reproducao)).sort()).toEqual([`${p}-lact`, `${p}-novilha`, `${p}-vaca`]);
  await shot(page, 'records-picker-reproducao-1366');
});

test('Qualidade: add flags samples over IN 76/2018, edit, delete', async () => {
  const lote = unique('Tanque');
  await abrir(page, '/dashboard/apontamentos');
  await page.getByRole('tab', { name: 'Qualidade' }).click();
  const form = page.getByRole('region', { name: 'Registrar Qualidade do Leite' });
  const hist = page.getByRole('region', { name: 'Histórico de Qualidade' });
  await form.getByLabel('Lote/Tanque').fill(lote);
  await form.getByLabel('Gordura (%)').fill('11');
  await form.getByLabel('Proteína (%)').fill('3,2');
  await form.getByLabel('CCS (x1000/mL)').fill('650');
  await form.getByLabel('CBT (UFC/mL)').fill('abc');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Os parâmetros de qualidade devem ser valores numéricos.').first()).toBeVisible();
  await form.getByLabel('CBT (UFC/mL)').fill('120000');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('A gordura deve estar entre 0 e 10%.').first()).toBeVisible();
  await form.getByLabel('Gordura (%)').fill('3,65');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Dados de qualidade registrados com sucesso!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: lote });
  await expect(row).toContainText('CCS acima do limite (IN 76/2018)');
  await expect(page.getByRole('img', { name: 'Gráfico de CCS por amostra com o limite legal' })).toBeVisible();
  await shot(page, `records-qualidade-1366`);

  const label = `${lote} ${hojeBR()}`;
  await page.getByRole('button', { name: `Editar ${label}` }).click();
  await hist.getByRole('textbox', { name: 'CCS (x1000/mL)' }).fill('300');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Dentro do limite');
  await page.getByRole('button', { name: `Excluir ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Lançamento em lote: 50 lactating cows, keyboard entry, one save, no duplicates on re-save', async () => {
  const { prefix } = dados.lote;
  await abrir(page, '/dashboard/apontamentos');
  // the link is on the Produção tab (an earlier test left the screen on another)
  await page.getByRole('tab', { name: 'Produção', exact: true }).click();
  await page.getByRole('link', { name: 'Lançamento em lote' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apontamentos\/lote$/);
  await page.getByLabel('Ordenha', { exact: true }).selectOption('Tarde');
  await expect(page.getByLabel(new RegExp(`^${prefix}-00`))).toBeVisible();
  await expect(page.getByText(`${prefix}-seca`)).toHaveCount(0);

  const first = page.getByLabel(new RegExp(`^${prefix}-00`));
  await first.focus();
  await expect(first).toHaveAttribute('inputmode', 'decimal');
  // Key by key, as a person types. (Each cow as one insertText lost a cow in a CI run: '49 de 51 vacas'.)
  for (let i = 0; i < 50; i++) {
    await page.keyboard.type(`${10 + (i % 10)},5`);
    await page.keyboard.press('Enter');
  }
  await shot(page, `records-lote-1366`);
  // every cow holds what was typed for her (a value lost or typed into the wrong cow is seen here, before the save)
  const digitados = await page
    .getByLabel(new RegExp(`^${prefix}-`))
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(digitados).toEqual(Array.from({ length: 50 }, (_, i) => `${10 + (i % 10)},5`));
  const countRows = async () => {
    const r = await page.request.get(
      `/api/farms/${farmId}/producao?porPagina=500&de=${diasAtras(0)}&ate=${diasAtras(0)}`,
    );
    const body = (await r.json()) as { itens: { animal: string; ordenha: string }[] };
    return body.itens.filter((x) => x.animal.startsWith(prefix) && x.ordenha === 'Tarde').length;
  };
  const saves: string[] = [];
  const contarEnvios = (r: Request) => {
    if (r.method() === 'POST' && r.url().includes('/producao')) saves.push(r.url());
  };
  page.on('request', contarEnvios);
  await page.getByRole('button', { name: 'Salvar lote' }).click();
  // the toasts' region: a failure says what it showed instead (the outbox's words, an error)
  await expect(page.locator('[popover][aria-live="polite"]')).toContainText('50 ordenhas registradas com sucesso!');
  expect(saves).toHaveLength(1);
  expect(await countRows()).toBe(50);
  await expect(page.getByText('já lançada').first()).toBeVisible();

  // saving again (a double tap, an offline replay) creates nothing new
  await page.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(page.getByText('Nenhuma alteração: o lote já estava registrado.')).toBeVisible();
  expect(await countRows()).toBe(50);
  page.off('request', contarEnvios);
});

test('Reprodução: required fields, diagnosis result, edit, delete; próximos eventos', async () => {
  const { tag } = dados.reproducao;
  await abrir(page, '/dashboard/apontamentos');
  await page.getByRole('tab', { name: 'Reprodução' }).click();
  const proximos = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(proximos.getByRole('listitem').filter({ hasText: `Animal ${tag}` })).toContainText(
    'Diagnóstico de gestação',
  );

  const form = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' });
  const hist = page.getByRole('region', { name: 'Histórico de Reprodução' });
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Data, animal e evento são campos obrigatórios.').first()).toBeVisible();
  await form.getByLabel('Animal').selectOption({ label: tag });
  await form.getByLabel('Evento').selectOption('Diagnóstico');
  await form.getByLabel('Resultado').selectOption('positivo');
  await form.getByLabel('Observação').fill('Ultrassom');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Dados de reprodução registrados com sucesso!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ultrassom' }).filter({ hasText: tag });
  await expect(row).toContainText('Diagnóstico (positivo)');
  await shot(page, `records-reproducao-1366`);

  const label = `${tag} ${hojeBR()} Diagnóstico`;
  await page.getByRole('button', { name: `Editar ${label}` }).click();
  await hist.getByRole('textbox', { name: 'Observação' }).fill('Ultrassom 2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ultrassom 2' })).toHaveCount(1);
  await page.getByRole('button', { name: `Excluir ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Apontamento excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ultrassom 2' })).toHaveCount(0);
});

test('screens at phone and desktop sizes', async () => {
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await abrir(page, '/dashboard/apontamentos');
    // an earlier test left the screen on another tab
    await page.getByRole('tab', { name: 'Produção', exact: true }).click();
    await expect(page.getByRole('img', { name: /litros por dia/ })).toBeVisible();
    await shot(page, `records-producao-${w}`);
    await page.getByRole('tab', { name: 'Reprodução' }).click();
    await shot(page, `records-reproducao-${w}`);
    await abrir(page, '/dashboard/apontamentos/lote');
    await page.getByLabel('Ordenha', { exact: true }).selectOption('Tarde');
    await expect(page.getByText(/^DEL \d+/).first()).toBeVisible();
    await shot(page, `records-lote-${w}`);
    await abrir(page, '/dashboard/rebanho');
    await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await shot(page, `records-rebanho-${w}`);
  }
});

test('Produção: the same cow, date and ordenha again is answered as the batch does — já lançada, update it', async () => {
  const { tag } = dados.jaLancada;
  await abrir(page, '/dashboard/apontamentos');
  const form = page.getByRole('region', { name: 'Registrar Produção' });
  await form.getByLabel('Animal').selectOption({ label: tag });
  await form.getByLabel('Produção (litros)').fill('12,5');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Produção registrada com sucesso!')).toBeVisible();

  // typed again (a double tap, a second person at the parlour): not a second milking
  await form.getByLabel('Animal').selectOption({ label: tag });
  await form.getByLabel('Produção (litros)').fill('14');
  await form.getByRole('button', { name: 'Registrar' }).click();
  const aviso = form.getByRole('alert');
  await expect(aviso).toContainText(`Ordenha já lançada: vaca ${tag}, ${hojeBR()}, Manhã, 12,5 L.`);
  await expect(page.getByText('Erro ao registrar produção.')).toHaveCount(0);
  await shot(page, 'records-ja-lancada-1366');
  await aviso.getByRole('button', { name: 'Atualizar para 14,0 L' }).click();
  await expect(page.getByText('Apontamento atualizado com sucesso!')).toBeVisible();
  await expect(aviso).toHaveCount(0);

  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('14,0');
  const r = await page.request.get(
    `/api/farms/${farmId}/producao?porPagina=500&de=${diasAtras(0)}&ate=${diasAtras(0)}`,
  );
  const itens = ((await r.json()) as { itens: { animal: string; producao: number }[] }).itens;
  expect(itens.filter((x) => x.animal === tag).map((x) => x.producao)).toEqual([14]);
});
