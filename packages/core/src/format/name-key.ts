/**
 * The folded form of a name that search and matching compare: accents removed, lower case, runs of
 * anything but letters and digits turned into one space. "Crème  Fraîche!" → "creme fraiche".
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** " all purpose flour": the folded name with a leading space, so a word start is " " + word. */
export function nameKey(name: string): string {
  return ` ${foldName(name)}`;
}
