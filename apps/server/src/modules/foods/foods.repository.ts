import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rows } from '../../foods/foods-db.ts';

/**
 * SQL of the food database (shared by all kitchens, read-only: no kitchen filter on purpose).
 *
 * Searching reads the search index (food_terms: per stem, its foods in static-rank order) through its
 * btree only, never the foods table, so its cost depends on the words asked, not on the size of the
 * database. A search word stands for the stems it starts (food_words: "tomato" → tomato, tomatoes…).
 * One word: the best-ranked `window` foods of each of its stems are merged. Several words: their lists
 * are intersected (each food's postings share its rank, so a probe is one exact index lookup). Then the
 * foods matching every word whole come before prefix-only matches, and among those the static rank
 * counts, lowered when the description is named by the words or starts with them.
 */

/** One word of a search: the stems it may match, and those that count as the whole word. */
export type SearchTerm = { words: string[]; exact: string[] };

export type FoodSummaryRow = {
  fdcId: number;
  description: string;
  dataType: string;
  brandOwner: string | null;
  brandName: string | null;
  subBrandName: string | null;
  categoryName: string | null;
};
export type FoodPortionRow = {
  amount: number;
  measureName: string;
  modifier: string | null;
  gramWeight: number;
};
export type FoodNutrientRow = { amount: number; nutrientId: number; name: string; unitName: string };
export type NutrientRow = { id: number; name: string; unitName: string };
/** A typed word: its stem (null for a stop word) and the vocabulary stems it starts, most used first. */
export type WordLookup = {
  word: string;
  stem: string | null;
  expansions: { word: string; foodCount: number }[];
};

const SUMMARY_COLUMNS = sql`f.fdc_id AS "fdcId", f.description, f.data_type AS "dataType",
  f.brand_owner AS "brandOwner", f.brand_name AS "brandName", f.sub_brand_name AS "subBrandName",
  f.category_name AS "categoryName"`;
const ALPHABETICAL = sql`lower(f.description) COLLATE "C", f.fdc_id`;
/** Exact totals of the alphabetical list up to this many foods; PostgreSQL's estimate beyond. */
const ALPHABETICAL_COUNT_LIMIT = 10_000;
/** A search word stands for at most this many stems (the most used ones). */
const MAX_EXPANSIONS = 64;

/** A text[] literal of stems (letters, digits and . - _ / only; anything else is dropped). */
function textArray(words: string[]): string {
  return `{${words.map((word) => `"${word.replace(/[^\p{L}\p{N}._/-]/gu, '')}"`).join(',')}}`;
}

type CountedRow = FoodSummaryRow & { matched: number };

const summary = ({
  fdcId,
  description,
  dataType,
  brandOwner,
  brandName,
  subBrandName,
  categoryName,
}: FoodSummaryRow) => ({
  fdcId,
  description,
  dataType,
  brandOwner,
  brandName,
  subBrandName,
  categoryName,
});

