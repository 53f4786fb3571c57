import { createHash, randomBytes } from 'node:crypto';

/**
 * Keys of e-mailed links (activation, password reset, kitchen invitations). Only the sha256 of a key
 * is stored: a leaked table does not let anyone use a link.
 */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A random key for an e-mailed link, and the only form of it we store. */
export function newKey(): { key: string; keyHash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, keyHash: hashKey(key) };
}
