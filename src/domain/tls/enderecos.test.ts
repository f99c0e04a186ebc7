import { describe, expect, it } from 'vitest';
import { hostDaUrl, normalizarIp, normalizarNome, validarEnderecos } from './enderecos.ts';

describe('names and addresses of the server certificate', () => {
  it('accepts LAN names, lowercased, and refuses what is not a DNS name', () => {
    expect(normalizarNome('Leiteira.Internal')).toBe('leiteira.internal');
    expect(normalizarNome('pi-da-fazenda.local.')).toBe('pi-da-fazenda.local');
    expect(normalizarNome('leiteira')).toBe('leiteira');
    for (const ruim of [
      '',
      'http://leiteira.internal',
      'leiteira.internal:3000',
      'leiteira/instalar',
      'ção.local',
      '-pi.local',
      'pi-.local',
      'a..b',
      '*.local',
      'pi_1.local',
      'pi.123',
      `${'a'.repeat(64)}.local`,
    ]) {
      expect(normalizarNome(ruim), ruim).toEqual({ erro: expect.stringMatching(/^Nome inválido/) });
    }
    expect(normalizarNome('192.168.0.10')).toEqual({
      erro: '"192.168.0.10" é um endereço IP: informe-o com --ip 192.168.0.10.',
    });
  });

  it('accepts IPv4 and IPv6 machine addresses and refuses others', () => {
    expect(normalizarIp(' 192.168.0.10 ')).toBe('192.168.0.10');
    expect(normalizarIp('FE80:0:0:0:0:0:0:1')).toBe('fe80::1');
    for (const ruim of [
      '192.168.0',
      '192.168.0.256',
      '192.168.00.1',
      '1.2.3.4.5',
      'leiteira',
      '::g',
      '',
      '10.0.0.1/24',
    ]) {
      expect(normalizarIp(ruim), ruim).toEqual({ erro: expect.stringMatching(/^Endereço IP inválido/) });
    }
    expect(normalizarIp('0.0.0.0')).toEqual({ erro: expect.stringMatching(/não é de um computador/) });
    expect(normalizarIp('::')).toEqual({ erro: expect.stringMatching(/não é de um computador/) });
  });

  it('gives every error at once, drops repeats, and asks for at least one', () => {
    expect(validarEnderecos(['x..y'], ['1.2.3'])).toEqual({
      ok: false,
      erros: [expect.stringMatching(/^Nome inválido: "x..y"/), expect.stringMatching(/^Endereço IP inválido: "1.2.3"/)],
    });
    expect(validarEnderecos([], [])).toEqual({
      ok: false,
      erros: [expect.stringMatching(/^Informe o nome e o endereço IP/)],
    });
    expect(validarEnderecos(['A.local', 'a.local'], ['10.0.0.1', '10.0.0.1'])).toEqual({
      ok: true,
      valor: { nomes: ['a.local'], ips: ['10.0.0.1'] },
    });
  });

  it('writes URLs with the default port left out and IPv6 in brackets', () => {
    expect(hostDaUrl('leiteira.internal', 443)).toBe('https://leiteira.internal');
    expect(hostDaUrl('leiteira.internal', 3000)).toBe('https://leiteira.internal:3000');
    expect(hostDaUrl('fe80::1', 3000)).toBe('https://[fe80::1]:3000');
    expect(hostDaUrl('10.0.0.1', 80, 'http')).toBe('http://10.0.0.1');
  });
});
