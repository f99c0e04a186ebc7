import { useEffect } from 'react';
import { Link } from 'wouter';
import { rotuloAlertas, type Severidade, type TipoAlerta } from '../../domain/alerts.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { useCurrentFarm } from '../session/session.ts';
import { useAlertasAoVivo } from './alerts-live.ts';
import { Popover } from './popover.tsx';

/**
 * The current farm's alerts, live over the server's event stream (alerts-live.ts: one stream per tab, polling when
 * there is none), for the farm chosen now.
 */
export function useAlerts() {
  const farm = useCurrentFarm();
  const live = useAlertasAoVivo(farm?.id ?? null);
  return { farm, alertas: live.alertas, error: live.error, modo: live.modo, reload: live.reload };
}

const ICONE: Record<TipoAlerta, IconName> = {
  conta_pagar_vencida: 'wallet',
  conta_pagar_a_vencer: 'wallet',
  conta_receber_vencida: 'wallet',
  conta_receber_a_vencer: 'wallet',
  parto_previsto: 'cow',
  secagem_prevista: 'cow',
  diagnostico_gestacao: 'cow',
  qualidade_acima_limite: 'alert',
};

// The severity is written out (and tints the icon); the text itself says what is wrong and when.
const SEVERIDADE: Record<Severidade, { rotulo: string; cor: string }> = {
  danger: { rotulo: 'Urgente', cor: 'bg-error/15 text-error' },
  warning: { rotulo: 'Atenção', cor: 'bg-warning/20 text-warning-content' },
  info: { rotulo: 'Aviso', cor: 'bg-info/15 text-info' },
};

/** Reloads once when the panel opens, so what it lists is current. */
function ReloadOnOpen({ reload }: { reload(): void }) {
  useEffect(() => {
    reload();
  }, [reload]);
  return null;
}

/** Header bell: a count badge only when there are alerts (the number, not just a colour), a panel of links. */
export function AlertsBell() {
  const { farm, alertas, error, modo, reload } = useAlerts();
  const n = alertas?.length ?? 0;
  const label = n > 0 ? `Notificações: ${rotuloAlertas(n)}` : 'Notificações';
  return (
    <Popover
      label="Notificações"
      buttonLabel={label}
      className="w-96 max-w-[calc(100vw-1rem)] max-md:fixed max-md:top-14 max-md:right-2 max-md:left-2 max-md:w-auto max-md:max-w-none"
      buttonClassName="btn btn-ghost btn-square min-h-11 min-w-11 relative"
      button={
        <>
          <Icon name="bell" />
          {/* How the list is kept current: 'sse' live, 'polling', 'conectando' (for tests and support). */}
          <span hidden data-testid="alerts-live" data-modo={modo} />
          {n > 0 && (
            <span
              className="badge badge-error badge-sm absolute top-0.5 right-0 h-5 min-w-5 px-1 font-semibold tabular-nums"
              aria-hidden="true"
              data-testid="alerts-count"
            >
              {n > 99 ? '99+' : n}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
          <ReloadOnOpen reload={reload} />
          <div className="flex items-baseline justify-between gap-2 border-b border-base-200 px-4 pt-3 pb-2">
            <p className="font-semibold">Notificações</p>
            {n > 0 && <p className="text-sm text-base-content/70">{rotuloAlertas(n)}</p>}
          </div>
          {!farm ? (
            <p className="p-4 text-sm text-base-content/70">Selecione uma fazenda para ver os alertas.</p>
          ) : alertas === undefined ? (
            <p className="p-4 text-sm text-base-content/70">{error ? error.message : 'Carregando...'}</p>
          ) : n === 0 ? (
            <p className="p-4 text-sm text-base-content/70">Nenhum alerta no momento.</p>
          ) : (
            <ul className="overflow-y-auto py-1" aria-label="Alertas">
              {alertas.map((a) => (
                <li key={a.id}>
                  <Link
                    href={a.link}
                    onClick={close}
                    className="flex min-h-11 items-start gap-3 px-4 py-2.5 hover:bg-base-200 focus-visible:bg-base-200"
                  >
                    <span
                      className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${SEVERIDADE[a.severity].cor}`}
                      aria-hidden="true"
                    >
                      <Icon name={ICONE[a.kind]} className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-xs font-semibold tracking-wide text-base-content/70 uppercase">
                        {SEVERIDADE[a.severity].rotulo}
                        <span className="sr-only">: </span>
                      </span>
                      <span className="block text-sm leading-snug">{a.text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Popover>
  );
}
