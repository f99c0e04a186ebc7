import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loading } from '../../shell/guards.tsx';
import NotFound from '../../shell/NotFound.tsx';
import FinanceiroHub from './FinanceiroHub.tsx';

// The hub is the first screen most users open after signing in: it comes with this chunk, and each list or registry
// (their forms, the schemas they validate with) is its own chunk, loaded when opened.
const ContasPage = lazy(() => import('./ContasPage.tsx'));
const LancamentosPage = lazy(() => import('./LancamentosPage.tsx'));
const cadastros = () => import('./CadastrosPages.tsx');
const CadastrosHub = lazy(() => cadastros().then((m) => ({ default: m.CadastrosHub })));
const FornecedoresPage = lazy(() => cadastros().then((m) => ({ default: m.FornecedoresPage })));
const CategoriasPage = lazy(() => cadastros().then((m) => ({ default: m.CategoriasPage })));
const StatusPage = lazy(() => cadastros().then((m) => ({ default: m.StatusPage })));
const ContasBancariasPage = lazy(() => cadastros().then((m) => ({ default: m.ContasBancariasPage })));

/** Mounted by app.tsx with wouter `nest` at /dashboard/financeiro: paths here are relative to it. */
export default function FinanceiroRoutes() {
  return (
    <div className="mx-auto w-full max-w-7xl">
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/">
            <FinanceiroHub />
          </Route>
          {/* docs/PRODUTO.md §Telas: the bills' old address leads to the payables */}
          <Route path="/contas">
            <Redirect to="/contas-pagar" replace />
          </Route>
          <Route path="/contas-pagar">
            <ContasPage tipo="pagar" />
          </Route>
          <Route path="/contas-receber">
            <ContasPage tipo="receber" />
          </Route>
          <Route path="/receitas">
            <LancamentosPage tipo="receitas" />
          </Route>
          <Route path="/despesas">
            <LancamentosPage tipo="despesas" />
          </Route>
          <Route path="/cadastros">
            <CadastrosHub />
          </Route>
          <Route path="/cadastros/fornecedores">
            <FornecedoresPage />
          </Route>
          <Route path="/cadastros/categorias">
            <CategoriasPage />
          </Route>
          <Route path="/cadastros/status">
            <StatusPage />
          </Route>
          <Route path="/cadastros/contas-bancarias">
            <ContasBancariasPage />
          </Route>
          <Route>
            <NotFound dentroDoApp />
          </Route>
        </Switch>
      </Suspense>
    </div>
  );
}
