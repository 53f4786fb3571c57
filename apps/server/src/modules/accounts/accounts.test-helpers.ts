import { randomBytes } from 'node:crypto';
import type { TRegisterRequest } from '@brigade/core';
import { expect } from 'vitest';
import { lastMessageTo } from '../../test/outbox.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A valid sign-up body with unique login and e-mail. */
export function registration(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  const id = randomBytes(4).toString('hex');
  return {
    login: `chef_${id}`,
    firstName: 'Julia',
    lastName: 'Child',
    email: `julia.${id}@example.com`,
    password: 'mastering-the-art',
    langKey: 'en',
    ...overrides,
  };
}

/** The key of the newest link to `path` e-mailed to `email` (read from the test app's outbox). */
export function keyFromMail(
  t: TestApp,
  email: string,
  path: '/activate' | '/account/reset-password' | '/invitation',
): string {
  const mail = lastMessageTo(t.outboxDir, email);
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  const link = mail!.links.find((l) => l.startsWith(`${t.config.publicUrl}${path}?key=`));
  expect(link, `a ${path} link in the e-mail`).toBeDefined();
  return new URL(link!).searchParams.get('key')!;
}

export async function register(t: TestApp, body: TRegisterRequest) {
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Signs up through the API and activates through the e-mailed link. */
export async function registerAndActivate(t: TestApp, overrides: Partial<TRegisterRequest> = {}) {
  const body = registration(overrides);
  const account = await register(t, body);
  const key = keyFromMail(t, body.email, '/activate');
  const res = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, id: account.id as number, kitchenId: account.kitchenId as number };
}

export async function signIn(t: TestApp, username: string, password: string, rememberMe?: boolean) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: rememberMe === undefined ? { username, password } : { username, password, rememberMe },
  });
}

/** The claims of a JWT (no verification: tests check what the server put in). */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
