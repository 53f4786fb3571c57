import {
  DEFAULT_VERSIONS_TO_KEEP,
  type TVersionChanges,
  type TVersionedEntityType,
  type TVersionListItem,
} from '@brigade/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../foods/foods-db.ts';
import type { Actor } from '../activity/record-activity.ts';

/** Which entity's versions: the kitchen scopes every statement. */
export type VersionKey = { kitchenId: number; entityType: TVersionedEntityType; entityId: number };

type ListRow = { n: number; at: Date | string; by: string; changes: TVersionChanges | string };
type ContentRow = ListRow & { content: Record<string, unknown> | string };

/** The table each versioned entity lives in. */
const TABLES: Record<TVersionedEntityType, string> = {
  recipe: 'recipes',
  menuItem: 'menu_items',
  menu: 'menus',
  event: 'banquet_events',
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const listItem = (r: ListRow): TVersionListItem => ({
  n: r.n,
  at: new Date(r.at).toISOString(),
  by: r.by,
  changes: json(r.changes),
});

/** SQL of the versions kept of recipes, menu items, menus and events (one index: kitchen, type, id, n). */
export function versionsRepository(db: Executor) {
  return {
    /** The newest version kept, with its content: what the next save is compared with. */
    async latest({
      kitchenId,
      entityType,
      entityId,
    }: VersionKey): Promise<{ n: number; content: unknown } | undefined> {
      const [row] = await rows<{ n: number; content: unknown }>(
        db,
        sql`SELECT n, content FROM entity_versions
          WHERE kitchen_id = ${kitchenId} AND entity_type = ${entityType} AND entity_id = ${entityId}
          ORDER BY n DESC LIMIT 1`,
      );
      return row ? { n: row.n, content: json(row.content) } : undefined;
    },

    /**
     * Writes version `n` and, in the same statement, drops those past the kitchen's `versions_to_keep`
     * (the oldest first; the CTE's DELETE does not see the row it inserts, so the new one always stays).
     * The author's name comes from users in the same statement, kept as written then.
     */
    async insert(
      key: VersionKey,
      actor: Actor,
      n: number,
      at: Date,
      content: unknown,
      changes: TVersionChanges,
    ): Promise<void> {
      const { kitchenId, entityType, entityId } = key;
      await db.execute(sql`WITH added AS (
          INSERT INTO entity_versions (kitchen_id, entity_type, entity_id, n, actor_user_id, actor_name, at, content, changes)
          SELECT ${kitchenId}, ${entityType}, ${entityId}, ${n}, ${actor.id},
            left(coalesce(
              (SELECT nullif(btrim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = ${actor.id}),
              ${actor.login}), 120),
            ${at}, ${JSON.stringify(content)}::jsonb, ${JSON.stringify(changes)}::jsonb
          RETURNING n)
        DELETE FROM entity_versions
          WHERE kitchen_id = ${kitchenId} AND entity_type = ${entityType} AND entity_id = ${entityId}
            AND n <= (SELECT n FROM added) - coalesce(
              (SELECT versions_to_keep FROM kitchen_settings WHERE kitchen_id = ${kitchenId}),
              ${DEFAULT_VERSIONS_TO_KEEP})`);
    },

    /** The versions kept, newest first, without their content (bounded by the retention setting). */
    async list({ kitchenId, entityType, entityId }: VersionKey): Promise<TVersionListItem[]> {
      const found = await rows<ListRow>(
        db,
        sql`SELECT n, at, actor_name AS by, changes FROM entity_versions
          WHERE kitchen_id = ${kitchenId} AND entity_type = ${entityType} AND entity_id = ${entityId}
          ORDER BY n DESC`,
      );
      return found.map(listItem);
    },

    /** The newest version number of each of these menu items and recipes (`menuItem:12` → 3): one statement. */
    async newest(
      kitchenId: number,
      menuItemIds: number[],
      recipeIds: number[],
    ): Promise<Map<string, number>> {
      if (menuItemIds.length + recipeIds.length === 0) return new Map();
      const found = await rows<{ key: string; n: number }>(
        db,
        sql`SELECT entity_type || ':' || entity_id AS key, max(n)::integer AS n FROM entity_versions
          WHERE kitchen_id = ${kitchenId} AND (
            (entity_type = 'menuItem' AND entity_id = ANY(${`{${menuItemIds.join(',')}}`}::integer[]))
            OR (entity_type = 'recipe' AND entity_id = ANY(${`{${recipeIds.join(',')}}`}::integer[])))
          GROUP BY entity_type, entity_id`,
      );
      return new Map(found.map((r) => [r.key, r.n]));
    },

    /** Whether the kitchen has the entity (a history of none, or of another kitchen's, is a 404). */
    async entityExists({ kitchenId, entityType, entityId }: VersionKey): Promise<boolean> {
      const found = await rows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM ${sql.identifier(TABLES[entityType])}
          WHERE kitchen_id = ${kitchenId} AND id = ${entityId}`,
      );
      return found.length > 0;
    },

    /** One version with its content: one statement on the unique index. */
    async get({ kitchenId, entityType, entityId }: VersionKey, n: number) {
      const [row] = await rows<ContentRow>(
        db,
        sql`SELECT n, at, actor_name AS by, changes, content FROM entity_versions
          WHERE kitchen_id = ${kitchenId} AND entity_type = ${entityType} AND entity_id = ${entityId}
            AND n = ${n}`,
      );
      return row ? { ...listItem(row), content: json(row.content) } : undefined;
    },
  };
}
