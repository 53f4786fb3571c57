import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The built SPA, served by the API process (apps/web/dist next to this workspace). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** "true"/"false"/"1"/"0"/"yes"/"no" (any case); anything else is a clear error. */
const envBoolean = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      error: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const TRIAL_DAYS_MESSAGE = 'TRIAL_DAYS must be a whole number of days between 0 and 365';
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_ID',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** An origin as a browser sends it in `Origin`: scheme, host and port, nothing after. */
const origin = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => /^https?:\/\/[^/?#\s]+$/.test(v) && URL.canParse(v), {
      error: `${name} must list origins like https://app.example.com (scheme and host, no path)`,
    })
    .transform((v) => new URL(v).origin);

/** An http(s) URL, its trailing slashes dropped. */
const httpUrl = (error: string) =>
  z.url({ protocol: /^https?$/, error }).transform((v) => v.replace(/\/+$/, ''));

/** The environment variables the server reads; every message names the variable and what it expects. */
const ZEnv = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PORT must be a number between 0 and 65535' })
      .int({ error: 'PORT must be a whole number between 0 and 65535' })
      .min(0, { error: 'PORT must be a number between 0 and 65535' })
      .max(65535, { error: 'PORT must be a number between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().trim().default('localhost')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/.+/, {
        error: 'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database',
      })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'PUBLIC_URL must be an http(s) URL like https://brigade.example.com',
      })
      .optional(),
  ),
  API_URL: z.preprocess(
    blankToUndefined,
    httpUrl('API_URL must be an http(s) URL like https://api.brigade.example.com').optional(),
  ),
  CORS_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) => v.split(',').filter((o) => o.trim() !== ''))
      .pipe(z.array(origin('CORS_ORIGINS')))
      .optional(),
  ),
  VITE_API_BASE_URL: z.preprocess(
    blankToUndefined,
    httpUrl('VITE_API_BASE_URL must be an http(s) URL like https://api.brigade.example.com').optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, {
        error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().trim().default('Brigade <no-reply@brigade.local>')),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters long' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  SLOW_REQUEST_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'SLOW_REQUEST_MS must be a number of milliseconds' })
      .int({ error: 'SLOW_REQUEST_MS must be a whole number of milliseconds' })
      .min(1, { error: 'SLOW_REQUEST_MS must be at least 1' })
      .default(1000),
  ),
  DEMO: z.preprocess(blankToUndefined, envBoolean('DEMO').optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, envBoolean('TRUST_PROXY').default(false)),
  WEB_DIST: z.preprocess(blankToUndefined, z.string().trim().optional()),
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  OIDC_ISSUER: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error:
          'OIDC_ISSUER must be the http(s) URL of an OpenID Connect issuer, like https://accounts.google.com',
      })
      .default('https://accounts.google.com'),
  ),
  GOOGLE_GSI_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'GOOGLE_GSI_URL must be an http(s) URL of a script' })
      .default('https://accounts.google.com/gsi/client'),
  ),
  FEEDBACK_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'FEEDBACK_URL must be an http(s) URL of a form to embed' })
      .optional(),
  ),
  FEEDBACK_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'FEEDBACK_EMAIL must be an e-mail address' }))
      .optional(),
  ),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().trim().default('development')),
  // Several instances: rate-limit and sign-in counters shared in Redis (unset: in process memory).
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/.+/, {
        error: 'REDIS_URL must be a Redis URL like redis://host:6379 or rediss://user:password@host:6380/0',
      })
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\w:.-]{1,64}$/, {
        error: 'REDIS_PREFIX must be 1 to 64 letters, digits or _ : . -',
      })
      .default('brigade:'),
  ),
  // Billing (Stripe): on when the four STRIPE_* keys are set, off (every kitchen unrestricted) when none is.
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  STRIPE_PRICE_ID: z.preprocess(blankToUndefined, z.string().trim().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().trim().optional()),
  TRIAL_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: TRIAL_DAYS_MESSAGE })
      .int({ error: TRIAL_DAYS_MESSAGE })
      .min(0, { error: TRIAL_DAYS_MESSAGE })
      .max(365, { error: TRIAL_DAYS_MESSAGE })
      .default(14),
  ),
  STRIPE_API_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'STRIPE_API_URL must be an http(s) URL like http://127.0.0.1:12111',
      })
      .optional(),
  ),
  STRIPE_JS_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'STRIPE_JS_URL must be an http(s) URL like https://js.stripe.com/v3',
      })
      .default('https://js.stripe.com/v3'),
  ),
});

