import { countOf } from './names-list.ts';

/** The server's refusals of an order guide and a price list (ours), answered alike by the mocked API. */
export const ORDER_GUIDE_MESSAGES = {
  eventNotFound: (id: number) => `Event ${id} was not found.`,
  nothingToOrder: 'This vendor has nothing to order for these events.',
} as const;

export const PRICE_LIST_MESSAGES = {
  refused: (n: number) =>
    `The price list was not applied: ${countOf(n, 'line has', 'lines have')} a problem.`,
  line: (line: number, message: string) => `Line ${line}: ${message}`,
  ambiguous: (name: string, categories: string[]) =>
    `${name} matches ${categories.length} ingredients of this vendor (${categories.join(', ')}); rename one of them first`,
  twice: (name: string, first: number) => `${name} is already priced on line ${first}`,
  nameRequired: 'Ingredient name is required',
} as const;
