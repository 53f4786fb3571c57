import { foldName } from '../format/name-key.ts';

/** An entry of the kitchen's catalogue an imported line may name. */
export type TCatalogueEntry = { kind: 'ingredient' | 'recipe'; id: number; name: string };
export type TCatalogueMatch = TCatalogueEntry & { score: number };

/**
 * Words that say how much, how big or how prepared, never what: "3 large eggs" names eggs, "2 cups
 * finely chopped onion" names onion.
 */
const NOISE = new Set(
  (
    'a an and or of the to for with into about approx approximately large small medium big extra ' +
    'fresh freshly finely roughly coarsely thinly thickly chopped diced minced sliced grated shredded ' +
    'peeled crushed ground melted softened room temperature cold warm hot packed heaped heaping level ' +
    'divided optional plus more needed good quality organic whole pitted seeded trimmed rinsed ' +
    'drained cut cubed cubes halved quartered beaten lightly torn'
  ).split(' '),
);

/** A word's stem for matching: folded, and a plural's simple ending dropped (tomatoes → tomato). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(oes|shes|ches|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words that name a thing, stemmed, in order, without the noise words. */
export function matchWords(text: string): string[] {
  return foldName(text)
    .split(' ')
    .filter((w) => w !== '' && !NOISE.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

/**
 * Two words that differ only by an ending of at most two letters the stemmer left ("tomatoe" and
 * "tomato", "chilli" and "chili" is not): the shorter of 4 letters or more starts the longer. Not
 * further, or "buttermilk" would name butter.
 */
function nearlySame(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/**
 * How well a line's words name an entry (0–1): the Dice coefficient of the two word sets
 * (2 × shared ÷ (line words + entry words)), so "flour" names "All-purpose Flour" at 0.5 and
 * "all-purpose flour" names it at 1.
 */
export function nameScore(lineWords: readonly string[], entryWords: readonly string[]): number {
  if (lineWords.length === 0 || entryWords.length === 0) return 0;
  const used = new Set<number>();
  let shared = 0;
  for (const w of lineWords) {
    const i = entryWords.findIndex((e, j) => !used.has(j) && (e === w || nearlySame(e, w)));
    if (i >= 0) {
      used.add(i);
      shared += 1;
    }
  }
  return (2 * shared) / (lineWords.length + entryWords.length);
}

/** Below this a line is left unmatched (flagged for the cook to create or match). */
export const MATCH_THRESHOLD = 0.5;

/**
 * A catalogue matcher: its words are computed once per entry, then each line is scored against
 * every entry. The best scoring entry at or above MATCH_THRESHOLD wins; on a tie, an ingredient
 * before a recipe, then the shorter name, then the lower id (the same answer every time).
 */
export function catalogueMatcher(entries: readonly TCatalogueEntry[]) {
  const prepared = entries.map((entry) => ({ entry, words: matchWords(entry.name) }));
  return (text: string): TCatalogueMatch | null => {
    const words = matchWords(text);
    let best: { entry: TCatalogueEntry; score: number } | null = null;
    for (const p of prepared) {
      const score = nameScore(words, p.words);
      if (score < MATCH_THRESHOLD) continue;
      if (
        !best ||
        score > best.score ||
        (score === best.score &&
          (rank(p.entry) < rank(best.entry) ||
            (rank(p.entry) === rank(best.entry) &&
              (p.entry.name.length < best.entry.name.length ||
                (p.entry.name.length === best.entry.name.length && p.entry.id < best.entry.id)))))
      )
        best = { entry: p.entry, score };
    }
    return best ? { ...best.entry, score: Math.round(best.score * 1000) / 1000 } : null;
  };
}

const rank = (e: TCatalogueEntry) => (e.kind === 'ingredient' ? 0 : 1);