export type Config = {
  port: number;
  host: string;
  /** Absolute path: embedded database, outbox, generated secrets, lock file. */
  dataDir: string;
  /** postgres://… → that server; undefined → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Where the web app is reached: the base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  /**
   * Where this API is reached from outside (API_URL; default PUBLIC_URL): the base of addresses that
   * name the API itself, as a calendar feed's, and OpenAPI's server.
   */
  apiUrl: string;
  /**
   * Origins whose pages may call the API from a browser (CORS_ORIGINS): a web app served from another
   * host. Empty: no cross-origin access (no CORS headers, preflights refused).
   */
  corsOrigins: string[];
  /**
   * Where the built web app sends its API calls, when not to its own origin (VITE_API_BASE_URL, the
   * variable the build reads): the pages this server serves may connect there (CSP connect-src).
   */
  webApiOrigin: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Pretty, human logs (development) instead of JSON lines (production). */
  prettyLogs: boolean;
  /** A request slower than this (ms) is logged at warn, whatever the level (SLOW_REQUEST_MS). */
  slowRequestMs: number;
  /** Create the demo account at start. */
  demo: boolean;
  trustProxy: boolean;
  /** The built SPA; served when it exists. */
  webDist: string;
  /**
   * Validate every reply against its contract schema before writing it (not from the environment: the
   * tests' servers do; a production server writes replies by their compiled serializers alone).
   */
  checkReplies: boolean;
  /** Brute-force and abuse limits of the account routes (not from the environment; tests lower them). */
  accountLimits: AccountLimits;
  /** Stripe billing; undefined (the self-hosted default) → billing off, every kitchen unrestricted. */
  billing: BillingConfig | undefined;
  /** Sign-in with an OpenID Connect provider (Google by default); off without a client id. */
  oidc: OidcConfig;
  /** Where feedback goes: an external form to embed, and/or an address the built-in form e-mails. */
  feedback: { url: string | undefined; email: string | undefined };
  /** REDIS_URL and REDIS_PREFIX: counters shared between instances; undefined → in process memory. */
  redis: { url: string; prefix: string } | undefined;
  /** The durable job queue (e-mails, webhooks); not from the environment: tests shorten the delays. */
  jobs: JobsConfig;
};

export type OidcConfig = {
  /** GOOGLE_CLIENT_ID: the audience ID tokens must carry. Unset: third-party sign-in is off. */
  clientId: string | undefined;
  /** OIDC_ISSUER, exactly as the provider writes it in `iss` (a trailing slash matters). */
  issuer: string;
  /** GOOGLE_GSI_URL: the Google Identity Services script the web loads for its button. */
  scriptUrl: string;
  /**
   * How long after fetching the issuer's keys a token with an unknown key id may not fetch them again
   * (not from the environment; the key-rotation test lowers it). Bounds what junk tokens can make us
   * send to the provider.
   */
  jwksCooldownMs: number;
};

/** Billing with Stripe; undefined when off. */
export type BillingConfig = {
  secretKey: string;
  publishableKey: string;
  /** The one monthly plan's Stripe price. */
  priceId: string;
  /** Signs the webhook calls (whsec_…). */
  webhookSecret: string;
  /** A new kitchen's free trial, in days (no card). */
  trialDays: number;
  /** Where the SDK sends API calls; undefined → Stripe's. Tests point it at a local fake. */
  apiUrl: URL | undefined;
  /** Where the web loads Stripe.js from. */
  jsUrl: string;
};

