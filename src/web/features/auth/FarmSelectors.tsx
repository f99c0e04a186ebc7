import { Redirect, useLocation } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { podeAbrir, TELAS } from '../../../domain/modules.ts';
import { Icon } from '../../components/icons.tsx';
import { type FazendaDaSessao, useSession } from '../../session/session.ts';
import { useChangeFarm } from '../../shell/farm-switcher.tsx';
import { useFarmAutoSelect } from '../../shell/guards.tsx';
import { useLogout } from '../../shell/use-logout.ts';

const SELECTED = MSG.fazendaSelecionada;
export const ADMIN_MODE = 'Modo administrador ativado: visualizando todas as fazendas.';

function Frame({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <main className="min-h-screen bg-gradient-to-br from-primary/10 via-base-200 to-base-200 px-4 py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <img src="/icon.svg" alt="" className="size-12" />
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-base-content/70">{subtitle}</p>
        </div>
        {children}
        <LogoutButton />
      </div>
    </main>
  );
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" className="btn btn-ghost min-h-11 self-center" onClick={logout}>
      <Icon name="logout" /> Sair
    </button>
  );
}

function FarmCard({
  farm,
  active,
  onPick,
  busy,
}: {
  farm: FazendaDaSessao;
  active: boolean;
  onPick(): void;
  busy: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={`card h-full w-full border bg-base-100 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md ${active ? 'border-primary' : 'border-base-300'}`}
        onClick={onPick}
        disabled={busy}
      >
        <div className="card-body flex-row items-center gap-4 p-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon name="farm" className="size-6" />
          </span>
          <span className="flex flex-1 flex-col">
            <span className="text-lg font-semibold">{farm.name}</span>
            <span className="flex items-center gap-1 text-sm text-base-content/70">
              <Icon name="pin" className="size-3.5" />
              {farm.location}
            </span>
          </span>
          {active && <span className="badge badge-primary">Ativa</span>}
        </div>
      </button>
    </li>
  );
}

/** /admin/farm-selector: a farm, or 'Visualizar Todas as Fazendas' (clears the current farm). */
export function AdminFarmSelector() {
  const session = useSession();
  const [, navigate] = useLocation();
  const { change, busy } = useChangeFarm();
  if (!session) return null;
  if (!session.user.isAdmin) return <Redirect to="/user/farm-selector" replace />;
  return (
    <Frame title="Selecionar Fazenda" subtitle="Escolha a fazenda que deseja gerenciar ou visualize todas.">
      <button
        type="button"
        className="btn btn-primary btn-lg min-h-12"
        disabled={busy}
        onClick={async () => {
          // No farm: the farms' desk is this mode's screen (/dashboard would lead back here).
          if (await change(null, ADMIN_MODE, 3000)) navigate('/dashboard/painel');
        }}
      >
        <Icon name="layers" />
        Visualizar Todas as Fazendas
      </button>
      <ul className="grid gap-4 sm:grid-cols-2">
        {session.farms.map((f) => (
          <FarmCard
            key={f.id}
            farm={f}
            busy={busy}
            active={f.id === session.currentFarmId}
            onPick={async () => {
              if (await change(f.id, SELECTED, 4000)) navigate('/dashboard');
            }}
          />
        ))}
      </ul>
    </Frame>
  );
}

/** /user/farm-selector: the user's farms, or 'Nenhuma fazenda disponível'. Then /dashboard/relatorios. */
export function UserFarmSelector() {
  useFarmAutoSelect();
  const session = useSession();
  const [, navigate] = useLocation();
  const { change, busy } = useChangeFarm();
  if (!session) return null;
  return (
    <Frame title="Selecionar Fazenda" subtitle="Escolha a fazenda em que deseja trabalhar.">
      {session.farms.length === 0 ? (
        <div className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body items-center gap-3 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-warning/15 text-warning">
              <Icon name="alert" className="size-7" />
            </span>
            <h2 className="text-xl font-semibold">Nenhuma fazenda disponível</h2>
            <p className="text-base-content/70">
              Você ainda não está vinculado a nenhuma fazenda. Entre em contato com o administrador do sistema para
              solicitar acesso.
            </p>
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {session.farms.map((f) => (
            <FarmCard
              key={f.id}
              farm={f}
              busy={busy}
              active={f.id === session.currentFarmId}
              onPick={async () => {
                // docs/PRODUTO.md §Fazendas: on to Relatórios — when this farm lets the user open them, else their
                // first screen
                const s = await change(f.id, SELECTED, 4000);
                if (s) navigate(podeAbrir(TELAS.relatorios, s.modules) ? TELAS.relatorios.caminho : '/dashboard');
              }}
            />
          ))}
        </ul>
      )}
    </Frame>
  );
}
