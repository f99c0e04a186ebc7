import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { agoraNoFuso, quantos } from '../../domain/format.ts';
import { MSG_PAINEL } from '../../domain/painel/messages.ts';
import { lerPeriodo } from '../../domain/painel/periodo.ts';
import { relatorioDoPainel } from '../../domain/painel/relatorio.ts';
import { relatorioParaCsv, tabelaComoTexto } from '../../domain/relatorios/exportar.ts';
import { fazendasDaInstalacao, figurasGuardadas, painelDoPeriodo } from '../../server/services/painel.ts';
import { ARQUIVOS_RELATORIO } from '../../server/services/relatorio-arquivos.ts';
import {
  CliError,
  type DbOptions,
  databaseOption,
  type Formato,
  io,
  opcaoFormato,
  print,
  progresso,
  resolveFarms,
  table,
  withDatabase,
} from '../shared.ts';

interface Opcoes extends DbOptions {
  periodo?: string;
  fazendas?: string[];
  formato: Formato;
  saida?: string;
}

/**
 * `leiteira painel --periodo 2026 [--fazendas a b] [--formato …] [--saida arquivo]`: the farms' desk of the screen
 * (docs/PRODUTO.md §Fazendas) from the database file — the same service and domain functions, every module (the CLI
 * opens the file itself), a row per farm and the group's reference rows, one table per group of indicators; the
 * progress on stderr, so the output can be piped. It grows out of `avaliacao --todas`, whose economics it shows.
 */
export function registerPainelCommand(program: Command): void {
  databaseOption(
    program
      .command('painel')
      .description('painel das fazendas: produção, qualidade, reprodução, economia e financeiro lado a lado')
      .option('--periodo <periodo>', 'ano (2026), mês (2026-03) ou trimestre (2026-T1)')
      .option('--fazendas <id|nome...>', 'só estas fazendas (padrão: todas)')
      .addOption(opcaoFormato())
      .option('--saida <arquivo>', 'grava em vez de mostrar (xlsx e pdf precisam dele)'),
  ).action(async (opts: Opcoes) => {
    const periodo = lerPeriodo(opts.periodo ?? '');
    if (!periodo) throw new CliError(MSG_PAINEL.periodo);
    if ((opts.formato === 'xlsx' || opts.formato === 'pdf') && !opts.saida)
      throw new CliError(`O formato ${opts.formato} precisa de --saida <arquivo.${opts.formato}>.`);
    await withDatabase(opts, async ({ db }) => {
      const ids = opts.fazendas?.length ? await resolveFarms(db, opts.fazendas) : undefined;
      const fazendas = await fazendasDaInstalacao(db, ids);
      if (!fazendas.length) throw new CliError(MSG_PAINEL.nenhumaFazenda);
      const p = progresso(fazendas.length, 'Lendo');
      const painel = await painelDoPeriodo(db, fazendas, periodo, (n) => p.passo(n));
      await figurasGuardadas(); // kept before the file closes, for the next read
      p.fim(`${quantos(fazendas.length, 'fazenda lida', 'fazendas lidas')} (${periodo.rotulo}).`);
      const rel = relatorioDoPainel(painel, agoraNoFuso());
      let saida: string | Buffer;
      if (opts.formato === 'json') saida = `${JSON.stringify(painel, null, 2)}\n`;
      else if (opts.formato === 'csv') saida = relatorioParaCsv(rel);
      else if (opts.formato === 'tabela')
        saida = `${rel.titulo} — ${rel.periodo}\n\n${(rel.secoes ?? [])
          .map((s) => {
            const blocos = s.blocos.flatMap((b) => {
              if (b.tipo === 'tabela') {
                const [cab, ...linhas] = tabelaComoTexto(b.tabela);
                return [table(cab, linhas)];
              }
              return b.tipo === 'paragrafos' ? [b.textos.join('\n')] : [];
            });
            return `== ${s.titulo} ==\n${blocos.join('\n\n')}`;
          })
          .join('\n\n')}\n`;
      else saida = await ARQUIVOS_RELATORIO[opts.formato].fazer(rel);
      if (opts.saida) {
        writeFileSync(opts.saida, saida);
        print(`Painel gravado em ${opts.saida}.`);
      } else io.stdout.write(saida);
    });
  });
}
