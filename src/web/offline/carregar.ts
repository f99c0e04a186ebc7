/**
 * The outbox (IndexedDB, replay) and the connection toasts serve a signed-in user only — the login page never uses
 * them, and counting everything it fetches before it is idle they were 7 KB of its JavaScript (issue 28) — so they
 * are loaded and started when a session with a user is known (the signed-in layout imports the outbox statically as
 * well, for the pending badge). Signing out tells an outbox already loaded; it never loads one.
 */
let iniciado: Promise<typeof import('./sync.ts')> | undefined;

export function offlineDoUsuario(id: string | null): void {
  if (!id) {
    void iniciado?.then((m) => m.definirUsuario(null));
    return;
  }
  iniciado ??= Promise.all([import('./sync.ts'), import('../pwa/connection.ts')]).then(([sync, conexao]) => {
    sync.iniciarOffline();
    conexao.watchConnection();
    return sync;
  });
  void iniciado.then((m) => m.definirUsuario(id));
}
