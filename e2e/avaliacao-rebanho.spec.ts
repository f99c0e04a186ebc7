import { expect, semViolacoes, shot, test } from './support/fixtures.ts';
import { fazendaComApi } from './support/modulos.ts';

/**
 * Issue 25 item 1: a farm with a year of herd records. The herd step (Animais) imports the herd's figures and the
 * reproduction rates computed from the records; the Análise Final shows every zootechnical line, none '—'.
 */
test('the herd step imports the year’s herd figures and rates; the analysis shows every zootechnical line', async ({
  page,
}) => {
  const ano = new Date().getFullYear() - 1;
  const { farm, api, post, vaca } = await fazendaComApi(page, 'Fazenda Rebanho', ano);
  const eventos = async (lista: [string, string, string?][]) => {
    const { id } = await vaca();
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
  const salvo = await page.request.put(`${api}/avaliacoes/${ano}`, {
    data: {
      dados: {
        identificacao: { produtor: 'João', propriedade: farm.name, ano, areaTotalHa: 20, areaLeiteHa: 20 },
        receitas: { leiteLitros: 7300, leiteProduzidoLitros: 7300, rendaLeite: 1_825_000, vendaAnimais: 400_000 },
      },
    },
  });
  expect(salvo.status(), await salvo.text()).toBe(201);

  await page.goto('/dashboard/avaliacao-economica');
  const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });

  // The own land's remuneration and the rent paid in COE, both given: warned where the rent is typed.
  await assistente.getByRole('button', { name: '2. Terras' }).click();
  await assistente.getByLabel('Remuneração da terra própria (opcional)').fill('1.000,00');
  await shot(page, 'avaliacao-etapa-2-terra-propria');
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 3 de 8: Benfeitorias' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Próxima' }).click();

  // The machine comes with its year: a used asset.
  await expect(assistente.getByRole('heading', { name: 'Etapa 4 de 8: Máquinas e Equipamentos' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Importar do inventário' }).click();
  await expect(assistente.getByLabel('Ano de aquisição')).toHaveValue(String(ano - 15));
  await shot(page, 'avaliacao-etapa-4-ano-aquisicao');
  await semViolacoes(page, 'etapa Máquinas');
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 5 de 8: Animais' })).toBeVisible();
  await assistente.getByRole('button', { name: '6. Custos Operacionais' }).click();
  await assistente.getByLabel('Arrendamento pago (COE)').fill('1.000,00');
  await expect(
    assistente.getByRole('note').filter({ hasText: 'Arrendamento pago (COE) e remuneração da terra própria' }),
  ).toBeVisible();
  await shot(page, 'avaliacao-etapa-6-arrendamento');
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 7 de 8: Receitas' })).toBeVisible();
  await assistente.getByRole('button', { name: '5. Animais' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 5 de 8: Animais' })).toBeVisible();
  await assistente.getByRole('button', { name: 'Importar do inventário e do rebanho' }).click();
  await expect(assistente.getByLabel('Categoria')).toHaveValue('Vacas');
  await expect(assistente.getByLabel('Taxa de serviço')).toHaveValue('75,0');
  await expect(assistente.getByLabel('Taxa de concepção')).toHaveValue('66,7');
  await expect(assistente.getByLabel('Taxa de prenhez')).toHaveValue('50,0');
  await expect(assistente.getByLabel('Intervalo entre partos')).toHaveValue('405,0');
  await expect(assistente.getByLabel('Vacas em lactação (média)')).not.toHaveValue('');
  await expect(assistente.getByLabel('DEL médio')).not.toHaveValue('');

  // Rates that cannot hold together are refused with the domain's words; the figure typed stays marked.
  await assistente.getByLabel('Taxa de prenhez').fill('90');
  await expect(assistente.getByText('Editado (importado: 50,0%)')).toBeVisible();
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByText('A taxa de prenhez não pode ser maior que a taxa de serviço.')).toBeVisible();
  await assistente.getByLabel('Taxa de prenhez').fill('50');

  // A cow given a useful life while a sale is in RB: warned (counted twice), not refused.
  const vida = assistente.getByLabel('Vida útil (touros, trabalho)');
  await vida.fill('5');
  await expect(
    assistente.getByRole('note').filter({ hasText: 'Vida útil dada a fêmeas de cria (Vacas)' }),
  ).toBeVisible();
  await shot(page, 'avaliacao-etapa-5-rebanho');
  await semViolacoes(page, 'etapa Animais');
  await vida.fill('');
  await expect(assistente.getByText(/Vida útil dada a fêmeas de cria/)).toHaveCount(0);
  await assistente.getByRole('button', { name: 'Próxima' }).click();
  await expect(assistente.getByRole('heading', { name: 'Etapa 6 de 8: Custos Operacionais' })).toBeVisible();

  await assistente.getByRole('button', { name: '8. Análise Final' }).click();
  // the tractor past its life does not depreciate; the rent warning is in the analysis too
  await expect(assistente.getByRole('region', { name: 'Custos' })).toContainText('DepreciaçãoR$ 0,00');
  await expect(assistente.getByRole('note').filter({ hasText: 'Arrendamento pago (COE) e remuneração' })).toBeVisible();
  const indicadores = assistente.getByRole('region', { name: 'Indicadores zootécnicos' });
  await expect(indicadores).toContainText('Taxa de prenhez50,00%');
  await expect(indicadores).toContainText('Taxa de serviço75,00%');
  await expect(indicadores).toContainText('Intervalo entre partos405 dias');
  await expect(indicadores).toContainText('Vacas/ha');
  await expect(indicadores).not.toContainText('—');
  await shot(page, 'avaliacao-analise-rebanho');
  // On a phone (a window narrowed past the breakpoint, a tablet turned): still on the analysis, the step select says so.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(assistente.getByLabel('Ir para a etapa')).toHaveValue('8');
  await indicadores.scrollIntoViewIfNeeded();
  await expect(indicadores).not.toContainText('—');
  await shot(page, 'avaliacao-analise-rebanho-celular');
  // the sensitivity as a card per variation: its four figures inside the screen, none scrolled off to the side
  const sensibilidade = assistente.getByRole('list', { name: 'Sensibilidade do preço e do volume' });
  await expect(sensibilidade.getByRole('listitem')).toHaveCount(5);
  const ultimo = sensibilidade.getByRole('listitem').last();
  await ultimo.scrollIntoViewIfNeeded();
  await expect(ultimo).toContainText('Volume: lucro');
  const caixa = await ultimo.getByText(/R\$/).last().boundingBox();
  expect((caixa?.x ?? 999) + (caixa?.width ?? 0)).toBeLessThanOrEqual(390);
  await shot(page, 'avaliacao-sensibilidade-celular');
  await assistente.getByLabel('Ir para a etapa').selectOption('5');
  await assistente.getByLabel('Taxa de prenhez').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'avaliacao-etapa-5-rebanho-celular');
});
