/** How many names a refusal lists before "and N more". */
const NAMED = 10;

/** 'A', 'A and B', 'A, B and C', 'A, …, J and 5 more': names in a sentence (the "in use" refusals). */
export function namesList(names: string[]): string {
  const shown = names.slice(0, NAMED);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * A count and what it counts, plural unless exactly one: '1 recipe', '0 recipes', '3 batches' (`many`
 * for a plural that is not `one` + s), '1 ingredient still uses', '3 ingredients still use'.
 */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The 409 of an update whose version is stale (spec 7's optimistic locking). */
export const staleMessage = (what: string) =>
  `This ${what} was changed by someone else since you opened it. Reload it to see their changes, then make yours again.`;
