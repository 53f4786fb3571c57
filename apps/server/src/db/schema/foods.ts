import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The USDA food database (spec 3: Food, Food portion, Food nutrient, nutrient pick list). Shared by all
 * kitchens and read-only to them, so these tables have no kitchen_id. Loaded from data/usda/ (SR28) on
 * first start and from FoodData Central's CSV download by `npm run import:fdc`.
 */

export const foods = pgTable(
  'foods',
  {
    /** FoodData Central id where known, else the SR28 NDB number (they never collide: FDC ids are > 100000). */
    fdcId: integer('fdc_id').primaryKey(),
    /** SR28's NDB number, kept for SR Legacy foods so FDC's copy of them matches instead of duplicating. */
    ndbNumber: integer('ndb_number'),
    description: text('description').notNull(),
    /** FDC's data type: sr_legacy_food, foundation_food, survey_fndds_food, branded_food, … */
    dataType: text('data_type').notNull(),
    brandOwner: text('brand_owner'),
    brandName: text('brand_name'),
    subBrandName: text('sub_brand_name'),
    categoryName: text('category_name'),
    /** SR28's refuse: the percent of the food as bought that is not eaten (bones, peel); null when not given. */
    refusePercent: real('refuse_percent'),
    /** Query-independent order of search results, lower first (foods/search-terms.ts). */
    searchRank: real('search_rank').notNull().default(0),
    /** Stems of the words that name the food ("Fish, salmon, raw" → salmon). */
    nameWords: text('name_words').array().notNull().default(sql`'{}'::text[]`),
    /** Stems of the leading part of the description (the name and its first qualifier). */
    leadWords: text('lead_words').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('foods_ndb_number_key').on(t.ndbNumber),
    index('foods_alphabetical_idx').on(sql`lower(${t.description}) COLLATE "C"`, t.fdcId),
  ],
);

/**
 * The search index: one row per food and search stem (English stemming of its description and brand
 * name: tomatoes → tomato), rebuilt from foods after each load (foods/search-index.ts). Read only
 * through its index, which lists every food holding a word in static-rank order: a search walks or
 * intersects these lists without reading the foods table, however many foods hold the word.
 */
export const foodTerms = pgTable(
  'food_terms',
  {
    word: text('word').notNull(),
    /** The food's search_rank, copied so the lists come out in rank order. */
    rank: real('rank').notNull(),
    fdcId: integer('fdc_id').notNull(),
    /** Bit 0: the word names the food; bit 1: it is in the leading part; bits 2+: how many words name it. */
    flags: smallint('flags').notNull(),
  },
  (t) => [index('food_terms_word_idx').on(t.word, t.rank, t.fdcId, t.flags)],
);

export const nutrients = pgTable('nutrients', {
  /** SR28's Nutr_No (203 = Protein); nutrients only FDC knows get 100000 + FDC's nutrient id. */
  id: integer('id').primaryKey(),
  /** FoodData Central's nutrient id (1003 = Protein), set by the FDC import. */
  fdcNutrientId: integer('fdc_nutrient_id').unique(),
  name: text('name').notNull(),
  /** g, mg, µg, kcal, kJ, IU */
  unitName: text('unit_name').notNull(),
  /** SR28's SR_Order (FDC's rank): the order nutrients are listed in. */
  rank: integer('rank').notNull(),
  /** Decimals USDA shows for this nutrient (SR28's Num_Dec). */
  decimals: integer('decimals'),
});

// food_nutrients and food_portions carry no foreign keys on purpose: a per-row referential check makes
// the first-start load of 679,045 values four times slower on PGlite (14 s instead of 3 s). Only the
// loaders write these tables, and they write values only for the foods and nutrients they just wrote
// (their tests check that no value is orphaned); foods are never deleted.
export const foodNutrients = pgTable(
  'food_nutrients',
  {
    fdcId: integer('fdc_id').notNull(),
    nutrientId: integer('nutrient_id').notNull(),
    /** Amount in 100 g of the edible part, in the nutrient's unit. */
    amount: doublePrecision('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fdcId, t.nutrientId] })],
);

export const foodPortions = pgTable(
  'food_portions',
  {
    fdcId: integer('fdc_id').notNull(),
    seq: integer('seq').notNull(),
    amount: doublePrecision('amount').notNull(),
    measureName: text('measure_name').notNull(),
    modifier: text('modifier'),
    gramWeight: doublePrecision('gram_weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fdcId, t.seq] })],
);

/**
 * The vocabulary: distinct search stems with how many foods hold them. A typed word expands to the
 * stems it starts (prefix index), and a misspelt one finds its correction (trigram index).
 */
export const foodWords = pgTable(
  'food_words',
  {
    word: text('word').primaryKey(),
    foodCount: integer('food_count').notNull(),
  },
  (t) => [
    index('food_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('food_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/** One row per data source loaded ('sr28', 'fdc'): makes the first-start load idempotent. */
export const foodLoads = pgTable('food_loads', {
  source: text('source').primaryKey(),
  state: text('state').notNull(),
  foodCount: integer('food_count').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
