/**
 * What `npm start` shows a person at a terminal (issue 24 item 10): the address, the generated administrator's
 * password in a frame, where the database and the server's log are — in Portuguese, nothing else. A service (no
 * terminal: systemd's journal, a file) keeps the JSON log lines and plain messages of inicio.ts instead.
 */

export interface TelaDeInicio {
  /** The address on this computer: 'http://localhost:3000'. */
  local: string;
  /** The LAN/HTTPS banner of tls/banner.ts (its lines, already in Portuguese), and what the TLS start said. */
  rede: string;
  /**
   * The administrator made on this first start, with the password generated for them, and the command that gives
   * them a new one without deleting any data (`comandoDeNovaSenha`), for when the password is lost.
   */
  admin?: { email: string; senha: string; novaSenha: string };
  /** The database file, or the libSQL server's address. */
  banco: string;
  /** The file the server's log goes to, or null when it stays on this terminal. */
  registro: string | null;
  /** Warnings a person should act on (PUBLIC_URL missing, a copy made before an upgrade). */
  avisos: string[];
}

/** Text in a frame of box-drawing characters, each line padded to the widest (so the password stands out). */
export function moldura(linhas: string[]): string[] {
  const largura = Math.max(...linhas.map((l) => [...l].length));
  return [
    `╔${'═'.repeat(largura + 4)}╗`,
    ...linhas.map((l) => `║  ${l}${' '.repeat(largura - [...l].length)}  ║`),
    `╚${'═'.repeat(largura + 4)}╝`,
  ];
}

/**
 * How an administrator who lost the password gets a new one, keeping every farm's data: the CLI's
 * `user set-password` (src/cli/commands/user.ts), on the server's database (`-d` when it is not the default one).
 */
export function comandoDeNovaSenha(email: string, databaseUrl?: string): string {
  return `npx leiteira user set-password ${email}${databaseUrl ? ` -d ${databaseUrl}` : ''}`;
}

/** The first screen, as lines ending in '\n'. */
export function telaDeInicio(t: TelaDeInicio): string {
  const linhas = ['', '  Gestão Leiteira está no ar.', '', `  Neste computador, abra: ${t.local}`];
  const rede = t.rede.replace(/\n+$/, '');
  if (rede) linhas.push(...rede.split('\n'));
  if (t.admin) {
    linhas.push(
      '',
      ...moldura([
        'Primeiro acesso — administrador criado',
        `E-mail: ${t.admin.email}`,
        `Senha:  ${t.admin.senha}`,
        'Anote a senha agora: ela não será mostrada de novo.',
      ]).map((l) => `  ${l}`),
      '  Perdeu a senha? Defina outra, sem apagar nenhum dado:',
      `    ${t.admin.novaSenha}`,
    );
  }
  linhas.push('', `  Banco de dados: ${t.banco}`);
  linhas.push(
    t.registro ? `  Registro do servidor (log): ${t.registro}` : '  Registro do servidor (log): neste terminal, abaixo',
  );
  for (const a of t.avisos)
    linhas.push(
      ...a
        .replace(/\n+$/, '')
        .split('\n')
        .map((l) => `  ${l.replace(/^\s+/, '')}`),
    );
  linhas.push('', '  Para parar o servidor: Ctrl+C', '');
  return `${linhas.join('\n')}\n`;
}
