import { useEffect, useState } from 'react';
import { Link, Route, Switch, useRouter } from 'wouter';
import { PageHeader } from '../../components/page.tsx';
import { useCorrecaoAberta } from '../../offline/sync.ts';
import { FichaTecnica } from './FichaTecnica.tsx';
import { LancamentoEmLote } from './LancamentoEmLote.tsx';
import { ListaDoRebanho } from './ListaDoRebanho.tsx';
import { ListasDeTrabalho } from './ListasDeTrabalho.tsx';
import { LactacoesTab } from './lactacoes.tsx';
import { ProducaoTab } from './ProducaoTab.tsx';
import { QualidadeTab } from './QualidadeTab.tsx';
import { ReproducaoTab } from './ReproducaoTab.tsx';

const TABS = [
  { id: 'producao', label: 'Produção', Panel: ProducaoTab },
  { id: 'qualidade', label: 'Qualidade', Panel: QualidadeTab },
  { id: 'reproducao', label: 'Reprodução', Panel: ReproducaoTab },
  { id: 'lactacoes', label: 'Lactações', Panel: LactacoesTab },
] as const;

/** /dashboard/apontamentos: three tabs, Produção first (docs/PRODUTO.md §Apontamentos). */
function Apontamentos() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('producao');
  // 'Corrigir' on a refused record (Configurações PWA) opens its kind's tab
  const correcao = useCorrecaoAberta();
  useEffect(() => {
    const aba = TABS.find((t) => correcao?.req.url.replace(/\/+$/, '').endsWith(`/${t.id}`));
    if (aba) setTab(aba.id);
  }, [correcao]);
  const active = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Apontamentos"
        subtitle="Produção, qualidade do leite, reprodução e lactações"
        actions={
          <Link href="/listas" className="btn btn-outline min-h-11">
            Listas de trabalho
          </Link>
        }
      />
      <div role="tablist" aria-label="Apontamentos" className="tabs tabs-box w-full sm:w-fit">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`painel-${t.id}`}
            className={`tab min-h-11 flex-1 sm:flex-none ${t.id === tab ? 'tab-active' : ''}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`painel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
        <active.Panel />
      </div>
    </div>
  );
}

/**
 * Mounted by app.tsx (wouter `nest`) at both /dashboard/apontamentos and /dashboard/rebanho; the router base
 * says which of the two this is.
 */
export default function ApontamentosRoutes() {
  const { base } = useRouter();
  if (base.endsWith('/rebanho')) {
    return (
      <Switch>
        <Route path="/:id">
          <FichaTecnica />
        </Route>
        <Route>
          <ListaDoRebanho />
        </Route>
      </Switch>
    );
  }
  return (
    <Switch>
      <Route path="/lote">
        <LancamentoEmLote />
      </Route>
      <Route path="/listas">
        <ListasDeTrabalho />
      </Route>
      <Route>
        <Apontamentos />
      </Route>
    </Switch>
  );
}
