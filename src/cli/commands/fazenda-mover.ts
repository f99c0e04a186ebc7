import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { dataDaCopia } from '../../domain/dados/copia.ts';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { exportarFazenda, importarFazenda } from '../../server/services/mover-fazenda.ts';
import { asCliError, CliError, type DbOptions, databaseOption, print, resolveFarms, withDatabase } from '../shared.ts';

/**
 * `leiteira fazenda exportar <id|nome> arquivo.zip` and `leiteira fazenda importar arquivo.zip [--substituir] [--copia]`
 * (a read-only copy of a farm that runs on another installation, dated by its export).
 */
export function registerFarmMoveCommands(farm: Command): void {
  databaseOption(
    farm
      .command('exportar <fazenda> <arquivo>')
      .description('grava num .zip todos os registros de uma fazenda (id ou nome), com os ids, para outra instalação'),
  ).action(async (ref: string, arquivo: string, opts: DbOptions) => {
    const destino = resolve(arquivo);
    if (existsSync(destino)) throw new CliError(MSG_DADOS.arquivoJaExiste(destino));
    await withDatabase(opts, async ({ client, db }) => {
      const [farmId] = await resolveFarms(db, [ref]);
      try {
        const { zip, manifesto } = await exportarFazenda(client, farmId);
        writeFileSync(destino, zip, { flag: 'wx' });
        const total = manifesto.tabelas.reduce((s, t) => s + t.registros, 0);
        print(MSG_DADOS.exportada(manifesto.fazenda.nome, destino, total));
      } catch (error) {
        throw asCliError(error);
      }
    });
  });

  databaseOption(
    farm
      .command('importar <arquivo>')
      .description('recria neste banco a fazenda de um .zip de "fazenda exportar", com os mesmos ids (tudo ou nada)')
      .option('--substituir', 'se a fazenda já existe aqui, troca os dados dela pelos do arquivo', false)
      .option(
        '--copia',
        'guarda a fazenda como cópia somente leitura, com a data da exportação (fazendas que rodam em outra instalação)',
        false,
      ),
  ).action(async (arquivo: string, opts: DbOptions & { substituir: boolean; copia: boolean }) => {
    const origem = resolve(arquivo);
    if (!existsSync(origem)) throw new CliError(MSG_DADOS.arquivoNaoEncontrado(origem));
    const conteudo = readFileSync(origem);
    await withDatabase(opts, async ({ client }) => {
      try {
        const r = await importarFazenda(client, conteudo, {
          substituir: opts.substituir,
          copia: opts.copia,
          nomeArquivo: arquivo,
        });
        print(MSG_DADOS.importada(r.fazenda.nome, r.registros, r.substituida));
        if (r.copiaEm) print(MSG_DADOS.importadaCopia(dataDaCopia(r.copiaEm)));
        if (r.usuariosAusentes.length) print(MSG_DADOS.usuariosAusentes(r.usuariosAusentes.length));
      } catch (error) {
        throw asCliError(error);
      }
    });
  });
}
