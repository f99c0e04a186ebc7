/**
 * Issue 38 item 5: words a farm uses. 'Configurações PWA' says what each thing does, never the browser's API names
 * ('Service Worker', 'Background Sync', 'Periodic Background Sync', 'Cache'); a milking waiting to be sent names the
 * cow as the pickers do ('V019 — Mimosa'); the toast after sending counts in Portuguese ('1 registro enviado'), never
 * '1 item(s) sincronizado(s)'. At a PC's size, then at the phone's on the same page (one farm, one load of the app):
 * the settings open from the user menu there and from the ☰ menu here.
 */
import { expect, novaFazenda, openPwaSettings, shot, test, unique } from './support/fixtures.ts';

const TERMOS_TECNICOS = ['Service Worker', 'Background Sync', 'Periodic Background Sync', 'Cache', 'APIs nativas'];

test('a milking that waits names its cow; the settings speak plainly; the send says "1 registro enviado"; PC and phone', async ({
  page,
}) => {
  const farmId = await novaFazenda(page, 'Fazenda Palavras');
  const brinco = unique('V019').replace(' ', '-');
  const vaca = await page.request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao: brinco, nome: 'Mimosa', categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  expect(vaca.status(), await vaca.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/dashboard/apontamentos');
  const animal = page.getByLabel('Animal').first();
  await expect(animal.locator('option', { hasText: brinco })).toHaveCount(1);

  // a second milking of the cow that day: the afternoon's
  for (const [tela, viewport, ordenha, litros, enviadas] of [
    ['pc', { width: 1366, height: 768 }, 'Manhã', '12,5', 1],
    ['celular', { width: 390, height: 844 }, 'Tarde', '9,5', 2],
  ] as const) {
    await test.step(tela, async () => {
      await page.setViewportSize(viewport);
      // the toasts of the size before are gone: the ones looked for below are this size's
      await expect(page.getByText('1 registro enviado', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Dados salvos para sincronização posterior')).toHaveCount(0);
      // The Pi is out of reach for the milking's save: it waits on the phone.
      await page.route('**/producao', (route) =>
        route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
      );
      await animal.selectOption({ label: `${brinco} — Mimosa` });
      await page.getByLabel('Ordenha').first().selectOption(ordenha);
      await page.getByLabel('Produção (litros)').fill(litros);
      await page.getByRole('button', { name: 'Registrar' }).click();
      await expect(page.getByText('Dados salvos para sincronização posterior').first()).toBeVisible();

      const dialog = await openPwaSettings(page);
      const aguardando = dialog.getByRole('list', { name: 'Aguardando envio' });
      await expect(aguardando).toContainText(`${brinco} — Mimosa`);
      await expect(aguardando).toContainText(`${litros} L`);
      await expect(dialog.getByText('Uso sem conexão')).toBeVisible();
      await expect(dialog.getByText('Envio automático ao voltar a conexão')).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Dados guardados no aparelho' })).toBeVisible();
      for (const termo of TERMOS_TECNICOS) await expect(dialog.getByText(termo)).toHaveCount(0);
      await shot(page, `palavras-aguardando-${tela}`);

      // The Pi answers again: the milking goes, once, and the toast counts it in Portuguese.
      await page.unroute('**/producao');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      // sent by the app's own retry or by the 'online' event, whichever comes first
      await expect(page.getByText('1 registro enviado', { exact: true })).toBeVisible({ timeout: 40_000 });
      await expect(page.getByText(/item\(s\)|sincronizado\(s\)/)).toHaveCount(0);
      await expect(dialog.getByRole('list', { name: 'Aguardando envio' })).toHaveCount(0);
      await shot(page, `palavras-enviado-${tela}`);
      const ordenhas = (await (await page.request.get(`/api/farms/${farmId}/producao`)).json()) as {
        itens: unknown[];
      };
      expect(ordenhas.itens).toHaveLength(enviadas);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});
