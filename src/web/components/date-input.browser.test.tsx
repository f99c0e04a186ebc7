import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { agir, render } from '../test/render.tsx';
import { DateField } from './form-numeros.tsx';

/** A DateField whose value a parent keeps (as every form does); `valores` is what onChange said, in order. */
function Campo({ valores, completa, inicial = '' }: { valores: string[]; completa?: boolean; inicial?: string }) {
  const [v, setV] = useState(inicial);
  return (
    <>
      <DateField
        label="Data"
        completa={completa}
        value={v}
        onChange={(x) => {
          valores.push(x);
          setV(x);
        }}
      />
      <button type="button" onClick={() => setV('2024-12-25')}>
        Natal
      </button>
      <output aria-label="valor">{v}</output>
    </>
  );
}

describe('DateInput (DateField)', () => {
  it('typed key by key as digits, shows dd/mm/aaaa and gives the ISO date at the last digit', async () => {
    const valores: string[] = [];
    await render(<Campo valores={valores} />);
    await userEvent.type(page.getByLabelText('Data'), '09032025');
    await expect.element(page.getByLabelText('Data')).toHaveValue('09/03/2025');
    await expect.element(page.getByLabelText('valor')).toHaveTextContent('2025-03-09');
    // While typing the form holds the text so far (its rules say 'Data inválida…' if sent like that).
    expect(valores.slice(0, 3)).toEqual(['0', '09', '09/0']);
  });

  it('a day that does not exist stays as typed, never a date', async () => {
    const valores: string[] = [];
    await render(<Campo valores={valores} />);
    await userEvent.type(page.getByLabelText('Data'), '31042025');
    await expect.element(page.getByLabelText('Data')).toHaveValue('31/04/2025');
    expect(valores.at(-1)).toBe('31/04/2025');
  });

  it('a filter (completa) hears only whole dates, and empty when cleared', async () => {
    const valores: string[] = [];
    await render(<Campo valores={valores} completa />);
    await userEvent.type(page.getByLabelText('Data'), '0903');
    await expect.element(page.getByLabelText('Data')).toHaveValue('09/03');
    expect(valores).toEqual([]);
    await userEvent.type(page.getByLabelText('Data'), '2025');
    await expect.element(page.getByLabelText('valor')).toHaveTextContent('2025-03-09');
    await userEvent.clear(page.getByLabelText('Data'));
    await expect.element(page.getByLabelText('Data')).toHaveValue('');
    expect(valores).toEqual(['2025-03-09', '']);
  });

  it('follows a value set from outside (a reset, another row) and the calendar’s pick', async () => {
    const valores: string[] = [];
    const host = await render(<Campo valores={valores} inicial="2025-01-31" />);
    await expect.element(page.getByLabelText('Data')).toHaveValue('31/01/2025');
    await userEvent.click(page.getByRole('button', { name: 'Natal' }));
    await expect.element(page.getByLabelText('Data')).toHaveValue('25/12/2024');
    // The browser's own picker (a hidden date input) writes yyyy-mm-dd.
    const picker = host.querySelector('input[type="date"]') as HTMLInputElement;
    await agir(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(picker, '2026-07-04');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect.element(page.getByLabelText('Data')).toHaveValue('04/07/2026');
    expect(valores.at(-1)).toBe('2026-07-04');
  });
});
