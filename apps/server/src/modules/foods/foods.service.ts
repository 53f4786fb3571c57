import {
  type TFood,
  type TFoodSearchQuery,
  type TFoodSummary,
  type TNutrientName,
  type TPage,
  toPage,
} from '@brigade/core';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { queryWords } from '../../foods/search-terms.ts';
import { REMEMBERED_REPLIES, replyMemo } from '../../lib/reply-memo.ts';
import { foodsRepository, type SearchTerm } from './foods.repository.ts';

/** At least this many best candidates are ranked for a query (more when paging deeper). */
export const SEARCH_WINDOW = 1_000;

export const FOOD_NOT_FOUND = 'This food is not in the food database.';

/** The portion every food has, first and default (spec 9: the portion with amount 100). */
export const HUNDRED_GRAMS = { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 } as const;

export function foodsService(db: Executor) {
  const repo = foodsRepository(db);
  /** Search pages by query: the same search twice is written once (lib/reply-memo.ts). */
  const searchReplies = replyMemo<TPage<TFoodSummary>>(REMEMBERED_REPLIES);

  /**
   * The search terms of the typed words: each stands for the stems it starts (whole words and
   * prefixes); a word no stem starts is misspelt and stands for the stems that look most like it
   * ("brocoli" → broccoli). Stop words ("with", "and") are left out. Null when a word has no match at all.
   */
  async function termsOf(words: string[]): Promise<{ terms: SearchTerm[]; foodCounts: number[] } | null> {
    const terms: SearchTerm[] = [];
    const foodCounts: number[] = [];
    for (const { word, stem, expansions } of await repo.lookUpWords(words)) {
      if (stem === null) continue;
      if (expansions.length > 0) {
        terms.push({ words: expansions.map((e) => e.word), exact: [stem] });
        foodCounts.push(expansions.reduce((sum, e) => sum + e.foodCount, 0));
        continue;
      }
      const similar = await repo.similarWords(word);
      if (similar.length === 0) return null;
      terms.push({ words: similar, exact: similar });
      foodCounts.push(0);
    }
    return terms.length > 0 ? { terms, foodCounts } : null;
  }

  /** The foods of a search page, best first, and how many matched in all. */
  async function find(query: TFoodSearchQuery): Promise<{ rows: TFoodSummary[]; total: number }> {
    const { page, limit } = query;
    const offset = page * limit;
    const words = queryWords(query.searchText ?? '');
    if (words.length === 0) {
      const found = await repo.listAlphabetical(offset, limit);
      return { rows: found.rows, total: found.matched };
    }
    const found = await termsOf(words);
    if (!found) return { rows: [], total: 0 };
    const window = Math.max(SEARCH_WINDOW, offset + limit);
    const { rows, matched } = await repo.search(found.terms, offset, limit, window);
    // One word matching more foods than the window ranks: the vocabulary's count stands for the total.
    const total =
      found.terms.length === 1 && matched > window ? Math.max(matched, found.foodCounts[0]) : matched;
    return { rows, total };
  }

  return {
    async search(query: TFoodSearchQuery): Promise<TPage<TFoodSummary>> {
      const { page, limit } = query;
      const { rows, total } = await find(query);
      // The food database is every kitchen's: the query alone is the key.
      return searchReplies.reply(JSON.stringify(query), { rows, total }, () =>
        toPage(rows, page, limit, total),
      );
    },

    async get(fdcId: number): Promise<TFood> {
      const food = await repo.findById(fdcId);
      if (!food) throw notFound(FOOD_NOT_FOUND);
      const [portions, nutrients] = await Promise.all([repo.portions(fdcId), repo.nutrients(fdcId)]);
      const household = portions.filter(
        (p) => !(p.amount === 100 && p.measureName === 'g' && p.gramWeight === 100 && !p.modifier),
      );
      return {
        ...food,
        foodPortions: [{ ...HUNDRED_GRAMS }, ...household],
        foodNutrients: nutrients.map((n) => ({
          amount: n.amount,
          nutrient: { id: n.nutrientId, name: n.name, unitName: n.unitName },
        })),
      };
    },

    async nutrients(): Promise<TNutrientName[]> {
      return (await repo.listNutrients()).map(({ name, unitName }) => ({ name, unitName }));
    },
  };
}
