import { useCallback, useEffect, useState } from 'react';
import { toast } from '../components/toast.tsx';
import { ativarPush, desativarPush, type EstadoPush, estadoPush, pushSuportado, testarPush } from '../pwa/push.ts';
import { PWA_MSG } from '../pwa/update-toast.ts';

/**
 * 'Configurações PWA' › Notificações (docs/PRODUTO.md §Alertas): the switch subscribes this device with the server
 * and unsubscribes it for real, and shows what the browser and the server say; 'Testar Notificação' asks the server to
 * push to this device.
 */
export function NotificacoesPush({ open }: { open: boolean }) {
  const [estado, setEstado] = useState<EstadoPush | 'carregando'>(() =>
    pushSuportado() ? 'carregando' : 'sem-suporte',
  );
  const [ocupado, setOcupado] = useState(false);

  const ler = useCallback(async () => {
    try {
      setEstado(await estadoPush());
    } catch {
      // The server did not answer: the browser's side is all that is known.
      setEstado(Notification.permission === 'denied' ? 'negada' : 'desligada');
    }
  }, []);
  useEffect(() => {
    if (open && pushSuportado()) void ler();
  }, [open, ler]);

  async function alternar(ligar: boolean) {
    setOcupado(true);
    try {
      const novo = ligar ? await ativarPush() : await desativarPush();
      setEstado(novo);
      if (novo === 'ligada') toast.success(PWA_MSG.inscricaoAtivada);
      else if (novo === 'negada') toast.warning(PWA_MSG.notificacoesNegadas);
      else if (!ligar) toast.success(PWA_MSG.inscricaoRemovida);
    } catch {
      toast.error(ligar ? PWA_MSG.erroAtivarNotificacoes : PWA_MSG.erroDesativarNotificacoes);
      await ler();
    } finally {
      setOcupado(false);
    }
  }

  async function testar() {
    setOcupado(true);
    try {
      const r = await testarPush();
      if (r === 'enviado') toast.success(PWA_MSG.testeNotificacaoEnviado);
      else if (r === 'na_fila') toast.info(PWA_MSG.testeNotificacaoNaFila);
      else {
        toast.error(r === 'removida' ? PWA_MSG.testeNotificacaoSemInscricao : PWA_MSG.erroTesteNotificacao);
        await ler();
      }
    } catch {
      toast.error(PWA_MSG.erroTesteNotificacao);
    } finally {
      setOcupado(false);
    }
  }

  const ligada = estado === 'ligada';
  return (
    <>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="flex flex-col">
          <span className="text-sm">Ativar notificações</span>
          <span className="text-xs text-base-content/60">
            Receba alertas importantes mesmo quando o app estiver fechado
          </span>
        </span>
        <input
          type="checkbox"
          className="toggle toggle-primary"
          disabled={estado === 'sem-suporte' || estado === 'carregando' || ocupado}
          checked={ligada}
          aria-busy={estado === 'carregando' || ocupado}
          onChange={(e) => void alternar(e.target.checked)}
        />
      </label>
      {estado === 'sem-suporte' && (
        <p className="text-xs text-base-content/70" role="status">
          {PWA_MSG.notificacoesNaoSuportadas}
        </p>
      )}
      {estado === 'negada' && (
        <p className="text-xs text-base-content/70" role="status">
          {PWA_MSG.notificacoesBloqueadas}
        </p>
      )}
      {ligada && (
        <button type="button" className="btn btn-sm mt-2 min-h-11" disabled={ocupado} onClick={() => void testar()}>
          Testar Notificação
        </button>
      )}
    </>
  );
}
