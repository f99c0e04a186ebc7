import { useEffect, useState } from 'react';
import { formatData } from '../../../domain/format.ts';
import type { Consulta } from '../../api/invalidate.ts';
import { useResource } from '../../api/use-resource.ts';
import { listaDoServidor } from '../../components/crud-screen.tsx';
import { SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { lembrarRotulos } from '../../offline/rotulos.ts';
import type { AnimalDaSanidade, FiltroEventos } from './api.ts';
import { consultasSanidade } from './queries.ts';

/** How an animal is named in Sanidade's pickers and filters: the ear tag, then the name when it has one. */
export const rotuloAnimal = (a: AnimalDaSanidade) => (a.nome ? `${a.identificacao} — ${a.nome}` : a.identificacao);

/** A row of a Sanidade list kept per animal: when, and whose (ear tag and name, as the server reads them). */
interface RegistroDeAnimal {
  id: string;
  data: string;
  animal: string;
  animalNome: string | null;
}

/**
 * Sanidade's lists of records per animal (Eventos sanitários, Controle leiteiro), read a page at a time: the filter
 * above the list (one animal and a period), the page the server answers, the farm's animals (for the filter and the
 * form's picker; their ear tags kept for the outbox's descriptions of what waits offline), the columns every such
 * list starts with (Data, Animal), and the CrudScreen props that show the page and search and page through the
 * server (listaDoServidor: 'Buscar...' → q; any change of the filter goes back to the first page).
 */
export function useListaPorAnimal<T extends RegistroDeAnimal>(
  farmId: string,
  ler: (farmId: string, filtro: FiltroEventos) => Consulta<{ itens: T[]; temMais: boolean }>,
) {
  const [filtro, setFiltro] = useState<FiltroEventos>({ pagina: 1 });
  const lista = useResource(ler(farmId, filtro));
  const animais = useResource(consultasSanidade.animais(farmId));
  useEffect(() => {
    lembrarRotulos((animais.data ?? []).map((a) => [a.id, a.identificacao] as const));
  }, [animais.data]);
  const colunas: Column<T>[] = [
    { key: 'data', header: 'Data', render: (r) => formatData(r.data) },
    {
      key: 'animal',
      header: 'Animal',
      render: (r) => (r.animalNome ? `${r.animal} — ${r.animalNome}` : r.animal),
      primary: true,
    },
  ];
  const tela = {
    toolbar: <FiltroAnimalPeriodo filtro={filtro} setFiltro={setFiltro} animais={animais.data ?? []} />,
    ...listaDoServidor(lista, {
      buscar: (q) => setFiltro((f) => ({ ...f, q: q || undefined, pagina: 1 })),
      pagina: filtro.pagina ?? 1,
      setPagina: (pagina) => setFiltro((f) => ({ ...f, pagina })),
    }),
  };
  return { animais: animais.data ?? [], colunas, tela };
}

/** The filter above Sanidade's lists per animal: one animal and a period; any change goes back to the first page. */
function FiltroAnimalPeriodo({
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
