import { randomBytes } from 'node:crypto';
import { type Command, Option } from 'commander';
import { usuarioNovoSchema } from '../../domain/schemas/admin.ts';
import { novaSenha } from '../../domain/schemas/auth.ts';
import type { Db } from '../../server/db/client.ts';
import * as admin from '../../server/services/admin.ts';
import { createResetToken, RESET_TTL_MS, resetLink } from '../../server/services/password-reset.ts';
import {
  asCliError,
  CliError,
  type DbOptions,
  databaseOption,
  io,
  parseOrFail,
  print,
  readSecret,
  resolveFarms,
  table,
  withDatabase,
} from '../shared.ts';

/** Who the audit log names for changes made from the command line. */
export const CLI_ACTOR = { id: 'cli' };

const collect = (value: string, previous: string[] = []) => [...previous, value];

async function resolveGroups(db: Db, refs: string[]): Promise<string[]> {
  if (!refs.length) return [];
  const groups = await admin.listarGrupos(db);
  return refs.map((ref) => {
    const g =
      groups.find((x) => x.id === ref) ??
      groups.find((x) => x.name.toLocaleLowerCase('pt-BR') === ref.toLocaleLowerCase('pt-BR'));
    if (!g)
      throw new CliError(`Grupo não encontrado: ${ref}. Grupos existentes: ${groups.map((x) => x.name).join(', ')}.`);
    return g.id;
  });
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const id = await admin.idDoUsuarioPorEmail(db, email);
  if (!id) throw new CliError(`Usuário não encontrado: ${email}`);
  return id;
}

interface CreateOptions extends DbOptions {
  email: string;
  name: string;
  password?: string;
  admin?: boolean;
  farm?: string[];
  group?: string[];
}

/** `leiteira user create|list|set-password|reset-link`. */
export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('usuários: criar, listar, trocar senha, link de redefinição');

  databaseOption(
    user
      .command('create')
      .description('cria um usuário (sem --password, gera uma senha e a mostra uma única vez)')
      .requiredOption('--email <email>', 'e-mail (login) do usuário')
      .requiredOption('--name <nome>', 'nome do usuário')
      .option('--password <senha>', 'senha (mínimo 6 caracteres); sem ela uma senha é gerada')
      .option('--admin', 'administrador (acesso a tudo)', false)
      .option('--farm <id|nome>', 'vincula a uma fazenda (repita para várias)', collect)
      .option('--group <nome>', 'inclui num grupo, ex.: Operadores (repita para vários)', collect),
  ).action(async (opts: CreateOptions) => {
    const generated = opts.password === undefined ? randomBytes(12).toString('base64url') : undefined;
    await withDatabase(opts, async ({ db }, config) => {
      const [farmIds, groupIds] = [await resolveFarms(db, opts.farm ?? []), await resolveGroups(db, opts.group ?? [])];
      const input = parseOrFail(
        usuarioNovoSchema,
        {
          name: opts.name,
          email: opts.email,
          password: opts.password ?? generated,
          isAdmin: Boolean(opts.admin),
          farmIds,
          groupIds,
        },
        { name: 'Nome', email: 'Email', password: 'Senha' },
      );
      const created = await admin.criarUsuario(db, config.argon2, CLI_ACTOR, input).catch((e) => {
        throw asCliError(e);
      });
      print(`Usuário criado: ${created.name} <${created.email}>${created.isAdmin ? ' (administrador)' : ''}`);
      if (generated) print(`Senha gerada (anote agora, ela não será mostrada de novo): ${generated}`);
    });
  });

  databaseOption(
    user
      .command('list')
      .description('lista os usuários com fazendas e grupos')
      .option('--json', 'saída em JSON', false),
  ).action(async (opts: DbOptions & { json: boolean }) => {
    await withDatabase(opts, async ({ db }) => {
      const [users, farms, groups] = await Promise.all([
        admin.listarUsuarios(db),
        admin.listarFazendas(db),
        admin.listarGrupos(db),
      ]);
      const farmName = (id: string) => farms.find((f) => f.id === id)?.name ?? id;
      const groupName = (id: string) => groups.find((g) => g.id === id)?.name ?? id;
      if (opts.json) {
        print(JSON.stringify(users, null, 2));
        return;
      }
      print(
        table(
          ['Nome', 'Email', 'Tipo', 'Fazendas', 'Grupos'],
          users.map((u) => [
            u.name,
            u.email,
            u.isAdmin ? 'Admin' : 'Usuário',
            u.farmIds.map(farmName).join(', '),
            u.groupIds.map(groupName).join(', '),
          ]),
        ),
      );
    });
  });

  databaseOption(
    user
      .command('set-password <email>')
      .description('define a senha de um usuário (sem --password, lê da entrada padrão) e encerra as sessões dele')
      .option('--password <senha>', 'nova senha (mínimo 6 caracteres)'),
  ).action(async (email: string, opts: DbOptions & { password?: string }) => {
    await withDatabase(opts, async ({ db }, config) => {
      const id = await userIdOf(db, email);
      const password = parseOrFail(
        novaSenha,
        opts.password ?? (await readSecret('Nova senha: ', 'Repita a nova senha: ')),
      );
      await admin.definirSenhaDoUsuario(db, config.argon2, CLI_ACTOR, id, password);
      print(`Senha de ${email.trim().toLowerCase()} atualizada. As sessões abertas foram encerradas.`);
    });
  });

  databaseOption(
    user
      .command('reset-link <email>')
      .description('gera um link de redefinição de senha de uso único, válido por 1 hora')
      .addOption(
        new Option('--base-url <url>', 'endereço do aplicativo como os celulares o abrem (padrão: PUBLIC_URL)').env(
          'PUBLIC_URL',
        ),
      ),
  ).action(async (email: string, opts: DbOptions & { baseUrl?: string }) => {
    // A link is only ever built from an address the administrator gave, never guessed (it would not open on a phone).
    const base = opts.baseUrl;
    if (!base) {
      throw new CliError(
        'Informe o endereço do aplicativo: --base-url https://<endereço-do-pi>:3000 (ou defina PUBLIC_URL).',
      );
    }
    if (!/^https?:\/\//.test(base)) throw new CliError(`Endereço inválido: ${base} (use http://... ou https://...)`);
    await withDatabase(opts, async ({ db }) => {
      const reset = await createResetToken(db, email);
      if (!reset) throw new CliError(`Usuário não encontrado: ${email}`);
      print(resetLink(base, reset.token));
      io.stderr.write(`Link de uso único, válido por ${RESET_TTL_MS / 60_000} minutos.\n`);
    });
  });
}
