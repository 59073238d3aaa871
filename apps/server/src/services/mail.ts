import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailConfig = {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset writes each mail to the server log instead. */
  smtpUrl: string | undefined;
  from: string;
  /**
   * Without SMTP: whether the log gets the whole mail (development and the demo) or only its recipient and
   * subject (production, whose mails carry links that open accounts).
   */
  logBodies?: boolean;
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
    const whole = config.logBodies ?? true;
    if (!whole) log.warn('no SMTP_URL configured: mails are not sent, the log names only their recipient and subject');
    return {
      send: async (mail) => {
        if (whole) log.info({ mail }, 'mail (no SMTP_URL configured, logged instead)');
        else log.warn({ mail: { to: mail.to, subject: mail.subject } }, 'mail NOT sent (no SMTP_URL configured)');
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
