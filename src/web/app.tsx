import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { TELAS } from '../domain/modules.ts';
import { Toaster } from './components/toast.tsx';
import { offlineDoUsuario } from './offline/carregar.ts';
import { onAlcance } from './pwa/reachability.ts';
import { fetchSession, useSession, useSetSession } from './session/session.ts';
import { FirstScreen, Loading, ModuleGate, RequireAuth } from './shell/guards.tsx';

// Every screen is its own chunk: the landing and login pages never download the shell, admin or chart code.
const LandingPage = lazy(() => import('./features/auth/LandingPage.tsx'));
const LoginPage = lazy(() => import('./features/auth/LoginPage.tsx'));
const RecoverPage = lazy(() => import('./features/auth/RecoverPage.tsx'));
const ResetPage = lazy(() => import('./features/auth/ResetPage.tsx'));
const AdminFarmSelector = lazy(() =>
  import('./features/auth/FarmSelectors.tsx').then((m) => ({ default: m.AdminFarmSelector })),
);
const UserFarmSelector = lazy(() =>
  import('./features/auth/FarmSelectors.tsx').then((m) => ({ default: m.UserFarmSelector })),
);
const Layout = lazy(() => import('./shell/layout.tsx').then((m) => ({ default: m.Layout })));
const NotFound = lazy(() => import('./shell/NotFound.tsx'));
const AdminPage = lazy(() => import('./features/admin/AdminPage.tsx'));

// Each module owns its folder under features/ and is loaded only when its route is opened.
const FinanceiroRoutes = lazy(() => import('./features/financeiro/FinanceiroRoutes.tsx'));
const InventarioRoutes = lazy(() => import('./features/inventario/InventarioRoutes.tsx'));
const ApontamentosRoutes = lazy(() => import('./features/apontamentos/ApontamentosRoutes.tsx'));
const RelatoriosPage = lazy(() => import('./features/relatorios/RelatoriosPage.tsx'));
const AvaliacaoPage = lazy(() => import('./features/avaliacao/AvaliacaoPage.tsx'));
const SanidadeRoutes = lazy(() => import('./features/sanidade/SanidadeRoutes.tsx'));
const PainelPage = lazy(() => import('./features/painel/PainelPage.tsx'));

/**
 * Restores the session once ('Carregando...' until then). With the server unreachable the service worker answers
 * with the last user's session (offline use); with no answer at all the login page shows, and the session is asked
 * again when the server answers — only a 401 means signed out.
 */
function useRestoreSession() {
  const session = useSession();
  const setSession = useSetSession();
  useEffect(() => {
    if (session !== undefined) return;
    let alive = true;
    let stop = () => {};
    fetchSession().then(
      (s) => alive && setSession(s),
      () => {
        if (!alive) return;
        setSession(null);
        stop = onAlcance((ok) => {
          if (ok)
            void fetchSession().then(
              (s) => s && setSession(s),
              () => {},
            );
        });
      },
    );
    return () => {
      alive = false;
      stop();
    };
  }, [session, setSession]);
  // The outbox keeps and sends only the signed-in user's changes.
  useEffect(() => {
    if (session !== undefined) offlineDoUsuario(session?.user.id ?? null);
  }, [session]);
}

/** Signed-in users are sent away from /login (docs/PRODUTO.md §Telas). */
function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined) return <Loading />;
  if (session) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

function DashboardRoutes() {
  return (
    <Switch>
      <Route path="/dashboard">
        <FirstScreen />
      </Route>
      <Route path="/dashboard/admin">
        <AdminPage />
      </Route>
      {/* The farms' desk: many farms, no current one needed (its API checks each farm and module). */}
      <Route path="/dashboard/painel">
        <PainelPage />
      </Route>
      <Route path={TELAS.financeiro.caminho} nest>
        <ModuleGate modules={TELAS.financeiro.modulos}>
          <FinanceiroRoutes />
        </ModuleGate>
      </Route>
      <Route path="/dashboard/inventario" nest>
        <ModuleGate modules={TELAS.inventario.modulos}>
          <InventarioRoutes />
        </ModuleGate>
      </Route>
      <Route path="/dashboard/apontamentos" nest>
        <ModuleGate modules={TELAS.apontamentos.modulos}>
          <ApontamentosRoutes />
        </ModuleGate>
      </Route>
      <Route path="/dashboard/rebanho" nest>
        <ModuleGate modules={TELAS.rebanho.modulos}>
          <ApontamentosRoutes />
        </ModuleGate>
      </Route>
      <Route path={TELAS.sanidade.caminho} nest>
        <ModuleGate modules={TELAS.sanidade.modulos}>
          <SanidadeRoutes />
        </ModuleGate>
      </Route>
      <Route path="/dashboard/relatorios">
        <ModuleGate modules={TELAS.relatorios.modulos}>
          <RelatoriosPage />
        </ModuleGate>
      </Route>
      <Route path="/dashboard/avaliacao-economica">
        <ModuleGate modules={TELAS.avaliacao.modulos}>
          <AvaliacaoPage />
        </ModuleGate>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

export function App() {
  useRestoreSession();
  const [path] = useLocation();
  const inDashboard = path === '/dashboard' || path.startsWith('/dashboard/');
  return (
    <>
      <Toaster />
      <Suspense fallback={<Loading />}>
        {inDashboard ? (
          <RequireAuth>
            <Layout>
              <Suspense fallback={<Loading />}>
                <DashboardRoutes />
              </Suspense>
            </Layout>
          </RequireAuth>
        ) : (
          <Switch>
            <Route path="/">
              <LandingPage />
            </Route>
            <Route path="/login">
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            </Route>
            <Route path="/recuperar-senha">
              <RecoverPage />
            </Route>
            <Route path="/redefinir-senha">
              <ResetPage />
            </Route>
            <Route path="/admin/farm-selector">
              <RequireAuth>
                <AdminFarmSelector />
              </RequireAuth>
            </Route>
            <Route path="/select-farm">
              <Redirect to="/admin/farm-selector" replace />
            </Route>
            <Route path="/user/farm-selector">
              <RequireAuth>
                <UserFarmSelector />
              </RequireAuth>
            </Route>
            <Route>
              <NotFound />
            </Route>
          </Switch>
        )}
      </Suspense>
    </>
  );
}
