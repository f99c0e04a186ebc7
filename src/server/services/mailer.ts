import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The last e-mail the server could not send, for the administrators (the requester is never told). */
export interface FalhaEmail {
  /** ISO instant of the failure. */
  em: string;
  para: string;
  /** What went wrong, in Portuguese (the library's own text goes to the log only). */
  motivo: string;
}

/** Per-server record of e-mail delivery: the last failure, cleared by the next e-mail that goes out. */
export interface MailStatus {
  ultimaFalha: FalhaEmail | null;
}

/** nodemailer's error codes, as an administrator can act on them. */
const MOTIVOS: Record<string, string> = {
  ECONNECTION: 'o servidor SMTP não aceitou a conexão (confira o endereço e a porta em SMTP_URL)',
  EDNS: 'o nome do servidor SMTP não foi encontrado (confira SMTP_URL)',
  ETIMEDOUT: 'o servidor SMTP não respondeu a tempo',
  ESOCKET: 'a conexão com o servidor SMTP caiu ou o TLS falhou (confira smtp:// ou smtps:// e a porta)',
  EAUTH: 'o servidor SMTP recusou o usuário ou a senha de SMTP_URL',
  ENOAUTH: 'o servidor SMTP exige usuário e senha em SMTP_URL',
  EENVELOPE: 'o servidor SMTP recusou o remetente (MAIL_FROM) ou o destinatário',
  EMESSAGE: 'o servidor SMTP recusou a mensagem',
  EPROTOCOL: 'o servidor SMTP respondeu de um jeito inesperado',
};

/** A delivery error in words an administrator can act on. */
export function motivoFalhaEmail(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' && MOTIVOS[code]) || 'o servidor SMTP recusou o envio (detalhes no log do servidor)';
}

/** SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587); otherwise the message goes to the log. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        logger.warn('email não enviado (SMTP_URL não configurado)', {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  // nodemailer is loaded with the first e-mail, not at start-up: a farm's Pi mostly never sends one (memory).
  const smtpUrl = config.smtpUrl;
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from: config.mailFrom, ...mail });
      logger.info('email enviado', { to: mail.to, subject: mail.subject });
    },
  };
}
