import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { useCan } from '../../session/session.ts';
import { Loading } from '../../shell/guards.tsx';
import { CADASTROS } from './registries.ts';

// Mounted with `nest` at /dashboard/inventario. Each screen is its own chunk; only the pie pages load chart.js.
const AnimalsPage = lazy(() => import('./AnimalsPage.tsx'));
const LandsPage = lazy(() => import('./LandsPage.tsx'));
const FacilitiesPage = lazy(() => import('./FacilitiesPage.tsx'));
const MachinesPage = lazy(() => import('./MachinesPage.tsx'));
const RegistryPage = lazy(() => import('./RegistryPage.tsx'));
const ReportsPage = lazy(() => import('../reports/ReportsPage.tsx'));

function InventoryHome() {
  return (
    <>
      <PageHeader title="Inventário" />
      <HubGrid
        items={[
          {
            href: '/paez',
            title: 'Avaliação Econômico Zootécnica',
            description: 'Animais, terras, instalações e máquinas da fazenda, com a remuneração e a depreciação',
            icon: 'calculator',
          },
        ]}
      />
    </>
  );
}

function PaezHub() {
  const animals = useCan('animals');
  const lands = useCan('lands');
  const facilities = useCan('facilities');
  const machinery = useCan('machinery');
  return (
    <>
      <PageHeader title="Avaliação Econômico Zootécnica" back="/" />
      <HubGrid
        items={[
          {
            href: '/paez/animais',
            title: 'Animais',
            description: 'Rebanho, reprodutores e bezerros',
            icon: 'cow',
            hidden: !animals,
          },
          {
            href: '/paez/terras',
            title: 'Terras',
            description: 'Propriedades, pastagens, áreas de plantio e reservas',
            icon: 'land',
            hidden: !lands,
          },
          {
            href: '/paez/instalacoes',
            title: 'Instalações',
            description: 'Estábulos, salas de ordenha e armazéns',
            icon: 'building',
            hidden: !facilities,
          },
          {
            href: '/paez/maquinas',
            title: 'Máquinas',
            description: 'Tratores, ordenhadeiras e equipamentos',
            icon: 'tractor',
            hidden: !machinery,
          },
          {
            href: '/paez/cadastros',
            title: 'Cadastros',
            description: 'Tipos e técnicos responsáveis',
            icon: 'folder',
          },
          {
            href: '/paez/relatorios',
            title: 'Relatórios',
            description: 'Relatórios e análises',
            icon: 'chart',
          },
        ]}
      />
    </>
  );
}

const ICONES = {
  tecnicos: 'users',
  'tipos-terras': 'land',
  'tipos-animais': 'cow',
  'tipos-instalacoes': 'building',
  'tipos-maquinas': 'tractor',
} as const;

function CadastrosHub() {
  return (
    <>
      <PageHeader title="Cadastros" subtitle="Tipos e técnicos responsáveis" back="/paez" />
      <HubGrid
        items={CADASTROS.map((c) => ({
          href: c.rota,
          title: c.titulo,
          description: c.subtitulo,
          icon: ICONES[c.tipo as keyof typeof ICONES] ?? 'folder',
        }))}
      />
    </>
  );
}

export default function InventoryRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <InventoryHome />
        </Route>
        <Route path="/paez">
          <PaezHub />
        </Route>
        <Route path="/paez/animais">
          <AnimalsPage />
        </Route>
        <Route path="/animais">
          <AnimalsPage />
        </Route>
        <Route path="/paez/terras">
          <LandsPage />
        </Route>
        <Route path="/paez/instalacoes">
          <FacilitiesPage />
        </Route>
        <Route path="/paez/maquinas">
          <MachinesPage />
        </Route>
        <Route path="/paez/cadastros">
          <CadastrosHub />
        </Route>
        <Route path="/paez/relatorios">
          <ReportsPage />
        </Route>
        {CADASTROS.map((c) => (
          <Route key={c.tipo} path={c.rota}>
            <RegistryPage cadastro={c} />
          </Route>
        ))}
        <Route>
          <PageHeader title="Oops! Página não encontrada" showFarm={false} back="/" />
        </Route>
      </Switch>
    </Suspense>
  );
}
