/**
 * JWT benchmark: signing and verifying Brigade's session tokens (HS256, the claims apps/server's
 * plugins/auth.ts signs) with the server's two JWT libraries, jose (OIDC ID tokens) and fast-jwt
 * (session tokens), each configured as a token service uses it: the key made once, a signer per
 * token (its iat/exp come from the app's clock), a verifier checking the algorithm, the issuer and the
 * required claims. `service` is the server's own token service (plugins/auth.ts).
 * For each: signs/s and verifies/s awaited one at a time (a request's path), verifies/s with 64 in
 * flight, and the process's CPU µs per operation (all threads: jose's HMAC runs through WebCrypto,
 * which hands each call to libuv's thread pool). ROUNDS (default 5) alternating rounds, median kept.
 * Usage: npm run bench:jwt   (prints figures, then one JSON line last); BENCH_SMOKE=1: one round of
 * 400 operations (lib/smoke.ts).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { createSigner, createVerifier } from 'fast-jwt';
import { jwtVerify, SignJWT } from 'jose';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createTokenService } from '../apps/server/src/plugins/auth.ts';
import { median } from './lib/median.ts';
import { envNumber } from './lib/smoke.ts';

const ROUNDS = envNumber('ROUNDS', 5, 1);
const OPS = envNumber('JWT_OPS', 20_000, 400);
const IN_FLIGHT = 64;
const SECRET = randomBytes(32).toString('hex');
const ISSUER = 'brigade';
const TTL_S = 24 * 60 * 60;
const user = { id: 7, login: 'chef@example.com', kitchenId: 3, tokenVersion: 2 };

type Library = {
  sign: () => Promise<string>;
  verify: (token: string) => Promise<unknown>;
};

/**
 * jose as a token service uses it: a WebCrypto key imported once (given bytes or a KeyObject, jose
 * imports one on every call: measured 40-60 % more CPU per verify), HS256 only.
 */
async function joseLibrary(): Promise<Library> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign() {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ login: user.login, kitchenId: user.kitchenId, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + TTL_S)
        .sign(key);
    },
    verify: (token) =>
      jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['sub', 'exp', 'iss'] }),
  };
}

/** fast-jwt as the token service uses it (node:crypto, synchronous), HS256 only. */
function fastJwtLibrary(): Library {
  const decode = createVerifier({
    key: SECRET,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp', 'iss'],
  });
  return {
    async sign() {
      const signer = createSigner({
        key: SECRET,
        algorithm: 'HS256',
        iss: ISSUER,
        sub: String(user.id),
        clockTimestamp: Date.now(),
        expiresIn: TTL_S * 1000,
      });
      return signer({ login: user.login, kitchenId: user.kitchenId, tv: user.tokenVersion });
    },
    verify: async (token) => decode(token),
  };
}

/** The server's token service (plugins/auth.ts), with the wall clock. */
function serviceLibrary(): Library {
  const tokens = createTokenService(SECRET, systemClock);
  return { sign: () => tokens.sign(user), verify: (token) => tokens.verify(token) };
}

type Measure = { perSecond: number; cpuUsPerOp: number };

/** `ops` calls of `run`, `inFlight` at a time; wall-clock rate and the process's CPU per call. */
async function measure(ops: number, inFlight: number, run: () => Promise<unknown>): Promise<Measure> {
  let started = 0;
  const worker = async () => {
    while (started < ops) {
      started += 1;
      await run();
    }
  };
  const cpu = process.cpuUsage();
  const from = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - from) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: ops / seconds, cpuUsPerOp: (used.user + used.system) / ops };
}

async function round(library: Library) {
  const token = await library.sign();
  return {
    sign: await measure(OPS, 1, library.sign),
    verify: await measure(OPS, 1, () => library.verify(token)),
    verifyInFlight: await measure(OPS, IN_FLIGHT, () => library.verify(token)),
  };
}

const r = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

const libraries: Record<string, Library> = {
  jose: await joseLibrary(),
  'fast-jwt': fastJwtLibrary(),
  service: serviceLibrary(),
};

// Each library's calls are checked once (a token each signs verifies), then warmed up.
for (const [name, library] of Object.entries(libraries)) {
  const token = await library.sign();
  for (const other of Object.values(libraries)) await other.verify(token);
  await measure(OPS / 4, 1, library.sign).catch((err) => {
    throw new Error(`${name}: ${String(err)}`);
  });
  await measure(OPS / 4, IN_FLIGHT, () => library.verify(token));
}

const rounds: Record<string, Awaited<ReturnType<typeof round>>[]> = Object.fromEntries(
  Object.keys(libraries).map((name) => [name, []]),
);
for (let i = 0; i < ROUNDS; i++) {
  for (const [name, library] of Object.entries(libraries)) rounds[name].push(await round(library));
}

const figures: Record<string, unknown> = { bench: 'jwt', rounds: ROUNDS, opsPerRound: OPS };
console.log(`HS256 session tokens, ${OPS} operations per figure, median of ${ROUNDS} rounds:`);
for (const [name, results] of Object.entries(rounds)) {
  const pick = (kind: keyof (typeof results)[number], field: keyof Measure) =>
    median(results.map((result) => result[kind][field]));
  const library = {
    signPerSecond: r(pick('sign', 'perSecond')),
    signCpuUs: r(pick('sign', 'cpuUsPerOp'), 1),
    verifyPerSecond: r(pick('verify', 'perSecond')),
    verifyCpuUs: r(pick('verify', 'cpuUsPerOp'), 1),
    verifyInFlightPerSecond: r(pick('verifyInFlight', 'perSecond')),
    verifyInFlightCpuUs: r(pick('verifyInFlight', 'cpuUsPerOp'), 1),
  };
  figures[name] = library;
  console.log(
    `  ${name.padEnd(8)} sign ${library.signPerSecond}/s (${library.signCpuUs} µs CPU)   verify ${library.verifyPerSecond}/s (${library.verifyCpuUs} µs CPU)   verify, ${IN_FLIGHT} in flight ${library.verifyInFlightPerSecond}/s (${library.verifyInFlightCpuUs} µs CPU)`,
  );
}
figures.loadAverage1m = r(loadavg()[0], 2);
figures.cpus = availableParallelism();
console.log(`load average (1 min) ${figures.loadAverage1m} on ${figures.cpus} CPUs`);
console.log(JSON.stringify(figures));
