import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { MSG_DADOS } from '../domain/dados/messages.ts';
import { quantos } from '../domain/format.ts';
import { createAppSobDemanda, grupoCarregado } from './app-sob-demanda.ts';
import { carregarUmaVez } from './carregar-uma-vez.ts';
import { loadConfig } from './config.ts';
import { abrirCliente } from './db/abrir-cliente.ts';
import { marcarServidor } from './db/marca-servidor.ts';
import { versaoDoBanco } from './db/versao.ts';
import { responderErrosDoCliente } from './http/erro-do-cliente.ts';
import { ARQUIVO_OPENAPI } from './http/openapi-arquivo.ts';
import { manterConexoesOciosas } from './keep-alive.ts';
import { createLogger } from './logger.ts';
import {
  arquivoDoBanco,
  backupAntesDeAtualizar,
  criarBackups,
  precisaCopiaAntesDeAtualizar,
  problemaNaConfiguracao,
} from './services/backup.ts';
import { etapaDemorada } from './services/etapa-demorada.ts';
import type { SeedResult } from './services/seed.ts';
import { seedPendente } from './services/seed-pendente.ts';
import { comandoDeNovaSenha, telaDeInicio } from './tela-inicio.ts';
import { lanIpv4 } from './tls/banner.ts';
import { TlsError } from './tls/certificates.ts';
import { resolveTls, type TlsSetup } from './tls/setup.ts';
import { startTlsExtras } from './tls/start.ts';

/**
 * The server's start, called by main.ts (the entry) once V8's flags are set back: config, the database (migrated when
 * behind, seeded on a first start), the app with its route groups loaded on demand, the listener, the jobs.
 * `pastaDaEntrada` is main's folder: in a build dist/bundle, where openapi.json was written (this module is a chunk
 * below it).
 */
