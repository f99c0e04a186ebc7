import { SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import type { AnimalDaSanidade, FiltroEventos } from './api.ts';

/** How an animal is named in Sanidade's pickers and filters: the ear tag, then the name when it has one. */
export const rotuloAnimal = (a: AnimalDaSanidade) => (a.nome ? `${a.identificacao} — ${a.nome}` : a.identificacao);

/**
 * The filter above Sanidade's lists (Eventos sanitários, Controle leiteiro): one animal and a period; any change goes
 * back to the first page.
 */
export function FiltroAnimalPeriodo({
  filtro,
  setFiltro,
  animais,
}: {
  filtro: FiltroEventos;
  setFiltro(f: FiltroEventos): void;
  animais: readonly AnimalDaSanidade[];
}) {
  return (
    <div className="grid w-full gap-3 sm:grid-cols-3">
      <SelectField
        label="Animal"
        value={filtro.animalId ?? ''}
        onChange={(animalId) => setFiltro({ ...filtro, animalId: animalId || undefined, pagina: 1 })}
        options={animais.map((a) => ({ value: a.id, label: rotuloAnimal(a) }))}
        placeholder="Todos"
      />
      <DateField
        label="De"
        completa
        value={filtro.de ?? ''}
        onChange={(de) => setFiltro({ ...filtro, de: de || undefined, pagina: 1 })}
      />
      <DateField
        label="Até"
        completa
        value={filtro.ate ?? ''}
        onChange={(ate) => setFiltro({ ...filtro, ate: ate || undefined, pagina: 1 })}
      />
    </div>
  );
}
