import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, createFarm, expect, test, unique } from './support/fixtures.ts';

/** WCAG 2 A/AA checks of axe-core on what is on screen; each violation named with its elements. */
async function semViolacoes(page: Page, tela: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const achados = r.violations.map(
    (v) =>
      `${tela}: ${v.id} (${v.impact}) — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(achados, achados.join('\n')).toEqual([]);
}

test('the assessment and the reports meet WCAG AA on a desktop and a phone', async ({ page }) => {
  const farm = await createFarm(page.request, unique('Fazenda A11y'));
  await apiLogin(page);
  await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } });
  await page.request.post(`/api/farms/${farm.id}/categorias`, { data: { nome: 'Energia', tipo: 'Despesa' } });
  await page.request.post(`/api/farms/${farm.id}/despesas`, {
    data: {
      data: '2025-03-05',
      descricao: 'Conta de luz',
      categoria: 'Energia',
      valor: 45_000,
      forma_pagamento: 'PIX',
    },
  });
  for (const largura of [1366, 390]) {
    await page.setViewportSize({ width: largura, height: largura > 500 ? 768 : 844 });
    await page.goto('/dashboard/avaliacao-economica');
    await expect(page.getByRole('heading', { name: /Etapa 1 de 8/ })).toBeVisible();
    await semViolacoes(page, `avaliação ${largura}px`);

    await page.goto('/dashboard/relatorios');
    await page.getByLabel('Tipo de relatório').selectOption('mensal');
    await page.getByLabel('Categoria').selectOption('despesas');
    await page.getByLabel('Mês').selectOption('3');
    await page.getByLabel('Ano').selectOption('2025');
    await page.getByRole('button', { name: 'Gerar Relatório' }).click();
    await expect(page.getByRole('region', { name: 'Relatório gerado' })).toBeVisible();
    await semViolacoes(page, `relatórios ${largura}px`);
  }
});

test('the other screens meet WCAG AA too (login, finance, inventory, records, admin)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await semViolacoes(page, 'login');
  await apiLogin(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  const modelo = (me.farms as { id: string; name: string }[]).find((f) => f.name === 'Fazenda Modelo');
  await page.request.put('/api/auth/current-farm', { data: { farmId: modelo?.id } });
  for (const largura of [1366, 390]) {
    await page.setViewportSize({ width: largura, height: largura > 500 ? 768 : 844 });
    for (const [caminho, titulo] of [
      ['/dashboard/financeiro', 'Financeiro'],
      ['/dashboard/financeiro/contas-pagar', 'Contas a Pagar'],
      ['/dashboard/inventario/paez/terras', 'Terras'],
      ['/dashboard/apontamentos', 'Apontamentos'],
      ['/dashboard/rebanho', 'Rebanho'],
      ['/dashboard/admin', 'Painel Administrativo'],
    ] as const) {
      await page.goto(caminho);
      await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
      await semViolacoes(page, `${caminho} ${largura}px`);
    }
  }
});
