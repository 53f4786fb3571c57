import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { searchWords } from '../db/name-search.ts';
import { inSnapshot } from '../db/read-snapshot.ts';

type Pageable = {
  pageIds(
    kitchenId: number,
    words: string[],
    offset: number,
    limit: number,
    order?: SQL,
    where?: SQL,
  ): Promise<number[]>;
  count(kitchenId: number, words: string[], where?: SQL): Promise<number>;
};

/**
 * One page of a named entity's list (menu items, menus), read in one snapshot: the page's ids by name
 * (word-prefix search), the kitchen's total for that search, and the page's trees as `load` reads
 * them — in a fixed number of statements whatever the page size. `limit` is the page size used.
 */
export async function loadNamedPage<Loaded>(
  db: Executor,
  kitchenId: number,
  query: { page: number; limit?: number; searchText?: string },
  defaultLimit: number,
  repository: (tx: Executor) => Pageable,
  load: (tx: Executor, ids: number[]) => Promise<Loaded>,
  /** The page's order (list-order.ts listOrder); by name when not given. */
  order?: SQL,
  /** The list's column filter (list-filter.ts listFilterWhere), if any. */
  where?: SQL,
): Promise<{ ids: number[]; total: number; loaded: Loaded; limit: number }> {
  const limit = query.limit ?? defaultLimit;
  const words = searchWords(query.searchText);
  return inSnapshot(db, async (tx) => {
    const repo = repository(tx);
    const ids = await repo.pageIds(kitchenId, words, query.page * limit, limit, order, where);
    return { ids, total: await repo.count(kitchenId, words, where), loaded: await load(tx, ids), limit };
  });
}
