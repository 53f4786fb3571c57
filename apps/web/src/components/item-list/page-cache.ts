import type { TPage } from '@brigade/core';
import type { InfiniteData } from '@tanstack/react-query';

/** What TanStack Query keeps for a list loaded page by page (DESIGN.md §5 pages, numbered from 0). */
export type PagedData<T> = InfiniteData<TPage<T>, number>;

type Keyed = { id: number | string };

function withContents<T>(data: PagedData<T>, contents: T[][]): PagedData<T> {
  return {
    ...data,
    pages: data.pages.map((page, i) => ({
      ...page,
      content: contents[i],
      numberOfElements: contents[i].length,
    })),
  };
}

/** The list without the item of this id. */
export function removeFromPages<T extends Keyed>(data: PagedData<T> | undefined, id: T['id']) {
  if (!data) return data;
  return withContents(
    data,
    data.pages.map((page) => page.content.filter((item) => item.id !== id)),
  );
}

/**
 * Puts a saved item where the list would show it: the old copy goes; the new one is placed in name
 * order when `belongs` (the list's filter and spec 4's search rule) accepts it. An item sorting after
 * everything loaded while more pages remain is left for those pages to bring.
 */
export function upsertInPages<T extends Keyed>(
  data: PagedData<T> | undefined,
  item: T,
  options: { belongs: boolean; compare: (a: T, b: T) => number },
): PagedData<T> | undefined {
  if (!data) return data;
  const contents = data.pages.map((page) => page.content.filter((other) => other.id !== item.id));
  if (!options.belongs) return withContents(data, contents);

  const lastPage = data.pages.at(-1);
  for (const content of contents) {
    const at = content.findIndex((other) => options.compare(item, other) < 0);
    if (at >= 0) {
      content.splice(at, 0, item);
      return withContents(data, contents);
    }
  }
  if (!lastPage || lastPage.last) (contents.at(-1) ?? []).push(item);
  if (contents.length === 0) return data;
  return withContents(data, contents);
}
