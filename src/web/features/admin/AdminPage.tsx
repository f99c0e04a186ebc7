import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { Icon, type IconName } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../session/session.ts';
import { Loading } from '../../shell/guards.tsx';
import { AvisoEmail, useAvisoEmail } from '../auth/AvisoEmail.tsx';
import { FazendasTab } from './FazendasTab.tsx';
import { GruposTab } from './GruposTab.tsx';
import { SituacaoBackup, useSituacaoBackup } from './SituacaoBackup.tsx';
import { UsuariosTab } from './UsuariosTab.tsx';
import { VinculosTab } from './VinculosTab.tsx';

const TABS: { id: string; label: string; icon: IconName }[] = [
  { id: 'usuarios', label: 'Usuários', icon: 'user' },
  { id: 'grupos', label: 'Grupos', icon: 'users' },
  { id: 'fazendas', label: 'Fazendas', icon: 'farm' },
  { id: 'vinculacoes', label: 'Vinculações', icon: 'link' },
];

/** /dashboard/admin — Painel Administrativo (admins only, docs/PRODUTO.md §Administração). */
export default function AdminPage() {
  const session = useSession();
  const isAdmin = Boolean(session?.user.isAdmin);
  useEffect(() => {
    if (session && !isAdmin) toast.error(MSG.apenasAdmin);
  }, [session, isAdmin]);
  if (!session) return null;
  if (!isAdmin) return <Redirect to="/dashboard" replace />;
  return (
    <>
      <PageHeader
        title="Painel Administrativo"
        subtitle="Gerencie usuários, grupos de acesso, fazendas e vinculações."
        showFarm={false}
      />
      <Secoes />
    </>
  );
}

/**
 * The notices, then the tabs. The tabs wait for the notices' reads (answer or failure): a notice that arrived after
 * them pushed them down under a tap, which then landed beside the tab the person chose (issue 41).
 */
function Secoes() {
  const [tab, setTab] = useState('usuarios');
  const aviso = useAvisoEmail();
  const backup = useSituacaoBackup();
  const lido = (r: { data: unknown; error: unknown }) => r.data !== undefined || r.error !== undefined;
  if (!lido(aviso) || !lido(backup)) return <Loading />;
  return (
    <>
      <AvisoEmail />
      <SituacaoBackup />
      <div
        role="tablist"
        aria-label="Seções do painel"
        className="tabs tabs-box mb-6 w-full flex-nowrap overflow-x-auto sm:w-fit"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`painel-${t.id}`}
            className={`tab min-h-11 gap-2 whitespace-nowrap ${tab === t.id ? 'tab-active' : ''}`}
            onClick={() => setTab(t.id)}
          >
            <Icon name={t.icon} className="size-4" />
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`painel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'usuarios' && <UsuariosTab />}
        {tab === 'grupos' && <GruposTab />}
        {tab === 'fazendas' && <FazendasTab />}
        {tab === 'vinculacoes' && <VinculosTab />}
      </div>
    </>
  );
}
