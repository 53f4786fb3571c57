import { foldName, nameKey } from '@brigade/core';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Name search of the catalogue (vendors and ingredients): every typed word must start a word of the
 * name, in any case, with or without accents — "flo" finds "All-purpose Flour", "all pur" finds it
 * too, "creme" finds "Crème fraîche". This is the spec's prefix search (spec 4) extended to any word,
 * which is what a cook typing "flour" expects.
 *
 * Names are stored with a folded copy (`name_key`) computed here, in one place, for every write:
 * accents removed, lower case, runs of anything but letters and digits turned into one space, and a
 * leading space (core's nameKey). A word start is then " " + word, so `name_key LIKE '% flo%'` is the test, which the
 * trigram index answers. Folding in JS (not SQL) keeps PGlite and PostgreSQL identical whatever
 * their locale.
 */
export { nameKey };

/** The words of a search text, folded like names ("  All-Pur " → ["all", "pur"]); at most 10. */
export function searchWords(searchText: string | undefined): string[] {
  if (!searchText) return [];
  const folded = foldName(searchText);
  return folded === '' ? [] : folded.split(' ').slice(0, 10);
}

/** The LIKE pattern of one folded word: it starts a word of the name (name keys begin with a space). */
export const wordPattern = (word: string) => `% ${word}%`;

/**
 * The SQL condition "every word starts a word of the name", or undefined when there is nothing to
 * match. Each word is a folded word, or a placeholder whose value is its `wordPattern`.
 */
export function matchesWords(nameKeyColumn: PgColumn, words: (string | Placeholder)[]): SQL | undefined {
  if (words.length === 0) return undefined;
  // Folded words hold letters and digits only: no LIKE wildcard or escape can reach the pattern.
  return sql.join(
    words.map((word) => sql`${nameKeyColumn} LIKE ${typeof word === 'string' ? wordPattern(word) : word}`),
    sql` AND `,
  );
}

/** ORDER BY name: folded, byte order (identical on every database, whatever its collation). */
export function byName(nameKeyColumn: PgColumn, idColumn: PgColumn): SQL {
  return sql`${nameKeyColumn} COLLATE "C", ${idColumn}`;
}
