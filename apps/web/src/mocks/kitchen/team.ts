import {
  type MemberRole,
  MSG,
  ROLES,
  type Role,
  type TDeleteReply,
  type TInvitation,
  type TInvitationPreview,
  type TKitchenMembership,
  type TMember,
} from '@brigade/core';
import { MockError, notFound } from '../mock-error';
import type { MockActor, MockInvitation, MockKitchen, MockUser } from './model';
import { displayName, mockState, nextId, recordActivity } from './store';

/** The brigade (the server's team service): members and roles, invitations, kitchens. */

const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toMember(kitchen: MockKitchen, user: MockUser): TMember {
  const member = kitchen.members.get(user.id)!;
  return {
    userId: user.id,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}

/** The kitchen's members: the owner first, then by role, then by name. */
export function membersOf(kitchen: MockKitchen): TMember[] {
  const users = mockState().users;
  return [...kitchen.members.keys()]
    .flatMap((id) => {
      const user = users.get(id);
      return user ? [toMember(kitchen, user)] : [];
    })
    .sort(
      (a, b) =>
        ROLES.indexOf(a.role) - ROLES.indexOf(b.role) ||
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    );
}

function memberOf(kitchen: MockKitchen, userId: number): { user: MockUser; role: Role } {
  const user = mockState().users.get(userId);
  const member = kitchen.members.get(userId);
  if (!user || !member) throw notFound(MSG.memberNotFound);
  return { user, role: member.role };
}

export function changeRole(by: MockActor, userId: number, role: MemberRole): TMember {
  const { user, role: before } = memberOf(by.kitchen, userId);
  if (before === 'owner') throw new MockError(409, MSG.ownerStays);
  by.kitchen.members.get(userId)!.role = role;
  if (before !== role)
    recordActivity(by, 'member', userId, 'changed', displayName(user), new Date(), { role: [before, role] });
  return toMember(by.kitchen, user);
}

export function removeMember(by: MockActor, userId: number): TDeleteReply {
  const { user, role } = memberOf(by.kitchen, userId);
  if (role === 'owner') throw new MockError(409, MSG.ownerStays);
  by.kitchen.members.delete(userId);
  by.kitchen.feeds.delete(userId);
  recordActivity(by, 'member', userId, 'deleted', displayName(user), new Date());
  return { title: MSG.memberRemovedTitle, message: MSG.memberRemoved(displayName(user)) };
}

/** Hands the kitchen to another member; the old owner stays, as a chef. */
export function transferOwnership(by: MockActor, userId: number): TMember[] {
  const { user, role } = memberOf(by.kitchen, userId);
  if (role !== 'owner') {
    by.kitchen.members.get(by.user.id)!.role = 'chef';
    by.kitchen.members.get(userId)!.role = 'owner';
    recordActivity(by, 'member', userId, 'changed', displayName(user), new Date(), { role: [role, 'owner'] });
  }
  return membersOf(by.kitchen);
}

export const toInvitation = (i: MockInvitation): TInvitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A key like the e-mailed link's (43 URL-safe characters). */
function invitationKey(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function invite(
  by: MockActor,
  email: string,
  role: MemberRole,
  key = invitationKey(),
): MockInvitation {
  const users = mockState().users;
  if ([...by.kitchen.members.keys()].some((id) => sameEmail(users.get(id)?.email ?? '', email)))
    throw new MockError(409, MSG.inviteeAlreadyMember);
  if ([...by.kitchen.invitations.values()].some((i) => sameEmail(i.email, email)))
    throw new MockError(409, MSG.invitationAlreadyPending);
  const now = new Date();
  const invitation: MockInvitation = {
    id: nextId('invitation'),
    key,
    email,
    role,
    invitedBy: displayName(by.user),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  };
  by.kitchen.invitations.set(invitation.id, invitation);
  recordActivity(by, 'invitation', invitation.id, 'created', email, now, { role: [null, role] });
  return invitation;
}

export function revokeInvitation(by: MockActor, id: number): TDeleteReply {
  const invitation = by.kitchen.invitations.get(id);
  if (!invitation) throw notFound(MSG.invitationNotFound);
  by.kitchen.invitations.delete(id);
  recordActivity(by, 'invitation', id, 'deleted', invitation.email, new Date());
  return { title: MSG.invitationRevokedTitle, message: MSG.invitationRevoked(invitation.email) };
}

/** The invitation of a key and its kitchen: 404 when unknown (used, revoked), 410 when expired. */
export function invitationOf(key: string): { invitation: MockInvitation; kitchen: MockKitchen } {
  for (const kitchen of mockState().kitchens.values()) {
    for (const invitation of kitchen.invitations.values()) {
      if (invitation.key !== key) continue;
      if (invitation.expiresAt.getTime() <= Date.now()) throw new MockError(410, MSG.invitationExpired);
      return { invitation, kitchen };
    }
  }
  throw notFound(MSG.invitationNotFound);
}

export function previewInvitation(key: string): TInvitationPreview {
  const { invitation, kitchen } = invitationOf(key);
  return {
    kitchenName: kitchen.name,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: [...mockState().users.values()].some((u) => sameEmail(u.email, invitation.email)),
  };
}

/** Joins the invitation's kitchen (the signed-in user must be the one invited); answers that kitchen. */
export function acceptInvitation(user: MockUser, key: string): MockKitchen {
  const { invitation, kitchen } = invitationOf(key);
  if (!sameEmail(user.email, invitation.email)) throw new MockError(403, MSG.invitationWrongAccount);
  if (kitchen.members.has(user.id)) throw new MockError(409, MSG.invitationAlreadyMember);
  kitchen.members.set(user.id, { role: invitation.role, joinedAt: new Date() });
  kitchen.invitations.delete(invitation.id);
  user.kitchenId = kitchen.id;
  return kitchen;
}

/** The kitchens a user belongs to; `active` is the session's. */
export function kitchensOf(user: MockUser, activeKitchenId: number): TKitchenMembership[] {
  return [...mockState().kitchens.values()].flatMap((k) => {
    const member = k.members.get(user.id);
    return member ? [{ id: k.id, name: k.name, role: member.role, active: k.id === activeKitchenId }] : [];
  });
}
