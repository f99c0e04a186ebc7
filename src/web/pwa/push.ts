/**
 * This device's Web Push subscription, as the browser and the server both see it: 'Ativar notificações' is on only
 * when the browser has a subscription that the server keeps for the signed-in user.
 */
import { push } from '../../domain/api/push.ts';
import { pedir } from '../api/pedir.ts';

export type EstadoPush = 'sem-suporte' | 'negada' | 'desligada' | 'ligada';

export function pushSuportado(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
}

async function registro(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (reg?.active) return reg;
  return navigator.serviceWorker.ready;
}

function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function mesmaChave(sub: PushSubscription, chave: Uint8Array): boolean {
  const atual = sub.options.applicationServerKey;
  if (!atual) return false;
  const a = new Uint8Array(atual);
  return a.length === chave.length && a.every((b, i) => b === chave[i]);
}

function corpo(sub: PushSubscription) {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The real state: permission, the browser's subscription, and the server's list of this user's devices. */
export async function estadoPush(): Promise<EstadoPush> {
  if (!pushSuportado()) return 'sem-suporte';
  if (Notification.permission === 'denied') return 'negada';
  if (Notification.permission !== 'granted') return 'desligada';
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return 'desligada';
  const { inscricoes } = await pedir(push.inscricoes, { params: {} });
  return inscricoes.some((i) => i.endpoint === sub.endpoint) ? 'ligada' : 'desligada';
}

/**
 * Asks permission, subscribes with the server's key and registers the device. A subscription left by another user
 * of this browser (or made with an older key) is dropped first: its endpoint dies with it.
 */
export async function ativarPush(): Promise<EstadoPush> {
  const permissao = await Notification.requestPermission();
  if (permissao !== 'granted') return permissao === 'denied' ? 'negada' : 'desligada';
  const reg = await registro();
  const { chave } = await pedir(push.chave, { params: {} });
  const applicationServerKey = bytes(chave);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !mesmaChave(sub, applicationServerKey)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await pedir(push.inscrever, { params: {}, json: corpo(sub) });
  } catch (e) {
    if ((e as { status?: number }).status !== 409) throw e;
    await sub.unsubscribe();
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    await pedir(push.inscrever, { params: {}, json: corpo(sub) });
  }
  return 'ligada';
}

/** Removes the device from the server, then the browser's subscription (its endpoint stops working). */
export async function desativarPush(): Promise<EstadoPush> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    try {
      await pedir(push.remover, { params: {}, json: { endpoint: sub.endpoint } });
    } catch (e) {
      // Already gone from the server (removed elsewhere): the browser's part still goes.
      if ((e as { status?: number }).status !== 404) throw e;
    }
    await sub.unsubscribe();
  }
  return 'desligada';
}

/** 'Testar Notificação': the server pushes to this device ('na_fila' = it waits for the server's internet). */
export async function testarPush(): Promise<'enviado' | 'na_fila' | 'removida' | 'descartado'> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return 'removida';
  const { resultado } = await pedir(push.testar, { params: {}, json: { endpoint: sub.endpoint } });
  return resultado;
}
