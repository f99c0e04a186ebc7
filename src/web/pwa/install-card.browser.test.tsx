/**
 * The install card (docs/PRODUTO.md §PWA) as it answers the browser's offer: the card, 'Instalar', 'Agora não' and
 * its 24 hours. The offer is the browser's `beforeinstallprompt` event, sent here as headless Chromium never sends
 * one; that the app listens from its first moment and shows the card on its screens is e2e/pwa.spec.ts's.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Toaster } from '../components/toast.tsx';
import { agir, render } from '../test/render.tsx';
import { capturarInstalacao, INSTALL_DISMISS_MS } from './install.ts';
import { InstallCard } from './offline-status.tsx';

const DISPENSADA = 'leiteira-instalacao-dispensada';

/** The browser's offer to install, as Chromium sends it; `escolha`: what the person answers in its dialog. */
function oferecer(escolha: 'accepted' | 'dismissed' = 'dismissed') {
  return agir(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    e.prompt = async () => {};
    e.userChoice = Promise.resolve({ outcome: escolha });
    window.dispatchEvent(e);
  });
}

const cartao = () => page.getByRole('region', { name: 'Instalar Gestão Leiteira' });

beforeAll(() => {
  capturarInstalacao();
});
afterEach(() => {
  localStorage.removeItem(DISPENSADA);
});

describe('InstallCard', () => {
  it('shows only while the browser offers; Instalar uses the offer up and says what the person chose', async () => {
    await render(
      <>
        <InstallCard />
        <Toaster />
      </>,
    );
    expect(cartao().query()).toBeNull();
    await oferecer('dismissed');
    await expect.element(cartao()).toBeVisible();
    await userEvent.click(cartao().getByRole('button', { name: 'Instalar' }));
    await expect.element(page.getByText('Instalação cancelada')).toBeVisible();
    await expect.element(cartao()).not.toBeInTheDocument();

    await oferecer('accepted');
    await userEvent.click(cartao().getByRole('button', { name: 'Instalar' }));
    await expect.element(page.getByText('Aplicativo instalado com sucesso!')).toBeVisible();
    await expect.element(cartao()).not.toBeInTheDocument();
  });

  it("'Agora não' hides it at once and for 24 hours, across a reload; 25 hours later it is offered again", async () => {
    const host = await render(<InstallCard />);
    await oferecer();
    await expect.element(cartao()).toBeVisible();
    await userEvent.click(cartao().getByRole('button', { name: 'Agora não' }));
    await expect.element(cartao()).not.toBeInTheDocument();
    const dispensadaEm = Number(localStorage.getItem(DISPENSADA));
    expect(Date.now() - dispensadaEm).toBeLessThan(INSTALL_DISMISS_MS);

    // the page loaded again (the card mounted anew) and the browser offers again: still hidden
    host.remove();
    await render(<InstallCard />);
    await oferecer();
    expect(cartao().query()).toBeNull();

    // 25 hours later it may be offered again
    localStorage.setItem(DISPENSADA, String(Date.now() - 25 * 60 * 60 * 1000));
    await oferecer();
    await expect.element(cartao()).toBeVisible();
  });
});
