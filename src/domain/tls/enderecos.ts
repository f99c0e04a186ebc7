/**
 * The names and addresses a server certificate is made for (`leiteira tls init --nome … --ip …`): checked and
 * normalised before anything is written, so a typo never leaves a half-made certificate behind.
 */
import { TLS_MSG } from './messages.ts';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function ehIpv4(texto: string): boolean {
  return IPV4.test(texto);
}

/** An IPv6 address in its canonical form (as the URL parser writes it), or null. */
function ipv6(texto: string): string | null {
  if (!texto.includes(':') || !/^[0-9a-fA-F:.]+$/.test(texto)) return null;
  try {
    return new URL(`http://[${texto}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** A DNS name phones can resolve: letters, digits and hyphens in dot-separated labels; lowercased. */
export function normalizarNome(bruto: string): string | { erro: string } {
  const nome = bruto.trim().toLowerCase().replace(/\.$/, '');
  if (ehIpv4(nome) || ipv6(nome)) return { erro: TLS_MSG.nomeEhIp(bruto.trim()) };
  const rotulos = nome.split('.');
  const valido =
    nome.length > 0 &&
    nome.length <= 253 &&
    rotulos.every((r) => LABEL.test(r)) &&
    // a name whose last label is all digits would be read as an address
    !/^\d+$/.test(rotulos[rotulos.length - 1]);
  return valido ? nome : { erro: TLS_MSG.nomeInvalido(bruto.trim()) };
}

/** An IPv4 or IPv6 address of a machine (not 0.0.0.0 or ::); IPv6 in canonical form. */
export function normalizarIp(bruto: string): string | { erro: string } {
  const texto = bruto.trim();
  const ip = ehIpv4(texto) ? texto : ipv6(texto);
  if (!ip) return { erro: TLS_MSG.ipInvalido(texto) };
  if (ip === '0.0.0.0' || ip === '::') return { erro: TLS_MSG.ipNaoEspecificado(ip) };
  return ip;
}

export interface Enderecos {
  nomes: string[];
  ips: string[];
}

/** Every given name and address checked; all errors at once, or the normalised lists without repeats. */
export function validarEnderecos(
  nomes: readonly string[],
  ips: readonly string[],
): { ok: true; valor: Enderecos } | { ok: false; erros: string[] } {
  const erros: string[] = [];
  const valor: Enderecos = { nomes: [], ips: [] };
  for (const [brutos, normalizar, destino] of [
    [nomes, normalizarNome, valor.nomes],
    [ips, normalizarIp, valor.ips],
  ] as const) {
    for (const bruto of brutos) {
      const r = normalizar(bruto);
      if (typeof r === 'string') {
        if (!destino.includes(r)) destino.push(r);
      } else erros.push(r.erro);
    }
  }
  if (!erros.length && !valor.nomes.length && !valor.ips.length) erros.push(TLS_MSG.semEndereco);
  return erros.length ? { ok: false, erros } : { ok: true, valor };
}

/** `host[:porta]` for a URL: IPv6 in brackets, the default HTTPS/HTTP port left out. */
export function hostDaUrl(host: string, porta: number, protocolo: 'https' | 'http' = 'https'): string {
  const h = host.includes(':') ? `[${host}]` : host;
  const padrao = protocolo === 'https' ? 443 : 80;
  return `${protocolo}://${h}${porta === padrao ? '' : `:${porta}`}`;
}
