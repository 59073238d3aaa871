import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailConfig = {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset writes each mail to the server log instead. */
  smtpUrl: string | undefined;
  from: string;
};

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Resolves once the SMTP server has accepted the mail (or it is logged); rejects when it refuses. */
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * The one way the server sends mail: through SMTP when configured, otherwise into the log at info, so a
 * developer sees the link or digest a guardian would get without a mail server.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mail }, 'mail (no SMTP_URL configured, logged instead)');
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.from, ...mail });
    },
    close: () => transport.close(),
  };
}
