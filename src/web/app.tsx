import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

// Each module owns its folder under features/ and is loaded only when its route is opened.
const FinanceRoutes = lazy(() => import('./features/finance/FinanceRoutes.tsx'));
const InventoryRoutes = lazy(() => import('./features/inventory/InventoryRoutes.tsx'));
const RecordsRoutes = lazy(() => import('./features/records/RecordsRoutes.tsx'));
const ReportsPage = lazy(() => import('./features/reports/ReportsPage.tsx'));
const AssessmentPage = lazy(() => import('./features/assessment/AssessmentPage.tsx'));

function Loading() {
  return <div className="flex min-h-screen items-center justify-center text-lg">Carregando...</div>;
}

export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <main className="p-6">
            <h1 className="text-3xl font-bold">Sistema de Gestão para Produção Leiteira</h1>
          </main>
        </Route>
        <Route path="/dashboard">
          <Redirect to="/dashboard/financeiro" />
        </Route>
        <Route path="/dashboard/financeiro" nest>
          <FinanceRoutes />
        </Route>
        <Route path="/dashboard/inventario" nest>
          <InventoryRoutes />
        </Route>
        <Route path="/dashboard/apontamentos" nest>
          <RecordsRoutes />
        </Route>
        <Route path="/dashboard/rebanho" nest>
          <RecordsRoutes />
        </Route>
        <Route path="/dashboard/relatorios">
          <ReportsPage />
        </Route>
        <Route path="/dashboard/avaliacao-economica">
          <AssessmentPage />
        </Route>
        <Route>
          <main className="p-6">
            <h1 className="text-2xl font-bold">Oops! Página não encontrada</h1>
          </main>
        </Route>
      </Switch>
    </Suspense>
  );
}
