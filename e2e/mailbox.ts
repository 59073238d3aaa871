import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a mail program shows it: parsed from what came over SMTP (headers decoded, body decoded). */
export type ReceivedMail = { to: string[]; envelopeTo: string[]; subject: string; text: string; from: string };

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/**
 * A real SMTP server in the test worker (no TLS, no auth, on 127.0.0.1), keeping every message it was given. The
 * portal's server talks to it through nodemailer as it would to a classroom's mail provider, so a test reads the
 * message a guardian would get: its encoded subject and body, its headers, its link.
 */
export class Mailbox {
  private readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, done) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push({
              to: addresses(parsed.to),
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            done();
          })
          .catch((error: Error) => done(error));
      },
    });
  }

  static async listen(port: number): Promise<Mailbox> {
    const box = new Mailbox();
    await new Promise<void>((resolve, reject) => {
      box.server.server.once('error', reject);
      box.server.listen(port, '127.0.0.1', () => resolve());
    });
    return box;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Forgets what came before (each test starts with an empty mailbox). */
  clear() {
    this.messages.length = 0;
  }

  /** The messages to an address (as the envelope and the To header both name it), oldest first. */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter(
      (m) => m.envelopeTo.some((a) => a.toLowerCase() === wanted) && m.to.some((a) => a.toLowerCase() === wanted),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
