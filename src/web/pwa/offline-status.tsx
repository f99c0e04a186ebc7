import { useDadosEmCache } from '../api/cache-mark.ts';
import { Icon } from '../components/icons.tsx';
import { toast } from '../components/toast.tsx';
import { useOutbox } from '../offline/sync.ts';
import { dispensar, instalar, useOfertaInstalacao } from './install.ts';
import { useServidorAlcancavel } from './reachability.ts';
import { PWA_MSG } from './update-toast.ts';

/** '14:32' for today's copy, '22/11/2026 14:32' for an older one (a kept copy, a draft, the last sync). */
export function horaDaCopia(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const hora = d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString() ? hora : `${d.toLocaleDateString('pt-BR')} ${hora}`;
}

/** Above every screen while what it shows is the worker's copy: 'Dados de {hora}, sem conexão com o servidor'. */
export function OfflineBanner() {
  const salvoEm = useDadosEmCache();
  if (!salvoEm) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft mb-4 print:hidden">
      <Icon name="alert" className="size-5" />
      <span>{PWA_MSG.dadosEmCache(horaDaCopia(salvoEm))}</span>
    </div>
  );
}

/** The header's badge: the server is out of reach and/or changes wait to be sent; opens 'Configurações PWA'. */
export function SyncBadge({ onClick }: { onClick(): void }) {
  const online = useServidorAlcancavel();
  const { pendentes, rejeitados, sincronizando } = useOutbox();
  const n = pendentes.length + rejeitados.length;
  if (online && n === 0) return null;
  const label = [
    online ? null : 'Offline',
    n > 0 ? `${n} ${n === 1 ? 'pendência' : 'pendências'}` : null,
    sincronizando ? 'sincronizando' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`btn btn-sm min-h-11 gap-1 ${rejeitados.length ? 'btn-error' : 'btn-warning'} btn-soft`}
      aria-label={`Sincronização: ${label}`}
      title="Configurações PWA"
      onClick={onClick}
    >
      <Icon name={online ? 'refresh' : 'wifiOff'} className={`size-4 ${sincronizando ? 'animate-spin' : ''}`} />
      {!online && <span className="hidden sm:inline">Offline</span>}
      {n > 0 && <span className="badge badge-sm">{n}</span>}
    </button>
  );
}

/**
 * docs/PRODUTO.md §PWA: the install card (when the browser offers it; 'Agora não' hides it for 24 h). It sits in the
 * page's flow above the screen, never floating: floating, it lay over 'Salvar lote' and took its tap (issue 38).
 */
export function InstallCard() {
  const show = useOfertaInstalacao();
  if (!show) return null;
  async function install() {
    try {
      toast.info(PWA_MSG.instalacaoIniciada);
      const outcome = await instalar();
      if (outcome === 'accepted') toast.success(PWA_MSG.instalado);
      else toast.info(PWA_MSG.instalacaoCancelada);
    } catch {
      toast.error(PWA_MSG.erroInstalar);
    }
  }
  return (
    <section
      aria-label={PWA_MSG.instalarTitulo}
      className="card mb-4 border border-base-300 bg-base-100 shadow-sm print:hidden"
    >
      <div className="card-body flex-row flex-wrap items-center justify-between gap-2 p-4">
        <div className="flex items-center gap-3">
          <img src="/icon.svg" alt="" className="size-10" />
          <div>
            <h2 className="font-semibold">{PWA_MSG.instalarTitulo}</h2>
            <p className="text-sm text-base-content/70">{PWA_MSG.instalarTexto}</p>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost min-h-11" onClick={dispensar}>
            Agora não
          </button>
          <button type="button" className="btn btn-primary min-h-11" onClick={install}>
            Instalar
          </button>
        </div>
      </div>
    </section>
  );
}
