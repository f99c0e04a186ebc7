import { describe, expect, it } from 'vitest';
import { erroDaApi, motivoDoErro } from './native-errors.ts';

describe('native API errors in Portuguese', () => {
  it('translates the browser’s DOMException names', () => {
    expect(erroDaApi('Câmera', new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      'Erro ao acessar câmera: permissão negada',
    );
    expect(erroDaApi('Compartilhar', new DOMException('Share canceled', 'AbortError'))).toBe(
      'Erro ao compartilhar: operação cancelada',
    );
    expect(motivoDoErro(new DOMException('Requested device not found', 'NotFoundError'))).toBe(
      'dispositivo não encontrado',
    );
  });

  it('translates geolocation codes and never passes English through', () => {
    const geo = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 };
    expect(erroDaApi('Localização', geo)).toBe('Erro ao obter localização: permissão negada');
    expect(erroDaApi('Localização', { ...geo, code: 3, message: 'Timeout expired' })).toBe(
      'Erro ao obter localização: tempo esgotado',
    );
    expect(erroDaApi('Vibração', new Error('Something in English'))).toBe('Erro ao vibrar: erro desconhecido');
  });
});
