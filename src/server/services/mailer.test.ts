/** Password recovery through a real SMTP server on loopback (smtp-server), with nodemailer as in production. */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
let t: TestContext;

/** Undoes quoted-printable soft breaks and =XX escapes (enough to read a link out of the body). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
  t = await createTestContext({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Gestão Leiteira <nao-responda@fazenda.test>',
    publicUrl: 'https://pi.fazenda.test',
  });
});
afterAll(async () => {
  t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('password recovery e-mail over SMTP', () => {
  it('delivers a /redefinir-senha link that resets the password once', async () => {
    await t.createUser({ email: 'ordenha@fazenda.test', name: 'João', password: 'antiga-1' });
    const res = await t.request('POST', '/api/auth/recover', { body: { email: 'ordenha@fazenda.test' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'E-mail de redefinição de senha enviado com sucesso!',
    );
    await t.settle();
    expect(t.mails).toEqual([]); // the real mailer was used, not the harness's list
    expect(inbox).toHaveLength(1);
    const mail = inbox[0];
    expect(mail.to).toEqual(['ordenha@fazenda.test']);
    expect(mail.from).toBe('nao-responda@fazenda.test');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/^Subject: .*/m);
    expect(body).toContain('Olá, João.');
    const link = /https:\/\/pi\.fazenda\.test\/redefinir-senha\?token=([a-z2-7]{32})/.exec(body);
    expect(link, body).not.toBeNull();
    const token = link?.[1] as string;
    const reset = (password: string) =>
      t.request('POST', '/api/auth/reset', { body: { token, password, confirmPassword: password } });
    expect((await reset('nova-senha-1')).status).toBe(200);
    await t.login('ordenha@fazenda.test', 'nova-senha-1');
    expect((await reset('nova-senha-2')).status).toBe(400);
  });

  it('sends nothing for an unknown e-mail but answers the same', async () => {
    const res = await t.request('POST', '/api/auth/recover', { body: { email: 'ninguem@fazenda.test' } });
    expect(res.status).toBe(200);
    await t.settle();
    expect(inbox).toHaveLength(1);
  });

  it('answers the requester as usual when the SMTP server cannot be reached, and logs the failure', async () => {
    const down = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://pi.fazenda.test' });
    try {
      await down.createUser({ email: 'sem-smtp@fazenda.test' });
      const res = await down.request('POST', '/api/auth/recover', { body: { email: 'sem-smtp@fazenda.test' } });
      expect(res.status).toBe(200);
      await down.settle();
      expect(down.logs.find((l) => l.level === 'error')?.fields.to).toBe('sem-smtp@fazenda.test');
    } finally {
      down.close();
    }
  });
});
