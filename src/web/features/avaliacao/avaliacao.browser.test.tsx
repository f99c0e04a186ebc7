import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import exemplo from '../../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, abrirRecarregavel, espiarDownload, semRolagemLateral, servidorReal } from '../../test/app.tsx';

/**
 * The farms' modules: a new farm's but Sanidade, so that the Operador (the seed's group: Animais, Apontamentos and
 * Sanidade) has Animais and Apontamentos on them.
 */
const MODULOS = ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'];

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
});
afterAll(() => srv.fechar());

let vacas = 0;
/**
 * A farm of its own, the current one, and writers of its records (e2e/support/modulos.ts `fazendaComApi`): `post(path,
 * body)` (a create under the farm, 201) and `vaca()` (a dairy cow six years old in `ano`).
 */
async function fazenda(nome: string, ano: number, extra: { location?: string; size?: number } = {}) {
  const farm = { id: await srv.novaFazenda(nome, MODULOS, { size: 120, ...extra }), name: nome };
  const api = `/api/farms/${farm.id}`;
  const post = async (path: string, json: object) => {
    const r = await srv.api<{ id: string }>('POST', `${api}${path}`, json);
    expect(r.status, `POST ${path}: ${JSON.stringify(r.corpo)}`).toBe(201);
    return r.corpo;
  };
  const vaca = () =>
    post('/animais', { identificacao: `V-${++vacas}`, categoria: 'Vaca Leiteira', dataNascimento: `${ano - 6}-01-01` });
  return { farm, api, post, vaca };
}

/**
 * The text a PDF of the server's (pdfkit, the standard fonts: WinAnsi) shows, as pdftotext reads it, its runs joined
 * by one space: each stream inflated, the strings of its TJ/Tj operators decoded.
 */
