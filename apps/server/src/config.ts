import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRealtimeConfig, type RealtimeConfig } from './realtime/config';
import type { MailConfig } from './services/mail';
import type { PushConfig } from './services/push';

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
  /** The portal's server bundle, which draws the first page of some routes (ADR 036); absent means none is. */
  portalRenderer: string;
  /** The built Storybook, served at /storybook outside production when the folder exists. */
  storybookDist: string;
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
  /** Where file contents live (ADR 024); the `files` table keeps only their metadata and key. */
  storage: StorageConfig;
  /** Bookings one address may send per minute from /trial and /consult (end-to-end runs send more). */
  publicSubmitLimit: number;
  /** Signed-out bookings to one email per day (issue 31 item 19). */
  publicSubmitPerEmail: number;
  /** Chat events: the embedded Pusher-protocol server or an external one (ADR 031). */
  realtime: RealtimeConfig;
  /** Outgoing mail: SMTP when `SMTP_URL` is set, otherwise the server log. */
  mail: MailConfig;
  /**
   * The portal's origin (`PUBLIC_URL`, e.g. https://portal.example.jp): every mailed link and the calendar feed's
   * address start with it, never with a request's Host header, which a proxy may pass on from anyone. Required in
   * production; elsewhere it defaults to http://localhost:PORT.
   */
  publicUrl: string;
  /** How often the chat mail job runs (CHAT_MAIL_INTERVAL_SECONDS, default 300; 0 turns it off). */
  chatMailIntervalMs: number;
  /** Web Push (issue 34, ADR 055): the VAPID key pair and subject, and how often held pushes are sent. */
  push: PushConfig;
};

export type StorageConfig =
  | { driver: 'fs'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server (MinIO, R2, …); unset means AWS itself. */
      endpoint: string | undefined;
      /** Unset means the SDK's own credential chain (instance role, AWS_* variables, profiles). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const portalDist = path.resolve(env.PORTAL_DIST ?? path.join(appRoot, '..', 'portal', 'dist'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    // 'memory://' keeps a throwaway database in memory (end-to-end runs start from fresh demo data).
    dataDir: env.DATA_DIR?.startsWith('memory://')
      ? env.DATA_DIR
      : path.resolve(env.DATA_DIR ?? path.join(appRoot, '.data', 'pglite')),
    portalDist,
    // The portal's build writes it beside its dist folder.
    portalRenderer: path.resolve(env.PORTAL_RENDERER ?? path.join(portalDist, '..', 'dist-ssr', 'entry-server.js')),
    storybookDist: path.resolve(env.STORYBOOK_DIST ?? path.join(appRoot, '..', '..', 'storybook-static')),
    // Demo data only on the embedded default, never in production unless asked for.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production && !env.DATABASE_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    session: {
      idleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
      absoluteMs: Number(env.SESSION_ABSOLUTE_HOURS ?? 12) * 3_600_000,
    },
    termsAgreementEnableDate: env.TERMS_AGREEMENT_ENABLE_DATE ?? '2025-09-19T12:00:00+09:00',
    storage: parseStorage(env),
    publicSubmitLimit: Math.max(1, Number(env.PUBLIC_SUBMIT_LIMIT ?? 10) || 10),
    publicSubmitPerEmail: Math.max(1, Number(env.PUBLIC_SUBMIT_PER_EMAIL ?? 5) || 5),
    realtime: loadRealtimeConfig(env, production),
    mail: parseMail(env, production),
    publicUrl: parsePublicUrl(env, production),
    chatMailIntervalMs: Math.max(0, Number(env.CHAT_MAIL_INTERVAL_SECONDS ?? 300) || 0) * 1000,
    push: parsePush(env, production),
  };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (web-push's base64url keys); without them the server uses
 * the pair it generated and stored in its database on first start. VAPID_SUBJECT defaults to PUBLIC_URL when it
 * is https, else a mailto: of MAIL_FROM.
 */
function parsePush(env: NodeJS.ProcessEnv, production: boolean): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const publicUrl = parsePublicUrl(env, production);
  const subject =
    env.VAPID_SUBJECT ||
    (publicUrl.startsWith('https:') ? publicUrl : `mailto:${env.MAIL_FROM || 'portal@example.com'}`);
  if (!/^(https:\/\/|mailto:)/.test(subject))
    throw new Error('VAPID_SUBJECT must be an https: URL or a mailto: address');
  return {
    publicKey,
    privateKey,
    subject,
    flushIntervalMs: Math.max(0, Number(env.PUSH_FLUSH_INTERVAL_SECONDS ?? 60) || 0) * 1000,
    allowLoopbackHttp: !production,
  };
}

/** Fails at start rather than at the first upload when the chosen driver lacks a setting. */
function parseStorage(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'fs';
  if (driver === 'fs') {
    return { driver, root: path.resolve(env.STORAGE_DIR ?? path.join(appRoot, '.data', 'storage')) };
  }
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be fs or s3, not ${driver}`);
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    driver,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers mostly serve buckets by path, not by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}

/**
 * Mail carries links that open accounts. Without SMTP they reach only the log: outside production the whole mail
 * (the demo's links), in production only its recipient and subject, so whoever reads the logs opens no account.
 */
function parseMail(env: NodeJS.ProcessEnv, production: boolean): MailConfig {
  return { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'portal@example.com', logBodies: !production };
}

function parsePublicUrl(env: NodeJS.ProcessEnv, production: boolean): string {
  const value = env.PUBLIC_URL;
  if (!value) {
    if (production) throw new Error('NODE_ENV=production needs PUBLIC_URL (the origin of every mailed link)');
    return `http://localhost:${Number(env.PORT ?? 3000)}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL such as https://portal.example.jp, not ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_URL must be http or https');
  // Links are built as `${publicUrl}/path`: the origin alone, whatever path or slash was written.
  return url.origin;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
