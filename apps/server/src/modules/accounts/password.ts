import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB per hash). Above Django's default (2^14) and libsodium's
 * "interactive" level (16 MiB), so guessing stays expensive, while a sign-in stays within its budget
 * (50–250 ms) on a slow host too. Measured on the 2-core build VM: 65–70 ms on a quiet day,
 * 106–125 ms on a day its memory was slow; 2^16 took 140 ms and 218–266 ms on the same two days,
 * which put the sign-in p50 over 250 ms. The parameters are stored with each hash, so hashes made
 * with other parameters keep verifying, and raising them later only affects new hashes.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export type ScryptParams = { N: number; r: number; p: number };
type Params = ScryptParams;

function derive(password: string, salt: Buffer, params: Params, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes; leave headroom.
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" with a fresh random salt (base64url). */
export async function hashPassword(password: string, params: Params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * Constant-time comparison against a stored hash; a malformed hash never matches. A user without a
 * password (signed up through an identity provider) never matches either, after the same time a
 * real check takes (at `cost`, the cost new hashes get), so a sign-in attempt does not tell which
 * accounts have one.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: Params = SCRYPT_PARAMS,
): Promise<boolean> {
  if (stored === null) {
    await burnPasswordCheck(password, cost);
    return false;
  }
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A throwaway hash per cost ("N/r/p"), checked against when there is no real one. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check (of a hash made at `params`, the cost new hashes get) when the
 * user does not exist, so response times do not tell which logins or e-mails are registered.
 */
export async function burnPasswordCheck(password: string, params: Params = SCRYPT_PARAMS): Promise<void> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(12).toString('hex'), params);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
}
