import { useId } from 'react';
import { MODULO_LABEL, MODULOS_CONCEDIVEIS, type Modulo } from '../../../domain/modules.ts';

/** Checkboxes of the modules a group or farm may allow (docs/PRODUTO.md §Permissões: all but dashboard and admin). */
export function ModuleChecks({ value, onChange }: { value: readonly string[]; onChange(v: Modulo[]): void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">Módulos permitidos</legend>
      <p id={`${id}-hint`} className="mb-1 text-xs text-base-content/60">
        Marque os módulos que poderão ser acessados.
      </p>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {MODULOS_CONCEDIVEIS.map((m) => (
          <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-primary checkbox-sm"
              checked={value.includes(m)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? MODULOS_CONCEDIVEIS.filter((x) => x === m || value.includes(x))
                    : (value.filter((x) => x !== m) as Modulo[]),
                )
              }
            />
            <span className="text-sm">{MODULO_LABEL[m]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
