import type { Page } from '@playwright/test';
import { apiLogin, expect, shot, test, unique } from './support/fixtures.ts';

// The reproductive cycle on the form (domain/apontamentos/ciclo.ts): the server's refusal says what to record instead,
// and the form offers the records that say it (Aborto, the kind of service, the gestation age of a diagnosis).

async function fazendaModelo(page: Page): Promise<string> {
  await apiLogin(page);
  const farms = (await (await page.request.get('/api/admin/farms')).json()) as { id: string; name: string }[];
  const farm = farms.find((f) => f.name === 'Fazenda Modelo');
  if (!farm) throw new Error('Fazenda Modelo?');
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
  return farm.id;
}

function diasAtras(n: number) {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}
const br = (iso: string) => iso.split('-').reverse().join('/');

for (const [largura, altura] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`Reprodução ${largura}px: a service of a pregnant cow is refused saying to record an Aborto; the Aborto and a monta natural are recorded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: largura, height: altura });
    const farmId = await fazendaModelo(page);
    const tag = unique('CI').replace(' ', '-');
    const res = await page.request.post(`/api/farms/${farmId}/animais`, {
      data: { identificacao: tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
    });
    const { id } = (await res.json()) as { id: string };
    for (const data of [
      { data: diasAtras(200), evento: 'Parto' },
      { data: diasAtras(100), evento: 'Inseminação' },
      { data: diasAtras(60), evento: 'Diagnóstico', resultado: 'positivo' },
    ])
      expect(
        (await page.request.post(`/api/farms/${farmId}/reproducao`, { data: { ...data, animalId: id } })).status(),
      ).toBe(201);

    await page.goto('/dashboard/apontamentos');
    await page.getByRole('tab', { name: 'Reprodução' }).click();
    const form = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' });
    await form.getByLabel('Animal').selectOption({ label: tag });
    await form.getByLabel('Evento').selectOption('Inseminação');
    await form.getByLabel('Serviço').selectOption('Monta natural');
    await page.getByRole('button', { name: 'Registrar' }).click();
    const recusa = `Esta fêmea está prenhe (diagnóstico positivo em ${br(diasAtras(60))}). Registre um Aborto ou um diagnóstico negativo antes de um novo serviço.`;
    await expect(page.getByText(recusa).first()).toBeVisible();
    await shot(page, `reproducao-ciclo-recusa-${largura}`);

    // the Aborto ends the pregnancy; the bull's service is then recorded
    await form.getByLabel('Data').fill(br(diasAtras(30)));
    await form.getByLabel('Evento').selectOption('Aborto');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Dados de reprodução registrados com sucesso!').first()).toBeVisible();
    await form.getByLabel('Animal').selectOption({ label: tag });
    await form.getByLabel('Evento').selectOption('Inseminação');
    await form.getByLabel('Serviço').selectOption('Monta natural');
    await page.getByRole('button', { name: 'Registrar' }).click();
    // the history (a table at 1366 px, cards on a phone) names the kind of service
    const hist = page.getByRole('region', { name: 'Histórico de Reprodução' });
    await expect(hist.getByRole('button', { name: `Editar ${tag} ${br(diasAtras(30))} Inseminação` })).toHaveCount(1);
    await expect(hist.getByText('Inseminação (Monta natural)').first()).toBeVisible();

    // a positive diagnosis asks the gestation age (monta not recorded, bought pregnant, served elsewhere)
    await form.getByLabel('Evento').selectOption('Diagnóstico');
    await form.getByLabel('Resultado').selectOption('positivo');
    await expect(form.getByLabel('Idade da gestação (dias)')).toBeVisible();
    await shot(page, `reproducao-ciclo-idade-${largura}`);
  });
}
