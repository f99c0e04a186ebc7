import type { Command } from 'commander';
import { hostDaUrl, validarEnderecos } from '../../domain/tls/enderecos.ts';
import { TLS_MSG } from '../../domain/tls/messages.ts';
import { loadConfig } from '../../server/config.ts';
import { servidorAtivo } from '../../server/db/marca-servidor.ts';
import { arquivoDoBanco } from '../../server/services/backup.ts';
import { currentServerEnderecos, initTls, TlsError } from '../../server/tls/certificates.ts';
import { tlsDirFor } from '../../server/tls/paths.ts';
import { CliError, type DbOptions, databaseOption, print } from '../shared.ts';

interface TlsInitOptions extends DbOptions {
  nome?: string[];
  ip?: string[];
  pasta?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * `leiteira tls init --nome leiteira.internal --ip 192.168.0.10`: the farm's CA (made once, then reused: phones
 * already trust it) and a new server certificate for the given names and addresses. Without --nome/--ip it renews
 * the certificate for the names it already has. Bad input writes nothing.
 */
export function registerTlsCommands(program: Command): void {
  const tls = program.command('tls').description('HTTPS na rede da fazenda (certificados para os celulares)');
  databaseOption(
    tls
      .command('init')
      .description(
        'cria a autoridade certificadora da fazenda (ou reaproveita a existente) e o certificado do servidor',
      )
      .option('--nome <nome>', 'nome do servidor na rede, ex.: leiteira.internal (pode repetir)', collect)
      .option('--ip <ip>', 'endereço IP do servidor na rede, ex.: 192.168.0.10 (pode repetir)', collect)
      .option('--pasta <pasta>', 'pasta dos certificados (padrão: TLS_DIR ou a pasta tls ao lado do banco)'),
  ).action(async (opts: TlsInitOptions) => {
    const config = loadConfig();
    const dir = opts.pasta
      ? tlsDirFor('', opts.pasta)
      : tlsDirFor(opts.database ?? config.databaseUrl, process.env.TLS_DIR || undefined);
    const pedidos = { nomes: opts.nome ?? [], ips: opts.ip ?? [] };
    const renew = !pedidos.nomes.length && !pedidos.ips.length ? currentServerEnderecos(dir) : null;
    const checked = validarEnderecos((renew ?? pedidos).nomes, (renew ?? pedidos).ips);
    if (!checked.ok) throw new CliError(checked.erros.join('\n'));

    let result: Awaited<ReturnType<typeof initTls>>;
    try {
      result = await initTls(dir, checked.valor);
    } catch (error) {
      if (error instanceof TlsError) throw new CliError(error.message);
      throw error;
    }
    const { nomes, ips } = result.enderecos;
    const host = nomes[0] ?? ips[0];
    print(result.caCreated ? TLS_MSG.cliCaCriada(result.caSubject) : TLS_MSG.cliCaReaproveitada(result.caSubject));
    print(TLS_MSG.cliCaCrt(result.files.caCert));
    print(TLS_MSG.cliCaKey(result.files.caKey));
    print(TLS_MSG.cliImpressao(result.caFingerprint));
    print(TLS_MSG.cliServidor([...nomes, ...ips].join(', '), result.serverValidTo.toLocaleDateString('pt-BR')));
    print(`  ${result.files.serverCert}\n  ${result.files.serverKey}`);
    print('');
    // The ports the server uses: this shell's PORT/HTTP_PORT when set, else the running server's (its mark beside the
    // database: a service's environment is not the shell's), else the defaults.
    const banco = arquivoDoBanco(opts.database ?? config.databaseUrl);
    const doServidor = banco ? servidorAtivo(banco)?.portas : undefined;
    const porta = process.env.PORT || !doServidor ? config.port : doServidor.porta;
    const portaHttp = process.env.HTTP_PORT || !doServidor ? config.httpPort : doServidor.portaHttp;
    print(TLS_MSG.cliProximos);
    print(TLS_MSG.cliPasso1(porta));
    const install = portaHttp === null ? hostDaUrl(host, porta) : hostDaUrl(host, portaHttp, 'http');
    print(TLS_MSG.cliPasso2(`${install}/instalar`));
    print(TLS_MSG.cliPasso3(config.publicUrl?.startsWith('https:') ? config.publicUrl : hostDaUrl(host, porta)));
    print(TLS_MSG.cliDono);
  });
}
