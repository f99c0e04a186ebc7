/**
 * The screens used in the parlour and the office, on a phone and a PC (issue 24 item 7): a report keeps Valor and
 * the Total inside the screen, a refused batch takes the milker to the first cow in error above the 'Salvar lote'
 * bar, the record form goes back to 'Animal' after 'Registrar', the reports' dates start on today / this month and
 * the assessment on the last year it has data for.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { createFarm, dia, expect, novaFazenda, semViolacoes, shot, test, unique } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

async function vacaParida(request: APIRequestContext, farmId: string, identificacao: string): Promise<string> {
  const res = await request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const parto = await request.post(`/api/farms/${farmId}/reproducao`, {
    data: { data: dia(-40), animalId: id, evento: 'Parto' },
  });
  expect(parto.status(), await parto.text()).toBe(201);
  return id;
}

/**
 * Inside the screen from left to right, the page scrolled down to it as a person does — never sideways, nor a table's
 * box (scrollIntoView would slide a wide table to the figure and hide that it was off-screen).
 */
async function dentroDaTela(l: Locator, largura: number) {
  await l.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(l).toBeVisible();
  const box = await l.boundingBox();
  expect(box, 'sem caixa').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(largura);
}

const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

for (const [nome, viewport] of [
  ['telefone', { width: 390, height: 844 }],
  ['pc', { width: 1280, height: 800 }],
] as const) {
  test.describe(`${nome} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: nome === 'telefone', hasTouch: nome === 'telefone' });

    // One farm and one visit of the app for four screens, in the order a person goes through them: each screen is
    // opened as the app's links open it (`abrir`), so each starts as it does for them — and the farm, the sign-in
    // and the app's load are made once a size instead of four times. (The assessment needs a farm with no record of
    // this year: a second one, made here and chosen at the end through the farm selector, inside the app.)
    test('the report, the batch, the record form and the assessment, as the parlour and the office need them', async ({
      page,
    }) => {
      // made first: a sign-in through the API (createFarm's) starts a session with no current farm
      const daAvaliacao = await createFarm(page.request, unique(`Avaliação no ${nome}`));
      const anoAvaliado = new Date().getFullYear() - 3;
      const avaliacao = await page.request.put(`/api/farms/${daAvaliacao.id}/avaliacoes/${anoAvaliado}`, {
        data: {
          dados: {
            identificacao: {
              produtor: 'Ana',
              propriedade: 'Sítio',
              ano: anoAvaliado,
              areaTotalHa: 10,
              areaLeiteHa: 8,
            },
          },
        },
      });
      expect(avaliacao.status(), await avaliacao.text()).toBe(201);
      const farmId = await novaFazenda(page, `Telas no ${nome}`);
      const api = `/api/farms/${farmId}`;
      await page.request.post(`${api}/categorias`, { data: { nome: 'Energia', tipo: 'Despesa' } });
      for (const [data, descricao, valor] of [
        ['2025-03-05', 'Conta de luz do galpão de ordenha e do resfriador', 45_000],
        ['2025-03-28', 'Manutenção do gerador de emergência', 5_000],
      ] as const) {
        const r = await page.request.post(`${api}/despesas`, {
          data: { data, descricao, categoria: 'Energia', valor, forma_pagamento: 'Boleto' },
        });
        expect(r.status(), await r.text()).toBe(201);
      }
      const prefixo = `B${Date.now().toString(36)}`;
      for (let i = 0; i < 14; i++) await vacaParida(page.request, farmId, `${prefixo}-${String(i).padStart(2, '0')}`);

      await test.step('a report keeps every Valor and the Total inside the screen; Diário and Mensal start on today', async () => {
        await abrir(page, '/dashboard/relatorios');
        await page.getByLabel('Tipo de relatório').selectOption('diario');
        await expect(page.getByLabel('Data')).toHaveValue(hojeBR());
        await page.getByLabel('Tipo de relatório').selectOption('mensal');
        await expect(page.getByLabel('Mês')).toHaveValue(String(Number(dia(0).slice(5, 7))));
        await page.getByLabel('Categoria').selectOption('despesas');
        await page.getByLabel('Mês').selectOption('3');
        await page.getByLabel('Ano').selectOption('2025');
        await page.getByRole('button', { name: 'Gerar Relatório' }).click();
        const relatorio = page.getByRole('region', { name: 'Relatório gerado' });
        await expect(relatorio.getByRole('heading', { name: 'Relatório mensal — Despesas' })).toBeVisible();
        // the figures the screen shows (a table on a PC, cards on a phone)
        const visivel = (texto: string) => relatorio.getByText(texto, { exact: true }).locator('visible=true');
        for (const valor of ['R$ 450,00', 'R$ 50,00', 'R$ 500,00']) await dentroDaTela(visivel(valor), viewport.width);
        // the Total is said as such beside its figure
        await expect(visivel('Total')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shot(page, `telefone-relatorio-${nome}`);
        await semViolacoes(page, `relatório (${nome})`);
      });

      const vaca = (i: number) => page.getByLabel(new RegExp(`^${prefixo}-${String(i).padStart(2, '0')}`));
      await test.step('a refused batch goes to the first cow in error, focused and not under the Salvar lote bar', async () => {
        await abrir(page, '/dashboard/apontamentos/lote');
        await expect(vaca(0)).toBeVisible();
        await vaca(0).fill('12,5');
        await vaca(11).fill('doze');
        await vaca(12).fill('-3');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'Salvar lote' }).click();
        await expect(vaca(11)).toHaveAttribute('aria-invalid', 'true');
        // the first cow in error has the focus, and her message is on the screen above the bar
        await expect(vaca(11)).toBeFocused();
        const linha = page.getByRole('listitem').filter({ has: vaca(11) });
        const mensagem = linha.getByRole('alert');
        await expect(mensagem).toBeVisible();
        const barra = page.getByRole('button', { name: 'Salvar lote' }).locator('..');
        const m = await mensagem.boundingBox();
        const b = await barra.boundingBox();
        const campo = await vaca(11).boundingBox();
        expect(m && b && campo).toBeTruthy();
        if (!m || !b || !campo) return;
        expect(campo.y).toBeGreaterThanOrEqual(0);
        expect(m.y + m.height).toBeLessThanOrEqual(b.y);
        expect(m.y + m.height).toBeLessThanOrEqual(viewport.height);
        await shot(page, `telefone-lote-erro-${nome}`);
        await semViolacoes(page, `lote recusado (${nome})`);
      });

      await test.step('after Registrar the focus is back on Animal for the next cow, the date and milking kept', async () => {
        const tag = `${prefixo}-13`;
        await abrir(page, '/dashboard/apontamentos');
        const animal = page.getByLabel('Animal').first();
        await animal.selectOption({ label: tag });
        await page.getByLabel('Ordenha').first().selectOption('Tarde');
        await page.getByLabel('Produção (litros)').fill('12,5');
        await page.getByRole('button', { name: 'Registrar' }).click();
        await expect(page.getByText('Produção registrada com sucesso!')).toBeVisible();
        await expect(animal).toBeFocused();
        await expect(animal).toHaveValue('');
        await expect(page.getByLabel('Ordenha').first()).toHaveValue('Tarde');
        await shot(page, `telefone-registrar-${nome}`);
      });

      await test.step('the assessment opens on the last year it has data for', async () => {
        await abrir(page, '/admin/farm-selector');
        await page.getByRole('button', { name: new RegExp(daAvaliacao.name) }).click();
        await expect(page.getByText('Fazenda selecionada com sucesso!')).toBeVisible();
        await expect(page).not.toHaveURL(/farm-selector/);
        await abrir(page, '/dashboard/avaliacao-economica');
        await expect(page.getByLabel('Ano avaliado')).toHaveValue(String(anoAvaliado));
        await expect(page.getByLabel('Produtor')).toHaveValue('Ana');
      });
    });
  });
}
