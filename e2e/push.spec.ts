import type { BrowserContext, Page } from '@playwright/test';
import {
  apiLogin,
  dia,
  expect,
  fecharCompartilhadas,
  novaFazenda,
  openPwaSettings,
  paginaCompartilhada,
  shot,
  test,
  unique,
  workerReady,
} from './support/fixtures.ts';
import { TAG_CHROMIUM_COMPLETO } from './support/navegadores.ts';

/** Signed in, on a screen, notifications allowed and the service worker active (the test is tagged '@sw'). */
async function comNotificacoes(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await apiLogin(page);
  await page.goto('/dashboard/financeiro');
  await workerReady(page);
}

let page: Page;
let farmId: string;

/** Closes 'Configurações PWA'. */
async function fechar(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByText('Fechar', { exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The live bell and the notifications settings, on one signed-in page with the worker, in order (a new context
 * installs the worker and precaches the app again): a farm of its own, notifications allowed.
 */
test.describe('one page: the live bell, the notifications switch, a phone', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await paginaCompartilhada(browser, testInfo);
    await page.context().grantPermissions(['notifications']);
    farmId = await novaFazenda(page, 'Fazenda Ao Vivo');
  });
  fecharCompartilhadas(() => [page]);

  test('the bell updates live over SSE when a bill due tomorrow is created elsewhere', async () => {
    await page.goto('/dashboard/financeiro');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações');
    // the list is on the stream (polling would take a minute)
    await expect(page.getByTestId('alerts-live')).toHaveAttribute('data-modo', 'sse');

    const descricao = unique('Sal mineral');
    // created through the API in the background: no focus, no reload, no click
    const res = await page.request.post(`/api/farms/${farmId}/contas-pagar`, {
      data: {
        data_vencimento: dia(1),
        fornecedor: 'Cooperativa',
        descricao,
        categoria: 'Alimentação',
        valor: 45000,
      },
    });
    expect(res.status()).toBe(201);
    // by the stream, not by a clock: in 'sse' mode the page reads the list only from the stream (it polls in
    // 'polling' mode alone), so no bound on the time is needed — a loaded machine only makes it later
    await expect(bell).toHaveAccessibleName('Notificações: 1 alerta, 1 novo');
    await expect(page.getByTestId('alerts-live')).toHaveAttribute('data-modo', 'sse');
    await bell.click();
    const panel = page.getByRole('group', { name: 'Notificações' });
    await expect(
      panel.getByRole('link', { name: new RegExp(`Conta a pagar vence em .*: ${descricao}`) }),
    ).toBeVisible();
    await shot(page, 'bell-live-desktop');
    await bell.click();
    await expect(panel).toBeHidden();
  });

  test("the notifications switch subscribes and unsubscribes for real; 'Testar Notificação' goes through the server", async () => {
    // the page of the test above, notifications allowed: the worker active on it
    await workerReady(page);
    const dialog = await openPwaSettings(page);
    const toggle = dialog.getByRole('checkbox', { name: /Ativar notificações/ });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();

    // Can this Chromium reach a push service? Without one, subscribing fails and the switch must say so.
    await toggle.check({ force: true }).catch(() => undefined);
    const ativou = page.getByText('Inscrição em notificações ativada');
    const falhou = page.getByText('Erro ao ativar notificações');
    await expect(ativou.or(falhou)).toBeVisible({ timeout: 15_000 });
    await shot(page, 'pwa-push-desktop');
    if (await falhou.isVisible()) {
      // The state shown is the real one: off, and the server keeps nothing for this user.
      await expect(toggle).not.toBeChecked();
      const { inscricoes } = await (await page.request.get('/api/push/inscricoes')).json();
      expect(inscricoes).toEqual([]);
      test.info().annotations.push({ type: 'push', description: 'sem serviço de push neste Chromium' });
      await fechar(dialog);
      return;
    }
    await expect(toggle).toBeChecked();
    const endpoint = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.pushManager.getSubscription())?.endpoint;
    });
    const { inscricoes } = await (await page.request.get('/api/push/inscricoes')).json();
    expect(inscricoes.map((i: { endpoint: string }) => i.endpoint)).toEqual([endpoint]);
    await dialog.getByRole('button', { name: 'Testar Notificação' }).click();
    await expect(
      page.getByText('Notificação de teste enviada pelo servidor').or(page.getByText(/servidor está sem internet/)),
    ).toBeVisible();

    await toggle.uncheck();
    await expect(page.getByText('Inscrição em notificações removida')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const depois = await (await page.request.get('/api/push/inscricoes')).json();
    expect(depois.inscricoes).toEqual([]);
    expect(
      await page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null,
      ),
    ).toBe(true);
    await fechar(dialog);
  });

  test.describe('phone 390×844', () => {
    test('the live bell and the notifications settings on a phone', async () => {
      // the same page at a phone's width: the shell's ☰ menu and bottom tabs, the bell in the phone's header
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
      await expect(page.getByTestId('alerts-live')).toHaveAttribute('data-modo', 'sse');
      const res = await page.request.post(`/api/farms/${farmId}/contas-pagar`, {
        data: {
          data_vencimento: dia(2),
          fornecedor: 'Cooperativa',
          descricao: unique('Vacina'),
          categoria: 'Sanidade',
          valor: 8900,
        },
      });
      expect(res.status()).toBe(201);
      const bell = page.getByRole('button', { name: /^Notificações/ });
      // the test above's alert, seen when its panel was opened, and the new one
      await expect(bell).toHaveAccessibleName('Notificações: 2 alertas, 1 novo');
      await expect(page.getByTestId('alerts-live')).toHaveAttribute('data-modo', 'sse');
      await bell.click();
      await shot(page, 'bell-live-mobile');
      await bell.click();
      await workerReady(page);
      const dialog = await openPwaSettings(page);
      await dialog.getByRole('region', { name: 'Notificações' }).scrollIntoViewIfNeeded();
      await expect(dialog.getByRole('checkbox', { name: /Ativar notificações/ })).toBeEnabled();
      await shot(page, 'pwa-push-mobile');
    });
  });
});

