import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banquetEvents, type PinnedMenu, pinnedMenus } from '../../db/schema/index.ts';

/**
 * Pinned menus, stored once per content (db/schema/events.ts): the key is the SHA-256 of the menu's
 * jsonb text, which PostgreSQL writes the same way for the same content whatever the key order sent.
 */
const hashOf = (json: string) => sql`encode(sha256(convert_to(${json}::jsonb::text, 'UTF8')), 'hex')`;

export function pinnedMenusRepository(db: Executor) {
  return {
    /**
     * The id of the row holding this pinned menu: the existing one when the kitchen already pinned the
     * same content, else a new one. The no-op update on a conflict locks the row and returns its id.
     */
    async save(kitchenId: number, menu: PinnedMenu): Promise<number> {
      const [row] = await db
        .insert(pinnedMenus)
        .values({ kitchenId, menu, hash: hashOf(JSON.stringify(menu)) })
        .onConflictDoUpdate({
          target: [pinnedMenus.kitchenId, pinnedMenus.hash],
          set: { hash: sql`excluded.hash` },
        })
        .returning({ id: pinnedMenus.id });
      return row.id;
    },

    /**
     * Deletes those of these pinned menus no event points at any more (after an event let one go:
     * deleted, unconfirmed or confirmed again). The rows are locked first, so a save of the same
     * content waits, and the delete's own snapshot, taken after the lock, sees every event committed
     * until then: a menu another transaction just pinned stays.
     */
    async releaseUnused(kitchenId: number, ids: (number | null | undefined)[]): Promise<void> {
      const candidates = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      if (candidates.length === 0) return;
      const mine = and(eq(pinnedMenus.kitchenId, kitchenId), inArray(pinnedMenus.id, candidates));
      await db.select({ id: pinnedMenus.id }).from(pinnedMenus).where(mine).for('update');
      await db.delete(pinnedMenus).where(
        and(
          mine,
          sql`NOT EXISTS (SELECT 1 FROM ${banquetEvents} e
            WHERE e.kitchen_id = ${pinnedMenus.kitchenId} AND e.pinned_menu_id = ${pinnedMenus.id})`,
        ),
      );
    },
  };
}
