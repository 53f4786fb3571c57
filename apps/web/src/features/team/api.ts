import type {
  MemberRole,
  TActivityEntry,
  TDeleteReply,
  TInvitation,
  TInvitationForm,
  TInvitationPreview,
  TKitchenMembership,
  TKitchenSession,
  TMember,
  TPage,
} from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The brigade's calls (issue 20): the caller's kitchens and switching between them, the members and
 * invitations of the active kitchen, an invitation as its invitee sees it, and the activity page.
 * Query keys under ['account', 'kitchens'] (the caller's kitchens and so their role) and ['team', …].
 */

export const teamKeys = {
  kitchens: ['account', 'kitchens'] as const,
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  activity: (page: number) => ['team', 'activity', page] as const,
};

export const myKitchensQuery = queryOptions({
  queryKey: teamKeys.kitchens,
  queryFn: ({ signal }) => api.get<TKitchenMembership[]>('/api/account/kitchens', { signal }),
  // The role decides what the screens offer: read once per session, again after a switch or a 403.
  staleTime: 5 * 60_000,
});

export function switchKitchen(id: number): Promise<TKitchenSession> {
  return api.post<TKitchenSession>(`/api/account/kitchens/${id}/switch`);
}

export const membersQuery = queryOptions({
  queryKey: teamKeys.members,
  queryFn: ({ signal }) => api.get<TMember[]>('/api/kitchen/members', { signal }),
});

export function updateMemberRole(userId: number, role: MemberRole): Promise<TMember> {
  return api.put<TMember>(`/api/kitchen/members/${userId}`, { role });
}

export function removeMember(userId: number): Promise<TDeleteReply> {
  return api.delete(`/api/kitchen/members/${userId}`);
}

/** Hands the kitchen to another member; the old owner becomes a chef. Answers the members. */
export function transferOwnership(userId: number): Promise<TMember[]> {
  return api.post<TMember[]>('/api/kitchen/owner', { userId });
}

export const invitationsQuery = queryOptions({
  queryKey: teamKeys.invitations,
  queryFn: ({ signal }) => api.get<TInvitation[]>('/api/kitchen/invitations', { signal }),
});

export function createInvitation(form: TInvitationForm): Promise<TInvitation> {
  return api.post<TInvitation>('/api/kitchen/invitations', form);
}

export function revokeInvitation(id: number): Promise<TDeleteReply> {
  return api.delete(`/api/kitchen/invitations/${id}`);
}

/** What the invitee sees before accepting: public, the key is the credential. */
export function fetchInvitation(key: string): Promise<TInvitationPreview> {
  return api.get<TInvitationPreview>(`/api/invitations/${encodeURIComponent(key)}`, { auth: false });
}

export function acceptInvitation(key: string): Promise<TKitchenSession> {
  return api.post<TKitchenSession>(`/api/invitations/${encodeURIComponent(key)}/accept`);
}

/** Entries per page of the activity page. */
export const ACTIVITY_PAGE_SIZE = 25;

export function activityQuery(page: number) {
  return queryOptions({
    queryKey: teamKeys.activity(page),
    queryFn: ({ signal }) =>
      api.get<TPage<TActivityEntry>>('/api/kitchen/activity', {
        query: { page, limit: ACTIVITY_PAGE_SIZE },
        signal,
      }),
  });
}
