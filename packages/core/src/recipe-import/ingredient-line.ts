import { parseUnit, type TUnit } from '../enums/units.ts';

/**
 * One ingredient line of a recipe as a cook writes it ("2 1/2 cups flour", "½ tsp salt", "3 large
 * eggs", "1-2 cloves garlic", "200 g butter, softened", "1 (14 oz) can tomatoes") read into a
 * quantity, a unit of the product's units and the ingredient's text.
 */
export type TParsedLine = {
  /** The line as written (tidied: bullets and extra spaces removed). */
  source: string;
  quantity: number | null;
  units: TUnit | null;
  /** What the line names: the ingredient's text, without quantity, unit and preparation note. */
  text: string;
  /** What follows a comma or sits in parentheses ("softened"): for the cook, not for costing. */
  note: string | null;
};

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

/**
 * One amount: "2", "2.5", "2,5", "1/2", "2 1/2", "½", "1½", "1 ½" (⁄ the fraction slash too). Anchored
 * at the start of the text; the match's length is how much it read.
 */
const AMOUNT = new RegExp(
  `^(?:(\\d+)\\s*([${FRACTION_CHARS}])|(\\d+)\\s+(\\d+)\\s*[/⁄]\\s*(\\d+)|(\\d+)\\s*[/⁄]\\s*(\\d+)|(\\d+(?:[.,]\\d+)?)|([${FRACTION_CHARS}]))`,
);

function readAmount(text: string): { value: number; length: number } | undefined {
  const m = AMOUNT.exec(text);
  if (!m) return undefined;
  let value: number;
  if (m[1] !== undefined) value = Number(m[1]) + UNICODE_FRACTIONS[m[2]];
  else if (m[3] !== undefined) value = Number(m[3]) + Number(m[4]) / Number(m[5]);
  else if (m[6] !== undefined) value = Number(m[6]) / Number(m[7]);
  else if (m[8] !== undefined) value = Number(m[8].replace(',', '.'));
  else value = UNICODE_FRACTIONS[m[9]];
  if (!Number.isFinite(value)) return undefined;
  return { value, length: m[0].length };
}

/** A cell that is one amount and nothing else ("1 1/2", "½", "2.5") as its number; otherwise undefined. */
export function wholeAmount(text: string): number | undefined {
  const trimmed = text.trim();
  const amount = readAmount(trimmed);
  return amount && amount.length === trimmed.length ? amount.value : undefined;
}

/**
 * A quantity at the start of the text, or a range of two ("1-2", "1 to 2", "2–3"). A range counts at
 * its upper end: the cook buys and costs for the most the recipe may take.
 */
function readQuantity(text: string): { value: number; length: number } | undefined {
  const first = readAmount(text);
  if (!first) return undefined;
  const rest = text.slice(first.length);
  const range = /^\s*(?:-|–|—|to|or)\s*/i.exec(rest);
  if (range) {
    const second = readAmount(rest.slice(range[0].length));
    if (second && second.value >= first.value)
      return { value: second.value, length: first.length + range[0].length + second.length };
  }
  return first;
}

/**
 * Words for counted things: the line is counted in Each ("2 cloves garlic" is 2 Each of garlic) and
 * the word is left out of the ingredient's text.
 */
const COUNT_WORDS = new Set([
  'clove',
  'cloves',
  'can',
  'cans',
  'tin',
  'tins',
  'jar',
  'jars',
  'piece',
  'pieces',
  'pc',
  'pcs',
  'whole',
  'head',
  'heads',
  'bunch',
  'bunches',
  'sprig',
  'sprigs',
  'stalk',
  'stalks',
  'package',
  'packages',
  'pkg',
  'bag',
  'bags',
  'box',
  'boxes',
  'each',
  'ea',
]);

/** Spellings of units the units module does not list (case-insensitive), seen on recipe sites. */
const UNIT_SPELLINGS: Readonly<Record<string, TUnit>> = {
  c: 'Cup',
  tbs: 'Tablespoon',
  tbsps: 'Tablespoon',
  tblsp: 'Tablespoon',
  tsps: 'Teaspoon',
  teasp: 'Teaspoon',
  gr: 'Gram',
  grs: 'Gram',
  gms: 'Gram',
  kgs: 'Kilogram',
  mls: 'Milliliter',
  ltr: 'Liter',
  ounce: 'Ounce',
  'fl. oz': 'Fluid Ounce',
  'fluid oz': 'Fluid Ounce',
  qts: 'Quart',
  pts: 'Pint',
  gals: 'Gallon',
  dash: 'Pinch',
  dashes: 'Pinch',
  pinches: 'Pinch',
  slices: 'Slice',
};

