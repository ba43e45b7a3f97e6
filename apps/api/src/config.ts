import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY } from '@kandamul/domain';
import { z } from 'zod';
import { API_ROOT } from './paths';

const ESEWA_UAT_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_UAT_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
const KHALTI_SANDBOX_URL = 'https://dev.khalti.com/api/v2';
/** The sandbox secret key printed in Khalti's documentation: the demo's default, refused in a deployment. */
const KHALTI_PUBLIC_TEST_KEYS = ['live_secret_key_68791341fdd94846a146f0457ff7b455'];

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
  // 'false': this process answers requests only; separate `npm run worker` processes work the jobs.
  WORKERS: z.enum(['true', 'false']).default('true'),
  // Seconds a job may run; past them it is taken as lost (its process died) and tried again.
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  // One customer must not be able to hold the shelves (security issue 25): open online orders awaiting
  // payment per customer; stock below CHECKOUT_SCARCE_STOCK lets one order line take at most
  // CHECKOUT_SCARCE_LINE_MAX units; checkouts per customer and per IP in 10 minutes (× RATE_LIMIT_FACTOR).
  // The shop's address as customers reach it, for links in e-mails (never taken from a request's Host).
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  CHECKOUT_MAX_UNPAID_ONLINE: z.coerce.number().int().min(1).max(1000).default(3),
  CHECKOUT_SCARCE_STOCK: z.coerce.number().int().min(0).max(1_000_000).default(20),
  CHECKOUT_SCARCE_LINE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  CHECKOUT_RATE_CUSTOMER: z.coerce.number().int().min(1).max(100_000).default(10),
  CHECKOUT_RATE_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  // The seller printed on tax invoices (IRD): registered name, address and nine-digit PAN/VAT number.
  SELLER_NAME: z.string().trim().min(1).default('Kandamul Agro Pvt. Ltd.'),
  SELLER_ADDRESS: z.string().trim().min(1).default('Baneshwor, Kathmandu, Nepal'),
  SELLER_PAN: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'must be nine digits')
    .default('609876543'),
  // Wallet payments (README: Online payment); the gateways send browsers back to PUBLIC_URL (above).
  ESEWA_FORM_URL: optionalUrl(['http://', 'https://']),
  ESEWA_STATUS_URL: optionalUrl(['http://', 'https://']),
  ESEWA_PRODUCT_CODE: z.string().trim().optional(),
  ESEWA_SECRET_KEY: z.string().trim().optional(),
  KHALTI_BASE_URL: optionalUrl(['http://', 'https://']),
  KHALTI_SECRET_KEY: z.string().trim().optional(),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  PAYMENT_RECHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(300),
  // The in-process payment timer (reconciliation and expiry); off in tests, which call them directly.
  PAYMENT_JOBS: z.enum(['true', 'false']).optional(),
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
  /** Whether this process works background jobs (else it only writes them). */
  workers: boolean;
  /** How long a job may run before it is taken as lost and retried (seconds). */
  jobTimeoutSeconds: number;
  checkout: CheckoutLimits;
  /** The shop's origin for links in e-mails (PUBLIC_URL; http://localhost:PORT when unset). */
  publicUrl: string;
  /** The seller on tax invoices. */
  seller: Seller;
  payments: PaymentsConfig;
}

export interface CheckoutLimits {
  maxUnpaidOnline: number;
  scarceBelow: number;
  maxUnitsWhenScarce: number;
  /** Checkouts per customer, and per IP, in 10 minutes (before RATE_LIMIT_FACTOR). */
  perCustomer: number;
  perIp: number;
}

export interface Seller {
  name: string;
  address: string;
  pan: string;
}

/** The seller of tax invoices from the environment (SELLER_NAME, SELLER_ADDRESS, SELLER_PAN). */
export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const e = EnvSchema.pick({ SELLER_NAME: true, SELLER_ADDRESS: true, SELLER_PAN: true }).parse(env);
  return { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, pan: e.SELLER_PAN };
}

