// `npm run admin -- <command> …`: what an install needs before anyone can sign in (issue 32). Run it with the
// server stopped when the database is the embedded PGlite (one process at a time opens its folder).
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { PasswordService, setPasswordMail } from '../routes/auth/passwords';
import { createMailer } from '../services/mail';
import { SessionStore } from '../services/sessions';
import { createOwner, StaffAccountError } from './staff';

const USAGE = `Usage:
  npm run admin -- create-staff --email <address> --classroom <classroom name> [--name "<姓> <名>"] [--classroom-no <number>]

create-staff  makes a staff account that owns the classroom (the classroom is made when none has the name) and
              mails it a one-time link to set its password (SMTP_URL), or prints the link when there is no SMTP.
              Links start with PUBLIC_URL.`;

/** The CLI's log: warnings and errors on stderr, the rest is the command's own output. */
const log = {
  info: () => {},
  debug: () => {},
  trace: () => {},
  warn: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  fatal: (...args: unknown[]) => console.error(...args),
  child: () => log,
  level: 'warn',
  silent: () => {},
} as unknown as FastifyBaseLogger;

async function createStaff(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      classroom: { type: 'string' },
      'classroom-no': { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.email || !values.classroom) throw new StaffAccountError('--email and --classroom are required');
  const [lastName = '教室', firstName = 'スタッフ'] = (values.name ?? '')
    .trim()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
  const config = loadConfig();
  const database = await openDatabase(config);
  const mailer = createMailer(config.mail, log);
  try {
    const made = await createOwner(database.db, {
      email: values.email,
      classroom: values.classroom,
      classroomNo: values['classroom-no'],
      lastName,
      firstName,
    });
    const now = () => new Date();
    const passwords = new PasswordService(
      database.db,
      now,
      mailer,
      config.publicUrl,
      new SessionStore(database.db, now, config.session),
      log,
    );
    const link = await passwords.issue(made.userId, 'set');
    console.log(
      `Staff account ${made.email} made, owner of ${made.classroomName}${made.madeClassroom ? ' (new classroom)' : ''}.`,
    );
    if (config.mail.smtpUrl) {
      await mailer.send({ to: made.email, ...setPasswordMail(link.url, made.classroomName) });
      console.log(
        `A link to set the password was mailed to ${made.email}; it works once, until ${link.expiresAt.toISOString()}.`,
      );
    } else {
      // No SMTP: the operator hands this one-time link to the staff member.
      console.log(`No SMTP_URL: open this one-time link to set the password (until ${link.expiresAt.toISOString()}):`);
      console.log(link.url);
    }
  } finally {
    mailer.close();
    await database.close();
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'create-staff') return createStaff(rest);
  console.error(USAGE);
  process.exitCode = command === undefined || command === 'help' || command === '--help' ? 0 : 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof StaffAccountError ? `admin: ${error.message}` : error);
  process.exitCode = 1;
});
