import type { APIRequestContext } from '@playwright/test';
import { formatNumero } from '../src/domain/format.ts';
import { dia, expect, novaFazenda, semViolacoes, shot, test } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

/** A cow of the farm, calved `dias` days ago, milked twice a day since (a declining Wood curve, b = 0). */
async function rebanhoComLeite(request: APIRequestContext, farmId: string, dias: number) {
  const vacas: string[] = [];
  for (const tag of ['L-1', 'L-2', 'L-3']) {
    const res = await request.post(`/api/farms/${farmId}/animais`, {
      data: { identificacao: tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    const parto = await request.post(`/api/farms/${farmId}/reproducao`, {
      data: { data: dia(-dias), animalId: id, evento: 'Parto' },
    });
    expect(parto.status(), await parto.text()).toBe(201);
    vacas.push(id);
  }
  // 126 milkings (63 days × 2), eight requests at a time: the same rows as one after another, with less waiting.
  const lotes = Array.from({ length: dias }, (_, i) => i + 1).flatMap((del) =>
    ['Manhã', 'Tarde'].map((ordenha) => ({ del, ordenha })),
  );
  for (let i = 0; i < lotes.length; i += 8)
    await Promise.all(
      lotes.slice(i, i + 8).map(async ({ del, ordenha }) => {
        const res = await request.post(`/api/farms/${farmId}/producao/lote`, {
          data: {
            data: dia(del - dias),
            ordenha,
            itens: vacas.map((animalId, j) => ({
              id: crypto.randomUUID(),
              animalId,
              producao: Math.round((12 + 2 * j) * Math.exp(-0.002 * del) * 10) / 10,
            })),
          },
        });
        expect(res.status(), await res.text()).toBeLessThan(300);
      }),
    );
  return vacas;
}

/** The 10th of the month `n` months before today's. */
function mesAntes(n: number) {
  const hoje = dia(0);
  const i = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

test('lactations against the herd and milk quality as IN 76/2018 judges it', async ({ page }) => {
  test.setTimeout(180_000);
  const farmId = await novaFazenda(page, 'Fazenda Lactações');
  const [vaca] = await rebanhoComLeite(page.request, farmId, 63);
  const amostras: [string, number, number][] = [
    [`${mesAntes(2)}-10`, 400, 200_000],
    [`${mesAntes(1)}-10`, 500, 250_000],
    [`${mesAntes(0)}-01`, 800, 400_000],
  ];
  for (const [data, ccs, cbt] of amostras) {
    const res = await page.request.post(`/api/farms/${farmId}/qualidade`, {
      data: { data, amostra: 'Tanque 1', gordura: 3.4, proteina: 3.1, ccs, cbt },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // one load of the app; the screens opened as its links open them (each mounted anew at each size)
  for (const [largura, altura] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    // Qualidade: the open month's quarterly geometric mean over the limit, said before the month closes
    await abrir(page, '/dashboard/apontamentos');
    await page.getByRole('tab', { name: 'Qualidade' }).click();
    const medias = page.getByRole('region', { name: 'Médias geométricas (IN 76/2018)' });
    await expect(
      medias
        .getByRole('alert')
        .filter({ hasText: 'Média geométrica trimestral de CCS em 543 mil cél./mL, acima do limite' }),
    ).toBeVisible();
    // a month with no analysis says so, and a mean on fewer months than the rule needs too
    await expect(medias.getByText('sem dados').filter({ visible: true }).first()).toBeVisible();
    await expect(medias.getByText('Só 2 de 3 meses com análise').filter({ visible: true }).first()).toBeVisible();
    await medias.scrollIntoViewIfNeeded();
    await shot(page, `qualidade-medias-${largura}`);
    await semViolacoes(page, `qualidade ${largura}`);

    // Lactações tab
    await page.getByRole('tab', { name: 'Lactações' }).click();
    const tabela = page.getByRole('region', { name: 'Lactações' });
    await expect(
      tabela
        .getByText(/^projetado \(/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(tabela.getByText('registrado, DEL 1–63 (63 dias)').filter({ visible: true }).first()).toBeVisible();
    await shot(page, `lactacoes-${largura}`);
    await semViolacoes(page, `lactações ${largura}`);

    // the ficha técnica: 'Lactação atual' is the Lactações table's total for the same lactation, and says what it is
    const { lactacoes } = (await (await page.request.get(`/api/farms/${farmId}/lactacoes/${vaca}`)).json()) as {
      lactacoes: { total: number }[];
    };
    const total = formatNumero(lactacoes[0].total, 1);
    await abrir(page, `/dashboard/rebanho/${vaca}`);
    const cartao = page.getByText('Lactação atual', { exact: true }).locator('xpath=../..');
    await expect(cartao).toContainText(`${total} L`);
    await expect(cartao).toContainText('registrado, DEL 1–63 (63 dias)');
    const daVaca = page.getByRole('region', { name: 'Lactações' });
    await expect(daVaca.getByText(total, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(daVaca.getByText('registrado, DEL 1–63 (63 dias)').filter({ visible: true })).toBeVisible();
    await cartao.scrollIntoViewIfNeeded();
    await shot(page, `ficha-lactacao-atual-${largura}`);
    // the cow's curve against the herd's for her lactation number
    await expect(
      page.getByRole('img', { name: 'Curva de lactação do animal L-1 contra a média do rebanho' }),
    ).toBeVisible();
    await expect(page.getByText('Curva da 1ª lactação (média de cada semana) contra a média do rebanho')).toBeVisible();
    await page
      .getByRole('img', { name: 'Curva de lactação do animal L-1 contra a média do rebanho' })
      .scrollIntoViewIfNeeded();
    await shot(page, `ficha-lactacao-${largura}`);
    await semViolacoes(page, `ficha ${largura}`);
  }
});
