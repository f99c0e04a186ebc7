import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { MSG } from '../../domain/messages.ts';
import { type Modulo, primeiraTela } from '../../domain/modules.ts';
import { abrePainel, TITULO_PAINEL } from '../../domain/painel/acesso.ts';
import { invalidate } from '../api/invalidate.ts';
import { EmptyState } from '../components/page.tsx';
import { toast } from '../components/toast.tsx';
import { escolherFazendaAtual, useFazendaAtual, useSession, useSetSession } from '../session/session.ts';

export function Loading({ text = 'Carregando...' }: { text?: string }) {
  return (
    <div
      className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 text-lg text-base-content/70"
      role="status"
    >
      <span className="loading loading-spinner loading-md text-primary" />
      {text}
    </div>
  );
}

/** Signed-in only: 'Carregando...' while the session is restored, /login when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined) return <Loading />;
  if (session === null) return <Redirect to="~/login" replace />;
  return <>{children}</>;
}

// One auto-selection per (user, situation): StrictMode and re-renders must not toast twice.
let handled = '';

/**
 * docs/PRODUTO.md §Fazendas: farm auto-selection for a non-admin with no current farm: one farm → selected
 * automatically (toast 3 s) unless on an admin or farm-selector path; several → /user/farm-selector; none → error toast
 * (5 s) unless already on the selector.
 */
export function useFarmAutoSelect() {
  const session = useSession();
  const setSession = useSetSession();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!session || session.user.isAdmin || session.currentFarmId) {
      if (session?.currentFarmId) handled = '';
      return;
    }
    const onSelector = location.includes('farm-selector');
    const onAdmin = location.includes('admin');
    const farms = session.farms;
    const key = `${session.user.id}:${farms.length}:${onSelector}:${onAdmin}`;
    if (handled === key) return;
    if (farms.length === 1) {
      if (onSelector || onAdmin) return;
      handled = key;
      const farm = farms[0];
      if (!farm) return;
      escolherFazendaAtual(farm.id).then(
        (s) => {
          setSession(s);
          invalidate('');
          toast.success(MSG.fazendaSelecionadaAuto(farm.name), { duration: 3000 });
        },
        (e: Error) => toast.error(e.message),
      );
    } else if (farms.length > 1) {
      if (onSelector) return;
      handled = key;
      navigate('~/user/farm-selector', { replace: true });
    } else {
      if (onSelector) return;
      handled = key;
      toast.error(MSG.semFazenda, { duration: 5000 });
      navigate('~/user/farm-selector', { replace: true });
    }
  }, [session, location, navigate, setSession]);
}

/** The one "no farm selected" state: what is missing and the way to choose one. */
export function SemFazenda() {
  const session = useSession();
  const [, navigate] = useLocation();
  const href = session?.user.isAdmin ? '~/admin/farm-selector' : '~/user/farm-selector';
  // 'Todas as fazendas' (or a user of several farms): their desk compares them (docs/PRODUTO.md §Fazendas).
  const painel = session && abrePainel(session.user.isAdmin, session.farms.length);
  return (
    <EmptyState title={MSG.semFazendaSelecionada}>
      <p>{MSG.escolhaFazendaAtiva}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-primary min-h-11" onClick={() => navigate(href)}>
          Escolher fazenda
        </button>
        {painel && (
          <button type="button" className="btn btn-outline min-h-11" onClick={() => navigate('~/dashboard/painel')}>
            {TITULO_PAINEL}
          </button>
        )}
      </div>
    </EmptyState>
  );
}

/** A farm that leaves the user no module: what is wrong and whom to ask, and the other farms when there are. */
export function SemModulos() {
  const session = useSession();
  const [, navigate] = useLocation();
  const outras = (session?.farms.length ?? 0) > 1;
  return (
    <EmptyState title={MSG.semModulosTitulo} icon="lock">
      <p>{MSG.semModulos}</p>
      {outras && (
        <button
          type="button"
          className="btn btn-primary mt-4 min-h-11"
          onClick={() => navigate(session?.user.isAdmin ? '~/admin/farm-selector' : '~/user/farm-selector')}
        >
          Escolher outra fazenda
        </button>
      )}
    </EmptyState>
  );
}

/**
 * A non-admin with one farm and none current yet: it is being selected (useFarmAutoSelect), so wait for it and its
 * modules instead of saying 'Nenhuma fazenda selecionada' or 'Acesso restrito' for a moment.
 */
function escolhendoFazenda(session: NonNullable<ReturnType<typeof useSession>>): boolean {
  return !session.user.isAdmin && !session.currentFarmId && session.farms.length === 1;
}

/** Module pages need a farm and the module's permission (same rule as the server); otherwise say why. */
export function ModuleGate({ modules, children }: { modules: readonly Modulo[]; children: ReactNode }) {
  const session = useSession();
  const farm = useFazendaAtual();
  if (!session) return null;
  if (escolhendoFazenda(session)) return <Loading />;
  if (!farm) return <SemFazenda />;
  if (!session.modules.length) return <SemModulos />;
  if (!modules.some((m) => session.modules.includes(m))) {
    return (
      <EmptyState title="Acesso restrito" icon="lock">
        {MSG.semPermissao}
      </EmptyState>
    );
  }
  return <>{children}</>;
}

/**
 * `/dashboard`, where sign-in, the installed app (start_url) and a farm change lead: the first screen the user may
 * open, decided once the farm and its modules are known (never 'Acesso restrito'). An admin with no farm chooses
 * one (or all of them); a farm that leaves the user no module says so.
 */
export function FirstScreen() {
  const session = useSession();
  if (!session || escolhendoFazenda(session)) return <Loading />;
  if (!session.currentFarmId) {
    // several farms or none: useFarmAutoSelect sends a non-admin to the selector
    return session.user.isAdmin ? <Redirect to="~/admin/farm-selector" replace /> : <Loading />;
  }
  const tela = primeiraTela(session.modules);
  if (!tela) return <SemModulos />;
  return <Redirect to={tela.caminho} replace />;
}
