import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { type AnaliseFinal, analisar } from '../../domain/avaliacao/analise.ts';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import { linhasDoRelatorio, relatorioDaAvaliacao, relatorioDeTexto } from '../../domain/avaliacao/relatorio.ts';
import { type Avaliacao, avaliacaoSchema } from '../../domain/avaliacao/schemas.ts';
import { paraCsv } from '../../domain/csv.ts';
import { agoraNoFuso, formatBRL, formatNumero, quantos } from '../../domain/format.ts';
import { type AvaliacaoDaFazenda, avaliacoesDoAno, relatorioDaFazenda } from '../../server/services/avaliacao.ts';
import { ARQUIVOS_RELATORIO } from '../../server/services/relatorio-arquivos.ts';
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

/** The formats that are files, not text: made by the reports' file makers, they need --saida. */
const ARQUIVOS = ['xlsx', 'pdf'] as const;
const ehArquivo = (f: Formato): f is (typeof ARQUIVOS)[number] => (ARQUIVOS as readonly string[]).includes(f);

interface Opcoes extends DbOptions {
  entrada?: string;
  fazenda?: string;
  todas: boolean;
  ano?: string;
  esquema: boolean;
  formato: Formato;
  saida?: string;
}

/** The input file, parsed and checked: a bad file names the field ('receitas.precoLeite: …') and exits 1. */
function lerEntrada(caminho: string) {
  let texto: string;
  try {
    texto = readFileSync(caminho, 'utf8');
  } catch {
    throw new CliError(`Arquivo não encontrado ou ilegível: ${caminho}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(texto.replace(/^\uFEFF/, ''));
  } catch {
    throw new CliError(`O arquivo ${caminho} não é um JSON válido.`);
  }
  const r = avaliacaoSchema.safeParse(json);
  if (r.success) return r.data;
  const linhas = r.error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`);
  throw new CliError(`Entrada inválida em ${caminho}:\n${[...new Set(linhas)].join('\n')}`);
}

/** One farm's report in the chosen format. */
async function relatorio(formato: Formato, entrada: Avaliacao, analise: AnaliseFinal): Promise<string | Buffer> {
  const id = entrada.identificacao;
  if (ehArquivo(formato))
    return ARQUIVOS_RELATORIO[formato].fazer(relatorioDaAvaliacao(entrada, analise, agoraNoFuso()));
  const linhas = linhasDoRelatorio(analise);
  if (formato === 'json') return `${JSON.stringify({ identificacao: id, analise }, null, 2)}\n`;
  if (formato === 'csv')
    return paraCsv([['Seção', 'Indicador', 'Valor'], ...linhas.map((x) => [x.secao, x.rotulo, x.valor])]);
  const corpo = table(
    ['Seção', 'Indicador', 'Valor'],
    linhas.map((x) => [x.secao, x.rotulo, x.valor]),
  );
  return `${id.propriedade} — ${id.produtor} — ${id.ano}\n\n${corpo}\n`;
}

const RESUMO = ['Fazenda', 'Ano', 'Leite (L)', 'Renda bruta', 'COE', 'COT', 'CT', 'Lucro', 'CT por litro', 'Situação'];

/** The table of many farms: a row each, the figures or the steps a farm's draft still lacks. */
async function resumo(formato: Formato, ano: number, todas: AvaliacaoDaFazenda[]): Promise<string | Buffer> {
  if (formato === 'json')
    return `${JSON.stringify(
      todas.map((f) => ({
        farmId: f.farmId,
        fazenda: f.fazenda,
        ano,
        analise: f.analise,
        ...('faltando' in f ? { faltando: f.faltando } : {}),
      })),
      null,
      2,
    )}\n`;
  const linhas = todas.map((f) =>
    f.analise
      ? [
          f.fazenda,
          String(ano),
          formatNumero(f.analise.litros, 0),
          formatBRL(f.analise.rbAtividade),
          formatBRL(f.analise.coe),
          formatBRL(f.analise.cot),
          formatBRL(f.analise.ct),
          formatBRL(f.analise.lucro),
          f.analise.porLitro ? formatBRL(f.analise.porLitro.ct) : '—',
          f.analise.veredito.texto.split(':')[0],
        ]
      : [
          f.fazenda,
          String(ano),
          '—',
          '—',
          '—',
          '—',
          '—',
          '—',
          '—',
          `Sem avaliação completa (falta: ${'faltando' in f ? f.faltando.join(', ') : ''})`,
        ],
  );
  if (ehArquivo(formato))
    return ARQUIVOS_RELATORIO[formato].fazer(
      relatorioDeTexto(RESUMO, linhas, [2, 3, 4, 5, 6, 7, 8], {
        titulo: `Avaliações de ${ano}`,
        fazenda: quantos(todas.length, 'fazenda', 'fazendas'),
        periodo: `Ano de ${ano}`,
        geradoEm: agoraNoFuso(),
      }),
    );
  return formato === 'csv' ? paraCsv([RESUMO, ...linhas]) : `${table(RESUMO, linhas)}\n`;
}

function gravar(caminho: string, texto: string | Buffer) {
  writeFileSync(caminho, texto);
}

/**
 * `leiteira avaliacao`: the Análise Final with the same domain functions as the web — of an input file
 * (`--entrada`), of a farm's saved assessment (`--fazenda --ano`), or of every farm's (`--todas --ano`: a table with
 * a row per farm; with `--saida pasta/`, also one file per farm). `--esquema` prints the input file's JSON Schema.
 */
export function registerAvaliacaoCommand(program: Command): void {
  databaseOption(
    program
      .command('avaliacao')
      .description('avaliação econômico-zootécnica: a análise final de um arquivo, de uma fazenda ou de todas')
      .option('--entrada <arquivo>', 'arquivo JSON da avaliação (formato: leiteira avaliacao --esquema)')
      .option('--fazenda <id|nome>', 'a avaliação salva de uma fazenda (com --ano)')
      .option('--todas', 'a avaliação salva de cada fazenda (com --ano): uma linha por fazenda', false)
      .option('--ano <ano>', 'o ano avaliado')
      .option('--esquema', 'mostra o JSON Schema do arquivo de entrada', false)
      .addOption(opcaoFormato())
      .option(
        '--saida <arquivo|pasta>',
        'grava em vez de mostrar (com --todas, uma pasta: resumo e um arquivo por fazenda)',
      ),
  ).action(async (opts: Opcoes) => {
    if (opts.esquema) {
      print(JSON.stringify(z.toJSONSchema(avaliacaoSchema, { io: 'input' }), null, 2));
      return;
    }
    const ext = EXTENSAO[opts.formato];
    if (opts.entrada) {
      const entrada = lerEntrada(opts.entrada);
      return saida(opts, await relatorio(opts.formato, entrada, analisar(entrada)));
    }
    if (!opts.fazenda && !opts.todas)
      throw new CliError(
        'Informe --entrada <arquivo.json>, --fazenda <id|nome> ou --todas (ou --esquema para ver o formato).',
      );
    const ano = anoDe(opts.ano);
    await withDatabase(opts, async ({ db }) => {
      if (opts.fazenda) {
        const [farmId] = await resolveFarms(db, [opts.fazenda]);
        const [f] = await avaliacoesDoAno(db, ano, [farmId]);
        if (!f.analise) throw new CliError(MSG_AVALIACAO.incompleta(ano, f.faltando, f.fazenda));
        // A file is the screen's document: with the months of the farm's records and its other years.
        if (ehArquivo(opts.formato))
          return saida(opts, await ARQUIVOS_RELATORIO[opts.formato].fazer(await relatorioDaFazenda(db, farmId, ano)));
        return saida(opts, await relatorio(opts.formato, f.entrada, f.analise));
      }
      const todas = await avaliacoesDoAno(db, ano);
      const p = progresso(todas.length, 'Avaliando');
      if (opts.saida) {
        mkdirSync(opts.saida, { recursive: true });
        for (const [i, f] of todas.entries()) {
          if (f.analise)
            gravar(
              join(opts.saida as string, arquivoDaFazenda({ id: f.farmId, name: f.fazenda }, ext)),
              await relatorio(opts.formato, f.entrada, f.analise),
            );
          p.passo(i + 1);
        }
        gravar(join(opts.saida, `resumo-${ano}.${ext}`), await resumo(opts.formato, ano, todas));
        p.fim(`${quantos(todas.length, 'fazenda avaliada', 'fazendas avaliadas')}.`);
        print(
          `Resumo e ${quantos(todas.filter((f) => f.analise).length, 'relatório gravado', 'relatórios gravados')} em ${opts.saida}.`,
        );
        return;
      }
      p.fim(`${quantos(todas.length, 'fazenda avaliada', 'fazendas avaliadas')}.`);
      if (ehArquivo(opts.formato)) throw new CliError(`O formato ${opts.formato} precisa de --saida <pasta>.`);
      io.stdout.write(await resumo(opts.formato, ano, todas));
    });
  });
}

const EXTENSAO: Record<Formato, string> = { tabela: 'txt', csv: 'csv', xlsx: 'xlsx', pdf: 'pdf', json: 'json' };

function anoDe(texto: string | undefined): number {
  const ano = Number(texto);
  if (!texto || !Number.isInteger(ano) || ano < 1990 || ano > 2100)
    throw new CliError('Informe o ano com --ano (ex.: --ano 2025).');
  return ano;
}

/** To --saida when given, else to the terminal (a workbook needs a file). */
function saida(opts: Opcoes, texto: string | Buffer) {
  if (ehArquivo(opts.formato) && !opts.saida)
    throw new CliError(`O formato ${opts.formato} precisa de --saida <arquivo.${opts.formato}>.`);
  if (opts.saida) {
    gravar(opts.saida, texto);
    print(`Análise gravada em ${opts.saida}.`);
  } else {
    io.stdout.write(texto);
  }
}
