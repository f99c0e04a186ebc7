import { quantos } from '../../domain/format.ts';
import { toast } from '../components/toast.tsx';
import { SEM_COPIA_OFFLINE } from './aviso-offline.tsx';
import { applyUpdate } from './pwa-state.ts';

// docs/PRODUTO.md §PWA: update toast 10 s; page reload 1 s after applying an update.
export const UPDATE_TOAST_MS = 10_000;
export const RELOAD_DELAY_MS = 1_000;

export const PWA_MSG = {
  novaVersao: 'Nova versão disponível!',
  atualizar: 'Atualizar',
  atualizado: 'Aplicativo atualizado!',
  erroRegistro: 'Erro ao configurar funcionalidade offline',
  cacheLimpo: 'Dados guardados no aparelho limpos com sucesso',
  erroCache: (motivo: string) => `Erro ao limpar os dados guardados no aparelho: ${motivo}`,
  offline: 'Você está offline',
  online: 'Conexão restaurada!',
  notificacoesConcedidas: 'Permissão de notificações concedida',
  notificacoesNegadas: 'Permissão de notificações negada',
  notificacoesNaoSuportadas: 'Notificações não suportadas neste navegador',
  notificacoesBloqueadas: 'As notificações estão bloqueadas neste navegador: libere-as nas configurações do site.',
  inscricaoAtivada: 'Inscrição em notificações ativada',
  inscricaoRemovida: 'Inscrição em notificações removida',
  erroAtivarNotificacoes: 'Erro ao ativar notificações',
  erroDesativarNotificacoes: 'Erro ao desativar notificações',
  testeNotificacaoEnviado: 'Notificação de teste enviada pelo servidor',
  testeNotificacaoNaFila: 'O servidor está sem internet: a notificação de teste será enviada quando a conexão voltar.',
  testeNotificacaoSemInscricao: 'Este dispositivo não está mais inscrito. Ative as notificações de novo.',
  erroTesteNotificacao: 'Erro ao enviar a notificação de teste',
  semWorker: 'O aplicativo ainda não está pronto para uso sem conexão. Recarregue a página.',
  versaoMaisRecente: 'Você já está usando a versão mais recente',
  erroVerificarAtualizacao: 'Não foi possível verificar atualizações. Verifique a conexão.',
  sincronizacaoConcluida: 'Sincronização concluída',
  sincronizacaoLimpa: 'Todas as tarefas de sincronização foram removidas',
  // The outbox and offline reads (docs/PRODUTO.md §PWA).
  salvoParaSincronizar: 'Dados salvos para sincronização posterior',
  // '1 registro enviado', '3 registros enviados, 2 aguardando envio': each count with its word in the right number.
  sincronizados: (n: number, restantes: number) =>
    `${quantos(n, 'registro enviado', 'registros enviados')}${restantes > 0 ? `, ${restantes} aguardando envio` : ''}`,
  falhaAposTentativas: 'Falha na sincronização após várias tentativas',
  falhaSincronizacao: 'Falha na sincronização',
  algunsNaoSincronizados: 'Alguns dados não puderam ser sincronizados',
  erroSincronizacao: (erro: string) => `Erro na sincronização: ${erro}`,
  semSessaoParaSincronizar: 'Entre novamente para enviar os dados pendentes',
  pendentesRemovidos: 'Dados pendentes removidos',
  itemDescartado: 'Alteração descartada',
  confirmarLimpar: 'Tem certeza que deseja limpar todos os dados pendentes?',
  pendente: 'Pendente de sincronização',
  // A refused record: read as typed, corrected, copied (docs/PRODUTO.md §PWA).
  correcao: {
    titulo: 'Corrigindo um registro recusado pelo servidor',
    motivo: (m: string) => `Motivo: ${m}`,
    instrucao:
      'Corrija o que for preciso (por exemplo, escolha outro animal) e toque em Registrar para enviá-lo de novo.',
  },
  aguardandoTitulo: 'Aguardando envio',
  motivoRecusa: (m: string) => `Motivo: ${m}`,
  copiado: 'Registro copiado para a área de transferência',
  erroCopiar: 'Não foi possível copiar. Selecione o texto do registro e copie-o.',
  corrigirOutraFazenda: 'Para corrigir, troque para a fazenda deste registro.',
  semSincronizacao: 'Nenhuma ainda neste aparelho',
  ultimaSincronizacao: (quando: string, enviados: number, rejeitados: number) =>
    [
      quando,
      enviados > 0 ? `${enviados} ${enviados === 1 ? 'enviado' : 'enviados'}` : null,
      rejeitados > 0 ? `${rejeitados} ${rejeitados === 1 ? 'recusado' : 'recusados'}` : null,
    ]
      .filter(Boolean)
      .join(', '),
  origemSincronizacao: { aplicativo: 'com o aplicativo aberto', 'segundo-plano': 'em segundo plano' },
  envioPeriodico: {
    ativo: 'Ativo',
    instalar: 'Instale o aplicativo para ativar',
    indisponivel: 'Não disponível neste navegador',
  },
  dadosEmCache: (hora: string) => `Dados de ${hora}, sem conexão com o servidor`,
  // The install card (docs/PRODUTO.md §PWA).
  instalarTitulo: 'Instalar Gestão Leiteira',
  instalarTexto: 'Use o app na tela inicial, mesmo sem conexão com o servidor.',
  instalacaoIniciada: 'Instalação iniciada...',
  instalacaoCancelada: 'Instalação cancelada',
  instalado: 'Aplicativo instalado com sucesso!',
  erroInstalar: 'Erro ao instalar o aplicativo',
  testeOk: (api: string) => `${api}: OK`,
  // issue 38: offline, before the worker has kept the app on this device (the first visit, or no worker at all)
  // issue 38: a browser with neither Background Sync nor Periodic Background Sync sends only with the app open
  abrirParaEnviar:
    'Este navegador não envia os dados com o aplicativo fechado: abra-o quando o servidor voltar para enviá-los.',
  semCopiaOffline: SEM_COPIA_OFFLINE,
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
