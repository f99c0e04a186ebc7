import nodemailer from 'nodemailer';
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
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
      logger.info('email enviado', { to: mail.to, subject: mail.subject });
    },
  };
}
