import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config.ts';

const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('has defaults for a local start on the embedded database', () => {
    const config = parseConfig({}, '/srv/brigade');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/brigade/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      demo: true,
      prettyLogs: true,
    });
  });

  it('derives PUBLIC_URL from PORT, strips a trailing slash, and turns the demo off with a DATABASE_URL', () => {
    expect(parseConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://brigade.example.com/' }).publicUrl).toBe(
      'https://brigade.example.com',
    );
    const pg = parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/brigade' });
    expect(pg.demo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/brigade', DEMO: 'true' }).demo).toBe(true);
    expect(parseConfig({ DEMO: 'no' }).demo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'WARN' })).toMatchObject({
      prettyLogs: false,
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('names each invalid variable and what it expects, all at once', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'ftp://x',
        SMTP_URL: 'mail.example.com',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        DEMO: 'maybe',
      }),
    ).toEqual([
      'PORT must be a number between 0 and 65535',
      'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database',
      'PUBLIC_URL must be an http(s) URL like https://brigade.example.com',
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://…',
      'JWT_SECRET must be at least 32 characters long',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'DEMO must be true or false',
    ]);
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a number between 0 and 65535']);
    expect(problems({ PORT: '80.5' })).toEqual(['PORT must be a whole number between 0 and 65535']);
  });

  it('turns third-party sign-in on with GOOGLE_CLIENT_ID, against Google unless OIDC_ISSUER says otherwise', () => {
    expect(parseConfig({}).oidc).toMatchObject({
      clientId: undefined,
      issuer: 'https://accounts.google.com',
      scriptUrl: 'https://accounts.google.com/gsi/client',
    });
    const keycloak = parseConfig({
      GOOGLE_CLIENT_ID: ' brigade-web ',
      // Authentik's issuers end in a slash, and `iss` must match it exactly: kept as written.
      OIDC_ISSUER: 'https://sso.example.com/application/o/brigade/',
      GOOGLE_GSI_URL: 'http://127.0.0.1:4000/gsi/client',
    });
    expect(keycloak.oidc).toMatchObject({
      clientId: 'brigade-web',
      issuer: 'https://sso.example.com/application/o/brigade/',
      scriptUrl: 'http://127.0.0.1:4000/gsi/client',
    });
    expect(problems({ OIDC_ISSUER: 'accounts.google.com', GOOGLE_GSI_URL: 'ftp://x/y' })).toEqual([
      'OIDC_ISSUER must be the http(s) URL of an OpenID Connect issuer, like https://accounts.google.com',
      'GOOGLE_GSI_URL must be an http(s) URL of a script',
    ]);
  });

  it('reads where feedback goes: FEEDBACK_URL and FEEDBACK_EMAIL', () => {
    expect(parseConfig({}).feedback).toEqual({ url: undefined, email: undefined });
    expect(
      parseConfig({ FEEDBACK_URL: 'https://forms.example.com/f/1', FEEDBACK_EMAIL: ' team@example.com ' })
        .feedback,
    ).toEqual({ url: 'https://forms.example.com/f/1', email: 'team@example.com' });
    expect(problems({ FEEDBACK_URL: 'javascript:alert(1)', FEEDBACK_EMAIL: 'team' })).toEqual([
      'FEEDBACK_URL must be an http(s) URL of a form to embed',
      'FEEDBACK_EMAIL must be an e-mail address',
    ]);
  });

  it('reads SLOW_REQUEST_MS, the time over which a request is logged at warn (1000 ms unless set)', () => {
    expect(parseConfig({}).slowRequestMs).toBe(1000);
    expect(parseConfig({ SLOW_REQUEST_MS: ' 250 ' }).slowRequestMs).toBe(250);
    expect(problems({ SLOW_REQUEST_MS: 'soon' })).toEqual([
      'SLOW_REQUEST_MS must be a number of milliseconds',
    ]);
    expect(problems({ SLOW_REQUEST_MS: '0' })).toEqual(['SLOW_REQUEST_MS must be at least 1']);
  });

  it('formats the problems as one readable message', () => {
    expect(() => parseConfig({ PORT: '-1' })).toThrow(
      'Invalid configuration:\n  - PORT must be a number between 0 and 65535',
    );
  });
});

describe('loadConfig', () => {
  it('generates JWT_SECRET once into DATA_DIR/jwt-secret, readable by the owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brigade-config-'));
    try {
      const dataDir = path.join(dir, 'nested', 'data');
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dataDir, 'jwt-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
      const given = 'x'.repeat(40);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: given }).jwtSecret).toBe(given);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
