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
});