test('a refused stream (too many connections) falls back to reading the list', async ({ page }) => {
  const farmId = await novaFazenda(page, 'Fazenda Ao Vivo');
  const res = await page.request.post(`/api/farms/${farmId}/contas-pagar`, {
    data: {
      data_vencimento: dia(0),
      fornecedor: 'Cooperativa',
      descricao: unique('Luz'),
      categoria: 'Energia',
      valor: 100,
    },
  });
  expect(res.status()).toBe(201);
  // What the server answers past its stream limit (the browser's EventSource then gives up).
  await page.route('**/alertas/stream', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'too_many_requests', message: 'Muitas conexões abertas' } }),
    }),
  );
  await page.goto('/dashboard/financeiro');
  await expect(page.getByTestId('alerts-live')).toHaveAttribute('data-modo', 'polling');
  await expect(page.getByRole('button', { name: /^Notificações/ })).toHaveAccessibleName(
    'Notificações: 1 alerta, 1 novo',
  );
});

test('the push handler shows the alert as a notification (CDP ServiceWorker.deliverPushMessage)', {
  tag: ['@sw', TAG_CHROMIUM_COMPLETO],
}, async ({ page, context }) => {
  await comNotificacoes(page, context);

  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  // The app's registration, once the browser itself holds its worker activated (DevTools' workerVersionUpdated), not
  // when the page's `ready` resolves: a push goes to the registration the browser counts as ready.
  const registrations = new Promise<string>((resolve) => {
    let registrationId: string | undefined;
    const ativadas = new Set<string>();
    const ver = () => registrationId && ativadas.has(registrationId) && resolve(registrationId);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: regs }) => {
      const r = regs.find((x: { scopeURL: string; isDeleted: boolean }) => x.scopeURL === `${origin}/` && !x.isDeleted);
      if (r) registrationId = r.registrationId;
      ver();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions as { registrationId: string; status: string }[])
        if (v.status === 'activated') ativadas.add(v.registrationId);
      ver();
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;

  const alerta = {
    title: 'Urgente — Fazenda Modelo',
    body: 'Conta a pagar vencida: Energia elétrica da ordenha — R$ 812,40 (venceu em 10/03/2025)',
    tag: 'f1|conta_pagar_vencida|conta_pagar:c1',
    url: '/dashboard/financeiro/contas-pagar',
    icon: '/icon-192.png',
  };
  // The browser's own account of each push and notification (DevTools' Background Services panel): a failure says
  // where the alert stopped — never dispatched, the handler's waitUntil rejected, or shown and then not listed.
  const registro: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) =>
    registro.push(
      [e.eventName, ...e.eventMetadata.filter((m) => m.key !== 'Payload').map((m) => `${m.key}=${m.value}`)].join(' '),
    ),
  );
  for (const service of ['pushMessaging', 'notifications'] as const) {
    await cdp.send('BackgroundService.startObserving', { service });
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service });
  }
  const concluidos = () => registro.filter((e) => e.startsWith('Push event completed'));
  /**
   * Delivers a push and waits until the browser says the worker's push event ended, its waitUntil resolved: the
   * notification is then stored and on screen. Only then is it read: a getNotifications() that begins after the
   * notification was stored but before the platform shows it counts it as closed and deletes it (Chromium's
   * DoReadAllNotificationDataForServiceWorkerRegistration, in the file named below), so a read polled during the push
   * can lose what it waits for.
   */
  const deliver = async (data: unknown) => {
    const antes = concluidos().length;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });
    await expect.poll(() => concluidos().length).toBe(antes + 1);
    expect(concluidos().at(-1)).toBe('Push event completed Status=Success');
  };
  const lidas = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        data: n.data,
      }));
    });

  try {
    // None before the push. This read also waits for the browser's start-up pass over its notification store: a new
    // profile asks the platform which notifications are on screen and then deletes every stored one it did not list
    // (Chromium, content/browser/notifications/platform_notification_context_impl.cc: Initialize → DidGetNotifications
    // → DoSyncNotificationData; its own tests wait for it). A push shown before that pass ends is deleted from the
    // store, and getNotifications() lists nothing though the notification was shown (a fresh-clone CI run, first test
    // of a just-launched browser). A read queues behind that pass, so once it answers the pass is over.
    expect(await lidas()).toEqual([]);
    await deliver(alerta);
    await expect.poll(lidas).toEqual([
      {
        title: alerta.title,
        body: alerta.body,
        tag: alerta.tag,
        icon: `${origin}/icon-192.png`,
        data: { url: alerta.url },
      },
    ]);
    // the same alert again replaces it (same tag); a link to another site is never kept
    await deliver({ ...alerta, body: 'outra vez', url: 'https://exemplo.invalid/' });
    await expect
      .poll(lidas)
      .toEqual([expect.objectContaining({ tag: alerta.tag, body: 'outra vez', data: { url: '/' } })]);
  } catch (e) {
    (e as Error).message += `\nO navegador registrou:\n${registro.join('\n') || '(nada)'}`;
    throw e;
  }
});
