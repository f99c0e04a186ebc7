import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastsNaTela } from './toast.tsx';

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
});
