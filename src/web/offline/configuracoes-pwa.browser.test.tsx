/**
 * 'Configurações PWA' › Sincronização (src/web/shell/pwa-settings.tsx) as it shows a given outbox, on the device's real
 * IndexedDB: the refused and the waiting changes read as typed, 'Descartar' and 'Limpar Tudo' (which asks first) take
 * them off the device — the signed-in user's only —, when the last sync was and who made it, and what the browser can
 * send with the app closed. The page is offline (navigator.onLine false: the app then sends nothing, as in the
 * parlour). That the server refuses a change, that it is corrected and sent once, and that the worker sends with no
 * page open are e2e/offline-recusa.spec.ts's and e2e/offline.spec.ts's.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describe as descreverPedido } from '../api/mutate.ts';
import { Toaster } from '../components/toast.tsx';
import { sessionAtom } from '../session/session.ts';
import { PwaSettings } from '../shell/pwa-settings.tsx';
import { store } from '../state.ts';
import { render } from '../test/render.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../test/sessao.ts';
import { idbStore } from './outbox.ts';
import { type OutboxItem, rotulosDoCorpo } from './outbox-rules.ts';
import { definirUsuario } from './sync.ts';

const FARM = '0193a1b2-0000-7000-8000-000000000001';
const OUTRA_FARM = '0193a1b2-0000-7000-8000-000000000002';
const VACA = '0193a1b2-0000-7000-8000-0000000000aa';
const MOTIVO = 'Animal não encontrado nesta fazenda.';

const sessao = sessaoDeTeste({
  user: { name: 'Ordenhador', email: 'ordenha@e2e.local' },
  farms: [fazendaDeTeste(FARM, ['appointments'], { name: 'Fazenda Modelo', size: 120 })],
});

/** A milking typed on the device for cow 'V7' (its name kept with it, as the page stores it). */
function ordenha(
  dia: string,
  litros: number,
  extra: Partial<OutboxItem> & { farm?: string } = {},
): OutboxItem & { corpo: string } {
  const { farm = FARM, ...resto } = extra;
  const corpo = JSON.stringify({
    id: crypto.randomUUID(),
    data: dia,
    animalId: VACA,
    ordenha: 'Manhã',
    producao: litros,
  });
  return {
    userId: 'u1',
    req: descreverPedido(`/api/farms/${farm}/producao`, { method: 'POST', body: corpo }),
    criadoEm: new Date().toISOString(),
    tentativas: 0,
    estado: 'pendente',
    rotulos: rotulosDoCorpo(corpo, (id) => (id === VACA ? 'V7' : undefined)),
    corpo,
    ...resto,
  };
}
const recusada = (dia: string, litros: number, farm = FARM) =>
  ordenha(dia, litros, { farm, estado: 'rejeitado', rejeicao: { status: 422, mensagem: MOTIVO } });

async function guardar(...itens: OutboxItem[]) {
  for (const { corpo: _, ...item } of itens as (OutboxItem & { corpo?: string })[]) await idbStore.adicionar(item);
}

async function esvaziar() {
  for (const i of await idbStore.listar()) if (i.seq !== undefined) await idbStore.remover(i.seq);
}

/** The dialog open at 'Sincronização' (the header's badge), the outbox read for user u1 as the app does at start. */
async function abrir() {
  definirUsuario(null);
  definirUsuario('u1');
  await render(
    <>
      <PwaSettings open sincronizacao onClose={() => {}} />
      <Toaster />
    </>,
  );
  return page.getByRole('dialog', { name: 'Configurações PWA' });
}

const recusadas = () => page.getByRole('list', { name: 'Alterações recusadas pelo servidor' });
const aguardando = () => page.getByRole('list', { name: 'Aguardando envio' });
/** The row of 'Sincronização' whose words start with `rotulo`: its words, a note under them, its value. */
const linha = (rotulo: string) =>
  page
    .getByText(new RegExp(`^${rotulo}`))
    .element()
    .closest('div') as HTMLElement;
/** How many items a list holds now. */
const itens = (lista: ReturnType<typeof recusadas>) => lista.getByRole('listitem').elements().length;

// The device is offline: nothing is sent (ping() answers false before any request), the outbox stays as put.
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
});
afterAll(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});
beforeEach(async () => {
  await page.viewport(390, 844);
  store.set(sessionAtom, sessao);
  await esvaziar();
});
afterEach(async () => {
  store.set(sessionAtom, undefined);
  definirUsuario(null);
  await esvaziar();
});

