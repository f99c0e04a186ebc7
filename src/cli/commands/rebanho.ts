import { writeFileSync } from 'node:fs';
import { type Command, Option } from 'commander';
import {
  COLUNAS_LISTA,
  LISTA_VAZIA,
  linhaDaLista,
  relatorioDasListas,
  secoesSanitarias,
} from '../../domain/apontamentos/listas-relatorio.ts';
import { LISTAS, type ListaDeAcao } from '../../domain/apontamentos/schemas.ts';
import { agoraNoFuso, formatData, hojeNoFuso } from '../../domain/format.ts';
import { formatarCelula, formatarCelulaDocumento } from '../../domain/relatorios/exportar.ts';
import type { SecaoRelatorio } from '../../domain/relatorios/schemas.ts';
import {
  CARENCIA_VAZIA,
  COLUNAS_CARENCIA,
  linhaDaCarencia,
  relatorioDaCarencia,
  TITULO_CARENCIA,
} from '../../domain/sanidade/carencia-relatorio.ts';
import { obterFazenda } from '../../server/services/admin.ts';
import { listasDaFazenda } from '../../server/services/apontamentos/status.ts';
import { ARQUIVOS_RELATORIO } from '../../server/services/relatorio-arquivos.ts';
import { emCarencia } from '../../server/services/sanidade/estado.ts';
import {
  CliError,
  type DbOptions,
  databaseOption,
  type Formato,
  io,
  opcaoFormato,
  print,
  resolveFarms,
  table,
  withDatabase,
} from '../shared.ts';

/** A section of the lists' document at the terminal: its title, what it is ('sem dados' when empty), its table. */
function textoDaSecao(s: SecaoRelatorio): string {
  const partes = [s.titulo];
  for (const b of s.blocos) {
    if (b.tipo === 'paragrafos') partes.push(...b.textos);
    else if (b.tipo === 'tabela')
      partes.push(
        table(
          b.tabela.colunas.map((c) => c.rotulo),
          b.tabela.linhas.map((l) => b.tabela.colunas.map((c) => formatarCelulaDocumento(c, l[c.chave]))),
        ),
      );
  }
  return `${partes.join('\n')}\n`;
}

interface Opcoes extends DbOptions {
  fazenda?: string;
  lista?: ListaDeAcao;
  formato: Formato;
  saida?: string;
}

/**
 * `leiteira rebanho listas`: the week's action lists of a farm on its today, from the same service as the screen
 * (the farm's thresholds), as a table at the terminal or as the reports' files (CSV, Excel, PDF) for the crew.
 */
export function registerRebanhoCommands(program: Command): void {
  const rebanho = program.command('rebanho').description('o rebanho calculado dos apontamentos');
  databaseOption(
    rebanho
      .command('listas')
      .description('as listas de trabalho da semana: diagnóstico, secagem, partos, cio, vazias, repetidoras, novilhas')
      .option('--fazenda <id|nome>', 'a fazenda')
      .addOption(new Option('--lista <lista>', 'só uma lista').choices(LISTAS))
      .addOption(opcaoFormato(['tabela', 'json', 'csv', 'xlsx', 'pdf'] as const))
      .option('--saida <arquivo>', 'grava em vez de mostrar'),
  ).action(async (opts: Opcoes) => {
    if (!opts.fazenda) throw new CliError('Informe a fazenda com --fazenda <id|nome>.');
    if ((opts.formato === 'xlsx' || opts.formato === 'pdf') && !opts.saida)
      throw new CliError(`O formato ${opts.formato} precisa de --saida <arquivo.${opts.formato}>.`);
    await withDatabase(opts, async ({ db }) => {
      const [farmId] = await resolveFarms(db, [opts.fazenda as string]);
      const farm = await obterFazenda(db, farmId as string);
      const r = await listasDaFazenda(db, farm.id, hojeNoFuso(farm.timezone), opts.lista);
      let saida: string | Buffer;
      if (opts.formato === 'tabela') {
        const cabecalho = COLUNAS_LISTA.map((c) => c.rotulo);
        saida = `${farm.name} · listas de trabalho em ${formatData(r.hoje)}\n\n${r.listas
          .map((l) => {
            const linhas = l.itens.map((i) => {
              const linha = linhaDaLista(i);
              return COLUNAS_LISTA.map((c) => formatarCelula(c, linha[c.chave]));
            });
            const corpo = linhas.length ? table(cabecalho, linhas) : LISTA_VAZIA;
            return `${l.titulo} (${l.itens.length}) — ${l.descricao}\n${corpo}\n`;
          })
          .join('\n')}${opts.lista ? '' : `\n${secoesSanitarias(r.sanitarias).map(textoDaSecao).join('\n')}`}`;
      } else if (opts.formato === 'json') {
        // the screen's answer: each list's animals with their withdrawal, and the health lists
        saida = `${JSON.stringify(r, null, 2)}\n`;
      } else {
        saida = await ARQUIVOS_RELATORIO[opts.formato].fazer(
          relatorioDasListas(
            r.listas,
            farm.name,
            r.hoje,
            agoraNoFuso(farm.timezone),
            opts.lista ? undefined : r.sanitarias,
          ),
        );
      }
      if (opts.saida) {
        writeFileSync(opts.saida, saida);
        print(`Listas gravadas em ${opts.saida}.`);
      } else io.stdout.write(saida);
    });
  });

  databaseOption(
    rebanho
      .command('carencia')
      .description('os animais em carência de leite ou de carne hoje, e até quando (Sanidade)')
      .option('--fazenda <id|nome>', 'a fazenda')
      .addOption(opcaoFormato(['tabela', 'csv', 'xlsx', 'pdf'] as const))
      .option('--saida <arquivo>', 'grava em vez de mostrar'),
  ).action(async (opts: Omit<Opcoes, 'lista' | 'formato'> & { formato: Exclude<Formato, 'json'> }) => {
    if (!opts.fazenda) throw new CliError('Informe a fazenda com --fazenda <id|nome>.');
    if ((opts.formato === 'xlsx' || opts.formato === 'pdf') && !opts.saida)
      throw new CliError(`O formato ${opts.formato} precisa de --saida <arquivo.${opts.formato}>.`);
    await withDatabase(opts, async ({ db }) => {
      const [farmId] = await resolveFarms(db, [opts.fazenda as string]);
      const farm = await obterFazenda(db, farmId as string);
      const hoje = hojeNoFuso(farm.timezone);
      const itens = await emCarencia(db, farm.id, hoje);
      let saida: string | Buffer;
      if (opts.formato === 'tabela') {
        const linhas = itens.map((a) => {
          const linha = linhaDaCarencia(a);
          return COLUNAS_CARENCIA.map((c) => formatarCelula(c, linha[c.chave]));
        });
        const corpo = linhas.length
          ? table(
              COLUNAS_CARENCIA.map((c) => c.rotulo),
              linhas,
            )
          : CARENCIA_VAZIA;
        saida = `${farm.name} · ${TITULO_CARENCIA.toLowerCase()} (${formatData(hoje)}): ${itens.length}\n\n${corpo}\n`;
      } else {
        saida = await ARQUIVOS_RELATORIO[opts.formato].fazer(
          relatorioDaCarencia(itens, farm.name, hoje, agoraNoFuso(farm.timezone)),
        );
      }
      if (opts.saida) {
        writeFileSync(opts.saida, saida);
        print(`Lista gravada em ${opts.saida}.`);
      } else io.stdout.write(saida);
    });
  });
}