export type JobsConfig = {
  /** Attempts after the first before a job is marked failed (with its error). */
  retryLimit: number;
  /** Delay before the first retry; doubled at each retry (pg-boss `retryBackoff`), capped by retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How often idle workers look for jobs another instance queued (NOTIFY wakes them sooner on PostgreSQL). */
  pollingIntervalSeconds: number;
  /** On shutdown, how long running jobs may take to finish before they are handed back for a retry. */
  shutdownGraceMs: number;
};

export const DEFAULT_JOBS: JobsConfig = {
  // 1 min, 2, 4, … capped at 1 h: 12 retries span about 7 hours of an SMTP outage (60+120+…+1920 s, then 6 × 3600 s).
  retryLimit: 12,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 3600,
  pollingIntervalSeconds: 5,
  shutdownGraceMs: 5000,
};

export type AccountLimits = {
  /** Window in which failed sign-ins are counted. */
  failureWindowMs: number;
  /**
   * Failed sign-ins for one account from one address within the window, after which that address
   * answers 429 for that account. Only (account, address) pairs slow down: an attacker cannot lock the
   * owner (or everyone behind one proxy) out.
   */
  failuresPerLoginAndAddress: number;
  /** Requests per minute from one address to POST /api/authenticate. */
  signInRequestsPerMinute: number;
  /** Requests per minute from one address to the routes that send e-mail (register, reset init). */
  mailRequestsPerMinute: number;
  /** Account e-mails (activation, reset, invitation) to one address per hour; beyond, none is sent. */
  mailsPerAddressPerHour: number;
  /** Forgot-password look-ups of addresses without an account, per client address per hour. */
  unknownEmailLookupsPerHour: number;
};

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  failureWindowMs: 15 * 60 * 1000,
  failuresPerLoginAndAddress: 5,
  signInRequestsPerMinute: 60,
  mailRequestsPerMinute: 20,
  mailsPerAddressPerHour: 3,
  unknownEmailLookupsPerHour: 10,
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment without touching the disk. JWT_SECRET stays undefined when not
 * set; `loadConfig` then generates and keeps one in DATA_DIR.
 */
export function parseConfig(
  env: Env,
  cwd = process.cwd(),
): Omit<Config, 'jwtSecret'> & { jwtSecret?: string } {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message));
  }
  const e = parsed.data;
  const missingStripe = STRIPE_KEYS.filter((key) => !e[key]);
  if (missingStripe.length > 0 && missingStripe.length < STRIPE_KEYS.length) {
    throw new ConfigError([
      `Billing needs all of ${STRIPE_KEYS.join(', ')}; missing ${missingStripe.join(', ')} (unset all four to turn billing off)`,
    ]);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    apiUrl: e.API_URL ?? publicUrl,
    corsOrigins: e.CORS_ORIGINS ?? [],
    webApiOrigin: e.VITE_API_BASE_URL ? new URL(e.VITE_API_BASE_URL).origin : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.NODE_ENV !== 'production',
    slowRequestMs: e.SLOW_REQUEST_MS,
    // The demo account belongs to the embedded default; a real deployment opts in with DEMO=true.
    demo: e.DEMO ?? e.DATABASE_URL === undefined,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    checkReplies: false,
    accountLimits: DEFAULT_ACCOUNT_LIMITS,
    billing:
      missingStripe.length > 0
        ? undefined
        : {
            secretKey: e.STRIPE_SECRET_KEY as string,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
            priceId: e.STRIPE_PRICE_ID as string,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
            trialDays: e.TRIAL_DAYS,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
            jsUrl: e.STRIPE_JS_URL,
          },
    oidc: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuer: e.OIDC_ISSUER,
      scriptUrl: e.GOOGLE_GSI_URL,
      jwksCooldownMs: 30_000,
    },
    feedback: { url: e.FEEDBACK_URL, email: e.FEEDBACK_EMAIL },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    jobs: DEFAULT_JOBS,
  };
}

/** Full configuration for a running server: creates DATA_DIR and, if needed, its JWT secret file. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const partial = parseConfig(env, cwd);
  mkdirSync(partial.dataDir, { recursive: true });
  return { ...partial, jwtSecret: partial.jwtSecret ?? readOrCreateSecret(partial.dataDir) };
}

/** A secret generated once, kept in DATA_DIR/jwt-secret readable by the owner only. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
