import {
  batchKey,
  markCheckOffs,
  type TCheckOffMark,
  type TProductionCheckOff,
  type TProductionCheckOffRequest,
  type TProductionPlan,
} from '@brigade/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, operationKey } from '../../lib/api-client';
import { type ProductionSelection, planQuery } from './selection';

/**
 * The production plan's calls. Every plan read shares its operation's key, so a check-off updates
 * every range on screen or cached (the board, a day sheet) in one pass.
 */
export const productionKeys = {
  plans: operationKey('getProductionPlan'),
  plan: (query: object) => operationKey('getProductionPlan', { query }),
};

/**
 * GET /api/production-plan for the board's selection (its events' days), or by production day for a
 * sheet, in the browser's time zone.
 */
export function productionPlanQuery(
  selection: ProductionSelection,
  by: 'service' | 'production' = 'service',
) {
  const query = planQuery(selection, undefined, by);
  return queryOptions({
    queryKey: productionKeys.plan(query),
    queryFn: ({ signal }) => call('getProductionPlan', { query, signal }),
    // What to make is read from the events as they stand: a moved event moves its batches.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The plan with one batch's check-off replaced (core's markCheckOffs, with every other mark kept). */
export function withCheckOff(
  plan: TProductionPlan,
  key: string,
  checkOff: TProductionCheckOff['checkOff'],
): TProductionPlan {
  const marks = new Map<string, TCheckOffMark>();
  for (const day of plan.days)
    for (const team of day.teams)
      for (const batch of team.batches) if (batch.checkOff) marks.set(batch.key, batch.checkOff);
  if (checkOff) marks.set(key, checkOff);
  else marks.delete(key);
  return markCheckOffs(plan, marks);
}

type Snapshot = [readonly unknown[], TProductionPlan | undefined][];

/**
 * PUT /api/production-plan/check-offs: ticks a batch done (or not) at once on every cached plan, and
 * puts the plans back as they were when the server refuses; the server's mark (who, when) replaces
 * the provisional one.
 */
export function useCheckOff(provisionalBy: string) {
  const queryClient = useQueryClient();
  return useMutation<TProductionCheckOff, Error, TProductionCheckOffRequest, { before: Snapshot }>({
    mutationFn: (body) => call('setProductionCheckOff', { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: productionKeys.plans });
      const before = queryClient.getQueriesData<TProductionPlan>({ queryKey: productionKeys.plans });
      const key = batchKey(body.date, body.team, body.recipeId);
      const mark = body.done ? { by: provisionalBy, at: new Date().toISOString() } : null;
      queryClient.setQueriesData<TProductionPlan>({ queryKey: productionKeys.plans }, (plan) =>
        plan ? withCheckOff(plan, key, mark) : plan,
      );
      return { before };
    },
    onError: (_error, _body, context) => {
      for (const [queryKey, plan] of context?.before ?? []) queryClient.setQueryData(queryKey, plan);
    },
    onSuccess: (saved) =>
      queryClient.setQueriesData<TProductionPlan>({ queryKey: productionKeys.plans }, (plan) =>
        plan ? withCheckOff(plan, saved.key, saved.checkOff) : plan,
      ),
  });
}
