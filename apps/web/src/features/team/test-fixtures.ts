import type { TInvitation, TInvitationPreview, TKitchenMembership, TMember } from '@brigade/core';

/** Members of the test kitchen as GET /api/kitchen/members answers them. */
export function member(
  overrides: Partial<TMember> & Pick<TMember, 'userId' | 'firstName' | 'role'>,
): TMember {
  const login = `${overrides.firstName.toLowerCase()}@example.com`;
  return {
    login,
    email: login,
    lastName: 'Lopez',
    joinedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export const ANA = member({ userId: 1, firstName: 'Ana', lastName: 'Lopez', role: 'owner' });
export const BEN = member({ userId: 2, firstName: 'Ben', lastName: 'Ortiz', role: 'chef' });
export const CLEO = member({ userId: 3, firstName: 'Cleo', lastName: 'Park', role: 'cook' });

export function invitation(overrides: Partial<TInvitation> = {}): TInvitation {
  return {
    id: 40,
    email: 'dan@example.com',
    role: 'planner',
    invitedBy: 'Ana Lopez',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export function preview(overrides: Partial<TInvitationPreview> = {}): TInvitationPreview {
  return {
    kitchenName: 'Harbor Cafe',
    role: 'cook',
    email: 'cleo@example.com',
    invitedBy: 'Ana Lopez',
    expiresAt: '2099-12-01T09:00:00.000Z',
    accountExists: true,
    ...overrides,
  };
}

export const HARBOR: TKitchenMembership = { id: 2, name: 'Harbor Cafe', role: 'owner', active: false };
