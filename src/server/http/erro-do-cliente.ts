/**
 * What Node's HTTP server answers by itself, before the app sees the request: a request line or headers over its
 * 16 KB limit (`maxHeaderSize`; a URL with a very long query, say) or a request it cannot parse. Node's own answer
 * is a bare '431'/'400' with no body; here it carries the API's one error shape (errors.ts) in Portuguese, as every
 * other refusal does. Other client errors keep Node's default (the socket is closed).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MSG } from '../../domain/messages.ts';
import type { ErrorBody } from './errors.ts';

/** The raw HTTP answer (status line, headers, JSON body) written on the socket. */
export function respostaCrua(status: 400 | 431, corpo: ErrorBody): string {
  const texto = JSON.stringify(corpo);
  const motivo = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return [
    `HTTP/1.1 ${status} ${motivo}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(texto)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    texto,
  ].join('\r\n');
}

/** Installs the answer on a server (HTTP or HTTPS: both emit 'clientError'). */
export function responderErrosDoCliente(servidor: unknown): void {
  const server = servidor as Pick<Server, 'on'>;
  server.on('clientError', (erro: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's default (socketOnError in lib/_http_server.js): answer a socket still open whose answer in flight, if
    // any, has written nothing yet; else just close it. Not "the socket has written nothing": a kept-alive socket has
    // written the answers before, and a browser's next request on it over 16 KB was closed with no answer.
    const emCurso = (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage;
    if (erro.code === 'ECONNRESET' || !socket.writable || emCurso?._headerSent) {
      socket.destroy();
      return;
    }
    socket.end(
      erro.code === 'HPE_HEADER_OVERFLOW'
        ? respostaCrua(431, { error: { code: 'headers_too_large', message: MSG.cabecalhosGrandes } })
        : respostaCrua(400, { error: { code: 'invalid_input', message: MSG.requisicaoMalFormada } }),
    );
  });
}
