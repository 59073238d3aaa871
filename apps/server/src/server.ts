import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({
  config,
  database,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
if (config.seedDemo && (await seedDemo(database.db, { today: new Date() }))) {
  app.log.info('demo data seeded (every demo account signs in with password demo-pass)');
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
app.log.info({ database: database.kind, portal: config.portalDist }, `portal on http://localhost:${config.port}`);
