import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { TELAS, type TelaId } from '../../../domain/modules.ts';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { useSession } from '../../session/session.ts';
import { Loading, ModuleGate } from '../../shell/guards.tsx';
import NotFound from '../../shell/NotFound.tsx';
import { cartoesDoHub } from '../../shell/nav.ts';
import { CADASTROS } from './cadastros.ts';

// Mounted with `nest` at /dashboard/inventario. Each screen is its own chunk; only the pie pages load chart.js.
const AnimaisPage = lazy(() => import('./AnimaisPage.tsx'));
const TerrasPage = lazy(() => import('./TerrasPage.tsx'));
const InstalacoesPage = lazy(() => import('./InstalacoesPage.tsx'));
const MaquinasPage = lazy(() => import('./MaquinasPage.tsx'));
const CadastroPage = lazy(() => import('./CadastroPage.tsx'));
const RelatoriosPage = lazy(() => import('../relatorios/RelatoriosPage.tsx'));

/** A hub's cards: the manifest's screens the user may open (the routes below are gated by the same modules). */
function Hub({ telas }: { telas: readonly TelaId[] }) {
  const session = useSession();
  return <HubGrid items={cartoesDoHub(telas, session?.modules ?? [])} />;
}

function InventoryHome() {
  return (
    <>
      <PageHeader title="Inventário" />
      <Hub telas={['paez']} />
    </>
  );
}

function PaezHub() {
  return (
    <>
      <PageHeader title={TELAS.paez.rotulo} back="/" />
      <Hub
        telas={['paezAnimais', 'paezTerras', 'paezInstalacoes', 'paezMaquinas', 'paezCadastros', 'paezRelatorios']}
      />
    </>
  );
}

function CadastrosHub() {
  return (
    <>
      <PageHeader title={TELAS.paezCadastros.rotulo} subtitle={TELAS.paezCadastros.descricao} back="/paez" />
      <Hub telas={CADASTROS.map((c) => c.tela)} />
    </>
  );
}

/**
 * The route of a screen of the manifest: its address inside /dashboard/inventario (or `path`), opened only for its
 * modules. A function, not a component: wouter's Switch reads its children's `path`.
 */
function rota(id: TelaId, children: ReactNode, path = TELAS[id].caminho.replace(TELAS.inventario.caminho, '')) {
  return (
    <Route key={path} path={path}>
      <ModuleGate modules={TELAS[id].modulos}>{children}</ModuleGate>
    </Route>
  );
}

export default function InventarioRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <InventoryHome />
        </Route>
        {rota('paez', <PaezHub />)}
        {rota('paezAnimais', <AnimaisPage />)}
        {rota('paezAnimais', <AnimaisPage />, '/animais')}
        {rota('paezTerras', <TerrasPage />)}
        {rota('paezInstalacoes', <InstalacoesPage />)}
        {rota('paezMaquinas', <MaquinasPage />)}
        {rota('paezCadastros', <CadastrosHub />)}
        {rota('paezRelatorios', <RelatoriosPage />)}
        {CADASTROS.map((c) => rota(c.tela, <CadastroPage cadastro={c} />))}
        <Route>
          <NotFound dentroDoApp />
        </Route>
      </Switch>
    </Suspense>
  );
}