export function foodsRepository(db: Executor) {
  /**
   * One page (`page`: FROM … ORDER BY … LIMIT … OFFSET …) with `counted` on every row. An empty first
   * page means none; a page past the end has no row to carry the count, which is then asked for alone.
   */
  async function pageOf(cte: SQL, page: SQL, counted: SQL, offset: number) {
    const found = await rows<CountedRow>(
      db,
      sql`${cte} SELECT ${counted}::int AS matched, ${SUMMARY_COLUMNS} ${page}`,
    );
    if (found.length > 0) return { matched: found[0].matched, rows: found.map(summary) };
    if (offset === 0) return { matched: 0, rows: [] };
    const [{ matched }] = await rows<{ matched: number }>(db, sql`${cte} SELECT ${counted}::int AS matched`);
    return { matched, rows: [] };
  }

  return {
    /**
     * Foods holding every term, best first. With one term, only its `window` best-ranked foods per stem
     * are ranked (window ≥ offset + limit) and `matched` stops at window + 1.
     */
    async search(terms: SearchTerm[], offset: number, limit: number, window: number) {
      const [first, ...others] = terms;
      const p = (i: number) => sql.raw(`p${i}`);
      const postings =
        others.length === 0
          ? sql`(SELECT t.* FROM unnest(${textArray(first.words)}::text[]) AS e(word)
              CROSS JOIN LATERAL (SELECT * FROM food_terms t WHERE t.word = e.word
                ORDER BY t.rank, t.fdc_id LIMIT ${window + 1}) t) p1`
          : sql`food_terms p1`;
      const joins = others.map(
        (
          term,
          i,
        ) => sql`JOIN food_terms ${p(i + 2)} ON ${p(i + 2)}.rank = p1.rank AND ${p(i + 2)}.fdc_id = p1.fdc_id
          AND ${p(i + 2)}.word = ANY (${textArray(term.words)}::text[])`,
      );
      const whole = (term: SearchTerm, i: number) =>
        sql`${p(i + 1)}.word = ANY (${textArray(term.exact)}::text[])`;
      const each = (test: (term: SearchTerm, i: number) => SQL, join: string) =>
        sql.join(
          terms.map((term, i) => test(term, i)),
          sql.raw(join),
        );
      const cte = sql`WITH hits AS MATERIALIZED (
          SELECT p1.fdc_id, p1.rank,
            ${each((term, i) => sql`bool_or(${whole(term, i)})`, ' AND ')} AS exact,
            (${each((term, i) => sql`bool_or(${whole(term, i)} AND ${p(i + 1)}.flags & 1 = 1)::int`, ' + ')})
              = max(p1.flags >> 2) AS named,
            ${each((term, i) => sql`bool_or(${whole(term, i)} AND ${p(i + 1)}.flags & 2 = 2)`, ' AND ')} AS lead
          FROM ${postings} ${sql.join(joins, sql` `)}
          ${others.length === 0 ? sql`` : sql`WHERE p1.word = ANY (${textArray(first.words)}::text[])`}
          GROUP BY p1.fdc_id, p1.rank
          ${others.length === 0 ? sql`ORDER BY p1.rank, p1.fdc_id LIMIT ${window + 1}` : sql``}),
        ranked AS (
          SELECT fdc_id, exact,
            rank + CASE WHEN named THEN 0 ELSE 3 END + CASE WHEN lead THEN 0 ELSE 2 END AS score
          FROM hits)`;
      const page = sql`FROM (SELECT * FROM ranked ORDER BY exact DESC, score, fdc_id LIMIT ${limit} OFFSET ${offset}) r
        CROSS JOIN LATERAL (SELECT * FROM foods f WHERE f.fdc_id = r.fdc_id LIMIT 1) f
        ORDER BY r.exact DESC, r.score, r.fdc_id`;
      return pageOf(cte, page, sql`(SELECT count(*) FROM hits)`, offset);
    },

    /** Every food, alphabetically (the empty search): read straight from foods_alphabetical_idx. */
    async listAlphabetical(offset: number, limit: number) {
      const found = await pageOf(
        sql``,
        sql`FROM foods f ORDER BY ${ALPHABETICAL} LIMIT ${limit} OFFSET ${offset}`,
        sql`(SELECT count(*) FROM (SELECT 1 FROM foods LIMIT ${ALPHABETICAL_COUNT_LIMIT + 1}) x)`,
        offset,
      );
      if (found.matched <= ALPHABETICAL_COUNT_LIMIT) return found;
      // Beyond, PostgreSQL's estimate (fresh after each load's ANALYZE) stands for the count.
      const [{ estimate }] = await rows<{ estimate: number }>(
        db,
        sql`SELECT reltuples::bigint::int AS estimate FROM pg_class WHERE oid = 'foods'::regclass`,
      );
      return { ...found, matched: Math.max(found.matched, estimate) };
    },

    /** Each typed word's stem and the vocabulary stems it starts (a prefix range of food_words). */
    async lookUpWords(words: string[]): Promise<WordLookup[]> {
      return rows<WordLookup>(
        db,
        sql`SELECT t.word, s.stem,
            coalesce((SELECT json_agg(json_build_object('word', v.word, 'foodCount', v.food_count)
                        ORDER BY v.word = s.stem DESC, v.food_count DESC, v.word)
              FROM (SELECT v.word, v.food_count FROM food_words v
                WHERE v.word ~>=~ s.stem AND v.word ~<~ (s.stem || chr(1114111))
                ORDER BY v.word = s.stem DESC, v.food_count DESC, v.word LIMIT ${MAX_EXPANSIONS}) v), '[]') AS expansions
          FROM unnest(${textArray(words)}::text[]) WITH ORDINALITY AS t(word, n)
          CROSS JOIN LATERAL (SELECT (SELECT min(lexeme) FROM unnest(to_tsvector('english', t.word))) AS stem) s
          ORDER BY t.n`,
      );
    },

    /**
     * Vocabulary stems that look like `word` (trigram similarity), most similar and most used first.
     * Through the trigram index: on a vocabulary of a few thousand stems the planner would rather compute
     * similarity() for every one, 2–3 times slower (measured on PGlite).
     */
    async similarWords(word: string, max = 3): Promise<string[]> {
      const found = await (db as Db).transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return rows<{ word: string }>(
          tx,
          sql`SELECT v.word FROM food_words v WHERE v.word % ${word}
            ORDER BY similarity(v.word, ${word}) DESC, v.food_count DESC, v.word LIMIT ${max}`,
        );
      });
      return found.map((row) => row.word);
    },

    async findById(fdcId: number): Promise<(FoodSummaryRow & { refusePercent: number | null }) | undefined> {
      const [food] = await rows<FoodSummaryRow & { refusePercent: number | null }>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}, f.refuse_percent AS "refusePercent" FROM foods f WHERE f.fdc_id = ${fdcId}`,
      );
      return food;
    },

    async portions(fdcId: number): Promise<FoodPortionRow[]> {
      return rows<FoodPortionRow>(
        db,
        sql`SELECT amount, measure_name AS "measureName", modifier, gram_weight AS "gramWeight"
          FROM food_portions WHERE fdc_id = ${fdcId} ORDER BY seq`,
      );
    },

    async nutrients(fdcId: number): Promise<FoodNutrientRow[]> {
      return rows<FoodNutrientRow>(
        db,
        sql`SELECT v.amount, n.id AS "nutrientId", n.name, n.unit_name AS "unitName"
          FROM food_nutrients v JOIN nutrients n ON n.id = v.nutrient_id
          WHERE v.fdc_id = ${fdcId} ORDER BY n.rank, n.id`,
      );
    },

    /** The nutrient pick list, in USDA's display order. */
    async listNutrients(): Promise<NutrientRow[]> {
      return rows<NutrientRow>(
        db,
        sql`SELECT id, name, unit_name AS "unitName" FROM nutrients ORDER BY rank, id`,
      );
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;