export async function iniciar(pastaDaEntrada: string): Promise<void> {
  const config = loadConfig();
  const bancoArquivo = arquivoDoBanco(config.databaseUrl);
  // A person at a terminal (`npm start`) gets one screen of what they need (tela-inicio.ts) and the log goes to a
  // file beside the database; a service (no terminal: journald, a file) keeps the JSON lines on stdout.
  const naTela = process.stdout.isTTY === true;
  let registro: string | null = null;
  if (naTela && bancoArquivo) {
    mkdirSync(dirname(bancoArquivo), { recursive: true });
    registro = join(dirname(bancoArquivo), 'servidor.log');
  }
  const logger = createLogger(config.logLevel, undefined, registro ?? undefined);
  /** What the first screen will add below the addresses (at a terminal), or what is printed at once (a service). */
  const avisos: string[] = [];
  const avisar = (texto: string) => (naTela ? avisos.push(texto) : process.stdout.write(texto));
  let adminCriado: { email: string; senha: string; novaSenha: string } | undefined;
  const client = await abrirCliente(config.databaseUrl, config.databaseAuthToken, { writeWaitMs: config.writeWaitMs });
  // drizzle and the tables (~130 kB of JavaScript: ~15 ms of a start's CPU) are loaded by the first thing that needs
  // them — a migration, a first start's seed, a signed-in request or a route group (app-sob-demanda.ts), the background
  // jobs below — and made once: the app, the jobs and the seed share one instance (services/farm-changes.ts's bus is
  // per instance). The usual start reads what it must in plain SQL.
  const carregarDb = carregarUmaVez(() => import('./db/client.ts').then((m) => m.comDrizzle(client)));
  // While this file exists (and this process lives), `leiteira restaurar` refuses to replace the database.
  const desmarcar = bancoArquivo
    ? marcarServidor(bancoArquivo, { porta: config.port, portaHttp: config.httpPort })
    : () => {};
  // A release upgrade: the database as it was is kept before a migration that may change data (backup.ts); each step
  // that takes more than a second is announced on the screen and in the log (a 1.8 GB file takes minutes on a Pi).
  const versao = await versaoDoBanco(client);
  const etapa = { logger, dizer: (linha: string) => process.stdout.write(linha), concluida: MSG_DADOS.etapaConcluida };
  const temDados =
    (await client.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'")).rows.length > 0;
  const tamanhoGb = bancoArquivo && existsSync(bancoArquivo) ? statSync(bancoArquivo).size / 1e9 : 0;
  const antes = precisaCopiaAntesDeAtualizar(config, versao, temDados)
    ? await etapaDemorada(() => backupAntesDeAtualizar(config, versao, temDados), {
        ...etapa,
        texto: MSG_DADOS.copiandoAntesDeAtualizar(tamanhoGb.toLocaleString('pt-BR', { maximumFractionDigits: 1 })),
        evento: 'copiando o banco antes de atualizar',
        campos: { bytes: Math.round(tamanhoGb * 1e9), de: versao.atual },
      })
    : null;
  if (antes) avisar(`  ${MSG_DADOS.copiaAntesDeAtualizar(antes.arquivo)}\n`);
  else if (versao.pendentes.length && temDados && bancoArquivo)
    logger.info('banco atualizado sem cópia antes: nenhuma migração muda dados', {});
  // Nothing pending (the usual start): drizzle's migrator would read and hash every migration's SQL (2 MB) to apply none.
  if (versao.pendentes.length) {
    const { migrateDatabase } = await import('./db/client.ts');
    await etapaDemorada(async () => migrateDatabase(await carregarDb()), {
      ...etapa,
      texto: MSG_DADOS.atualizandoOBanco(quantos(versao.pendentes.length, 'migração', 'migrações')),
      evento: 'migrando o banco',
      campos: { de: versao.atual, para: versao.codigo, migracoes: versao.pendentes.map((m) => m.tag) },
    });
  }
  // VAPID keys and users there (the usual start): nothing to seed, and no drizzle loaded to find that out
  const seed: SeedResult = (await seedPendente(client))
    ? await (await import('./services/seed.ts')).seedDatabase(await carregarDb(), config)
    : { seeded: false };
  if (seed.seeded) {
    logger.info('banco de dados inicializado', { admin: seed.adminEmail });
    if (seed.generatedPassword && naTela) {
      adminCriado = {
        email: seed.adminEmail ?? '',
        senha: seed.generatedPassword,
        novaSenha: comandoDeNovaSenha(seed.adminEmail ?? '', process.env.DATABASE_URL ? config.databaseUrl : undefined),
      };
    } else if (seed.generatedPassword) {
      // Printed once, on purpose outside the JSON log, so a person reading the console sees it.
      process.stdout.write(
        `\n  Administrador criado: ${seed.adminEmail}\n  Senha gerada (anote agora, ela não será mostrada de novo): ${seed.generatedPassword}\n` +
          `  Perdeu a senha? Defina outra, sem apagar nenhum dado: ${comandoDeNovaSenha(seed.adminEmail ?? '', process.env.DATABASE_URL ? config.databaseUrl : undefined)}\n\n`,
      );
    }
  }

  if (!config.publicUrl) {
    avisar(
      '  Aviso: PUBLIC_URL não definido. Links de redefinição de senha vão só para o log do servidor (nada é enviado por e-mail).\n' +
        '  Defina o endereço que os celulares abrem, ex.: PUBLIC_URL=https://leiteira.internal:3000\n',
    );
  } else if (!URL.canParse(config.publicUrl)) {
    process.stderr.write(`PUBLIC_URL inválido: ${config.publicUrl} (use https://endereço:porta)\n`);
    process.exit(1);
  }

  const problemaBackup = problemaNaConfiguracao(config);
  if (problemaBackup) {
    process.stderr.write(`${problemaBackup}\n`);
    process.exit(1);
  }
  const backups = criarBackups({ config, logger });
  backups.iniciar();

  // TLS_CERT/TLS_KEY, or the certificate `leiteira tls init` left in the data folder.
  let tlsSetup: TlsSetup | null = null;
  try {
    tlsSetup = resolveTls(config);
  } catch (error) {
    if (!(error instanceof TlsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (tlsSetup) Object.assign(config, { tlsCert: tlsSetup.cert, tlsKey: tlsSetup.key, tlsCa: tlsSetup.ca });

  // openapi.json as the build wrote it beside the entry (dist/bundle/server.js); run from source, the app builds it
  // when asked.
  const openapiArquivo = join(pastaDaEntrada, ARQUIVO_OPENAPI);
  const app = createAppSobDemanda({
    carregarDb,
    config,
    logger,
    backups,
    tls: tlsSetup,
    openapiArquivo: existsSync(openapiArquivo) ? openapiArquivo : null,
  });
  // The background jobs start a moment after the server listens, their modules imported then: the start's first
  // answers (a service manager's health check, the first screen) neither wait for them nor share the event loop with
  // their first pass. Web Push of the alerts: VAPID keys made on first start, new alerts queued and sent (they wait
  // for the uplink). The desk's herd summaries kept off the requests (painel-manter.ts): the missing or stale now, a
  // farm's after its writes (a write before this pass is in the pass: it computes every farm's stale summaries).
  const FUNDO_DEPOIS_MS = 1000;
  let encerrando = false;
  let pararFundo = () => {};
  const fundo = setTimeout(async () => {
    const [{ iniciarPush }, { manterPainel }, db] = await Promise.all([
      import('./services/push.ts'),
      import('./services/painel-manter.ts'),
      carregarDb(),
    ]);
    if (encerrando) return;
    const pararPush = iniciarPush({ db, config, logger });
    const pararPainel = manterPainel(db);
    pararFundo = () => {
      pararPush();
      pararPainel();
    };
  }, FUNDO_DEPOIS_MS);
  const tls = config.tlsCert && config.tlsKey;
  let redirect: { close(): void } | undefined;
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      ...(tls
        ? {
            // node:https (and tls with it) only when HTTPS is on: most starts serve HTTP and need neither.
            createServer: (await import('node:https')).createServer,
            serverOptions: { cert: readFileSync(config.tlsCert as string), key: readFileSync(config.tlsKey as string) },
          }
        : {}),
    },
    (info) => {
      logger.info('servidor iniciado', { url: `${tls ? 'https' : 'http'}://${info.address}:${info.port}` });
      const local = `${tls ? 'https' : 'http'}://localhost:${info.port}`;
      if (!naTela) process.stdout.write(`Gestão Leiteira em ${local}\n`);
      config.port = info.port; // PORT=0 picked one: the port 'Instalar no celular' and the redirect name
      let rede = '';
      redirect = startTlsExtras({
        config,
        tls: tlsSetup,
        port: info.port,
        lanIps: lanIpv4(networkInterfaces()),
        logger,
        ...(naTela
          ? {
              mostrar: {
                linha: (texto: string) => {
                  rede += texto;
                },
                banner: (texto: string) => {
                  process.stdout.write(
                    telaDeInicio({
                      local,
                      rede: rede + texto,
                      admin: adminCriado,
                      banco: bancoArquivo ?? config.databaseUrl,
                      registro,
                      avisos,
                    }),
                  );
                },
              },
            }
          : {}),
      });
    },
  );
  // A URL or headers over Node's 16 KB: the API's Portuguese error instead of Node's bare 431 (http/erro-do-cliente.ts).
  responderErrosDoCliente(server);
  manterConexoesOciosas(server);

  async function shutdown(signal: string) {
    logger.info('encerrando', { signal });
    encerrando = true;
    clearTimeout(fundo);
    backups.parar();
    desmarcar();
    pararFundo();
    redirect?.close();
    server.close(() => {
      client.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; idle ones go now, busy ones finish their request first.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(0), 5000).unref();
    // The bell's open streams end (the browsers reconnect to the next server): none is open before the alerts' group
    // is loaded (app-sob-demanda.ts), and then its module is too.
    if (grupoCarregado('alertas')) (await import('./services/alertas-ao-vivo.ts')).encerrarStreams();
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
