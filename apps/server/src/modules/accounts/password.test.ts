import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password.ts';

describe('scrypt password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('mise en place');
    const b = await hashPassword('mise en place');
    expect(a).not.toBe(b);
    expect(a.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword('mise en place', a)).toBe(true);
    expect(await verifyPassword('mise en place ', a)).toBe(false);
    expect(await verifyPassword('Mise en place', b)).toBe(false);
  });

  it('keep working for hashes made with other parameters (they travel with the hash)', async () => {
    const cheap = await hashPassword('sous-vide', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('sous-vide', cheap)).toBe(true);
  });

  it('never match a malformed hash', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$abc$8$1$c2FsdA$aGFzaA',
      'bcrypt$1$2$3$4$5',
      'scrypt$1024$8$1$c2FsdA$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('are deliberately slow at the production parameters (bench:account measures the sign-in p50)', async () => {
    const started = performance.now();
    await hashPassword('timing');
    const ms = performance.now() - started;
    // Generous bounds: the machine is shared; the bench reports the real p50.
    expect(ms).toBeGreaterThan(20);
    expect(ms).toBeLessThan(2000);
  });
});
