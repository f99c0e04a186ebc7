import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMPOS_DE_TESTE } from '../api/mutate.ts';
import { TOAST_DEFAULT_MS, toast, toastsNaTela } from './toast.tsx';

describe('toasts', () => {
  afterEach(() => {
    for (const t of toastsNaTela()) toast.dismiss(t.id);
    vi.useRealTimers();
  });

  it('the same message never stacks twice; it stays its full time again', () => {
    vi.useFakeTimers();
    const id = toast.success('Dados salvos para sincronização posterior');
    vi.advanceTimersByTime(3000);
    expect(toast.success('Dados salvos para sincronização posterior')).toBe(id);
    expect(toast.error('Dados salvos para sincronização posterior')).not.toBe(id); // another kind is another toast
    expect(toastsNaTela().map((t) => t.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(3000); // 6 s after the first, 3 s after the repeat: still there
    expect(toastsNaTela().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(toastsNaTela().some((t) => t.id === id)).toBe(false);
  });

  it('at most three on screen, the oldest going first', () => {
    for (const m of ['um', 'dois', 'três', 'quatro']) toast.info(m);
    expect(toastsNaTela().map((t) => t.message)).toEqual(['dois', 'três', 'quatro']);
  });

  it('quietSuccess drops only the next success toast (the form’s), not what the user does after', () => {
    toast.quietSuccess(1500);
    expect(toast.success('Produção registrada com sucesso!')).toBe(-1);
    expect(toast.success('Dados pendentes removidos')).toBeGreaterThan(0);
  });

  it('4 s in a person’s browser; what the browser tests set (TEMPOS_DE_TESTE.avisoMs) when set', () => {
    vi.useFakeTimers();
    const global = globalThis as Record<string, unknown>;
    const id = toast.success('Animal adicionado com sucesso!');
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(toastsNaTela().some((t) => t.id === id)).toBe(false);
    global[TEMPOS_DE_TESTE] = { avisoMs: 10_000 };
    try {
      const outro = toast.success('Animal adicionado com sucesso!');
      vi.advanceTimersByTime(9_999);
      expect(toastsNaTela().some((t) => t.id === outro)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(toastsNaTela().some((t) => t.id === outro)).toBe(false);
    } finally {
      delete global[TEMPOS_DE_TESTE];
    }
  });
});