/** A unit word as one of the product's units: its label, code, plural, an alias, or a site spelling. */
export function importUnit(word: string): TUnit | undefined {
  const bare = word.trim().replace(/\.$/, '');
  if (bare === '') return undefined;
  return parseUnit(bare) ?? UNIT_SPELLINGS[bare.toLowerCase()];
}

/** The unit at the start of the text (two words first: "fl oz", "fluid ounces"), and what it read. */
function readUnit(text: string): { unit: TUnit; length: number } | undefined {
  const two = /^([A-Za-z]+\.?\s+[A-Za-z]+\.?)(?=$|[\s,(])/.exec(text);
  if (two) {
    const unit = importUnit(two[1]);
    if (unit) return { unit, length: two[0].length };
  }
  const one = /^([A-Za-z]+\.?)(?=$|[\s,(]|\d)/.exec(text);
  if (one) {
    const unit = importUnit(one[1]);
    if (unit) return { unit, length: one[0].length };
  }
  // "200g", "2tbsp" are read by the amount, then the unit glued to it.
  return undefined;
}

const BULLET = /^\s*(?:[-*•·▪–—]|\d+[.)]\s+(?=\D))\s*/;

/** Splits off a preparation note: "butter, softened" → "butter" and "softened"; "(about 2)" too. */
function splitNote(text: string): { text: string; note: string | null } {
  const notes: string[] = [];
  let rest = text.replace(/\(([^)]*)\)/g, (_, inside: string) => {
    if (inside.trim()) notes.push(inside.trim());
    return ' ';
  });
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    const after = rest.slice(comma + 1).trim();
    if (after) notes.push(after);
    rest = rest.slice(0, comma);
  }
  rest = rest.replace(/\s+/g, ' ').trim();
  return { text: rest, note: notes.length > 0 ? notes.join('; ') : null };
}

/**
 * Reads one ingredient line. Quantity: whole, decimal, fraction, mixed ("2 1/2"), unicode ("½",
 * "1½") or a range (its upper end). Unit: one of the product's units by any of its spellings; none,
 * or a count word (cloves, cans), is Each when there is a quantity. "1 (14 oz) can tomatoes" is 14
 * Ounce: the package's size times the count is what is bought and costed.
 */
export function parseIngredientLine(raw: string): TParsedLine {
  const source = raw
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(BULLET, '')
    .trim();
  let rest = source;
  const quantity = readQuantity(rest);
  if (!quantity) {
    const { text, note } = splitNote(rest);
    return { source, quantity: null, units: null, text, note };
  }
  let value = quantity.value;
  rest = rest.slice(quantity.length).trim();
  // "1 (14 oz) can": the count times the package size, in the package's unit.
  const pack = /^\(\s*([^)]*?)\s*\)\s*/.exec(rest);
  if (pack) {
    const size = readQuantity(pack[1]);
    const sizeUnit = size ? readUnit(pack[1].slice(size.length).trim()) : undefined;
    if (size && sizeUnit) {
      rest = rest.slice(pack[0].length);
      const word = /^([A-Za-z]+)\b\s*/.exec(rest);
      if (word && COUNT_WORDS.has(word[1].toLowerCase())) rest = rest.slice(word[0].length);
      const { text, note } = splitNote(rest);
      return { source, quantity: value * size.value, units: sizeUnit.unit, text, note };
    }
  }
  let units: TUnit = 'Each';
  const unit = readUnit(rest);
  if (unit) {
    units = unit.unit;
    rest = rest.slice(unit.length);
  } else {
    const word = /^([A-Za-z]+)\b\.?/.exec(rest);
    if (word && COUNT_WORDS.has(word[1].toLowerCase())) rest = rest.slice(word[0].length);
  }
  rest = rest.replace(/^\s*of\s+/i, '').trim();
  const { text, note } = splitNote(rest);
  value = Math.round(value * 1e6) / 1e6;
  return { source, quantity: value, units, text, note };
}
