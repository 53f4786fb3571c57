import type { TActivityEntityType } from '@brigade/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../foods/foods-db.ts';

/** A stored line of activity, as the page reads it (the sentence is written from it in core). */
export type ActivityRow = {
  id: number;
  at: string;
  actor: string;
  entityType: string;
  entityId: number;
  action: 'created' | 'changed' | 'deleted';
  name: string;
  changes: Record<string, unknown>;
};

/** A line of activity as the INSERT takes it (snake_case: the jsonb_to_recordset columns). */
export type NewActivityRow = {
  entity_type: string;
  entity_id: number;
  action: string;
  name: string;
  changes: unknown;
};

/** SQL of a kitchen's activity: the lines written, and the page read. */
export function activityRepository(db: Executor) {
  return {
    /**
     * Writes the lines in one INSERT … SELECT; the actor's name ("Ana Lopez", else the login) from a
     * subselect on users in the same statement, kept as written then.
     */
    async insert(actor: { id: number; kitchenId: number; login: string }, lines: NewActivityRow[], at: Date) {
      await db.execute(sql`INSERT INTO kitchen_activity
      (kitchen_id, actor_user_id, actor_name, at, entity_type, entity_id, action, name, changes)
    SELECT ${actor.kitchenId}, ${actor.id},
      left(coalesce(
        (SELECT nullif(btrim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = ${actor.id}),
        ${actor.login}), 120),
      ${at}, r.entity_type, r.entity_id, r.action, left(r.name, 300), r.changes
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      AS r(entity_type varchar, entity_id integer, action varchar, name text, changes jsonb)`);
    },

    /**
     * One page of the kitchen's activity, newest first (by id: the order things were committed in
     * is close enough, and the (kitchen_id, id DESC) index walks it), and the kitchen's total, in one
     * statement: the page and the count come back as one JSON value.
     */
    async page(
      kitchenId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      const [result] = await rows<{ page: ActivityRow[] | string; total: number }>(
        db,
        sql`SELECT
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'at', a.at, 'actor', a.actor_name,
                'entityType', a.entity_type, 'entityId', a.entity_id, 'action', a.action, 'name', a.name,
                'changes', a.changes) ORDER BY a.id DESC), '[]'::json)
              FROM (SELECT * FROM kitchen_activity WHERE kitchen_id = ${kitchenId}
                ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}) a) AS page,
            (SELECT count(*)::integer FROM kitchen_activity WHERE kitchen_id = ${kitchenId}) AS total`,
      );
      const page = typeof result.page === 'string' ? (JSON.parse(result.page) as ActivityRow[]) : result.page;
      return { rows: page, total: result.total };
    },

    /**
     * Takes back the line that says an entity was created, for a creation that did not stand (an
     * invitation whose e-mail could not be queued is withdrawn: nobody was invited).
     */
    async forgetCreation(
      kitchenId: number,
      entityType: TActivityEntityType,
      entityId: number,
    ): Promise<void> {
      await db.execute(sql`DELETE FROM kitchen_activity WHERE kitchen_id = ${kitchenId}
        AND entity_type = ${entityType} AND entity_id = ${entityId} AND action = 'created'`);
    },
  };
}
