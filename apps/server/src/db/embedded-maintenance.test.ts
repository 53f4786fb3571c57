import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../foods/foods-db.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { KITCHEN_TABLES, scheduleKitchenVacuum, vacuumKitchenTables } from './embedded-maintenance.ts';
import { vendors } from './schema/index.ts';

const vendorRows = (kitchenId: number, count: number, prefix: string) => {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => ({
    kitchenId,
    name: `${prefix} ${i}`,
    nameKey: `${prefix} ${i}`.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  }));
};

/** What VACUUM and ANALYZE leave in the catalog for a table: row estimate and all-visible pages. */
async function vendorStats(t: TestApp) {
  const [stats] = await rows<{ reltuples: number; relallvisible: number }>(
    t.db,
    sql`SELECT reltuples::float8 AS reltuples, relallvisible FROM pg_class WHERE oid = 'vendors'::regclass`,
  );
  return stats;
}

describe('embedded database maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('covers every table outside the food database, and no food table', () => {
    expect([...KITCHEN_TABLES].sort()).toEqual(
      [
        'banquet_event_items',
        'banquet_events',
        'calendar_feeds',
        'conversions',
        'cooling_readings',
        'demo_seeds',
        'entity_versions',
        'feedback',
        'identities',
        'idempotent_replies',
        'ingredient_prices',
        'ingredient_nutrients',
        'ingredients',
        'inventory_count_lines',
        'inventory_counts',
        'inventory_receipts',
        'inventory_waste',
        'kitchen_activity',
        'kitchen_invitations',
        'kitchen_members',
        'kitchen_settings',
        'kitchen_subscriptions',
        'kitchens',
        'menu_item_recipes',
        'menu_items',
        'menu_section_items',
        'menu_sections',
        'menus',
        'pinned_menus',
        'production_check_off_taps',
        'production_check_offs',
        'purchase_order_lines',
        'purchase_orders',
        'recipe_ingredients',
        'recipe_sub_recipes',
        'recipes',
        'rooms',
        'storage_areas',
        'stripe_events',
        'user_keys',
        'users',
        'vendors',
      ].sort(),
    );
  });

  it('VACUUM ANALYZE gives the planner row counts and marks pages all-visible', async () => {
    const { kitchenId } = await t.createUser();
    await t.db.insert(vendors).values(vendorRows(kitchenId, 200, 'Vendor'));
    await vacuumKitchenTables(t.db);
    const after = await vendorStats(t);
    // Other test files may share the database: at least this test's rows are counted.
    expect(after.reltuples).toBeGreaterThanOrEqual(200);
    expect(after.relallvisible).toBeGreaterThan(0);
  });

  it('runs on its schedule and stops cleanly', async () => {
    const { kitchenId } = await t.createUser();
    await t.db.insert(vendors).values(vendorRows(kitchenId, 50, 'Scheduled'));
    const before = (await vendorStats(t)).reltuples;
    const schedule = scheduleKitchenVacuum(t.db, t.app.log, { firstAfterMs: 0, everyMs: 20 });
    const deadline = Date.now() + 10_000;
    while ((await vendorStats(t)).reltuples < before + 50 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await schedule.stop();
    expect((await vendorStats(t)).reltuples).toBeGreaterThanOrEqual(before + 50);
  });
});
