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
  DEMO: z.preprocess(blankToUndefined, envBoolean('DEMO').optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, envBoolean('TRUST_PROXY').default(false)),
  WEB_DIST: z.preprocess(blankToUndefined, z.string().trim().optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().trim().default('development')),
});

export type Config = {
  port: number;
  host: string;
  /** Absolute path: embedded database, outbox, generated secrets, lock file. */
  dataDir: string;
  /** postgres://… → that server; undefined → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Pretty, human logs (development) instead of JSON lines (production). */
  prettyLogs: boolean;
  /** Create the demo account at start. */
  demo: boolean;
  trustProxy: boolean;
  /** The built SPA; served when it exists. */
  webDist: string;
  /** Brute-force and abuse limits of the account routes (not from the environment; tests lower them). */
  accountLimits: AccountLimits;
};

export type AccountLimits = {
  /** Window in which failed sign-ins are counted. */
  failureWindowMs: number;
  /** Failed sign-ins for one username within the window before it answers 429. */
  failuresPerUsername: number;
  /** Failed sign-ins from one address within the window before it answers 429. */
  failuresPerIp: number;
  /** Requests per minute from one address to POST /api/authenticate. */
  signInRequestsPerMinute: number;
  /** Requests per minute from one address to the routes that send e-mail (register, reset init). */
  mailRequestsPerMinute: number;
};

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  failureWindowMs: 15 * 60 * 1000,
  failuresPerUsername: 5,
  failuresPerIp: 50,
  signInRequestsPerMinute: 60,
  mailRequestsPerMinute: 20,
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.NODE_ENV !== 'production',
    // The demo account belongs to the embedded default; a real deployment opts in with DEMO=true.
    demo: e.DEMO ?? e.DATABASE_URL === undefined,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    accountLimits: DEFAULT_ACCOUNT_LIMITS,
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
