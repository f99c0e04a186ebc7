import { toast } from '../components/toast.tsx';
import { applyUpdate } from './pwa-state.ts';

// SPEC.md §9: update toast 10 s; page reload 1 s after applying an update.
export const UPDATE_TOAST_MS = 10_000;
export const RELOAD_DELAY_MS = 1_000;

export const PWA_MSG = {
  novaVersao: 'Nova versão disponível!',
  atualizar: 'Atualizar',
  atualizado: 'Aplicativo atualizado!',
  erroRegistro: 'Erro ao configurar funcionalidade offline',
  cacheLimpo: 'Cache limpo com sucesso',
  erroCache: (motivo: string) => `Erro ao limpar o cache: ${motivo}`,
  offline: 'Você está offline',
  online: 'Conexão restaurada!',
  notificacoesConcedidas: 'Permissão de notificações concedida',
  notificacoesNegadas: 'Permissão de notificações negada',
  semWorker: 'Service Worker inativo',
  versaoMaisRecente: 'Você já está usando a versão mais recente',
  erroVerificarAtualizacao: 'Não foi possível verificar atualizações. Verifique a conexão.',
  sincronizacaoConcluida: 'Sincronização concluída',
  sincronizacaoLimpa: 'Todas as tarefas de sincronização foram removidas',
  testeOk: (api: string) => `${api}: OK`,
  testeFalhou: (api: string, motivo: string) => `${api}: ${motivo}`,
};

let updateToast: number | null = null;

/** 'Nova versão disponível!' with 'Atualizar' (10 s); shown again by 'Verificar Atualizações' while one waits. */
export function announceUpdate(): void {
  if (updateToast !== null) toast.dismiss(updateToast);
  updateToast = toast.info(PWA_MSG.novaVersao, {
    duration: UPDATE_TOAST_MS,
    action: {
      label: PWA_MSG.atualizar,
      onClick: () => {
        if (updateToast !== null) toast.dismiss(updateToast);
        updateToast = null;
        void applyUpdate();
      },
    },
  });
}