async function textoDoPdf(pdf: Blob): Promise<string> {
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  const latin = new TextDecoder('windows-1252');
  const bruto = latin.decode(bytes);
  const runs: string[] = [];
  for (const m of bruto.matchAll(/stream\r?\n/g)) {
    const inicio = (m.index ?? 0) + m[0].length;
    let fim = bruto.indexOf('endstream', inicio);
    while (fim > inicio && (bruto[fim - 1] === '\n' || bruto[fim - 1] === '\r')) fim--;
    let conteudo: string;
    try {
      const inflado = new Blob([bytes.slice(inicio, fim)]).stream().pipeThrough(new DecompressionStream('deflate'));
      conteudo = latin.decode(await new Response(inflado).arrayBuffer());
    } catch {
      continue; // not deflated (an image's, a font's): no text of ours
    }
    for (const op of conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = [...(op[1] ?? `<${op[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(latin.decode(Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))));
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}

it('a technician walks the eight steps, mostly importing the farm’s year, and reads the analysis', async () => {
  const ano = new Date().getFullYear() - 1;
  const { farm, post, vaca: novaVaca } = await fazenda('Fazenda Avaliação', ano);
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

  await page.viewport(1366, 768);
  const respostas = srv.responder();
  const { recarregar } = await abrirRecarregavel('/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  const etapa = (nome: string | RegExp) => assistente.getByRole('heading', { name: nome });
  const proxima = assistente.getByRole('button', { name: 'Próxima' });
  await expect.element(etapa('Etapa 1 de 8: Identificação')).toBeVisible();
  await expect.element(assistente.getByText('13% concluído')).toBeVisible();
  await expect.element(assistente.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect.element(assistente.getByRole('button', { name: '8. Análise Final' })).toBeDisabled();

  // 1: the farm's name and area come in; the producer is typed; Próxima without it says what is missing.
  await userEvent.click(assistente.getByRole('button', { name: 'Importar da fazenda' }));
  await expect.element(assistente.getByLabelText('Propriedade')).toHaveValue(farm.name);
  await userEvent.click(proxima);
  await expect.element(assistente.getByText('Campo obrigatório')).toBeVisible();
  await userEvent.fill(assistente.getByLabelText('Produtor'), 'João da Silva');
  await userEvent.click(proxima);

  // 2: the land from the inventory.
  await expect.element(etapa('Etapa 2 de 8: Terras')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: 'Importar do inventário' }));
  await expect.element(assistente.getByLabelText('Terra', { exact: true })).toHaveValue('Pastagem de Tifton');
  // 30 ha × R$ 20.000,00 at 6 % a.a.; the rate recomputes every row.
  await expect.element(assistente.getByText('Remuneração anual: R$ 36.000,00')).toBeVisible();
  const taxa = assistente.getByLabelText('Taxa de remuneração da terra e do capital (% a.a.)');
  await userEvent.fill(taxa, '5');
  await expect.element(assistente.getByText('Remuneração anual: R$ 30.000,00')).toBeVisible();
  await userEvent.fill(taxa, '6');
  await expect.element(assistente.getByText('Valor total: R$ 600.000,00')).toBeVisible();
  await userEvent.click(proxima);

  // 3–5: nothing in the inventory; a step with no rows is still a step confirmed.
  for (const nome of ['Benfeitorias', 'Máquinas e Equipamentos', 'Animais']) {
    await expect.element(etapa(new RegExp(`: ${nome}$`))).toBeVisible();
    await userEvent.click(proxima);
  }

  // 6: the year's expenses by cost group, and the months the finance records cover.
  await expect.element(etapa('Etapa 6 de 8: Custos Operacionais')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: 'Importar dos lançamentos' }));
  await expect.element(assistente.getByLabelText('Concentrado')).toHaveValue('200,00');
  await expect.element(assistente.getByText(`Lançamentos financeiros de mar, mai/${ano}.`)).toBeVisible();
  await expect.element(assistente.getByText('COE do ano: R$ 200,00')).toBeVisible();
  await userEvent.click(proxima);

  // 7: litres from the milkings and the milk income recorded in the same months (R$ 300,00 ÷ 100 L = R$ 3,00).
  await expect.element(etapa('Etapa 7 de 8: Receitas')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: 'Importar dos lançamentos' }));
  await expect.element(assistente.getByLabelText('Leite entregue no ano')).toHaveValue('100');
  // nothing discarded: the litres produced (the productivity's) are the delivered ones
  await expect.element(assistente.getByLabelText('Leite produzido no ano')).toHaveValue('100');
  await expect.element(assistente.getByLabelText('Renda bruta do leite')).toHaveValue('300,00');
  await expect.element(assistente.getByText(`Ordenhas de mai/${ano}, menos o leite descartado.`)).toBeVisible();
  await expect.element(assistente.getByText(`Receitas de leite de mai/${ano}.`)).toBeVisible();
  await expect.element(assistente.getByText('Preço médio do litro: R$ 3,0000/L')).toBeVisible();
  await userEvent.click(proxima);

  // 8: RB R$ 300 ≥ COT R$ 200, but the land's remuneration (30 ha × R$ 20.000 × 6 %) leaves it short of CT.
  await expect.element(etapa('Etapa 8 de 8: Análise Final')).toBeVisible();
  await expect.element(assistente.getByText('100% concluído')).toBeVisible();
  await expect.element(proxima).toBeDisabled();
  await expect.element(assistente.getByText(/A atividade é estável, mas não remunera todo o capital/)).toBeVisible();
  const custos = assistente.getByRole('region', { name: 'Custos' });
  await expect.element(custos).toHaveTextContent('R$ 200,00');
  await expect.element(custos).toHaveTextContent('R$ 36.000,00'); // remuneração da terra
  // the pie's legend writes money as every other figure does: 'R$ 36.000,00', never '36.000,00 reais'
  const legenda = assistente.getByRole('list', { name: 'Legenda: Composição do custo total' });
  await expect.element(legenda).toHaveTextContent('R$ 36.000,00');
  expect(legenda.element().textContent).not.toContain('reais');
  // Printed, the report stands alone: no menu, no step buttons, the verdict and the figures.
  const menu = page.getByRole('complementary', { name: 'Menu lateral' }).element();
  const imprimir = assistente.getByRole('button', { name: 'Imprimir' }).element();
  await expect.element(menu).toBeVisible();
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  try {
    await expect.element(menu).not.toBeVisible();
    await expect.element(imprimir).not.toBeVisible();
    await expect.element(custos).toBeVisible();
  } finally {
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  }
  await expect.element(imprimir).toBeVisible();

  // The same analysis as the PDF a technician hands to a bank: made by the server, with the verdict under its title,
  // under the farm's and the year's name (issue 38 item 8: 'Fazenda Avaliação' → 'fazenda-avaliacao').
  const exportado = page.getByText('Relatório exportado em PDF com sucesso!');
  const download = espiarDownload(respostas);
  await userEvent.click(assistente.getByRole('button', { name: 'Exportar PDF' }));
  await expect.element(exportado).toBeVisible();
  const pdf = await download.resposta(/\/avaliacoes\/\d+\/arquivo\?formato=pdf/);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const nome = `avaliacao-fazenda-avaliacao-${ano}.pdf`;
  expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${nome}"`);
  expect(download.nomes).toEqual([nome]);
  expect(await download.arquivos[0].slice(0, 4).text()).toBe('%PDF');
  const texto = await textoDoPdf(download.arquivos[0]);
  expect(texto).toContain('A atividade é estável, mas não remunera todo o capital');
  expect(texto).toMatch(/Remuneração da terra\s+R\$\s36\.000,00/);

  // On a phone the step, its fields and Anterior/Próxima fit the width; a select goes to any step.
  await page.viewport(390, 844);
  const irPara = assistente.getByLabelText('Ir para a etapa');
  await userEvent.selectOptions(irPara, '8');
  await expect.element(assistente.getByText(/A atividade é estável/)).toBeVisible();
  assistente.getByRole('button', { name: 'Exportar PDF' }).element().scrollIntoView({ block: 'nearest' });
  await expect.element(assistente.getByRole('button', { name: 'Exportar PDF' })).toBeVisible();
  await userEvent.selectOptions(irPara, '2');
  await expect.element(assistente.getByLabelText('Terra', { exact: true })).toHaveValue('Pastagem de Tifton');
  semRolagemLateral(390);

  // A figure the technician overrides stays marked against the farm's own, after a reload too.
  const area = assistente.getByLabelText('Área (ha)');
  await expect.element(area).toHaveValue('30,00');
  expect(assistente.getByText(/^Editado/).query()).toBeNull();
  await userEvent.fill(area, '32');
  await expect.element(assistente.getByText('Editado (importado: 30,00)')).toBeVisible();
  await userEvent.click(proxima);
  await expect.element(etapa('Etapa 3 de 8: Benfeitorias')).toBeVisible();
  // The draft is on the server: after a reload the step list jumps straight to the analysis, and the figure
  // overridden is still marked. (One reload proves both: each was a load of the app.)
  recarregar();
  await expect.element(etapa('Etapa 1 de 8: Identificação')).toBeVisible();
  await userEvent.selectOptions(irPara, '8');
  await expect.element(assistente.getByText(/A atividade é estável/)).toBeVisible();
  await userEvent.selectOptions(irPara, '2');
  await expect.element(assistente.getByLabelText('Área (ha)')).toHaveValue('32,00');
  await expect.element(assistente.getByText('Editado (importado: 30,00)')).toBeVisible();

  // A figure typed and not yet saved with Próxima is kept on the device: after a reload the step opens with it, said
  // with its time; 'Descartar rascunho' goes back to the step as saved.
  await userEvent.fill(assistente.getByLabelText('Área (ha)'), '35');
  await userEvent.click(assistente.getByLabelText('Terra', { exact: true })); // Área left: shown as it is kept
  recarregar();
  await expect.element(etapa('Etapa 1 de 8: Identificação')).toBeVisible();
  await userEvent.selectOptions(irPara, '2');
  const aviso = assistente.getByRole('status').filter({ hasText: /^Rascunho de/ });
  await expect.element(aviso).toHaveTextContent(/^Rascunho de \d{2}:\d{2} recuperado/);
  await expect.element(assistente.getByLabelText('Área (ha)')).toHaveValue('35,00');
  await userEvent.click(assistente.getByRole('button', { name: 'Descartar rascunho' }));
  await expect.element(assistente.getByLabelText('Área (ha)')).toHaveValue('32,00');
  expect(aviso.elements()).toHaveLength(0);
});

/**
 * Issue 22 item 9: an Operador (Animais + Apontamentos) opens a year a technician completed. The herd's figures
 * are there; every figure of Financeiro — and of the lands, facilities and machines — says it is withheld where it
 * would be, never a zero; a save of the litres keeps what the Operador cannot see.
 */
it('an Operador sees the herd’s figures and the finance figures withheld, not as zero', async () => {
  const ano = new Date().getFullYear() - 1;
  const { farm, api } = await fazenda('Fazenda Operador', ano);
  const dados = { ...exemplo, identificacao: { ...exemplo.identificacao, ano } };
  const salvo = await srv.api('PUT', `${api}/avaliacoes/${ano}`, { dados });
  expect(salvo.status, JSON.stringify(salvo.corpo)).toBe(201);
  const grupos = await srv.ok<{ id: string; name: string }[]>('GET', '/api/admin/groups');
  const operadores = grupos.find((g) => g.name === 'Operadores');
  expect(operadores, 'grupo Operadores').toBeDefined();
  const op = { email: 'operador.avaliacao@e2e.local', password: 'senha-123' };
  await srv.ok('POST', '/api/admin/users', {
    name: 'Operador Avaliação',
    ...op,
    isAdmin: false,
    farmIds: [farm.id],
    groupIds: [operadores?.id],
  });
  await srv.entrarComo(op.email, op.password);
  try {
    await srv.escolher(farm.id);

    await page.viewport(1366, 768);
    srv.responder();
    const { host } = await abrirApp(undefined, '/dashboard/avaliacao-economica');
    const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
    const etapa = (nome: string) => assistente.getByRole('heading', { name: nome });
    await userEvent.click(assistente.getByRole('button', { name: '8. Análise Final' }));
    await expect.element(etapa('Etapa 8 de 8: Análise Final')).toBeVisible();
    const receitas = assistente.getByRole('region', { name: 'Receitas' });
    await expect.element(receitas).toHaveTextContent('200.000 L');
    await expect.element(receitas).toHaveTextContent('Renda bruta do leiteOculto: requer o módulo Financeiro');
    const resultados = assistente.getByRole('region', { name: 'Resultados' });
    await expect
      .element(resultados)
      .toHaveTextContent('Lucro (RB − CT)Oculto: requer os módulos Financeiro, Instalações, Máquinas e Terras');
    await expect
      .element(assistente.getByRole('region', { name: 'Custo operacional efetivo' }))
      .toHaveTextContent('Itens do COEOculto: requer o módulo Financeiro');
    await expect.element(assistente.getByText('Veredito: Oculto: requer os módulos')).toBeVisible();
    await expect
      .element(assistente.getByRole('region', { name: 'Indicadores zootécnicos' }))
      .toHaveTextContent('547,9 L');
    // Not one figure in reais, not the verdict, not a zero standing for a figure withheld.
    expect(assistente.getByRole('region', { name: 'Custos' }).element().textContent).not.toContain('R$');
    const tudo = assistente.element().textContent;
    expect(tudo).not.toContain('A atividade é lucrativa');
    expect(tudo).not.toContain('R$ 0,00');
    await semViolacoes(host, 'análise do Operador');

    // The cost step is withheld as a whole; the incomes show the litres and say what is withheld.
    await userEvent.click(assistente.getByRole('button', { name: '6. Custos Operacionais' }));
    // on step 6 now (the analysis says the same words): what follows reads the costs step, not the analysis
    await expect.element(etapa('Etapa 6 de 8: Custos Operacionais')).toBeVisible();
    await expect.element(assistente.getByText('Oculto: requer o módulo Financeiro')).toBeVisible();
    expect(assistente.getByLabelText('Concentrado').query()).toBeNull();
    await userEvent.click(assistente.getByRole('button', { name: 'Próxima' }));
    await expect.element(etapa('Etapa 7 de 8: Receitas')).toBeVisible();
    const entregue = assistente.getByLabelText('Leite entregue no ano');
    await expect.element(entregue).toHaveValue('200.000');
    expect(assistente.getByLabelText('Renda bruta do leite').query()).toBeNull();
    await expect.poll(() => assistente.getByText('Oculto: requer o módulo Financeiro').elements().length).toBe(3);
    await semViolacoes(host, 'receitas do Operador');
    await userEvent.fill(entregue, '210000');
    await userEvent.click(assistente.getByRole('button', { name: 'Próxima' }));
    await expect.element(etapa('Etapa 8 de 8: Análise Final')).toBeVisible();
    await expect.element(receitas).toHaveTextContent('210.000 L');
  } finally {
    await srv.entrarComo();
  }

  // The costs and the price the Operador could not see are as the technician saved them.
  const admin = await srv.ok<{ dados: { custos: object; receitas: object } }>('GET', `${api}/avaliacoes/${ano}`);
  expect(admin.dados.custos).toMatchObject(exemplo.custos);
  expect(admin.dados.receitas).toMatchObject({ ...exemplo.receitas, leiteLitros: 210_000 });
});

/**
 * Issue 25 item 6: 'Importar da fazenda' splits the farm's location into Município and UF ('Minas Gerais, MG' is the
 * state, no município) and offers the farm's registered technicians to choose from (a new farm has two).
 */
it('the identification imports the UF apart from the município and offers the registered technicians', async () => {
  const ano = new Date().getFullYear() - 1;
  const { farm, api } = await fazenda('Fazenda Identificação', ano, { location: 'Minas Gerais, MG', size: 80 });
  const tecnicos = await srv.ok<{ nome: string }[]>('GET', `${api}/registros/tecnicos`);
  const nomes = tecnicos.map((t) => t.nome).sort();
  expect(nomes).toHaveLength(2);

  await page.viewport(1366, 768);
  srv.responder();
  const { host } = await abrirApp(undefined, '/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  await userEvent.click(assistente.getByRole('button', { name: 'Importar da fazenda' }));
  await expect.element(assistente.getByLabelText('Propriedade')).toHaveValue(farm.name);
  await expect.element(assistente.getByLabelText('Município')).toHaveValue('');
  await expect.element(assistente.getByLabelText('Estado (UF)')).toHaveValue('MG');
  const tecnico = assistente.getByLabelText('Técnico responsável');
  for (const nome of nomes)
    expect(
      [...(tecnico.element() as HTMLSelectElement).options].filter((o) => o.textContent?.includes(nome)),
      nome,
    ).toHaveLength(1);
  await userEvent.fill(assistente.getByLabelText('Município'), 'Lavras');
  await userEvent.selectOptions(tecnico, nomes[1]);
  await userEvent.fill(assistente.getByLabelText('Produtor'), 'João da Silva');
  await semViolacoes(host, 'identificação da avaliação');
  await userEvent.click(assistente.getByRole('button', { name: 'Próxima' }));
  await expect.element(assistente.getByRole('heading', { name: 'Etapa 2 de 8: Terras' })).toBeVisible();
  const salvo = await srv.ok<{ dados: { identificacao: object } }>('GET', `${api}/avaliacoes/${ano}`);
  expect(salvo.dados.identificacao).toMatchObject({ municipio: 'Lavras', estado: 'MG', tecnico: nomes[1] });
  // at a phone's width, back on the step: the saved answers (read again after the save; that a draft comes back
  // after a reload is the eight steps' test)
  await page.viewport(390, 844);
  await userEvent.selectOptions(assistente.getByLabelText('Ir para a etapa'), '1');
  await expect.element(assistente.getByLabelText('Estado (UF)')).toHaveValue('MG');
  await expect.element(assistente.getByLabelText('Técnico responsável')).toHaveValue(nomes[1]);
});

it('a saved herd figure whose calving was deleted is marked, and updated from the records on request', async () => {
  const ano = new Date().getFullYear() - 5;
  const { api, post, vaca } = await fazenda('Fazenda IEP', ano);
  // two cows calving twice: the year's IEP is the mean of two intervals; without Y's second calving, X's alone
  const x = await vaca();
  await post('/reproducao', { animalId: x.id, data: `${ano - 1}-01-10`, evento: 'Parto' });
  await post('/reproducao', { animalId: x.id, data: `${ano}-01-07`, evento: 'Parto' });
  const y = await vaca();
  await post('/reproducao', { animalId: y.id, data: `${ano - 1}-03-01`, evento: 'Parto' });
  const partoY = await post('/reproducao', { animalId: y.id, data: `${ano}-01-12`, evento: 'Parto' });
  type Zootecnico = { intervaloPartosDias: number };
  const sugestao = async () =>
    (await srv.ok<{ sugestao: { zootecnico: Zootecnico } }>('GET', `${api}/avaliacoes/${ano}/sugestao`)).sugestao;
  const antes = (await sugestao()).zootecnico;
  expect((await srv.api('PUT', `${api}/avaliacoes/${ano}`, { dados: { zootecnico: antes } })).status).toBe(201);
  expect((await srv.api('DELETE', `${api}/reproducao/${partoY.id}`)).status).toBe(200);
  const agora = (await sugestao()).zootecnico.intervaloPartosDias;
  expect(agora).not.toBe(antes.intervaloPartosDias);

  await page.viewport(1366, 768);
  srv.responder();
  await abrirApp(undefined, '/dashboard/avaliacao-economica');
  await expect.element(page.getByLabelText('Ano avaliado')).toHaveValue(String(ano));
  const aviso = page.getByRole('status').filter({ hasText: 'Os registros do rebanho mudaram' });
  await expect.element(aviso).toBeVisible();
  await expect
    .element(aviso.getByText(/^Intervalo entre partos: salvo .+, os registros dão agora .+\.$/))
    .toBeVisible();
  await userEvent.click(aviso.getByRole('button', { name: 'Atualizar pelos registros' }));
  await expect.element(page.getByText('Índices do rebanho atualizados pelos registros.')).toBeVisible();
  await expect.element(aviso).not.toBeInTheDocument();
  const salvo = await srv.ok<{ dados: { zootecnico: Zootecnico }; desatualizados: unknown[] }>(
    'GET',
    `${api}/avaliacoes/${ano}`,
  );
  expect(salvo.dados.zootecnico.intervaloPartosDias).toBe(agora);
  expect(salvo.desatualizados).toEqual([]);
});
