import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, linhaDeTexto } from './logger.ts';

describe('the server console', () => {
  it('on a terminal reads as words: time, level, message, then the details', () => {
    const linha = linhaDeTexto(new Date(2026, 10, 23, 14, 3, 27), 'info', 'servidor iniciado', {
      url: 'https://leiteira.internal:3443',
      ms: 12,
    });
    expect(linha).toBe('14:03:27 info  servidor iniciado  url=https://leiteira.internal:3443 ms=12');
  });

  it('to a file or journald it is one JSON object per line', () => {
    const escrito: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
      escrito.push(String(s));
      return true;
    });
    try {
      createLogger('info', 'json').info('servidor iniciado', { porta: 3000 });
      createLogger('info', 'texto').info('servidor iniciado', { porta: 3000 });
      createLogger('warn', 'json').info('não aparece');
    } finally {
      spy.mockRestore();
    }
    expect(JSON.parse(escrito[0])).toMatchObject({ level: 'info', msg: 'servidor iniciado', porta: 3000 });
    expect(escrito[1]).toMatch(/^\d\d:\d\d:\d\d info {2}servidor iniciado {2}porta=3000\n$/);
    expect(escrito).toHaveLength(2);
  });

  it('with a log file (npm start at a terminal): every line to the file as JSON, only warnings and errors also on screen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leiteira-log-'));
    const arquivo = join(dir, 'servidor.log');
    const tela: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
      tela.push(String(s));
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
      tela.push(String(s));
      return true;
    });
    try {
      const log = createLogger('info', 'texto', arquivo);
      log.info('requisição', { path: '/api/health' });
      log.warn('stream de alertas', { error: 'x' });
      await expect
        .poll(() => {
          try {
            return readFileSync(arquivo, 'utf8').trim().split('\n').length;
          } catch {
            return 0;
          }
        })
        .toBe(2);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    const linhas = readFileSync(arquivo, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string });
    expect(linhas.map((l) => l.msg)).toEqual(['requisição', 'stream de alertas']);
    expect(tela).toHaveLength(1);
    expect(tela[0]).toMatch(/^\d\d:\d\d:\d\d aviso stream de alertas {2}error=x\n$/);
    rmSync(dir, { recursive: true, force: true });
  });
});