describe("'Configurações PWA' › Sincronização", () => {
  it('a refused change and two waiting read as typed, never as the request; the section in view, its heading focused', async () => {
    await guardar(recusada('2026-11-25', 9.5), ordenha('2026-11-26', 11.5), ordenha('2026-11-27', 12));
    const dialog = await abrir();
    await expect.element(recusadas()).toBeVisible();
    expect(itens(recusadas())).toBe(1);
    await expect.element(recusadas()).toHaveTextContent('Produção');
    await expect.element(recusadas()).toHaveTextContent('V7, 25/11/2026 Manhã, 9,5 L');
    await expect.element(recusadas()).toHaveTextContent(`Motivo: ${MOTIVO}`);
    await expect.element(recusadas()).not.toHaveTextContent('/api/');
    await expect.element(recusadas()).not.toHaveTextContent(FARM);
    const item = 'Produção — V7, 25/11/2026 Manhã, 9,5 L';
    for (const acao of ['Corrigir', 'Copiar', 'Descartar'])
      await expect.element(recusadas().getByRole('button', { name: `${acao} ${item}` })).toBeVisible();
    expect(itens(aguardando())).toBe(2);
    await expect.element(aguardando()).toHaveTextContent('V7, 26/11/2026 Manhã, 11,5 L');
    await expect.element(aguardando()).toHaveTextContent('V7, 27/11/2026 Manhã, 12,0 L');
    await expect.element(dialog.getByText('Aguardando envio: 2')).toBeVisible();
    await expect.element(dialog.getByText('Pendências: 3')).toBeVisible();
    // opened from the header's badge on a phone: at 'Sincronização', the refused change in view
    await expect.element(dialog.getByRole('heading', { name: 'Sincronização' })).toHaveFocus();
    await expect.element(recusadas()).toBeInViewport();
  });

  it("a refused change of another farm says to switch farms instead of 'Corrigir'", async () => {
    await guardar(recusada('2026-11-25', 9.5, OUTRA_FARM));
    await abrir();
    await expect.element(recusadas()).toHaveTextContent('Para corrigir, troque para a fazenda deste registro.');
    await expect.element(recusadas().getByRole('button', { name: /^Copiar / })).toBeVisible();
    expect(
      recusadas()
        .getByRole('button', { name: /^Corrigir / })
        .query(),
    ).toBeNull();
  });

  it("'Descartar' takes the refused change off the device; the waiting ones stay", async () => {
    await guardar(recusada('2026-11-25', 9.5), ordenha('2026-11-26', 11.5));
    const dialog = await abrir();
    await userEvent.click(recusadas().getByRole('button', { name: /^Descartar Produção/ }));
    await expect.element(page.getByText('Alteração descartada')).toBeVisible();
    await expect.element(recusadas()).not.toBeInTheDocument();
    await expect.element(dialog.getByText('Pendências: 1')).toBeVisible();
    const restam = await idbStore.listar();
    expect(restam.map((i) => [i.estado, i.req.body?.includes('2026-11-26')])).toEqual([['pendente', true]]);
  });

  it("'Limpar Tudo' asks first; confirmed, it removes this user's changes and no one else's", async () => {
    const deOutro = { ...ordenha('2026-11-20', 8), userId: 'u2' };
    await guardar(recusada('2026-11-25', 9.5), ordenha('2026-11-26', 11.5), ordenha('2026-11-27', 12), deOutro);
    const dialog = await abrir();
    await expect.element(dialog.getByText('Pendências: 3')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Limpar Tudo' }));
    const confirmar = page.getByRole('dialog', { name: 'Limpar Tudo' });
    await expect.element(confirmar).toHaveTextContent('Tem certeza que deseja limpar todos os dados pendentes?');
    // asked, not done: nothing left the device yet
    expect(await idbStore.listar()).toHaveLength(4);
    await userEvent.click(confirmar.getByRole('button', { name: 'Limpar Tudo' }));
    await expect.element(page.getByText('Dados pendentes removidos')).toBeVisible();
    await expect.element(dialog.getByText('Sincronizado')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Limpar Tudo' })).toBeDisabled();
    expect((await idbStore.listar()).map((i) => i.userId)).toEqual(['u2']);
  });

  it('the last sync: none yet; then when, how many, and that the worker made it with the app closed', async () => {
    await abrir();
    await expect.element(linha('Última sincronização')).toHaveTextContent('Nenhuma ainda neste aparelho');
    await expect.element(page.getByText('Sincronizado')).toBeVisible();
    const em = new Date();
    em.setHours(6, 5, 0, 0);
    await idbStore.registrarSincronizacao('u1', {
      em: em.toISOString(),
      enviados: 2,
      rejeitados: 1,
      restantes: 0,
      origem: 'segundo-plano',
    });
    // read again, as the app does when the worker says the outbox changed
    definirUsuario(null);
    definirUsuario('u1');
    await expect.element(linha('Última sincronização')).toHaveTextContent(/06:05, 2 enviados, 1 recusado/);
    await expect.element(linha('Última sincronização')).toHaveTextContent(/em segundo plano/);
  });

  it('what this browser sends with the app closed: with Background Sync, yes; no worker, no periodic send', async () => {
    await abrir();
    await expect
      .element(linha('Envio periódico com o aplicativo fechado'))
      .toHaveTextContent('Não disponível neste navegador');
    await expect.element(linha('Envio automático ao voltar a conexão')).toHaveTextContent('Sim');
  });

  it('a browser without Background Sync (Firefox, Safari) says it does not send by itself', async () => {
    const sync = Object.getOwnPropertyDescriptor(window, 'SyncManager');
    delete (window as { SyncManager?: unknown }).SyncManager;
    try {
      await abrir();
      await expect.element(linha('Envio automático ao voltar a conexão')).toHaveTextContent('Não');
    } finally {
      if (sync) Object.defineProperty(window, 'SyncManager', sync);
    }
  });
});
