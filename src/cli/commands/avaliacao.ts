import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Option } from 'commander';
import { z } from 'zod';
import { analisar } from '../../domain/avaliacao/analise.ts';
import { linhasDoRelatorio } from '../../domain/avaliacao/relatorio.ts';
import { avaliacaoSchema } from '../../domain/avaliacao/schemas.ts';
import { paraCsv } from '../../domain/csv.ts';
import { CliError, print, table } from '../shared.ts';

const FORMATOS = ['tabela', 'csv', 'json'] as const;
type Formato = (typeof FORMATOS)[number];

interface Opcoes {
  entrada?: string;
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

/**
 * `leiteira avaliacao --entrada arquivo.json`: the Análise Final of an assessment file, with the same domain
 * functions as the web; `--esquema` prints the file's JSON Schema.
 */
export function registerAvaliacaoCommand(program: Command): void {
  program
    .command('avaliacao')
    .description('avaliação econômico-zootécnica: a análise final de um arquivo de entrada')
    .option('--entrada <arquivo>', 'arquivo JSON da avaliação (formato: leiteira avaliacao --esquema)')
    .option('--esquema', 'mostra o JSON Schema do arquivo de entrada', false)
    .addOption(new Option('--formato <formato>', 'tabela, csv ou json').choices(FORMATOS).default('tabela' as Formato))
    .option('--saida <arquivo>', 'grava o resultado neste arquivo em vez de mostrá-lo')
    .action((opts: Opcoes) => {
      if (opts.esquema) {
        print(JSON.stringify(z.toJSONSchema(avaliacaoSchema, { io: 'input' }), null, 2));
        return;
      }
      if (!opts.entrada) throw new CliError('Informe --entrada <arquivo.json> (ou --esquema para ver o formato).');
      const entrada = lerEntrada(opts.entrada);
      const analise = analisar(entrada);
      const linhas = linhasDoRelatorio(analise);
      const id = entrada.identificacao;
      const saida =
        opts.formato === 'json'
          ? JSON.stringify({ identificacao: id, analise }, null, 2)
          : opts.formato === 'csv'
            ? paraCsv([['Seção', 'Indicador', 'Valor'], ...linhas.map((x) => [x.secao, x.rotulo, x.valor])])
            : `${id.propriedade} — ${id.produtor} — ${id.ano}\n\n${table(
                ['Seção', 'Indicador', 'Valor'],
                linhas.map((x) => [x.secao, x.rotulo, x.valor]),
              )}`;
      if (opts.saida) {
        writeFileSync(opts.saida, opts.formato === 'tabela' ? `${saida}\n` : saida);
        print(`Análise gravada em ${opts.saida}.`);
      } else {
        process.stdout.write(opts.formato === 'csv' ? saida : `${saida}\n`);
      }
    });
}
