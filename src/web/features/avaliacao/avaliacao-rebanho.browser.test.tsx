/**
 * Issue 25 item 1: a farm with a year of herd records. The herd step (Animais) imports the herd's figures and the
 * reproduction rates computed from the records; the Análise Final shows every zootechnical line, none '—'. The whole
 * app (test/app.tsx) on the real server in-process, the records arranged through its API as the browser test did; at a
 * PC's size, then the analysis and the herd step on a phone's, axe in both themes on the Máquinas and Animais steps.
 * The rates themselves are the domain's and the API's (src/domain/avaliacao, src/server/routes/avaliacao.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, semRolagemLateral, servidorReal } from '../../test/app.tsx';

const ano = new Date().getFullYear() - 1;

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
  const propriedade = 'Fazenda Rebanho';
  const api = `/api/farms/${await srv.novaFazenda(propriedade, undefined, { size: 120 })}`;
  const post = (path: string, json: object) => srv.ok('POST', `${api}${path}`, json);
  let n = 0;
  const eventos = async (lista: [string, string, string?][]) => {
    // a dairy cow six years old in `ano`
    const { id } = await srv.ok('POST', `${api}/animais`, {
      identificacao: `V-${++n}`,
      categoria: 'Vaca Leiteira',
      dataNascimento: `${ano - 6}-01-01`,
    });
    for (const [data, evento, resultado] of lista) await post('/reproducao', { data, animalId: id, evento, resultado });
  };
  // The year's 21-day cycles (from 01/01): A is eligible in cycles 0 and 1, served in both, pregnant from the second
  // (then pregnant, then under 50 days in milk); B is eligible in cycles 6 and 7, served and pregnant in 7.
  // TS = 3/4 = 75 %, TC = 2/3 = 66,7 %, TP = 2/4 = 50 %; A's calvings are 405 days apart.
  await eventos([
    [`${ano - 1}-10-01`, 'Parto'],
    [`${ano}-01-10`, 'Inseminação'],
    [`${ano}-02-01`, 'Inseminação'],
    [`${ano}-03-10`, 'Diagnóstico', 'positivo'],
    [`${ano}-11-10`, 'Parto'],
  ]);
  await eventos([
    [`${ano}-03-01`, 'Parto'],
    [`${ano}-06-01`, 'Inseminação'],
    [`${ano}-07-10`, 'Diagnóstico', 'positivo'],
  ]);
  await post('/inventario/animais', { ano, tipo: 'Vacas', quantidade: 2, valor: 500_000, responsavelTecnico: 'Ana' });
  // A tractor made 15 years before, with a 10-year life: used, past its life.
  await post('/inventario/maquinas', {
    ano,
    tipo: 'Trator',
    anoFabricacao: ano - 15,
    status: 'Operacional',
    valor: 15_000_000,
    quantidade: 1,
    vidaUtilAnos: 10,
    responsavelTecnico: 'Ana',
  });
  // Identification and incomes already saved (the steps the analysis needs: the litres produced, which the
  // productivity lines read, and the litres delivered, which the price reads); an animal sale is in RB.
  const salvo = await srv.api('PUT', `${api}/avaliacoes/${ano}`, {
    dados: {
      identificacao: { produtor: 'João', propriedade, ano, areaTotalHa: 20, areaLeiteHa: 20 },
      receitas: { leiteLitros: 7300, leiteProduzidoLitros: 7300, rendaLeite: 1_825_000, vendaAnimais: 400_000 },
    },
  });
  expect(salvo.status, JSON.stringify(salvo.corpo)).toBe(201);
});
afterAll(() => srv.fechar());

it('the herd step imports the year’s herd figures and rates; the analysis shows every zootechnical line', async () => {
  await page.viewport(1280, 720);
  srv.responder();
  const { host } = await abrirApp(undefined, '/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
  const etapa = (nome: string) => assistente.getByRole('heading', { name: nome });
  const proxima = () => userEvent.click(assistente.getByRole('button', { name: 'Próxima' }));
  await expect.element(etapa('Etapa 1 de 8: Identificação')).toBeVisible();

  // The own land's remuneration and the rent paid in COE, both given: warned where the rent is typed.
  await userEvent.click(assistente.getByRole('button', { name: '2. Terras' }));
  await userEvent.fill(assistente.getByLabelText('Remuneração da terra própria (opcional)'), '1.000,00');
  await proxima();
  await expect.element(etapa('Etapa 3 de 8: Benfeitorias')).toBeVisible();
  await proxima();

  // The machine comes with its year: a used asset.
  await expect.element(etapa('Etapa 4 de 8: Máquinas e Equipamentos')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: 'Importar do inventário' }));
  await expect.element(assistente.getByLabelText('Ano de aquisição')).toHaveValue(String(ano - 15));
  await semViolacoes(host, 'etapa Máquinas');
  await proxima();
  await expect.element(etapa('Etapa 5 de 8: Animais')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: '6. Custos Operacionais' }));
  await userEvent.fill(assistente.getByLabelText('Arrendamento pago (COE)'), '1.000,00');
  await expect
    .element(assistente.getByRole('note').filter({ hasText: 'Arrendamento pago (COE) e remuneração da terra própria' }))
    .toBeVisible();
  await proxima();
  await expect.element(etapa('Etapa 7 de 8: Receitas')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: '5. Animais' }));
  await expect.element(etapa('Etapa 5 de 8: Animais')).toBeVisible();
  await userEvent.click(assistente.getByRole('button', { name: 'Importar do inventário e do rebanho' }));
  await expect.element(assistente.getByLabelText('Categoria')).toHaveValue('Vacas');
  await expect.element(assistente.getByLabelText('Taxa de serviço')).toHaveValue('75,0');
  await expect.element(assistente.getByLabelText('Taxa de concepção')).toHaveValue('66,7');
  await expect.element(assistente.getByLabelText('Taxa de prenhez')).toHaveValue('50,0');
  await expect.element(assistente.getByLabelText('Intervalo entre partos')).toHaveValue('405,0');
  await expect.element(assistente.getByLabelText('Vacas em lactação (média)')).not.toHaveValue('');
  await expect.element(assistente.getByLabelText('DEL médio')).not.toHaveValue('');

  // Rates that cannot hold together are refused with the domain's words; the figure typed stays marked.
  await userEvent.fill(assistente.getByLabelText('Taxa de prenhez'), '90');
  await expect.element(assistente.getByText('Editado (importado: 50,0%)')).toBeVisible();
  await proxima();
  await expect
    .element(assistente.getByText('A taxa de prenhez não pode ser maior que a taxa de serviço.'))
    .toBeVisible();
  await userEvent.fill(assistente.getByLabelText('Taxa de prenhez'), '50');

  // A cow given a useful life while a sale is in RB: warned (counted twice), not refused.
  const vida = assistente.getByLabelText('Vida útil (touros, trabalho)');
  await userEvent.fill(vida, '5');
  await expect
    .element(assistente.getByRole('note').filter({ hasText: 'Vida útil dada a fêmeas de cria (Vacas)' }))
    .toBeVisible();
  await semViolacoes(host, 'etapa Animais');
  await userEvent.fill(vida, '');
  await expect.element(assistente.getByText(/Vida útil dada a fêmeas de cria/)).not.toBeInTheDocument();
  await proxima();
  await expect.element(etapa('Etapa 6 de 8: Custos Operacionais')).toBeVisible();

  await userEvent.click(assistente.getByRole('button', { name: '8. Análise Final' }));
  // the tractor past its life does not depreciate; the rent warning is in the analysis too
  await expect.element(assistente.getByRole('region', { name: 'Custos' })).toHaveTextContent('DepreciaçãoR$ 0,00');
  await expect
    .element(assistente.getByRole('note').filter({ hasText: 'Arrendamento pago (COE) e remuneração' }))
    .toBeVisible();
  const indicadores = assistente.getByRole('region', { name: 'Indicadores zootécnicos' });
  await expect.element(indicadores).toHaveTextContent('Taxa de prenhez50,00%');
  await expect.element(indicadores).toHaveTextContent('Taxa de serviço75,00%');
  await expect.element(indicadores).toHaveTextContent('Intervalo entre partos405 dias');
  await expect.element(indicadores).toHaveTextContent('Vacas/ha');
  expect(indicadores.element().textContent).not.toContain('—');

  // On a phone (a window narrowed past the breakpoint, a tablet turned): still on the analysis, the step select says so.
  await page.viewport(390, 844);
  await expect.element(assistente.getByLabelText('Ir para a etapa')).toHaveValue('8');
  indicadores.element().scrollIntoView({ block: 'nearest' });
  await expect.element(indicadores).toBeVisible();
  expect(indicadores.element().textContent).not.toContain('—');
  // the sensitivity as a card per variation: its four figures inside the screen, none scrolled off to the side
  const sensibilidade = assistente.getByRole('list', { name: 'Sensibilidade do preço e do volume' });
  await expect.poll(() => sensibilidade.getByRole('listitem').elements().length).toBe(5);
  const ultimo = sensibilidade.getByRole('listitem').last();
  ultimo.element().scrollIntoView({ block: 'nearest' });
  await expect.element(ultimo).toHaveTextContent('Volume: lucro');
  const caixa = ultimo.getByText(/R\$/).last().element().getBoundingClientRect();
  expect(caixa.right).toBeLessThanOrEqual(390);
  await userEvent.selectOptions(assistente.getByLabelText('Ir para a etapa'), '5');
  await expect.element(etapa('Etapa 5 de 8: Animais')).toBeVisible();
  assistente.getByLabelText('Taxa de prenhez').element().scrollIntoView({ block: 'nearest' });
  semRolagemLateral(390);
});
