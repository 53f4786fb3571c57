import API from 'virtual:brigade-operations';
import { type OperationId, type Role, roleAllows, type TKitchenMembership } from '@brigade/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, operationKey } from './api-client';

/** The caller's kitchens and their role in each: what every screen asks before offering an action. */
export const myKitchensQuery = queryOptions({
  queryKey: operationKey('listMyKitchens'),
  queryFn: ({ signal }) => call('listMyKitchens', { signal }),
  // The role decides what the screens offer: read once per session, again after a switch or a 403.
  staleTime: 5 * 60_000,
});

export type ActiveKitchen = {
  /** Every kitchen the user belongs to (GET /api/account/kitchens). */
  kitchens: TKitchenMembership[];
  /** The session's kitchen; null until the list is read. */
  active: TKitchenMembership | null;
  role: Role | null;
};

/** The user's kitchens and the one the session works in. */
export function useActiveKitchen(): ActiveKitchen {
  const { data } = useQuery(myKitchensQuery);
  const kitchens = data ?? [];
  const active = kitchens.find((kitchen) => kitchen.active) ?? null;
  return { kitchens, active, role: active?.role ?? null };
}

/** Whether a member with this role (null: not known yet) may call the operation. */
export function roleMayCall(role: Role | null, operation: OperationId): boolean {
  const { access } = API[operation];
  // Public routes and the caller's own account need no role.
  if (access === undefined || access === 'self') return true;
  return role !== null && roleAllows(role, access);
}

/**
 * What the signed-in member may do, by the API contract's operation: `can('updateRecipe')`. The one
 * place the web asks: the contract carries each route's least role and core's roleAllows decides, as
 * on the server, so the screens hide what the server would refuse with 403. Until the role is read,
 * nothing beyond the user's own account is offered.
 */
export function useCan(): (operation: OperationId) => boolean {
  const { role } = useActiveKitchen();
  return useCallback((operation: OperationId) => roleMayCall(role, operation), [role]);
}
