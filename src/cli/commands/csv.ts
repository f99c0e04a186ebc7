import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { entidadeCsv, NOMES_ENTIDADES } from '../../domain/csv/entidades.ts';
import { LeitorCsvBytes } from '../../domain/csv/leitor.ts';
import { MSG_CSV } from '../../domain/csv/messages.ts';
import { quantos } from '../../domain/format.ts';
import { obterFazenda } from '../../server/services/admin.ts';
import { exportarCsv, type FonteCsv, importarCsv } from '../../server/services/csv/servico.ts';
import { CliError, type DbOptions, databaseOption, io, print, resolveFarms, table, withDatabase } from '../shared.ts';

interface Opcoes extends DbOptions {
  fazenda: string;
  saida?: string;
  simular?: boolean;
}

const LISTA = NOMES_ENTIDADES.join(', ');

function entidadeOuFalha(nome: string) {
  const e = entidadeCsv(nome);
  if (!e) throw new CliError(MSG_CSV.entidadeDesconhecida(nome, LISTA));
  return e;
}

/** A progress bar on a terminal for files above 1 MB; nothing otherwise (pipes, tests, small files). */
function barra(total: number) {
  if (!io.stderr.isTTY || total < 1024 * 1024) return null;
  return new SingleBar({
    format: '{fase} [{bar}] {percentage}% | {mb}/{total_mb} MB',
    barCompleteChar: '#',
    barIncompleteChar: '.',
    hideCursor: true,
    stream: io.stderr,
  });
}

/** The file as records, read a chunk at a time (a 50 MB file is never held whole); one call per pass. */
function fonteDoArquivo(arquivo: string, fases: string[]) {
  const total = statSync(arquivo).size;
  const bar = barra(total);
  let passo = 0;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return {
    fonte(): FonteCsv {
      const fase = fases[Math.min(passo++, fases.length - 1)];
      const leitor = new LeitorCsvBytes();
      async function* registros() {
        let lidos = 0;
        bar?.start(total, 0, { fase, mb: mb(0), total_mb: mb(total) });
        for await (const chunk of createReadStream(arquivo, { highWaterMark: 256 * 1024 })) {
          lidos += (chunk as Buffer).length;
          bar?.update(lidos, { fase, mb: mb(lidos), total_mb: mb(total) });
          yield* leitor.ler(chunk as Buffer);
        }
        yield* leitor.fim();
        bar?.stop();
      }
      return { registros: registros(), separador: () => leitor.separador ?? ';' };
    },
    parar: () => bar?.stop(),
  };
}

/** `leiteira exportar` and `leiteira importar`: CSV of any farm entity, by the same service as the screens. */
export function registerCsvCommands(program: Command): void {
  databaseOption(
    program
      .command('exportar')
      .description(`exporta uma entidade da fazenda em CSV (pt-BR: ; e vírgula decimal). Entidades: ${LISTA}`)
      .argument('<entidade>', 'o que exportar (rebanho, producao, contas-pagar…)')
      .requiredOption('--fazenda <id|nome>', 'a fazenda')
      .option('--saida <arquivo>', 'grava no arquivo (que não pode existir) em vez de mostrar'),
  ).action(async (nome: string, opts: Opcoes) => {
    const e = entidadeOuFalha(nome);
    if (opts.saida && existsSync(opts.saida))
      throw new CliError(`O arquivo já existe: ${opts.saida}. Escolha outro nome.`);
    await withDatabase(opts, async ({ db }) => {
      const [farmId] = await resolveFarms(db, [opts.fazenda]);
      const out = opts.saida ? createWriteStream(opts.saida, { flags: 'wx' }) : io.stdout;
      let linhas = -1;
      for await (const parte of exportarCsv(db, farmId, e.nome)) {
        linhas += (parte.match(/\r\n/g) ?? []).length;
        if (!out.write(parte)) await once(out, 'drain');
      }
      if (opts.saida) {
        await new Promise<void>((resolve, reject) =>
          (out as ReturnType<typeof createWriteStream>).end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
        print(`${e.titulo}: ${quantos(linhas, 'linha gravada', 'linhas gravadas')} em ${opts.saida}.`);
      }
    });
  });

  databaseOption(
    program
      .command('importar')
      .description(
        `importa um CSV (pt-BR ou simples, UTF-8 ou Latin-1) numa entidade da fazenda; nada é gravado se uma linha tiver erro. Entidades: ${LISTA}`,
      )
      .argument('<entidade>', 'onde importar (rebanho, producao, contas-pagar…)')
      .argument('<arquivo>', 'o arquivo .csv')
      .requiredOption('--fazenda <id|nome>', 'a fazenda')
      .option('--simular', 'confere e conta sem gravar nada', false),
  ).action(async (nome: string, arquivo: string, opts: Opcoes) => {
    const e = entidadeOuFalha(nome);
    if (!existsSync(arquivo)) throw new CliError(`Arquivo não encontrado: ${arquivo}.`);
    await withDatabase(opts, async ({ db }) => {
      const [farmId] = await resolveFarms(db, [opts.fazenda]);
      const farm = await obterFazenda(db, farmId);
      const fases = e.autoReferencia ? ['Lendo', 'Conferindo', 'Gravando'] : ['Conferindo', 'Gravando'];
      const arq = fonteDoArquivo(arquivo, fases);
      let r: Awaited<ReturnType<typeof importarCsv>>;
      try {
        r = await importarCsv(db, { userId: null, farmId }, farm, e.nome, arq.fonte, { simular: opts.simular });
      } finally {
        arq.parar();
      }
      if (r.totalErros) {
        io.stderr.write(
          `${table(
            ['Linha', 'Coluna', 'Valor', 'Mensagem'],
            r.erros.map((x) => [String(x.linha), x.coluna, x.valor.slice(0, 40), x.mensagem]),
          )}\n`,
        );
        if (r.totalErros > r.erros.length) io.stderr.write(`${MSG_CSV.errosDemais(r.totalErros - r.erros.length)}\n`);
        throw new CliError(`${MSG_CSV.erros(r.totalErros)} em ${arquivo}. ${MSG_CSV.nadaGravado}`);
      }
      if (r.colunasIgnoradas.length) print(`Colunas ignoradas: ${r.colunasIgnoradas.join(', ')}.`);
      print(
        `${e.titulo}: ${quantos(r.linhas, 'linha', 'linhas')} — ${MSG_CSV.resumo(r)}. ${r.simulado ? MSG_CSV.simulado : MSG_CSV.importado}`,
      );
    });
  });
}
