import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { createLogger } from './logger.ts';
import { seedDatabase } from './services/seed.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
await migrateDatabase(database.db);
const seed = await seedDatabase(database.db, config);
if (seed.seeded) {
  logger.info('banco de dados inicializado', { admin: seed.adminEmail });
  if (seed.generatedPassword) {
    // Printed once, on purpose outside the JSON log, so a person reading the console sees it.
    process.stdout.write(
      `\n  Administrador criado: ${seed.adminEmail}\n  Senha gerada (anote agora, ela não será mostrada de novo): ${seed.generatedPassword}\n\n`,
    );
  }
}

if (!config.publicUrl) {
  process.stdout.write(
    '  Aviso: PUBLIC_URL não definido. Links de redefinição de senha vão só para o log do servidor (nada é enviado por e-mail).\n' +
      '  Defina o endereço que os celulares abrem, ex.: PUBLIC_URL=https://leiteira.local:3000\n',
  );
} else if (!URL.canParse(config.publicUrl)) {
  process.stderr.write(`PUBLIC_URL inválido: ${config.publicUrl} (use https://endereço:porta)\n`);
  process.exit(1);
}

const app = createApp({ db: database.db, config, logger });
const tls = config.tlsCert && config.tlsKey;
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    ...(tls
      ? {
          createServer: createHttpsServer,
          serverOptions: { cert: readFileSync(config.tlsCert as string), key: readFileSync(config.tlsKey as string) },
        }
      : {}),
  },
  (info) => {
    logger.info('servidor iniciado', { url: `${tls ? 'https' : 'http'}://${info.address}:${info.port}` });
    process.stdout.write(`Gestão Leiteira em ${tls ? 'https' : 'http'}://localhost:${info.port}\n`);
  },
);

function shutdown(signal: string) {
  logger.info('encerrando', { signal });
  server.close(() => {
    database.close();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open; idle ones go now, busy ones finish their request first.
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
