/** After the main server listens: the plain-HTTP redirect listener (with TLS) and the banner of LAN addresses. */
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
}): { close(): void } | undefined {
  const { config, tls, port, lanIps, logger } = opts;
  const banner = (httpPort: number | null) =>
    process.stdout.write(startupBanner({ tls, publicUrl: config.publicUrl, port, httpPort, lanIps }));
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
      process.stdout.write(`Redirecionamento HTTP em http://localhost:${httpPort} → ${target}\n`);
      banner(httpPort);
    },
    (error) => {
      process.stdout.write(TLS_MSG.portaHttpOcupada(config.httpPort ?? 0, error.code ?? error.message));
      banner(null);
    },
  );
}
