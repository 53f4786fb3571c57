/**
 * The benches' big catalogue (catalogue, fleet and grid-scroll benches): by default 10,000
 * distinct, plausible ingredient names ("Smoked Chicken Thigh 0042"), each with 2 conversions and 6
 * nutrients, spread over the 17 categories and 5 vendors, written straight into the tables.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { nameKey } from '../../apps/server/src/db/name-search.ts';
import { vendors } from '../../apps/server/src/db/schema/index.ts';

/** A full bench's catalogue size. */
export const INGREDIENTS = 10_000;

const MODIFIERS = [
  'Fresh',
  'Frozen',
  'Dried',
  'Smoked',
  'Organic',
  'Roasted',
  'Ground',
  'Whole',
  'Sliced',
  'Diced',
  'Baby',
  'Wild',
  'Sweet',
  'Aged',
  'Pickled',
  'Toasted',
  'Raw',
  'Canned',
  'Salted',
  'Unsalted',
];
const FOODS = [
  'Chicken Thigh',
  'Chicken Breast',
  'Beef Brisket',
  'Pork Shoulder',
  'Salmon',
  'Shrimp',
  'Flour',
  'Rice',
  'Oats',
  'Butter',
  'Cream',
  'Milk',
  'Cheddar',
  'Parmesan',
  'Eggs',
  'Tomatoes',
  'Onions',
  'Garlic',
  'Carrots',
  'Potatoes',
  'Sweet Potatoes',
  'Spinach',
  'Kale',
  'Basil',
  'Thyme',
  'Almonds',
  'Walnuts',
  'Lentils',
  'Black Beans',
  'Chickpeas',
  'Apples',
  'Lemons',
  'Strawberries',
  'Blueberries',
  'Honey',
  'Sugar',
  'Chocolate',
  'Vanilla',
  'Olive Oil',
  'Mustard',
  'Vinegar',
  'Pasta',
  'Bread Crumbs',
  'Mushrooms',
  'Peppers',
  'Cucumbers',
  'Zucchini',
  'Squash',
  'Corn',
  'Peas',
];
const CATEGORIES = [
  'Baked Products',
  'Beverages',
  'Dairy and Egg Products',
  'Fast Foods',
  'Fats and Oils',
  'Fruits and Fruit Products',
  'Grains and Pasta',
  'Legumes and Legume Products',
  'Meat Products',
  'Miscellaneous Ingredients',
  'Nuts and Seeds',
  'Seafood Products',
  'Snacks',
  'Sweets',
  'Soups and Gravies',
  'Spices and Herbs',
  'Vegetables and Vegetable Products',
];
export const SEARCHES = [
  'chick',
  'flour',
  'sweet pot',
  'smoked salmon',
  'b',
  'to',
  'organic chick',
  'zucchini',
];
const NUTRIENTS = [
  'Energy',
  'Protein',
  'Total lipid (fat)',
  'Carbohydrate, by difference',
  'Sodium, Na',
  'Fiber, total dietary',
];
const NUTRIENT_UNITS = ['kcal', 'g', 'g', 'g', 'mg', 'g'];

const sqlArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

/**
 * Fills the kitchen with `count` ingredients, spread over its vendors, in a few INSERT … SELECT
 * statements (fast); answers the vendors' ids. The names are plain ASCII words, so ' ' || lower(name) is exactly their folded
 * `name_key` (name-search.ts).
 */
export async function seedBulkCatalogue(
  db: Db,
  kitchenId: number,
  count = INGREDIENTS,
  vendorNames = ['Sysco', 'US Foods', 'Baldor', 'Restaurant Depot', 'Local Farm'],
): Promise<number[]> {
  const now = new Date();
  const vendorRows = await db
    .insert(vendors)
    .values(
      vendorNames.map((name) => ({
        kitchenId,
        name,
        nameKey: nameKey(name),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: vendors.id });
  const vendorIds = vendorRows.map((v) => v.id);
  await db.execute(sql`INSERT INTO ingredients (kitchen_id, vendor_id, name, name_key, category, cost, cost_amount,
      cost_units, serving_size, serving_units, valid, error_messages, created_at, updated_at)
    SELECT ${kitchenId}, (${sql`ARRAY[${sql.join(
      vendorIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`})[1 + i % ${vendorIds.length}],
      name, ' ' || lower(name), (${sqlArray(CATEGORIES)})[1 + i % ${CATEGORIES.length}], 5 + i % 97, 1 + i % 50,
      'Pound', 100, 'Gram', true, '{}', ${now}, ${now}
    FROM (SELECT i, (${sqlArray(MODIFIERS)})[1 + i % ${MODIFIERS.length}] || ' ' ||
            (${sqlArray(FOODS)})[1 + (i / ${MODIFIERS.length}) % ${FOODS.length}] || ' ' || lpad(i::text, 4, '0') AS name
          FROM generate_series(0, ${count - 1}) AS i) AS generated`);
  await db.execute(sql`INSERT INTO conversions (kitchen_id, ingredient_id, position, quantity_start, units_start,
      quantity_end, units_end)
    SELECT ${kitchenId}, i.id, c.position, 1, c.units, c.grams, 'Gram'
    FROM ingredients i CROSS JOIN (VALUES (0, 'Cup', 125), (1, 'Each', 50)) AS c(position, units, grams)
    WHERE i.kitchen_id = ${kitchenId}`);
  await db.execute(sql`INSERT INTO ingredient_nutrients (kitchen_id, ingredient_id, position, nutrient, amount, units)
    SELECT ${kitchenId}, i.id, n.position - 1, n.nutrient, 10 + n.position, (${sqlArray(NUTRIENT_UNITS)})[n.position]
    FROM ingredients i CROSS JOIN unnest(${sqlArray(NUTRIENTS)}) WITH ORDINALITY AS n(nutrient, position)
    WHERE i.kitchen_id = ${kitchenId}`);
  return vendorIds;
}
