import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AlertaDoUsuario, Severidade, TipoAlerta } from '../../domain/alertas.ts';
import { contarNovos, rotuloAlertas, rotuloDoSino } from '../../domain/alertas-sino.ts';
import { MSG } from '../../domain/messages.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { useFazendaAtual } from '../session/session.ts';
import { useAlertasAoVivo } from './alertas-ao-vivo.ts';
import { Popover } from './popover.tsx';

/**
 * The current farm's alerts, live over the server's event stream (alertas-ao-vivo.ts: one stream per tab, polling when
 * there is none), for the farm chosen now.
 */
export function useAlerts() {
  const farm = useFazendaAtual();
  const live = useAlertasAoVivo(farm?.id ?? null);
  return {
    farm,
    alertas: live.alertas,
    error: live.error,
    modo: live.modo,
    reload: live.reload,
    marcarVistos: live.marcarVistos,
    dispensar: live.dispensar,
  };
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
  qualidade_media_trimestral: 'alert',
  carencia_termina: 'cow',
  vacinacao_a_fazer: 'shield',
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

/** '2 novos' beside the total in the panel's heading. */
function rotuloNovos(n: number): string {
  return n === 1 ? '1 novo' : `${n} novos`;
}

/**
 * The open panel's list. What it shows is marked seen (the bell's count goes to what is new since); the ones that
 * were new when shown keep a 'Novo' tag while it stays open. 'Dispensar' hides one for this user until its cause
 * changes (docs/PRODUTO.md §Alertas).
 */
function ListaDeAlertas({
  alertas,
  close,
  marcarVistos,
  dispensar,
}: {
  alertas: AlertaDoUsuario[];
  close(): void;
  marcarVistos(alertas: readonly AlertaDoUsuario[]): Promise<void>;
  dispensar(alerta: AlertaDoUsuario): Promise<void>;
}) {
  const [eramNovos] = useState(() => new Set<string>());
  const enviados = useRef(new Set<string>());
  const [aviso, setAviso] = useState('');
  const lista = useRef<HTMLUListElement>(null);
  for (const a of alertas) if (a.novo) eramNovos.add(a.chave);

  useEffect(() => {
    const faltam = alertas.filter((a) => a.novo && !enviados.current.has(`${a.chave}\n${a.marca}`));
    if (!faltam.length) return;
    for (const a of faltam) enviados.current.add(`${a.chave}\n${a.marca}`);
    // Not marked: they stay new and the bell says so again; nothing to tell the user now.
    marcarVistos(faltam).catch(() => {});
  }, [alertas, marcarVistos]);

  const aoDispensar = async (a: AlertaDoUsuario, i: number) => {
    try {
      await dispensar(a);
      setAviso(MSG.alertaDispensado);
      // Focus the next alert's button (or the previous one), never lost on the removed row.
      requestAnimationFrame(() => {
        const botoes = lista.current?.querySelectorAll<HTMLButtonElement>('button[data-dispensar]');
        if (botoes?.length) botoes[Math.min(i, botoes.length - 1)].focus();
      });
    } catch (e) {
      setAviso((e as Error).message);
    }
  };

  return (
    <>
      <p className="sr-only" role="status">
        {aviso}
      </p>
      {aviso && aviso !== MSG.alertaDispensado && (
        <p className="border-b border-base-200 px-4 py-2 text-sm text-error">{aviso}</p>
      )}
      <ul ref={lista} className="overflow-y-auto py-1" aria-label="Alertas">
        {alertas.map((a, i) => (
          <li key={a.chave} className="flex items-start gap-1 pr-2 hover:bg-base-200" data-testid="alerta">
            <Link
              href={a.link}
              onClick={close}
              className="flex min-h-11 min-w-0 flex-1 items-start gap-3 py-2.5 pl-4 focus-visible:bg-base-200"
            >
              <span
                className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${SEVERIDADE[a.severity].cor}`}
                aria-hidden="true"
              >
                <Icon name={ICONE[a.kind]} className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
                  {SEVERIDADE[a.severity].rotulo}
                  {eramNovos.has(a.chave) && (
                    <span className="badge badge-primary badge-sm normal-case tracking-normal">Novo</span>
                  )}
                  <span className="sr-only">: </span>
                </span>
                <span className="block text-sm leading-snug">{a.text}</span>
              </span>
            </Link>
            <button
              type="button"
              data-dispensar
              className="btn btn-ghost btn-sm mt-1.5 min-h-11 shrink-0 px-2 text-xs font-normal text-base-content/80"
              aria-label={`Dispensar: ${a.text}`}
              onClick={() => void aoDispensar(a, i)}
            >
              Dispensar
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Header bell: a count badge of what is new (unseen, not dismissed; the number, not just a colour), a panel of links
 * that marks what it shows as seen.
 */
export function SinoDeAlertas() {
  const { farm, alertas, error, modo, reload, marcarVistos, dispensar } = useAlerts();
  const n = alertas?.length ?? 0;
  const novos = alertas ? contarNovos(alertas) : 0;
  return (
    <Popover
      label="Notificações"
      buttonLabel={rotuloDoSino(n, novos)}
      className="w-96 max-w-[calc(100vw-1rem)] max-md:fixed max-md:top-14 max-md:right-2 max-md:left-2 max-md:w-auto max-md:max-w-none"
      buttonClassName="btn btn-ghost btn-square min-h-11 min-w-11 relative"
      button={
        <>
          <Icon name="bell" />
          {/* How the list is kept current: 'sse' live, 'polling', 'conectando' (for tests and support). */}
          <span hidden data-testid="alerts-live" data-modo={modo} />
          {novos > 0 && (
            <span
              className="badge badge-error badge-sm absolute top-0.5 right-0 h-5 min-w-5 px-1 font-semibold tabular-nums"
              aria-hidden="true"
              data-testid="alerts-count"
            >
              {novos > 99 ? '99+' : novos}
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
            {n > 0 && (
              <p className="text-sm text-base-content/70">
                {rotuloAlertas(n)}
                {novos > 0 && ` · ${rotuloNovos(novos)}`}
              </p>
            )}
          </div>
          {!farm ? (
            <p className="p-4 text-sm text-base-content/70">Selecione uma fazenda para ver os alertas.</p>
          ) : alertas === undefined ? (
            <p className="p-4 text-sm text-base-content/70">{error ? error.message : 'Carregando...'}</p>
          ) : n === 0 ? (
            <p className="p-4 text-sm text-base-content/70">Nenhum alerta no momento.</p>
          ) : (
            <ListaDeAlertas alertas={alertas} close={close} marcarVistos={marcarVistos} dispensar={dispensar} />
          )}
        </div>
      )}
    </Popover>
  );
}
