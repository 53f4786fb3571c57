import {
  activityText,
  type TActivityEntry,
  type TActivityListQuery,
  type TPage,
  toPage,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { type ActivityRow, activityRepository } from './activity.repository.ts';

export function toActivityEntry(row: ActivityRow): TActivityEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    text: activityText(row),
  };
}

/** A kitchen's activity page: who did what, newest first, each line's sentence from core. */
export function activityService({ db }: { db: Executor }) {
  return {
    async list(kitchenId: number, query: TActivityListQuery): Promise<TPage<TActivityEntry>> {
      const { page, limit } = query;
      const { rows, total } = await activityRepository(db).page(kitchenId, page * limit, limit);
      return toPage(rows.map(toActivityEntry), page, limit, total);
    },
  };
}
