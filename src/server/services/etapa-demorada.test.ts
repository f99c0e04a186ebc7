/**
 * A start that takes long says what it is doing (issue 40, item 5): a step still running after the threshold is
 * announced on the screen and in the JSON log, and its end with the time it took; a quick step says nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { etapaDemorada } from './etapa-demorada.ts';

function registro() {
  const tela: string[] = [];
  const log: [string, Record<string, unknown> | undefined][] = [];
  const logger: Logger = { debug() {}, info: (m, f) => log.push([m, f]), warn() {}, error() {} };
  return { tela, log, logger, dizer: (l: string) => tela.push(l) };
}
const opcoes = {
  texto: 'Copiando o banco (1,8 GB)…',
  evento: 'copiando o banco',
  concluida: (s: string) => `Pronto, em ${s} s.`,
};

describe('a step of the start', () => {
  it('still running past the threshold is announced on the screen and in the log, then its end', async () => {
    const r = registro();
    let anunciado: () => void = () => {};
    const viuAviso = new Promise<void>((done) => {
      anunciado = done;
    });
    const resultado = await etapaDemorada(
      async () => {
        await viuAviso; // the step lasts until the person has been told (no fixed wait)
        return 42;
      },
      {
        ...opcoes,
        campos: { bytes: 1.8e9 },
        logger: r.logger,
        dizer: (l) => {
          r.dizer(l);
          anunciado();
        },
        aposMs: 0,
      },
    );
    expect(resultado).toBe(42);
    expect(r.tela[0]).toBe('  Copiando o banco (1,8 GB)…\n');
    expect(r.tela[1]).toMatch(/^ {2}Pronto, em \d+(,\d)? s\.\n$/);
    expect(r.log[0]).toEqual(['copiando o banco', { bytes: 1.8e9 }]);
    expect(r.log[1][0]).toBe('copiando o banco: concluído');
    expect(r.log[1][1]).toMatchObject({ bytes: 1.8e9, ms: expect.any(Number) });
  });

  it('that ends before the threshold says nothing', async () => {
    const r = registro();
    expect(await etapaDemorada(async () => 'ok', { ...opcoes, logger: r.logger, dizer: r.dizer, aposMs: 60_000 })).toBe(
      'ok',
    );
    expect(r.tela).toEqual([]);
    expect(r.log).toEqual([]);
  });
});
