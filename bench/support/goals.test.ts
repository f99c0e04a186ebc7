import { describe, expect, it, vi } from 'vitest';
import { type Figure, META, METAS_PI, printPiSummary } from './goals.ts';

function impresso(figures: Figure[]): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    printPiSummary(figures);
    return log.mock.calls.map((c) => c.join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

describe('npm run bench -- pi: the summary (issue 28)', () => {
  it('prints every slot in order; a missed goal says so; a slot no bench filled says "ainda não medido"', () => {
    const texto = impresso([
      {
        name: 'lista',
        chave: 'lista',
        value: 900,
        unit: 'req/s',
        kind: 'min',
        limit: META.listaRazaoDoTeto * 1000,
        ceiling: { label: 'Hono + 1 consulta', value: 1000, unit: 'req/s' },
      },
      { name: 'lote', chave: 'lote', value: 140, unit: 'ms', kind: 'max', limit: META.lote300OrdenhasMs },
    ]);
    const linhas = texto.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| figura'));
    expect(linhas.map((l) => l.split('|')[1].trim())).toEqual(METAS_PI.map((m) => m.rotulo));
    expect(linhas[0]).toMatch(/900 req\/s .*≥ 800 req\/s .*Hono \+ 1 consulta: 1\.000 req\/s \(0,90 × teto\) .*✓/);
    expect(linhas.find((l) => l.includes('lote de 300 ordenhas'))).toMatch(/140 ms .*≤ 100 ms .*✘ não atingida/);
    expect(linhas.find((l) => l.includes('tabela de lactação do rebanho'))).toContain('ainda não medido');
    expect(linhas.find((l) => l.includes('tabela do ano da mesa'))).toContain('ainda não medido');
    expect(texto).toContain('2 de 9 figuras medidas.');
  });
});
