import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mail';

const silentLog = () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return log as unknown as Parameters<typeof createMailer>[1] & typeof log;
};

describe('mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  it('delivers through the configured SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'portal@example.com' }, silentLog());
    await mailer.send({ to: 'guardian@example.com', subject: 'お知らせ', text: '未読のメッセージがあります。' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('portal@example.com');
    expect(received[0]?.to).toEqual(['guardian@example.com']);
    // Japanese subject and body survive the encoding.
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('rejects when the SMTP server cannot be reached, so callers can record the failure', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'portal@example.com' }, silentLog());
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });

  it('writes the mail to the log when no SMTP server is configured', async () => {
    const log = silentLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'portal@example.com' }, log);
    await mailer.send({ to: 'guardian@example.com', subject: '件名', text: '本文' });
    expect(log.info).toHaveBeenCalledWith(
      { mail: { to: 'guardian@example.com', subject: '件名', text: '本文' } },
      expect.any(String),
    );
  });

  it('in production without SMTP logs only the recipient and subject, never the body with its links', async () => {
    const log = silentLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'portal@example.com', logBodies: false }, log);
    // Warned at start, before any mail.
    expect(log.warn).toHaveBeenCalledTimes(1);
    await mailer.send({ to: 'guardian@example.com', subject: 'パスワードの再設定', text: 'https://x/reset?t=secret' });
    const logged = JSON.stringify([log.info.mock.calls, log.warn.mock.calls]);
    expect(logged).toContain('guardian@example.com');
    expect(logged).toContain('パスワードの再設定');
    expect(logged).not.toContain('secret');
  });
});
