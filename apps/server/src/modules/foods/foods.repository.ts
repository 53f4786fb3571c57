import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rowKeeper } from '../../db/kept-rows.ts';
import { renderedSql } from '../../db/rendered-statement.ts';
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

/**
 * Food summaries, each the same frozen object while its row stays the same (db/kept-rows.ts): the
 * search's remembered replies (foods.service.ts) then compare pages of them at a glance.
 */
const summaries = rowKeeper<FoodSummaryRow, FoodSummaryRow>({
  key: 'fdcId',
  columns: ['fdcId', 'description', 'dataType', 'brandOwner', 'brandName', 'subBrandName', 'categoryName'],
  map: summary,
});

/**
 * The search of `terms` words, for one word count (hits: every food holding every word, ranked; see
 * `search`), followed by `select`. Values by name: `words{i}` and `exact{i}` (text[] literals of the
 * i-th word's stems and whole-word stems), `windowRows` (the window + 1), `limit`, `offset`.
 */
function searchHits(terms: number, select: SQL): SQL {
  const p = (i: number) => sql.raw(`p${i}`);
  const words = (i: number) => sql`${sql.placeholder(`words${i}`)}::text[]`;
  const exact = (i: number) => sql`${sql.placeholder(`exact${i}`)}::text[]`;
  const indexes = Array.from({ length: terms }, (_, i) => i);
  const others = indexes.slice(1);
  const postings =
    others.length === 0
      ? sql`(SELECT t.* FROM unnest(${words(0)}) AS e(word)
          CROSS JOIN LATERAL (SELECT * FROM food_terms t WHERE t.word = e.word
            ORDER BY t.rank, t.fdc_id LIMIT ${sql.placeholder('windowRows')}) t) p1`
      : sql`food_terms p1`;
  const joins = others.map(
    (i) => sql`JOIN food_terms ${p(i + 1)} ON ${p(i + 1)}.rank = p1.rank AND ${p(i + 1)}.fdc_id = p1.fdc_id
      AND ${p(i + 1)}.word = ANY (${words(i)})`,
  );
  const whole = (i: number) => sql`${p(i + 1)}.word = ANY (${exact(i)})`;
  const each = (test: (i: number) => SQL, join: string) =>
    sql.join(
      indexes.map((i) => test(i)),
      sql.raw(join),
    );
  return sql`WITH hits AS MATERIALIZED (
      SELECT p1.fdc_id, p1.rank,
        ${each((i) => sql`bool_or(${whole(i)})`, ' AND ')} AS exact,
        (${each((i) => sql`bool_or(${whole(i)} AND ${p(i + 1)}.flags & 1 = 1)::int`, ' + ')})
          = max(p1.flags >> 2) AS named,
        ${each((i) => sql`bool_or(${whole(i)} AND ${p(i + 1)}.flags & 2 = 2)`, ' AND ')} AS lead
      FROM ${postings} ${sql.join(joins, sql` `)}
      ${others.length === 0 ? sql`` : sql`WHERE p1.word = ANY (${words(0)})`}
      GROUP BY p1.fdc_id, p1.rank
      ${others.length === 0 ? sql`ORDER BY p1.rank, p1.fdc_id LIMIT ${sql.placeholder('windowRows')}` : sql``}),
    ranked AS (
      SELECT fdc_id, exact,
        rank + CASE WHEN named THEN 0 ELSE 3 END + CASE WHEN lead THEN 0 ELSE 2 END AS score
      FROM hits)
    ${select}`;
}

type Statement = ReturnType<typeof renderedSql>;

/** A search statement (`hits`, then `select`), rendered once per word count (db/rendered-statement.ts). */
function perWordCount(select: SQL): (terms: number) => Statement {
  const statements = new Map<number, Statement>();
  return (terms) => {
    let statement = statements.get(terms);
    if (!statement) {
      statement = renderedSql(searchHits(terms, select));
      statements.set(terms, statement);
    }
    return statement;
  };
}

/** The search's page, each row with the count of hits. */
const searchPage = perWordCount(
  sql`SELECT (SELECT count(*) FROM hits)::int AS matched, ${SUMMARY_COLUMNS}
    FROM (SELECT * FROM ranked ORDER BY exact DESC, score, fdc_id
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}) r
    CROSS JOIN LATERAL (SELECT * FROM foods f WHERE f.fdc_id = r.fdc_id LIMIT 1) f
    ORDER BY r.exact DESC, r.score, r.fdc_id`,
);
/** The count of hits alone: a page past the end has no row to carry it. */
const searchCount = perWordCount(sql`SELECT (SELECT count(*) FROM hits)::int AS matched`);

/** Each typed word's stem and the vocabulary stems it starts (see `lookUpWords`); `words` a text[] literal. */
const lookUpStatement = renderedSql<{ words: string }>(
  sql`SELECT t.word, s.stem,
      coalesce((SELECT json_agg(json_build_object('word', v.word, 'foodCount', v.food_count)
                  ORDER BY v.word = s.stem DESC, v.food_count DESC, v.word)
        FROM (SELECT v.word, v.food_count FROM food_words v
          WHERE v.word ~>=~ s.stem AND v.word ~<~ (s.stem || chr(1114111))
          ORDER BY v.word = s.stem DESC, v.food_count DESC, v.word LIMIT ${MAX_EXPANSIONS}) v), '[]') AS expansions
    FROM unnest(${sql.placeholder('words')}::text[]) WITH ORDINALITY AS t(word, n)
    CROSS JOIN LATERAL (SELECT (SELECT min(lexeme) FROM unnest(to_tsvector('english', t.word))) AS stem) s
    ORDER BY t.n`,
);

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
    if (found.length > 0) return { matched: found[0].matched, rows: summaries(found) };
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
      const values: Record<string, unknown> = { windowRows: window + 1, limit, offset };
      terms.forEach((term, i) => {
        values[`words${i}`] = textArray(term.words);
        values[`exact${i}`] = textArray(term.exact);
      });
      const found = ((await searchPage(terms.length)(db, values)) as { rows: CountedRow[] }).rows;
      if (found.length > 0) return { matched: found[0].matched, rows: summaries(found) };
      if (offset === 0) return { matched: 0, rows: [] };
      const [{ matched }] = ((await searchCount(terms.length)(db, values)) as { rows: { matched: number }[] })
        .rows;
      return { matched, rows: [] };
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
      return ((await lookUpStatement(db, { words: textArray(words) })) as { rows: WordLookup[] }).rows;
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
