import { z } from 'zod';
import { zText } from './blank.ts';
import { zQueryInt, zQueryIntDefault } from './fields.ts';

/** Query parameters shared by every paged list. */
export const ZPageQuery = z.object({
  page: zQueryIntDefault(0, 1_000_000, 0),
  limit: zQueryInt(1, 1000),
  searchText: zText().trim().max(200).optional(),
});

/** The Spring-style page every list answers with (DESIGN.md §5), pages numbered from 0. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    numberOfElements: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
    pageable: z.object({ pageNumber: z.number().int(), pageSize: z.number().int() }),
  });
}
export type TPage<T> = {
  content: T[];
  number: number;
  size: number;
  numberOfElements: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  pageable: { pageNumber: number; pageSize: number };
};

/**
 * Spec 3's own paging fields, which a spec 7 client of GET /api/ingredients reads: the page's number
 * and whether another follows. They repeat `number` and `!last`.
 */
export const ZSpecPageFields = { currentPage: z.number().int(), hasNextPage: z.boolean() };
export type TSpecPage<T> = TPage<T> & { currentPage: number; hasNextPage: boolean };

/** A page with spec 3's currentPage and hasNextPage beside its own fields. */
export function withSpecPageFields<T>(page: TPage<T>): TSpecPage<T> {
  return { ...page, currentPage: page.number, hasNextPage: !page.last };
}

/** Builds a page from one slice of rows and the total count. */
export function toPage<T>(
  content: T[],
  pageNumber: number,
  pageSize: number,
  totalElements: number,
): TPage<T> {
  const totalPages = Math.ceil(totalElements / pageSize);
  return {
    content,
    number: pageNumber,
    size: pageSize,
    numberOfElements: content.length,
    totalElements,
    totalPages,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
    pageable: { pageNumber, pageSize },
  };
}
