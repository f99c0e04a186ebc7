import { expect, novaFazenda, semViolacoes, shot, testWithOwnServer } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

// A read-only copy of another installation's farm (issue 27, item 5): the server refuses every write to it, so the
// batch milking entry and the assessment wizard show the copy's banner and no button that would write — as the
// list screens already do. Its own server: the test marks a farm as a copy in the database.
testWithOwnServer(
  'on a read-only copy, the batch entry and the assessment wizard show the banner and no write button',
  async ({ page, ownServer }) => {
    const farmId = await novaFazenda(page, 'Cópia');
    await ownServer
      .sql()
      .execute({ sql: 'UPDATE farms SET copia_em = ? WHERE id = ?', args: ['2026-03-10T12:00:00.000Z', farmId] });

    // one load of the app; each screen then opened as the app's links open it (a screen mounted anew at each size)
    for (const [largura, altura] of [
      [1280, 800],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: largura, height: altura });
      await abrir(page, '/dashboard/apontamentos/lote');
      await expect(page.getByRole('heading', { name: 'Lançamento em lote' })).toBeVisible();
      await expect(page.getByText(/^Cópia somente leitura de 10\/03\/2026/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Salvar lote' })).toHaveCount(0);
      await shot(page, `copia-lote-${largura}`);
      await semViolacoes(page, 'lote na cópia');

      await abrir(page, '/dashboard/avaliacao-economica');
      await expect(page.getByText(/^Etapa 1 de 8/)).toBeVisible();
      await expect(page.getByText(/^Cópia somente leitura de 10\/03\/2026/)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);
      await shot(page, `copia-avaliacao-${largura}`);
      await semViolacoes(page, 'avaliação na cópia');
      // Próxima only moves on: nothing is sent, so nothing is refused
      await page.getByRole('button', { name: 'Próxima' }).click();
      await expect(page.getByText(/^Etapa 2 de 8/)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Adicionar linha' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    expect(await ownServer.count('SELECT count(*) AS n FROM assessments WHERE farm_id = ?', [farmId])).toBe(0);
  },
);
