import type { TBatch, TProductionPlan } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { productionPlanQuery } from '../api';
import { PRODUCTION_PATH, productionParams, readSheetTarget } from '../selection';

/**
 * What a day sheet or a page of labels prints, from its address: everything one team makes on one
 * production day (the plan of that day by production day: a stock made today for an event after the
 * board's days is on it too), counting tentative events as the board does.
 */
export function useDayBatches() {
  const [params] = useSearchParams();
  const search = params.toString();
  const { target, selection } = useMemo(() => readSheetTarget(new URLSearchParams(search)), [search]);
  const daySelection = {
    ...selection,
    team: target?.team ?? null,
    range: target ? { from: target.date, to: target.date } : selection.range,
  };
  const plan = useQuery({ ...productionPlanQuery(daySelection, 'production'), enabled: target !== null });
  const batches: TBatch[] | undefined =
    plan.data && target ? dayBatches(plan.data, target.date, target.team) : undefined;
  const back = `${PRODUCTION_PATH}?${productionParams(selection)}`;
  return { target, selection, plan, batches, back, params };
}

/** One team's batches on one production day ([] when it has none). */
export function dayBatches(plan: TProductionPlan, date: string, team: string): TBatch[] {
  return plan.days.find((d) => d.date === date)?.teams.find((t) => t.team === team)?.batches ?? [];
}
