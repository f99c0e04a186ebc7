import { Route, Switch } from 'wouter';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import NotFound from '../../shell/NotFound.tsx';
import ControlesPage from './ControlesPage.tsx';
import EventosPage from './EventosPage.tsx';
import MedicamentosPage from './MedicamentosPage.tsx';
import { consultasSanidade, recarregarSanidade } from './queries.ts';
import { primeiraMaiuscula } from './textos.ts';

/** Mounted by app.tsx with wouter `nest` at /dashboard/sanidade (TELAS.sanidade): paths here are relative to it. */
export default function SanidadeRoutes() {
  return (
    <div className="mx-auto w-full max-w-7xl">
      <Switch>
        <Route path="/">
          <SanidadeHub />
        </Route>
        <Route path="/eventos">
          <EventosPage />
        </Route>
        <Route path="/medicamentos">
          <MedicamentosPage />
        </Route>
        <Route path="/controle-leiteiro">
          <ControlesPage />
        </Route>
        <Route>
          <NotFound dentroDoApp />
        </Route>
      </Switch>
    </div>
  );
}

function SanidadeHub() {
  const farm = useFazendaAtual();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Sanidade" subtitle="Tratamentos, vacinações, exames, mastite e carências" />
      {farm ? <EmCarenciaHoje farmId={farm.id} /> : <SemFazenda />}
      <HubGrid
        items={[
          {
            href: '/eventos',
            title: 'Eventos sanitários',
            description: 'Tratamentos, vacinações, exames e mastite clínica',
            icon: 'clipboard',
          },
          {
            href: '/medicamentos',
            title: 'Medicamentos',
            description: 'Medicamentos e vacinas com a carência da bula',
            icon: 'box',
          },
          {
            href: '/controle-leiteiro',
            title: 'Controle leiteiro',
            description: 'O resultado de uma vaca em um dia de controle: leite, gordura, proteína e CCS',
            icon: 'clipboard',
          },
        ]}
      />
      <section aria-labelledby="controle-leiteiro" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-5">
          <h2 id="controle-leiteiro" className="card-title text-lg">
            Controle leiteiro
          </h2>
          <p className="text-sm text-base-content/70">
            O arquivo individual do laboratório (identificação, data, leite, gordura, proteína e CCS): as colunas são
            reconhecidas pelo nome; confira a prévia antes de importar.
          </p>
          <div className="flex flex-wrap gap-2">
            <CsvButtons entidade="controle-leiteiro" after={recarregarSanidade} />
          </div>
        </div>
      </section>
    </div>
  );
}

/** 'Em carência hoje': whose milk (or meat) may not go out today, and until when. */
function EmCarenciaHoje({ farmId }: { farmId: string }) {
  const r = useResource(consultasSanidade.emCarencia(farmId));
  return (
    <section aria-labelledby="em-carencia" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-5">
        <h2 id="em-carencia" className="card-title text-lg">
          Em carência hoje
        </h2>
        {r.error && !r.data ? (
          <p role="alert" className="text-error">
            {r.error.message}
          </p>
        ) : !r.data ? (
          <p className="text-base-content/70">Carregando...</p>
        ) : r.data.animais.length === 0 ? (
          <p className="text-base-content/70">{MSG_SANIDADE.semCarencia}</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {r.data.animais.map((a) => (
              <li key={a.animalId} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
                <span className="font-semibold sm:w-48">
                  {a.nome ? `${a.identificacao} — ${a.nome}` : a.identificacao}
                </span>
                <span className="flex flex-col text-sm">
                  {a.leite && <span>{primeiraMaiuscula(a.leite.texto)}</span>}
                  {a.carne && <span>{primeiraMaiuscula(a.carne.texto)}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
