import type { MemberRole } from '@brigade/core';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../test/test-app.ts';
import { keyFromMail } from '../accounts/accounts.test-helpers.ts';

/** A bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The owner invites `email` with `role` through the API; answers the e-mailed key. */
export async function invite(t: TestApp, owner: TestUser, email: string, role: MemberRole): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/kitchen/invitations',
    headers: owner.headers,
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return keyFromMail(t, email, '/invitation');
}

/**
 * A new user who joined the owner's kitchen with `role` through an invitation, and their token in
 * that kitchen (their own kitchen stays theirs).
 */
export async function joinAs(t: TestApp, owner: TestUser, role: MemberRole) {
  const user = await t.createUser({ firstName: role[0].toUpperCase() + role.slice(1), lastName: 'Member' });
  const key = await invite(t, owner, user.email, role);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${key}/accept`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().id_token as string;
  return { ...user, ownKitchenId: user.kitchenId, kitchenId: owner.kitchenId, token, headers: bearer(token) };
}
