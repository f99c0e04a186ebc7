import { Redirect, Route, Switch } from 'wouter';
import NotFound from '../../shell/NotFound.tsx';
import { CadastrosHub, CategoriasPage, ContasBancariasPage, FornecedoresPage, StatusPage } from './CadastrosPages.tsx';
import ContasPage from './ContasPage.tsx';
import FinanceiroHub from './FinanceiroHub.tsx';
import LancamentosPage from './LancamentosPage.tsx';

/** Mounted by app.tsx with wouter `nest` at /dashboard/financeiro: paths here are relative to it. */
export default function FinanceiroRoutes() {
  return (
    <div className="mx-auto w-full max-w-7xl">
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
    </div>
  );
}
