import {
  ACCOUNT_MESSAGES,
  MSG,
  PASSWORD_MIN_LENGTH,
  ROLES,
  type Role,
  SESSION_MESSAGES,
  type TAccount,
  zEmail,
} from '@brigade/core';
import { MockError } from '../mock-error';
import type { MockActor, MockUser } from './model';
import { emptyKitchen, mockState, nextId } from './store';

/**
 * Signing in to the mocked API. Any well-formed e-mail with a password of 8 or more characters signs
 * in (the password `wrong-password` is refused as a wrong one); a new address joins the demo kitchen,
 * as an owner unless its local part names a role (cook@…, planner@…, chef@…). The session token
 * names the user and the kitchen, so it outlives a reload of the page (which resets the kitchen).
 */

export const DEMO_KITCHEN_ID = 1;
export const WRONG_PASSWORD = 'wrong-password';
const TOKEN_PREFIX = 'mock.';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function userByEmail(email: string): MockUser | undefined {
  return [...mockState().users.values()].find((u) => sameEmail(u.email, email) || sameEmail(u.login, email));
}

/** "ana.lopez@x" → Ana Lopez; "chef@x" → Chef (no last name). */
function namesOf(email: string): { firstName: string; lastName: string } {
  const words = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return { firstName: words[0] ?? email, lastName: words.slice(1).join(' ') };
}

export function addUser(email: string, fields: Partial<MockUser> = {}): MockUser {
  const user: MockUser = {
    id: nextId('user'),
    login: email.toLowerCase(),
    email,
    ...namesOf(email),
    langKey: 'en',
    activated: true,
    kitchenId: DEMO_KITCHEN_ID,
    ...fields,
  };
  mockState().users.set(user.id, user);
  return user;
}

/**
 * Where a new address works: the demo kitchen, as the owner unless its local part names a role (and a
 * chef of the other kitchens, to switch to); an address the demo kitchen invited gets a kitchen of its
 * own instead, as after a sign-up, so the invitation can be accepted.
 */
function join(user: MockUser): void {
  const { kitchens } = mockState();
  const demo = kitchens.get(DEMO_KITCHEN_ID);
  if (!demo || demo.members.has(user.id)) return;
  const now = new Date();
  if ([...demo.invitations.values()].some((i) => sameEmail(i.email, user.email))) {
    const own = emptyKitchen(nextId('kitchen'), `${user.firstName}'s kitchen`);
    own.members.set(user.id, { role: 'owner', joinedAt: now });
    kitchens.set(own.id, own);
    user.kitchenId = own.id;
    return;
  }
  const local = user.email.split('@')[0].toLowerCase();
  const role: Role = (ROLES as readonly string[]).includes(local) ? (local as Role) : 'owner';
  demo.members.set(user.id, { role, joinedAt: now });
  for (const other of kitchens.values())
    if (other !== demo && !other.members.has(user.id))
      other.members.set(user.id, { role: 'chef', joinedAt: now });
}

/** The user a sign-in names, or 401 with the server's words. */
export function signIn(username: string, password: string): MockUser {
  const known = userByEmail(username);
  const wellFormed = known !== undefined || zEmail.safeParse(username).success;
  if (!wellFormed || password === WRONG_PASSWORD || password.length < PASSWORD_MIN_LENGTH)
    throw new MockError(401, ACCOUNT_MESSAGES.badCredentials);
  const user = known ?? addUser(username.trim());
  join(user);
  return user;
}

const encode = (claims: object) => btoa(encodeURIComponent(JSON.stringify(claims)));

export function tokenFor(user: MockUser, kitchenId: number = user.kitchenId): string {
  return `${TOKEN_PREFIX}${encode({ email: user.email, kitchenId })}`;
}

/**
 * The member a bearer token speaks for. A token of the mocks names its user (made again after a
 * reload); any other token (a test's 'test-token') is the demo kitchen's owner. No token: 401.
 */
export function actorOf(token: string | undefined): MockActor {
  if (!token) throw new MockError(401, SESSION_MESSAGES.missingToken);
  const state = mockState();
  let claims: { email?: string; kitchenId?: number } = {};
  if (token.startsWith(TOKEN_PREFIX)) {
    try {
      claims = JSON.parse(decodeURIComponent(atob(token.slice(TOKEN_PREFIX.length))));
    } catch {
      throw new MockError(401, SESSION_MESSAGES.invalidToken);
    }
  }
  const kitchen = state.kitchens.get(claims.kitchenId ?? DEMO_KITCHEN_ID);
  const owner = [...(kitchen?.members ?? [])].find(([, m]) => m.role === 'owner')?.[0];
  let user = claims.email ? userByEmail(claims.email) : state.users.get(owner ?? -1);
  if (!user && claims.email) {
    // A session from before the page was reloaded: its user signs in again.
    user = addUser(claims.email);
    join(user);
  }
  if (!user || !kitchen) throw new MockError(401, SESSION_MESSAGES.invalidToken);
  const member = kitchen.members.get(user.id);
  if (!member) throw new MockError(401, MSG.notAMember);
  return { user, kitchen, role: member.role };
}

export function toAccount(actor: MockActor): TAccount {
  const { user, kitchen, role } = actor;
  return {
    id: user.id,
    login: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    langKey: user.langKey,
    activated: user.activated,
    kitchenId: kitchen.id,
    kitchenName: kitchen.name,
    role,
  };
}
