import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  apiLogin,
  createFarm,
  createUser,
  expect,
  groupId,
  semViolacoes,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { fazendaComApi, slugDaFazenda } from './support/modulos.ts';

test('a technician walks the eight steps, mostly importing the farm’s year, and reads the analysis', async ({
  page,
}) => {
  const ano = new Date().getFullYear() - 1;
  const { farm, post, vaca: novaVaca } = await fazendaComApi(page, 'Fazenda Avaliação', ano);
  // A year of the farm's own data: land, a cost group, the expenses, the milk income and the milkings.
  await post('/inventario/terras', {
    ano,
    tipo: 'Pastagem de Tifton',
    quantidade: 30,
    valor: 2_000_000,
    taxaJurosItem: 6,
    responsavelTecnico: 'Ana',
  });
  await post('/categorias', { nome: 'Ração', tipo: 'Despesa', grupoCusto: 'concentrado' });
  await post('/categorias', { nome: 'Venda de leite', tipo: 'Receita', grupoCusto: 'leite' });
  await post('/despesas', {
    data: `${ano}-03-10`,
    descricao: 'Ração do ano',
    categoria: 'Ração',
    valor: 20_000,
    forma_pagamento: 'PIX',
  });
  await post('/receitas', {
    data: `${ano}-05-10`,
    descricao: 'Laticínio',
    categoria: 'Venda de leite',
    valor: 30_000,
    forma_recebimento: 'PIX',
  });
  const vaca = await novaVaca();
  await post('/reproducao', { data: `${ano}-01-10`, animalId: vaca.id, evento: 'Parto' });
  for (const ordenha of ['Manhã', 'Tarde']) {
    await post('/producao', { data: `${ano}-05-01`, animalId: vaca.id, ordenha, producao: 50 });
  }

  await page.goto('/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  await expect(assistente.getByRole('heading', { name: 'Etapa 1 de 8: Identificação' })).toBeVisible();
  await expect(assistente.getByText('13% concluído')).toBeVisible();
  await expect(assistente.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(assistente.getByRole('button', { name: '8. Análise Final' })).toBeDisabled();

  // 1: the farm's name and area come in; the producer is typed; Próxima without it says what is missing.
  await assistente.getByRole('button', { name: 'Importar da fazenda' }).click();
  await expect(assistente.getByLabel('Propriedade')).toHaveValue(farm.name);
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByText('Campo obrigatório')).toBeVisible();
  await assistente.getByLabel('Produtor').fill('João da Silva');
  await shot(page, 'avaliacao-etapa-1');
  await assistente.getByRole('button', { name: 'Próxima' }).click();

  // 2: the land from the inventory.
  await expect(assistente.getByRole('heading', { name: 'Etapa 2 de 8: Terras' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Importar do inventário' }).click();
  await expect(assistente.getByLabel('Terra', { exact: true })).toHaveValue('Pastagem de Tifton');
  // 30 ha × R$ 20.000,00 at 6 % a.a.; the rate recomputes every row.
  await expect(assistente.getByText('Remuneração anual: R$ 36.000,00')).toBeVisible();
  const taxa = assistente.getByLabel('Taxa de remuneração da terra e do capital (% a.a.)');
  await taxa.fill('5');
  await expect(assistente.getByText('Remuneração anual: R$ 30.000,00')).toBeVisible();
  await taxa.fill('6');
  await expect(assistente.getByText('Valor total: R$ 600.000,00')).toBeVisible();
  await assistente.getByRole('button', { name: 'Próxima' }).click();

  // 3–5: nothing in the inventory; a step with no rows is still a step confirmed.
  for (const nome of ['Benfeitorias', 'Máquinas e Equipamentos', 'Animais']) {
    await expect(assistente.getByRole('heading', { name: new RegExp(`: ${nome}$`) })).toBeVisible();
    await assistente.getByRole('button', { name: 'Próxima' }).click();
  }

  // 6: the year's expenses by cost group, and the months the finance records cover.
  await expect(assistente.getByRole('heading', { name: 'Etapa 6 de 8: Custos Operacionais' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Importar dos lançamentos' }).click();
  await expect(assistente.getByLabel('Concentrado')).toHaveValue('200,00');
  await expect(assistente.getByText(`Lançamentos financeiros de mar, mai/${ano}.`)).toBeVisible();
  await expect(assistente.getByText('COE do ano: R$ 200,00')).toBeVisible();
  await shot(page, 'avaliacao-etapa-6');
  await assistente.getByRole('button', { name: 'Próxima' }).click();

  // 7: litres from the milkings and the milk income recorded in the same months (R$ 300,00 ÷ 100 L = R$ 3,00).
  await expect(assistente.getByRole('heading', { name: 'Etapa 7 de 8: Receitas' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Importar dos lançamentos' }).click();
  await expect(assistente.getByLabel('Leite entregue no ano')).toHaveValue('100');
  // nothing discarded: the litres produced (the productivity's) are the delivered ones
  await expect(assistente.getByLabel('Leite produzido no ano')).toHaveValue('100');
  await expect(assistente.getByLabel('Renda bruta do leite')).toHaveValue('300,00');
  await expect(assistente.getByText(`Ordenhas de mai/${ano}, menos o leite descartado.`)).toBeVisible();
  await expect(assistente.getByText(`Receitas de leite de mai/${ano}.`)).toBeVisible();
  await expect(assistente.getByText('Preço médio do litro: R$ 3,0000/L')).toBeVisible();
  await shot(page, 'avaliacao-etapa-7');
  await assistente.getByRole('button', { name: 'Próxima' }).click();

  // 8: RB R$ 300 ≥ COT R$ 200, but the land's remuneration (30 ha × R$ 20.000 × 6 %) leaves it short of CT.
  await expect(assistente.getByRole('heading', { name: 'Etapa 8 de 8: Análise Final' })).toBeVisible();
  await expect(assistente.getByText('100% concluído')).toBeVisible();
  await expect(assistente.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await expect(assistente.getByText(/A atividade é estável, mas não remunera todo o capital/)).toBeVisible();
  const custos = assistente.getByRole('region', { name: 'Custos' });
  await expect(custos).toContainText('R$ 200,00');
  await expect(custos).toContainText('R$ 36.000,00'); // remuneração da terra
  // the pie's legend writes money as every other figure does: 'R$ 36.000,00', never '36.000,00 reais'
  const legenda = assistente.getByRole('list', { name: 'Legenda: Composição do custo total' });
  await expect(legenda).toContainText('R$ 36.000,00');
  await expect(legenda).not.toContainText('reais');
  await shot(page, 'avaliacao-analise');
  // Printed, the report stands alone: no menu, no step buttons, the verdict and the figures.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
  await expect(assistente.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(custos).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The same analysis as the PDF a technician hands to a bank: made by the server, with the verdict under its title.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    assistente.getByRole('button', { name: 'Exportar PDF' }).click(),
  ]);
  // the farm and the year in the name (issue 38 item 8): 'Fazenda Avaliação x1' → 'fazenda-avaliacao-x1'
  expect(pdf.suggestedFilename()).toBe(`avaliacao-${slugDaFazenda(farm.name)}-${ano}.pdf`);
  const texto = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
  expect(texto).toContain('A atividade é estável, mas não remunera todo o capital');
  expect(texto).toMatch(/Remuneração da terra\s+R\$\s36\.000,00/);
  await expect(page.getByText('Relatório exportado em PDF com sucesso!')).toBeVisible();

  // On a phone the step, its fields and Anterior/Próxima fit the width; a select goes to any step.
  await page.setViewportSize({ width: 390, height: 844 });
  await assistente.getByLabel('Ir para a etapa').selectOption('8');
  await expect(assistente.getByText(/A atividade é estável/)).toBeVisible();
  await shot(page, 'avaliacao-analise-celular');
  await assistente.getByRole('button', { name: 'Exportar PDF' }).scrollIntoViewIfNeeded();
  await shot(page, 'avaliacao-exportar-celular');
  await assistente.getByLabel('Ir para a etapa').selectOption('2');
  await expect(assistente.getByLabel('Terra', { exact: true })).toHaveValue('Pastagem de Tifton');
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura).toBeLessThanOrEqual(390);
  await shot(page, 'avaliacao-etapa-2-celular');

  // A figure the technician overrides stays marked against the farm's own, after a reload too.
  const area = assistente.getByLabel('Área (ha)');
  await expect(area).toHaveValue('30,00');
  await expect(assistente.getByText(/^Editado/)).toHaveCount(0);
  await area.fill('32');
  await expect(assistente.getByText('Editado (importado: 30,00)')).toBeVisible();
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 3 de 8: Benfeitorias' })).toBeVisible();
  // The draft is on the server: after a reload the step list jumps straight to the analysis, and the figure
  // overridden is still marked. (One reload proves both: each was a load of the app.)
  await page.reload();
  await assistente.getByLabel('Ir para a etapa').selectOption('8');
  await expect(assistente.getByText(/A atividade é estável/)).toBeVisible();
  await assistente.getByLabel('Ir para a etapa').selectOption('2');
  await expect(assistente.getByLabel('Área (ha)')).toHaveValue('32,00');
  await expect(assistente.getByText('Editado (importado: 30,00)')).toBeVisible();
  await shot(page, 'avaliacao-etapa-2-editada-celular');
});

/**
 * Issue 22 item 9: an Operador (Animais + Apontamentos) opens a year a technician completed. The herd's figures
 * are there; every figure of Financeiro — and of the lands, facilities and machines — says it is withheld where it
 * would be, never a zero; a save of the litres keeps what the Operador cannot see.
 */
test('an Operador sees the herd’s figures and the finance figures withheld, not as zero', async ({ page, request }) => {
  const farm = await createFarm(request, unique('Fazenda Operador'));
  const ano = new Date().getFullYear() - 1;
  const exemplo = JSON.parse(readFileSync('examples/avaliacao-exemplo.json', 'utf8'));
  const dados = { ...exemplo, identificacao: { ...exemplo.identificacao, ano } };
  const salvo = await request.put(`/api/farms/${farm.id}/avaliacoes/${ano}`, { data: { dados } });
  expect(salvo.status(), await salvo.text()).toBe(201);
  const op = await createUser(request, { farmIds: [farm.id], groupIds: [await groupId(request, 'Operadores')] });
  await apiLogin(page, op.email, op.password);
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);

  await page.goto('/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  await assistente.getByRole('button', { name: '8. Análise Final' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 8 de 8: Análise Final' })).toBeVisible();
  const receitas = assistente.getByRole('region', { name: 'Receitas' });
  await expect(receitas).toContainText('200.000 L');
  await expect(receitas).toContainText('Renda bruta do leiteOculto: requer o módulo Financeiro');
  const resultados = assistente.getByRole('region', { name: 'Resultados' });
  await expect(resultados).toContainText(
    'Lucro (RB − CT)Oculto: requer os módulos Financeiro, Instalações, Máquinas e Terras',
  );
  await expect(assistente.getByRole('region', { name: 'Custo operacional efetivo' })).toContainText(
    'Itens do COEOculto: requer o módulo Financeiro',
  );
  await expect(assistente.getByText('Veredito: Oculto: requer os módulos')).toBeVisible();
  await expect(assistente.getByRole('region', { name: 'Indicadores zootécnicos' })).toContainText('547,9 L');
  // Not one figure in reais, not the verdict, not a zero standing for a figure withheld.
  await expect(assistente.getByRole('region', { name: 'Custos' })).not.toContainText('R$');
  await expect(assistente).not.toContainText('A atividade é lucrativa');
  await expect(assistente).not.toContainText('R$ 0,00');
  await shot(page, 'avaliacao-operador-analise');
  await semViolacoes(page, 'análise do Operador');

  // The cost step is withheld as a whole; the incomes show the litres and say what is withheld.
  await assistente.getByRole('button', { name: '6. Custos Operacionais' }).click();
  await expect(assistente.getByText('Oculto: requer o módulo Financeiro')).toBeVisible();
  await expect(assistente.getByLabel('Concentrado')).toHaveCount(0);
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 7 de 8: Receitas' })).toBeVisible();
  await expect(assistente.getByLabel('Leite entregue no ano')).toHaveValue('200.000');
  await expect(assistente.getByLabel('Renda bruta do leite')).toHaveCount(0);
  await expect(assistente.getByText('Oculto: requer o módulo Financeiro')).toHaveCount(3);
  await shot(page, 'avaliacao-operador-receitas');
  await semViolacoes(page, 'receitas do Operador');
  await assistente.getByLabel('Leite entregue no ano').fill('210000');
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 8 de 8: Análise Final' })).toBeVisible();
  await expect(receitas).toContainText('210.000 L');

  // The costs and the price the Operador could not see are as the technician saved them.
  const admin = await (await request.get(`/api/farms/${farm.id}/avaliacoes/${ano}`)).json();
  expect(admin.dados.custos).toMatchObject(exemplo.custos);
  expect(admin.dados.receitas).toMatchObject({ ...exemplo.receitas, leiteLitros: 210_000 });
});

/**
 * Issue 25 item 6: 'Importar da fazenda' splits the farm's location into Município and UF ('Minas Gerais, MG' is the
 * state, no município) and offers the farm's registered technicians to choose from (a new farm has two).
 */
test('the identification imports the UF apart from the município and offers the registered technicians', async ({
  page,
}) => {
  await apiLogin(page);
  const res = await page.request.post('/api/admin/farms', {
    data: {
      name: unique('Fazenda Identificação'),
      location: 'Minas Gerais, MG',
      size: 80,
      allowedModules: ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const farm = await res.json();
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
  const tecnicos = await (await page.request.get(`/api/farms/${farm.id}/registros/tecnicos`)).json();
  const nomes = (tecnicos as { nome: string }[]).map((t) => t.nome).sort();
  expect(nomes).toHaveLength(2);

  await page.goto('/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  await assistente.getByRole('button', { name: 'Importar da fazenda' }).click();
  await expect(assistente.getByLabel('Propriedade')).toHaveValue(farm.name);
  await expect(assistente.getByLabel('Município')).toHaveValue('');
  await expect(assistente.getByLabel('Estado (UF)')).toHaveValue('MG');
  const tecnico = assistente.getByLabel('Técnico responsável');
  for (const nome of nomes) await expect(tecnico.locator('option', { hasText: nome })).toHaveCount(1);
  await assistente.getByLabel('Município').fill('Lavras');
  await tecnico.selectOption(nomes[1]);
  await assistente.getByLabel('Produtor').fill('João da Silva');
  await shot(page, 'avaliacao-identificacao');
  await semViolacoes(page, 'identificação da avaliação');
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 2 de 8: Terras' })).toBeVisible();
  const ano = new Date().getFullYear() - 1;
  const salvo = await (await page.request.get(`/api/farms/${farm.id}/avaliacoes/${ano}`)).json();
  expect(salvo.dados.identificacao).toMatchObject({ municipio: 'Lavras', estado: 'MG', tecnico: nomes[1] });
  // at a phone's width, back on the step: the saved answers (read again after the save; that a draft comes back
  // after a reload is the eight steps' test)
  await page.setViewportSize({ width: 390, height: 844 });
  await assistente.getByLabel('Ir para a etapa').selectOption('1');
  await expect(assistente.getByLabel('Estado (UF)')).toHaveValue('MG');
  await expect(assistente.getByLabel('Técnico responsável')).toHaveValue(nomes[1]);
  await shot(page, 'avaliacao-identificacao-celular');
});

// The year the wizard opens on (the last one with data, not an empty one) is what the screen shows for the
// server's answer: src/web/features/avaliacao/avaliacao-page.browser.test.tsx; which years the server names for a
// farm's records or finance alone: src/server/routes/avaliacao-anos.test.ts.

test('a saved herd figure whose calving was deleted is marked, and updated from the records on request', async ({
  page,
}) => {
  const ano = new Date().getFullYear() - 5;
  const { api, post, vaca } = await fazendaComApi(page, 'Fazenda IEP', ano);
  // two cows calving twice: the year's IEP is the mean of two intervals; without Y's second calving, X's alone
  const x = await vaca();
  await post('/reproducao', { animalId: x.id, data: `${ano - 1}-01-10`, evento: 'Parto' });
  await post('/reproducao', { animalId: x.id, data: `${ano}-01-07`, evento: 'Parto' });
  const y = await vaca();
  await post('/reproducao', { animalId: y.id, data: `${ano - 1}-03-01`, evento: 'Parto' });
  const partoY = await post('/reproducao', { animalId: y.id, data: `${ano}-01-12`, evento: 'Parto' });
  const sugestao = async () => (await (await page.request.get(`${api}/avaliacoes/${ano}/sugestao`)).json()).sugestao;
  const antes = (await sugestao()).zootecnico;
  expect(
    (await page.request.put(`${api}/avaliacoes/${ano}`, { data: { dados: { zootecnico: antes } } })).status(),
  ).toBe(201);
  expect((await page.request.delete(`${api}/reproducao/${partoY.id}`)).status()).toBe(200);
  const agora = (await sugestao()).zootecnico.intervaloPartosDias;
  expect(agora).not.toBe(antes.intervaloPartosDias);

  await page.goto('/dashboard/avaliacao-economica');
  await expect(page.getByLabel('Ano avaliado')).toHaveValue(String(ano));
  const aviso = page.getByRole('status').filter({ hasText: 'Os registros do rebanho mudaram' });
  await expect(aviso).toBeVisible();
  await expect(aviso.getByText(/^Intervalo entre partos: salvo .+, os registros dão agora .+\.$/)).toBeVisible();
  await shot(page, 'avaliacao-desatualizados');
  await aviso.getByRole('button', { name: 'Atualizar pelos registros' }).click();
  await expect(page.getByText('Índices do rebanho atualizados pelos registros.')).toBeVisible();
  await expect(aviso).toBeHidden();
  const salvo = await (await page.request.get(`${api}/avaliacoes/${ano}`)).json();
  expect(salvo.dados.zootecnico.intervaloPartosDias).toBe(agora);
  expect(salvo.desatualizados).toEqual([]);
});
