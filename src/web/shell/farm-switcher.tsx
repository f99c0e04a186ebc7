import { useState } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../domain/messages.ts';
import { podeFicar } from '../../domain/modules.ts';
import { TITULO_PAINEL } from '../../domain/painel/acesso.ts';
import { invalidate } from '../api/use-resource.ts';
import { Icon } from '../components/icons.tsx';
import { toast } from '../components/toast.tsx';
import { escolherFazendaAtual, useFazendaAtual, useSession, useSetSession } from '../session/session.ts';
import { Popover } from './popover.tsx';

/**
 * Changes the server-side current farm and refreshes everything loaded for the old one (docs/PRODUTO.md §Fazendas:
 * 'Fazenda alterada com sucesso! …', and 'Dados carregados para: {fazenda}' when another farm was active before).
 */
export function useChangeFarm() {
  const session = useSession();
  const setSession = useSetSession();
  const [busy, setBusy] = useState(false);
  async function change(farmId: string | null, message: string | null = MSG.fazendaAlterada, duration?: number) {
    setBusy(true);
    const anterior = session?.currentFarmId ?? null;
    try {
      const s = await escolherFazendaAtual(farmId);
      setSession(s);
      invalidate('');
      if (message) toast.success(message, duration ? { duration } : undefined);
      const nova = s.farms.find((f) => f.id === s.currentFarmId);
      if (anterior && nova && nova.id !== anterior) toast.info(MSG.dadosCarregados(nova.name));
      return s;
    } catch (e) {
      toast.error((e as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { change, busy };
}

/** Header popover 'Selecionar Fazenda' / 'Escolha a fazenda ativa'; a static badge with one farm or none. */
export function FarmSwitcher({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const farm = useFazendaAtual();
  const { change, busy } = useChangeFarm();
  const [location, navigate] = useLocation();
  if (!session) return null;
  const name = farm?.name ?? (session.user.isAdmin ? 'Todas as fazendas' : 'Nenhuma fazenda');
  const label = (
    <>
      <Icon name="farm" className="size-4 text-primary" />
      <span className={`truncate ${compact ? 'max-w-32' : 'max-w-56'}`}>{name}</span>
    </>
  );
  if (session.farms.length <= 1) {
    return (
      <span className="badge badge-outline badge-lg h-11 gap-2 border-base-300 px-3" title="Fazenda ativa">
        {label}
      </span>
    );
  }
  return (
    <Popover
      label="Selecionar Fazenda"
      align="left"
      className="w-80"
      buttonClassName="btn btn-outline min-h-11 gap-2 border-base-300 font-normal"
      disabled={busy}
      button={
        <>
          {label}
          <Icon name="chevronDown" className="size-4 opacity-60" />
        </>
      }
    >
      {(close) => (
        <div className="p-2">
          <div className="px-2 pt-1 pb-2">
            <p className="font-semibold">Selecionar Fazenda</p>
            <p className="text-sm text-base-content/70">Escolha a fazenda ativa</p>
          </div>
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {session.farms.map((f) => {
              const active = f.id === session.currentFarmId;
              return (
                <li key={f.id}>
                  <button
                    type="button"
                    className={`flex min-h-11 w-full items-center gap-3 rounded-field px-3 py-2 text-left hover:bg-base-200 ${active ? 'bg-primary/10' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={async () => {
                      close();
                      if (active) return;
                      const s = await change(f.id);
                      // A screen the new farm does not open for this user: on to the first one it does.
                      if (s && !podeFicar(location, s.modules)) navigate('/dashboard', { replace: true });
                    }}
                  >
                    <Icon name="farm" className="size-4 text-primary" />
                    <span className="flex flex-1 flex-col">
                      <span className="font-medium">{f.name}</span>
                      {f.location && <span className="text-xs text-base-content/60">{f.location}</span>}
                    </span>
                    {active && <span className="badge badge-primary badge-sm">Ativa</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {/* docs/PRODUTO.md §Fazendas: every farm side by side ('Todas as fazendas' for an admin). */}
          <button
            type="button"
            className="mt-1 flex min-h-11 w-full items-center gap-3 rounded-field border-t border-base-300 px-3 py-2 text-left hover:bg-base-200"
            onClick={() => {
              close();
              navigate('/dashboard/painel');
            }}
          >
            <Icon name="layers" className="size-4 text-primary" />
            <span className="flex flex-col">
              <span className="font-medium">{session.user.isAdmin ? 'Todas as fazendas' : 'Minhas fazendas'}</span>
              <span className="text-xs text-base-content/60">{TITULO_PAINEL}</span>
            </span>
          </button>
        </div>
      )}
    </Popover>
  );
}
