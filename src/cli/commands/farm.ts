import type { Command } from 'commander';
import { MODULO_LABEL, type Modulo } from '../../domain/modules.ts';
import * as admin from '../../server/services/admin.ts';
import { type DbOptions, databaseOption, print, table, withDatabase } from '../shared.ts';
import { registerFarmMoveCommands } from './fazenda-mover.ts';

/** `leiteira farm list` (also `leiteira fazenda ...`), `farm exportar` and `farm importar`. */
export function registerFarmCommands(program: Command): void {
  const farm = program.command('farm').alias('fazenda').description('fazendas');
  databaseOption(
    farm
      .command('list')
      .description('lista as fazendas (id, nome, local, tamanho, usuários, módulos)')
      .option('--json', 'saída em JSON', false),
  ).action(async (opts: DbOptions & { json: boolean }) => {
    await withDatabase(opts, async ({ db }) => {
      const farms = await admin.listarFazendas(db);
      if (opts.json) {
        print(JSON.stringify(farms, null, 2));
        return;
      }
      print(
        table(
          ['Id', 'Nome', 'Localização', 'Tamanho (ha)', 'Usuários', 'Módulos'],
          farms.map((f) => [
            f.id,
            f.name,
            f.location,
            f.size.toLocaleString('pt-BR'),
            String(f.userCount),
            f.allowedModules.map((m) => MODULO_LABEL[m as Modulo] ?? m).join(', '),
          ]),
        ),
      );
    });
  });
  registerFarmMoveCommands(farm);
}
