import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Rebuilds the search index from foods: food_terms (one row per food and stem of its description and
 * brand name, with the food's rank and how the stem sits in it) and food_words (the vocabulary, with how
 * many foods hold each stem). Built into a new table then swapped in, so searches keep answering from
 * the old index meanwhile. Run it in a transaction, then VACUUM ANALYZE food_terms (index-only reads
 * need the table's pages marked all-visible).
 */
export async function rebuildSearchIndex(db: Executor): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS food_terms_next`);
  await db.execute(sql`CREATE TABLE food_terms_next (LIKE food_terms)`);
  // The flags: bit 0 = the stem names the food, bit 1 = in its leading part, bits 2+ = size of its name.
  await db.execute(sql`
    INSERT INTO food_terms_next (word, rank, fdc_id, flags)
    SELECT w.word, f.search_rank, f.fdc_id,
      ((w.word = ANY (f.name_words))::int + 2 * (w.word = ANY (f.lead_words))::int
        + 4 * least(cardinality(f.name_words), 255))::smallint
    FROM foods f,
      unnest(tsvector_to_array(to_tsvector('english', left(f.description, 1000) || ' ' || coalesce(f.brand_name, ''))))
        AS w(word)`);
  await db.execute(sql`CREATE INDEX food_terms_next_idx ON food_terms_next (word, rank, fdc_id, flags)`);
  await db.execute(sql`DROP TABLE food_terms`);
  await db.execute(sql`ALTER TABLE food_terms_next RENAME TO food_terms`);
  await db.execute(sql`ALTER INDEX food_terms_next_idx RENAME TO food_terms_word_idx`);
  await db.execute(sql`DELETE FROM food_words`);
  await db.execute(sql`
    INSERT INTO food_words (word, food_count) SELECT word, count(*) FROM food_terms GROUP BY word`);
}
