import { apiLogin, expect, shot, test, unique } from './support/fixtures.ts';

const noFuso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const diasAtras = (n: number) => noFuso(new Date(Date.now() - n * 86_400_000));
const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

// Issue 22 item 7: marking a cow in milk as sold ends her lactation on the day it is recorded.
test('a cow marked sold leaves the cows in milk; her ficha ends her lactation at the sale', async ({ page }) => {
  await apiLogin(page);
  const farms = (await (await page.request.get('/api/admin/farms')).json()) as { id: string; name: string }[];
  const farmId = farms.find((f) => f.name === 'Fazenda Modelo')?.id as string;
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId } })).status()).toBe(200);

  const tag = unique('VS').replace(' ', '-');
  const res = await page.request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao: tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const parto = await page.request.post(`/api/farms/${farmId}/reproducao`, {
    data: { data: diasAtras(90), animalId: id, evento: 'Parto' },
  });
  expect(parto.status(), await parto.text()).toBe(201);

  // in milk: she is on today's batch screen
  await page.goto('/dashboard/apontamentos/lote');
  await expect(page.getByLabel(new RegExp(`^${tag}`))).toBeVisible();

  await page.goto('/dashboard/rebanho');
  await page.getByPlaceholder('Buscar...').fill(tag);
  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dlg = page.getByRole('dialog');
  await dlg.getByLabel('Situação').selectOption('vendido');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Animal atualizado com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Ficha Técnica' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/rebanho/${id}$`));
  await expect(page.getByText(`Vendido em ${hojeBR()}`)).toBeVisible();
  await expect(page.getByText('Fim da lactação').locator('..')).toContainText(hojeBR());
  await expect(page.getByText('Dias em lactação (DEL)').locator('..')).toContainText('—');
  await shot(page, 'rebanho-ficha-vendida-1366');

  // no longer among the cows to milk today; yesterday's milking still has her
  await page.goto('/dashboard/apontamentos/lote');
  await expect(page.getByText(/^Vacas em lactação \(\d+\)$/)).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${tag}`))).toHaveCount(0);
  const ontem = new Date(`${diasAtras(1)}T12:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' });
  await page.getByLabel('Data', { exact: true }).fill(ontem);
  await expect(page.locator('label', { hasText: tag })).toContainText('DEL 89');
});
