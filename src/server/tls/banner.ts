/** The start-up lines that tell a technician which addresses phones should open. */
import type { NetworkInterfaceInfo } from 'node:os';
import { hostDaUrl } from '../../domain/tls/enderecos.ts';
import { TLS_MSG } from '../../domain/tls/messages.ts';
import type { TlsSetup } from './setup.ts';
import { httpsAddresses } from './setup.ts';

/** The machine's non-internal IPv4 addresses (the ones a phone on the Wi-Fi can reach). */
export function lanIpv4(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const ips = Object.values(interfaces)
    .flat()
    .filter((i): i is NetworkInterfaceInfo => Boolean(i) && i?.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
  return [...new Set(ips)];
}

const MONTH = 30 * 86_400_000;

export function startupBanner(opts: {
  tls: Pick<TlsSetup, 'enderecos' | 'validTo'> | null;
  publicUrl?: string;
  port: number;
  httpPort: number | null;
  lanIps: string[];
  now?: Date;
}): string {
  const { tls, port, lanIps } = opts;
  const lines: string[] = [];
  if (!tls) {
    if (lanIps.length) lines.push(TLS_MSG.bannerNaRede, ...lanIps.map((ip) => `    ${hostDaUrl(ip, port, 'http')}`));
    lines.push(TLS_MSG.bannerSemHttps);
    return `${lines.join('\n')}\n`;
  }
  const addresses = httpsAddresses(opts.publicUrl, tls.enderecos, port);
  const extra = lanIps.filter((ip) => !tls.enderecos.ips.includes(ip));
  lines.push(
    TLS_MSG.bannerAbraNosCelulares,
    ...addresses.map((a) => `    ${a}`),
    ...extra.map((ip) => `    ${hostDaUrl(ip, port)} ${TLS_MSG.bannerForaDoCertificado(ip)}`),
  );
  const host = tls.enderecos.nomes[0] ?? tls.enderecos.ips[0];
  if (opts.httpPort !== null && host)
    lines.push(TLS_MSG.bannerInstalar(`${hostDaUrl(host, opts.httpPort, 'http')}/instalar`));
  else if (addresses[0]) lines.push(TLS_MSG.bannerInstalar(`${addresses[0]}/instalar`));
  const now = opts.now ?? new Date();
  const quando = tls.validTo.toLocaleDateString('pt-BR');
  if (tls.validTo <= now) lines.push(TLS_MSG.bannerCertificadoVencido(quando));
  else if (tls.validTo.getTime() - now.getTime() < MONTH) lines.push(TLS_MSG.bannerCertificadoVencendo(quando));
  return `${lines.join('\n')}\n`;
}
