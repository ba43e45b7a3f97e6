import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './paths';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('Kandamul <no-reply@kandamul.com.np>'),
  SMS_GATEWAY_URL: optionalUrl(['http://', 'https://']),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('Kandamul'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  // Only behind a proxy we run may X-Forwarded-For name the client: otherwise anyone could dodge
  // per-IP limits by sending the header. A number (hops) or a comma-separated list of proxy addresses.
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // The staff console's build (apps/admin/dist), served at /admin.
  ADMIN_DIST: z.string().optional(),
  // The storefront's server render (apps/web/dist-ssr); 'false' serves every page as the bare app.
  WEB_SSR_DIST: z.string().optional(),
  SERVER_RENDER: z.enum(['true', 'false']).default('true'),
  // Multiplies every request limit of ours (login, codes…): above 1 in tests, 1 in production.
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // Names the shop's keys in Redis, so several shops (or test runs) can share one server.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . : _ - only, at most 64')
    .default('kandamul'),
  // Milliseconds a client has to send a whole request (slow senders are cut off).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // On SIGTERM: the longest to keep serving (health 503, `Connection: close`) until traffic stops.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Milliseconds public catalogue answers are served from memory; 0 turns it off (the default in tests).
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  // Uploads in an S3-compatible bucket (needed with several API machines); unset: DATA_DIR/uploads.
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_PUBLIC_URL: optionalUrl(['http://', 'https://']),
  // The demo shop (demo accounts, dev outbox, wallet simulators) or a deployment. Unset: the demo with
  // the embedded database, a deployment with DATABASE_URL.
  DEMO: z.enum(['true', 'false']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsFrom: string;
  redisUrl: string | undefined;
  authSecret: string;
  corsOrigins: string[];
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  webDist: string;
  adminDist: string;
  rateLimitFactor: number;
  redisKeyPrefix: string;
  requestTimeoutMs: number;
  shutdownDrainMs: number;
  /** How long a public catalogue answer is served from memory (ms); 0: never. */
  catalogCacheMs: number;
  ssrDist: string;
  serverRender: boolean;
  /** The upload bucket, when uploads live in S3-compatible storage. */
  s3: S3Config | undefined;
  /**
   * The demo shop: seeds the demo customer and staff, serves the dev outbox and the wallet simulators.
   * A deployment never does, whatever NODE_ENV says.
   */
  demo: boolean;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the secret kept in DATA_DIR, making one the first time, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  const v = value.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((s) => s.trim());
}

/** Parses the environment once at boot; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN) {
    throw new ConfigError(
      'Invalid environment variable SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set',
    );
  }
  let s3: S3Config | undefined;
  if (e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name])
        throw new ConfigError(`Invalid environment variable ${name}: required when S3_BUCKET is set`);
    }
    s3 = {
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      publicUrl: e.S3_PUBLIC_URL,
    };
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const webDist = path.resolve(e.WEB_DIST ?? path.join(API_ROOT, '../web/dist'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsFrom: e.SMS_FROM,
    redisUrl: e.REDIS_URL,
    authSecret: overrides.authSecret ?? e.AUTH_SECRET ?? persistentSecret(dataDir),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    webDist,
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(API_ROOT, '../admin/dist')),
    ssrDist: path.resolve(e.WEB_SSR_DIST ?? path.join(webDist, '../dist-ssr')),
    serverRender: e.SERVER_RENDER === 'true',
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    catalogCacheMs: e.CATALOG_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    s3,
    demo: e.DEMO ? e.DEMO === 'true' : !e.DATABASE_URL,
    ...overrides,
  };
}
