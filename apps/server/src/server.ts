import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { demoNoAccountLink } from './db/seed/membership-link';
import { registerE2eReset } from './e2e/reset';
import { moveLegacyContents } from './services/storage';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({
  config,
  database,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
const { storage } = app.services;
const e2eReset = process.env.E2E_RESET === 'true' ? await registerE2eReset(app, database.db, storage) : undefined;
const moved = await moveLegacyContents(database.db, storage);
if (moved > 0) app.log.info({ moved }, 'file contents moved from the database to the file storage');
if (config.seedDemo && (await seedDemo(database.db, { today: new Date(), storage }))) {
  app.log.info('demo data seeded (every demo account signs in with password demo-pass)');
  // Browser tests: their resets copy this data back rather than seeding again.
  await e2eReset?.remember(new Date());
  const link = await demoNoAccountLink(app, `http://localhost:${config.port}`);
  if (link)
    app.log.info({ link }, 'demo no-account membership application: open this link (as mailed to the applicant)');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking connections, let in-flight requests finish, then release the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, storage: config.storage.driver, portal: config.portalDist },
  `portal on http://localhost:${config.port}`,
);
