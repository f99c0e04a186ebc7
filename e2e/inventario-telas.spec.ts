import { apiLogin, expect, shot, test } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

// Every inventory screen at phone and laptop sizes shows its title and its data; with SHOTS=<folder> it also
// writes the screenshots for a visual review.

const PAGINAS = [
  ['hub', '/dashboard/inventario/paez'],
  ['animais', '/dashboard/inventario/paez/animais'],
  ['terras', '/dashboard/inventario/paez/terras'],
  ['instalacoes', '/dashboard/inventario/paez/instalacoes'],
  ['maquinas', '/dashboard/inventario/paez/maquinas'],
  ['cadastros', '/dashboard/inventario/paez/cadastros'],
  ['tecnicos', '/dashboard/inventario/cadastros/tecnicos'],
] as const;

/** What each list must show of the data made below. */
const DADOS: Record<string, string> = {
  animais: 'Novilha',
  terras: 'Reserva',
  instalacoes: 'Sala de ordenha',
  maquinas: 'Ordenhadeira',
};

test('inventory screens at 390×844 and 1366×768', async ({ page }) => {
  test.setTimeout(120_000);
  await apiLogin(page);
  // A farm of its own, so the other inventory tests find the sample farm as the seed left it.
  const created = await page.request.post('/api/admin/farms', {
    data: {
      name: `Fazenda Tour ${Date.now()}`,
      location: 'Lavras - MG',
      size: 120,
      allowedModules: ['animals', 'lands', 'facilities', 'machinery'],
    },
  });
  expect(created.status()).toBe(201);
  const farmId = (await created.json()).id as string;
  await page.request.put('/api/auth/current-farm', { data: { farmId } });
  const base = `/api/farms/${farmId}/inventario`;
  const ano = new Date().getFullYear();
  for (const [tipo, quantidade, valor] of [
    ['Vaca Leiteira', 42, 850000],
    ['Novilha', 18, 420000],
    ['Bezerro', 12, 150000],
  ] as const) {
    expect(
      (
        await page.request.post(`${base}/animais`, {
          data: { tipo, quantidade, valor, responsavelTecnico: 'Ana Souza' },
        })
      ).ok(),
    ).toBe(true);
  }
  for (const [tipo, quantidade, valor] of [
    ['Pastagem intensificada sequeiro', 60, 1800000],
    ['Reserva', 24, 900000],
    ['Silagem', 15.5, 2000000],
  ] as const) {
    expect(
      (
        await page.request.post(`${base}/terras`, {
          data: { tipo, quantidade, valor, taxaJurosItem: 6, responsavelTecnico: 'Dr. Carlos Silva' },
        })
      ).ok(),
    ).toBe(true);
  }
  expect(
    (
      await page.request.post(`${base}/instalacoes`, {
        data: {
          nome: 'Estábulo principal',
          tipo: 'Estábulo',
          area: 600,
          capacidade: 80,
          status: 'Ativo',
          valor: 25000000,
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${base}/instalacoes`, {
        data: { nome: 'Sala de ordenha', tipo: 'Sala de Ordenha', area: 120, capacidade: 8, status: 'Em manutenção' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${base}/maquinas`, {
        data: {
          ano,
          nome: 'Trator 1',
          tipo: 'Trator',
          modelo: 'MF 4275',
          status: 'Operacional',
          valor: 18000000,
          quantidade: 1,
          vidaUtilAnos: 10,
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${base}/maquinas`, {
        data: { ano, tipo: 'Ordenhadeira', status: 'Em revisão', valor: 3500000, quantidade: 2, vidaUtilAnos: 8 },
      })
    ).ok(),
  ).toBe(true);
  for (const [largura, altura] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    // A tall viewport instead of fullPage: a fullPage capture resizes the page mid-test.
    await page.setViewportSize({ width: largura, height: altura * 3 });
    // one load; the screens change inside the app, as a tap does
    for (const [nome, url] of PAGINAS) {
      await abrir(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const dado = DADOS[nome];
      // a table on a PC, one card per row on a phone
      const lista =
        largura < 768 ? page.getByRole('list', { name: /cadastrad|^Máquinas de/ }) : page.getByRole('table');
      if (dado) await expect(lista.getByText(dado).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      if (process.env.SHOTS) await page.waitForTimeout(nome === 'animais' || nome === 'terras' ? 1800 : 300);
      await shot(page, `inventario-${nome}-${largura}`);
    }
    // one row in edit mode
    await abrir(page, '/dashboard/inventario/paez/maquinas');
    await page.getByRole('button', { name: 'Editar Trator 1' }).click();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await shot(page, `inventario-maquinas-editando-${largura}`);
  }
});