/** The wallets this shop offers and how to reach them (only wallets with keys are offered). */
export interface PaymentsConfig {
  publicUrl: string;
  esewa: { formUrl: string; statusUrl: string; productCode: string; secretKey: string } | null;
  khalti: { baseUrl: string; secretKey: string } | null;
  expiryMinutes: number;
  recheckSeconds: number;
  /** Whether this process runs the payment timer. */
  jobs: boolean;
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The wallets. The demo shop offers both with the gateways' public test keys, pointed at its own
 * wallet simulators unless told otherwise; a deployment offers a wallet only with its own keys, and
 * refuses to start with the public test keys (a shop that took real orders on them would never be paid).
 */
function paymentsConfig(e: z.infer<typeof EnvSchema>, demo: boolean): PaymentsConfig {
  // The demo shop sends browsers to paths of its own (whatever name it is opened under), and calls its
  // simulators over loopback.
  const publicUrl = trimSlash(e.PUBLIC_URL ?? (demo ? '' : `http://localhost:${e.PORT}`));
  const loopback = `http://127.0.0.1:${e.PORT}/dev`;
  const refuse = (name: string, why: string) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${why}`);
  };
  if (!demo) {
    if (e.ESEWA_SECRET_KEY === ESEWA_TEST_SECRET_KEY)
      refuse('ESEWA_SECRET_KEY', "is eSewa's public test key");
    if (e.ESEWA_PRODUCT_CODE === ESEWA_TEST_PRODUCT_CODE)
      refuse('ESEWA_PRODUCT_CODE', "is eSewa's public test merchant");
    if (e.KHALTI_SECRET_KEY && KHALTI_PUBLIC_TEST_KEYS.includes(e.KHALTI_SECRET_KEY))
      refuse('KHALTI_SECRET_KEY', "is Khalti's public test key");
    if (e.ESEWA_SECRET_KEY && !e.ESEWA_PRODUCT_CODE)
      refuse('ESEWA_PRODUCT_CODE', 'required when ESEWA_SECRET_KEY is set');
    if (e.ESEWA_PRODUCT_CODE && !e.ESEWA_SECRET_KEY)
      refuse('ESEWA_SECRET_KEY', 'required when ESEWA_PRODUCT_CODE is set');
    if ((e.ESEWA_SECRET_KEY || e.KHALTI_SECRET_KEY) && !e.PUBLIC_URL)
      refuse('PUBLIC_URL', 'required when a wallet is offered (the gateways send customers back to it)');
  }
  if (demo && !e.PUBLIC_URL && (e.ESEWA_FORM_URL || e.KHALTI_BASE_URL)) {
    // A real gateway cannot send the customer back to a relative address.
    refuse('PUBLIC_URL', 'required when ESEWA_FORM_URL or KHALTI_BASE_URL points at a gateway');
  }
  const esewaKey = e.ESEWA_SECRET_KEY ?? (demo ? ESEWA_TEST_SECRET_KEY : undefined);
  const khaltiKey = e.KHALTI_SECRET_KEY ?? (demo ? KHALTI_PUBLIC_TEST_KEYS[0] : undefined);
  return {
    publicUrl,
    esewa: esewaKey
      ? {
          formUrl: e.ESEWA_FORM_URL ?? (demo ? `${publicUrl}/dev/esewa/form/` : ESEWA_UAT_FORM_URL),
          statusUrl: e.ESEWA_STATUS_URL ?? (demo ? `${loopback}/esewa/status/` : ESEWA_UAT_STATUS_URL),
          productCode: e.ESEWA_PRODUCT_CODE ?? ESEWA_TEST_PRODUCT_CODE,
          secretKey: esewaKey,
        }
      : null,
    khalti: khaltiKey
      ? {
          baseUrl: trimSlash(e.KHALTI_BASE_URL ?? (demo ? `${loopback}/khalti/api/v2` : KHALTI_SANDBOX_URL)),
          secretKey: khaltiKey,
        }
      : null,
    expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
    recheckSeconds: e.PAYMENT_RECHECK_SECONDS,
    jobs: e.PAYMENT_JOBS ? e.PAYMENT_JOBS === 'true' : e.NODE_ENV !== 'test',
  };
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
  if (e.WORKERS === 'false' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variable WORKERS: false needs DATABASE_URL (the embedded database serves one process, which must work its own jobs)',
    );
  }
  const demo = e.DEMO ? e.DEMO === 'true' : !e.DATABASE_URL;
  const payments = paymentsConfig(e, demo);
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
    workers: e.WORKERS === 'true',
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    checkout: {
      maxUnpaidOnline: e.CHECKOUT_MAX_UNPAID_ONLINE,
      scarceBelow: e.CHECKOUT_SCARCE_STOCK,
      maxUnitsWhenScarce: e.CHECKOUT_SCARCE_LINE_MAX,
      perCustomer: e.CHECKOUT_RATE_CUSTOMER,
      perIp: e.CHECKOUT_RATE_IP,
    },
    seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, pan: e.SELLER_PAN },
    demo,
    payments,
    ...overrides,
  };
}
