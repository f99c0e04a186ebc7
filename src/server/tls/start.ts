/**
 * After the main server listens: the plain-HTTP redirect listener (with TLS) and the banner of LAN addresses. What it
 * says goes to stdout, or to `mostrar` (inicio.ts at a terminal puts it in the first screen): `linha` for a message,
 * then `banner` once, last.
 */
import { TLS_MSG } from '../../domain/tls/messages.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startupBanner } from './banner.ts';
import { createRedirectApp, startRedirectServer } from './redirect.ts';
import { httpsBase, type TlsSetup } from './setup.ts';

export function startTlsExtras(opts: {
  config: Config;
  tls: TlsSetup | null;
  port: number;
  lanIps: string[];
  logger: Logger;
  mostrar?: { linha(texto: string): void; banner(texto: string): void };
}): { close(): void } | undefined {
  const { config, tls, port, lanIps, logger } = opts;
  const escrever = (texto: string) => process.stdout.write(texto);
  const mostrar = opts.mostrar ?? { linha: escrever, banner: escrever };
  const banner = (httpPort: number | null) =>
    mostrar.banner(startupBanner({ tls, publicUrl: config.publicUrl, port, httpPort, lanIps }));
  const target = tls && httpsBase(config.publicUrl, tls.enderecos, port);
  if (!tls || !target || config.httpPort === null) {
    banner(null);
    return undefined;
  }
  const app = createRedirectApp(target, tls, { publicUrl: config.publicUrl, port });
  return startRedirectServer(
    app,
    config.httpPort,
    config.host,
    (httpPort) => {
      logger.info('redirecionamento HTTP iniciado', { port: httpPort, destino: target });
      mostrar.linha(`Redirecionamento HTTP em http://localhost:${httpPort} → ${target}\n`);
      banner(httpPort);
    },
    (error) => {
      mostrar.linha(TLS_MSG.portaHttpOcupada(config.httpPort ?? 0, error.code ?? error.message));
      banner(null);
    },
  );
}
