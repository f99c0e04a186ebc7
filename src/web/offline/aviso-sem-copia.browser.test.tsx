/**
 * 'Este aparelho ainda não guardou o app…' (src/web/pwa/aviso-offline.tsx, issue 38): said while there is no connection
 * — the device's, or the Pi does not answer — and the app is not yet kept on this device, where a reload would find
 * nothing; never once it is kept, never while connected. That the first visit keeps it (the login page opens again
 * offline) is e2e/rascunho.spec.ts's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AvisoSemCopiaOffline, SEM_COPIA_OFFLINE } from '../pwa/aviso-offline.tsx';
import { setPwaState } from '../pwa/pwa-state.ts';
import { agir, render } from '../test/render.tsx';

const aviso = () => page.getByText(SEM_COPIA_OFFLINE);

/** The device's connection as the browser tells it: `navigator.onLine` and its event. */
function conexao(online: boolean) {
  return agir(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
  setPwaState({ offlinePronto: false });
});

describe('AvisoSemCopiaOffline', () => {
  it('not kept yet: silent while connected, said once the device goes offline, gone when it is back', async () => {
    setPwaState({ offlinePronto: false });
    await render(<AvisoSemCopiaOffline />);
    expect(aviso().query()).toBeNull();
    await conexao(false);
    await expect.element(page.getByRole('status')).toHaveTextContent(SEM_COPIA_OFFLINE);
    await conexao(true);
    await expect.element(aviso()).not.toBeInTheDocument();
  });

  it('the Wi-Fi on but the Pi not answering says it too', async () => {
    setPwaState({ offlinePronto: false });
    await render(<AvisoSemCopiaOffline semServidor />);
    await expect.element(aviso()).toBeVisible();
  });

  it('never once the worker keeps the app, offline or without the Pi', async () => {
    setPwaState({ offlinePronto: true });
    await render(<AvisoSemCopiaOffline semServidor />);
    await conexao(false);
    expect(aviso().query()).toBeNull();
    // kept while the notice was up: it goes
    await agir(() => setPwaState({ offlinePronto: false }));
    await expect.element(aviso()).toBeVisible();
    await agir(() => setPwaState({ offlinePronto: true }));
    await expect.element(aviso()).not.toBeInTheDocument();
  });
});
