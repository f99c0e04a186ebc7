// One build step of `npm start` (scripts/build-if-needed.mjs). At a terminal its output (vite's progress and warnings,
// in English) is kept back and shown whole only if the step fails; for a service (no terminal) it goes out as it
// comes, as before.
import { spawnSync } from 'node:child_process';

/**
 * Runs `cmd args`; on failure prints what it said and ends the process with its exit code. `terminal` is whether a
 * person reads stdout (process.stdout.isTTY).
 */
export function executar(rotulo, cmd, args, terminal = process.stdout.isTTY === true) {
  console.log(`${rotulo}...`);
  if (!terminal) {
    const r = spawnSync(cmd, args, { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
    return;
  }
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // No colours or progress redraws in what may be shown afterwards.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1' },
  });
  if (r.status === 0) return;
  const saida = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? `\n${r.error.message}` : ''}`;
  process.stderr.write(
    `\n${rotulo}: falhou (código ${r.status ?? 'sem código'}). O que a compilação disse:\n\n${saida}\n`,
  );
  process.exit(r.status ?? 1);
}
