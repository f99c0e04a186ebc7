/**
 * The native-API tests of 'Configurações PWA' report in Portuguese: the message of docs/PRODUTO.md §PWA for the API,
 * and why — the browser's own error (English, by DOMException name or geolocation code) translated.
 */
export const ERRO_API: Record<string, string> = {
  Compartilhar: 'Erro ao compartilhar',
  Câmera: 'Erro ao acessar câmera',
  Localização: 'Erro ao obter localização',
  Vibração: 'Erro ao vibrar',
  'Área de transferência': 'Erro ao copiar',
};

const MOTIVOS: Record<string, string> = {
  NotAllowedError: 'permissão negada',
  SecurityError: 'bloqueado pelo navegador (requer conexão segura)',
  NotFoundError: 'dispositivo não encontrado',
  NotReadableError: 'dispositivo em uso por outro aplicativo',
  OverconstrainedError: 'nenhum dispositivo atende ao pedido',
  AbortError: 'operação cancelada',
  NotSupportedError: 'não suportado neste navegador',
  InvalidStateError: 'outra operação ainda está em andamento',
  DataError: 'dados inválidos',
  TypeError: 'pedido inválido',
  TimeoutError: 'tempo esgotado',
};

// GeolocationPositionError codes
const GEO: Record<number, string> = { 1: 'permissão negada', 2: 'posição indisponível', 3: 'tempo esgotado' };

export function motivoDoErro(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { name?: string; code?: number; message?: string };
    if (typeof e.code === 'number' && 'PERMISSION_DENIED' in e) return GEO[e.code] ?? 'erro desconhecido';
    if (e.name && MOTIVOS[e.name]) return MOTIVOS[e.name];
  }
  return 'erro desconhecido';
}

/** 'Erro ao acessar câmera: permissão negada'. */
export function erroDaApi(api: string, error: unknown): string {
  return `${ERRO_API[api] ?? `Erro em ${api}`}: ${motivoDoErro(error)}`;
}
