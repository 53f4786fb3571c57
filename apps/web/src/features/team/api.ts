import type {
  MemberRole,
  TInvitation,
  TInvitationForm,
  TInvitationPreview,
  TKitchenSession,
  TMember,
} from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { call, operationKey } from '../../lib/api-client';

/**
 * The brigade's calls: the caller's kitchens and switching between them, the members and
 * invitations of the active kitchen, an invitation as its invitee sees it, and the activity page.
 * Query keys come from the operations (lib/api-client.ts): the caller's kitchens (and so their role)
 * under ['account'], the members, invitations and activity under ['kitchen'].
 */

export const teamKeys = {
  kitchens: operationKey('listMyKitchens'),
  members: operationKey('listMembers'),
  invitations: operationKey('listInvitations'),
  activity: (page: number) => operationKey('listActivity', { query: { page, limit: ACTIVITY_PAGE_SIZE } }),
};

export function switchKitchen(id: number): Promise<TKitchenSession> {
  return call('switchKitchen', { params: { id } });
}

export const membersQuery = queryOptions({
  queryKey: teamKeys.members,
  queryFn: ({ signal }) => call('listMembers', { signal }),
});

export function updateMemberRole(userId: number, role: MemberRole): Promise<TMember> {
  return call('updateMemberRole', { params: { userId }, body: { role } });
}

export function removeMember(userId: number) {
  return call('removeMember', { params: { userId } });
}

/** Hands the kitchen to another member; the old owner becomes a chef. Answers the members. */
export function transferOwnership(userId: number): Promise<TMember[]> {
  return call('transferOwnership', { body: { userId } });
}

export const invitationsQuery = queryOptions({
  queryKey: teamKeys.invitations,
  queryFn: ({ signal }) => call('listInvitations', { signal }),
});

export function createInvitation(form: TInvitationForm): Promise<TInvitation> {
  return call('createInvitation', { body: form });
}

export function revokeInvitation(id: number) {
  return call('revokeInvitation', { params: { id } });
}

/** What the invitee sees before accepting: public, the key is the credential. */
export function fetchInvitation(key: string): Promise<TInvitationPreview> {
  return call('getInvitation', { params: { key } });
}

export function acceptInvitation(key: string): Promise<TKitchenSession> {
  return call('acceptInvitation', { params: { key } });
}

/** Entries per page of the activity page. */
export const ACTIVITY_PAGE_SIZE = 25;

export function activityQuery(page: number) {
  return queryOptions({
    queryKey: teamKeys.activity(page),
    queryFn: ({ signal }) => call('listActivity', { query: { page, limit: ACTIVITY_PAGE_SIZE }, signal }),
  });
}
