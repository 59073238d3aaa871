import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Both the source (src/) and the bundle (dist/) sit one level below the app folder.
const appRoot = path.resolve(here, '..');

export type Config = {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL server when set; otherwise PGlite embedded with its data under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  portalDist: string;
  seedDemo: boolean;
  /**
   * Which proxies to believe about the client address (Fastify's trustProxy). Off by default: a
   * forged X-Forwarded-For would otherwise dodge the per-address sign-in lockout.
   */
  trustProxy: boolean | number | string;
  session: {
    /** A session unused for this long ends (sliding). */
    idleMs: number;
    /** A session ends this long after sign-in, however active. */
    absoluteMs: number;
  };
  /** When terms consent starts being enforced; the portal reads it from /api/account/config. */
  termsAgreementEnableDate: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    // 'memory://' keeps a throwaway database in memory (end-to-end runs start from fresh demo data).
    dataDir: env.DATA_DIR?.startsWith('memory://')
      ? env.DATA_DIR
      : path.resolve(env.DATA_DIR ?? path.join(appRoot, '.data', 'pglite')),
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(appRoot, '..', 'portal', 'dist')),
    // Demo data only on the embedded default, never in production unless asked for.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production && !env.DATABASE_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    session: {
      idleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
      absoluteMs: Number(env.SESSION_ABSOLUTE_HOURS ?? 12) * 3_600_000,
    },
    termsAgreementEnableDate: env.TERMS_AGREEMENT_ENABLE_DATE ?? '2025-09-19T12:00:00+09:00',
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
