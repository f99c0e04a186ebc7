/**
 * Gateway answers mean the Pi itself did not answer (a proxy in front of it did). Its own module: the page's fetch
 * layer, the outbox and the service worker all ask it, and the login page must not download the outbox for it.
 */
export function semServidor(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}
