import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Command, Option } from 'commander';
import { agoraNoFuso, quantos } from '../../domain/format.ts';
import { celulasDoTotal, formatarCelula, temTotais } from '../../domain/relatorios/exportar.ts';
import {
  CATEGORIAS,
  consultaRelatorioSchema,
  MSG_RELATORIO,
  type Relatorio,
  TIPOS_RELATORIO,
} from '../../domain/relatorios/schemas.ts';
import { listarFazendas } from '../../server/services/admin.ts';
import { ARQUIVOS_RELATORIO } from '../../server/services/relatorio-arquivos.ts';
import { gerarRelatorio } from '../../server/services/relatorios.ts';
import {
  arquivoDaFazenda,
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
  fazenda?: string;
  todas: boolean;
  tipo?: string;
  categoria?: string;
  data?: string;
  mes?: string;
  ano?: string;
  formato: Formato;
  saida?: string;
}

async function conteudo(r: Relatorio, formato: Formato): Promise<string | Buffer> {
  if (formato === 'csv' || formato === 'xlsx' || formato === 'pdf') return ARQUIVOS_RELATORIO[formato].fazer(r);
  if (formato === 'json') return `${JSON.stringify(r, null, 2)}\n`;
  // the title block, and what a figure is or that one is withheld (the report's destaque), as the screen shows them
  const capa = `${r.titulo}\n${r.fazenda} · ${r.periodo} · gerado em ${r.geradoEm}\n${r.destaque ? `${r.destaque}\n` : ''}\n`;
  const cabecalho = r.colunas.map((c) => c.rotulo);
  // A period with no row says so under the header, as the PDF, the CSV and the Excel do: no totals row of zeros.
  if (!r.linhas.length) return `${capa}${table(cabecalho, [])}\n${MSG_RELATORIO.vazio}\n`;
  const linhas = r.linhas.map((l) => r.colunas.map((c) => formatarCelula(c, l[c.chave])));
  if (temTotais(r)) linhas.push(celulasDoTotal(r, formatarCelula));
  return `${capa}${table(cabecalho, linhas)}\n`;
}

const EXT: Record<Formato, string> = { tabela: 'txt', csv: 'csv', xlsx: 'xlsx', pdf: 'pdf', json: 'json' };
/**
 * `leiteira relatorio`: the reports of the screen, made by the same service, for one farm or every farm
 * (`--todas --saida pasta/`: one file per farm, with progress on a terminal).
 */
export function registerRelatorioCommand(program: Command): void {
  databaseOption(
    program
      .command('relatorio')
      .description('relatórios diários, mensais ou anuais de uma fazenda ou de todas')
      .option('--fazenda <id|nome>', 'a fazenda')
      .option('--todas', 'todas as fazendas (com --saida pasta/)', false)
      .addOption(new Option('--tipo <tipo>', 'diario, mensal ou anual').choices(TIPOS_RELATORIO))
      .addOption(new Option('--categoria <categoria>', 'o que o relatório mostra').choices(CATEGORIAS))
      .option('--data <aaaa-mm-dd>', 'o dia do relatório diário')
      .option('--mes <mes>', 'o mês (1 a 12) do relatório mensal')
      .option('--ano <ano>', 'o ano do relatório mensal ou anual')
      .addOption(opcaoFormato())
      .option('--saida <arquivo|pasta>', 'grava em vez de mostrar (com --todas, uma pasta)'),
  ).action(async (opts: Opcoes) => {
    const r = consultaRelatorioSchema.safeParse({
      tipo: opts.tipo,
      categoria: opts.categoria,
      data: opts.data,
      mes: opts.mes,
      ano: opts.ano,
    });
    if (!r.success) throw new CliError([...new Set(r.error.issues.map((i) => i.message))].join('\n'));
    if (!opts.fazenda && !opts.todas) throw new CliError('Informe --fazenda <id|nome> ou --todas.');
    if (opts.todas && !opts.saida) throw new CliError('Com --todas, informe a pasta dos arquivos com --saida <pasta>.');
    if ((opts.formato === 'xlsx' || opts.formato === 'pdf') && !opts.saida)
      throw new CliError(`O formato ${opts.formato} precisa de --saida <arquivo.${opts.formato}>.`);
    await withDatabase(opts, async ({ db }) => {
      const ids = opts.todas ? undefined : await resolveFarms(db, [opts.fazenda as string]);
      const lista = (await listarFazendas(db)).filter((f) => !ids || ids.includes(f.id));
      if (!opts.todas) {
        const [farm] = lista;
        const saida = await conteudo(await gerarRelatorio(db, farm, r.data, agoraNoFuso(farm.timezone)), opts.formato);
        if (opts.saida) {
          writeFileSync(opts.saida, saida);
          print(`Relatório gravado em ${opts.saida}.`);
        } else io.stdout.write(saida);
        return;
      }
      const pasta = opts.saida as string;
      mkdirSync(pasta, { recursive: true });
      const p = progresso(lista.length, 'Relatórios:');
      for (const [i, farm] of lista.entries()) {
        const rel = await gerarRelatorio(db, farm, r.data, agoraNoFuso(farm.timezone));
        writeFileSync(join(pasta, arquivoDaFazenda(farm, EXT[opts.formato])), await conteudo(rel, opts.formato));
        p.passo(i + 1);
      }
      p.fim(`${quantos(lista.length, 'relatório gravado', 'relatórios gravados')} em ${pasta}.`);
    });
  });
}
