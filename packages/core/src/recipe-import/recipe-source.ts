import type { TUnit } from '../enums/units.ts';
import { YIELD_UNIT_CHOICES } from '../units/yield-units.ts';
import { jsonLdBlocks, microdataRecipe } from './html-extract.ts';
import { decodeEntities, htmlToText, inlineText } from './html-text.ts';
import { importUnit, parseIngredientLine, type TParsedLine } from './ingredient-line.ts';

/**
 * A recipe read from what a chef brings (a recipe page's HTML, its JSON-LD, or pasted text), before
 * it is matched to the kitchen's catalogue: nothing here is saved.
 */
export type TImportedRecipe = {
  /** Where it was read from. */
  format: 'json-ld' | 'microdata' | 'text';
  name: string | null;
  yieldQuantity: number | null;
  yieldUnits: TUnit | null;
  /** The recipe's yield as written ("8 servings"), when it had one. */
  yieldText: string | null;
  lines: TParsedLine[];
  /** The method, one step a line, numbered. */
  prepNotes: string | null;
};

/** Why a source gave no recipe: the import answers 400 with the message. */
export class RecipeImportError extends Error {}

export const RECIPE_IMPORT_MESSAGES = {
  empty: 'Paste a recipe page, its JSON-LD, or the recipe as text (one ingredient a line).',
  noRecipe:
    'No recipe was found in this page: it carries no schema.org Recipe (JSON-LD or microdata). Paste the recipe as text instead, one ingredient a line.',
  badJson: 'This JSON holds no schema.org Recipe (an object with "@type": "Recipe").',
  noLines: 'No ingredient lines were found: paste one ingredient a line.',
  tooLarge: (maxBytes: number) =>
    `The recipe source is too large: at most ${Math.round(maxBytes / 1_000_000)} MB is read.`,
} as const;

/** The largest source an import reads, in characters (a recipe page is rarely past 1 MB). */
export const RECIPE_IMPORT_MAX_CHARS = 2_000_000;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const hasType = (node: Record<string, Json>, type: string) => {
  const t = node['@type'];
  const types = Array.isArray(t) ? t : [t];
  return types.some(
    (x) => typeof x === 'string' && x.replace(/^.*[/#:]/, '').toLowerCase() === type.toLowerCase(),
  );
};

/** The first Recipe node of a JSON-LD value: itself, in an array, in an `@graph`, or as a page's mainEntity. */
export function findRecipeNode(value: Json, depth = 0): Record<string, Json> | undefined {
  if (depth > 8) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (hasType(value, 'Recipe')) return value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    if (key in value) {
      const found = findRecipeNode(value[key], depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** A JSON-LD text value (which sites often fill with HTML and entities) as plain text. */
const textOf = (v: Json): string | null => {
  if (typeof v === 'string') return inlineText(v) || null;
  if (typeof v === 'number') return String(v);
  if (isObject(v)) return textOf(v.text ?? v.name ?? v['@value']);
  if (Array.isArray(v)) return textOf(v[0]);
  return null;
};

const listOf = (v: Json): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/**
 * recipeInstructions as steps: a text (split into its lines), a list of texts, HowToStep objects, or
 * HowToSection objects holding steps (their name kept as a heading).
 */
function instructionSteps(v: Json, depth = 0): string[] {
  if (depth > 4) return [];
  if (typeof v === 'string') return htmlToText(v).split('\n').filter(Boolean);
  if (Array.isArray(v)) return v.flatMap((x) => instructionSteps(x, depth + 1));
  if (!isObject(v)) return [];
  if (hasType(v, 'HowToSection') || ('itemListElement' in v && !('text' in v))) {
    const name = textOf(v.name);
    const steps = instructionSteps(v.itemListElement, depth + 1);
    return name ? [`${name}:`, ...steps] : steps;
  }
  const text = v.text ?? v.name ?? v.description;
  return typeof text === 'string' ? htmlToText(text).split('\n').filter(Boolean) : [];
}

/** Steps as prep notes: each step numbered on its line; section headings stay as they are. */
export function methodNotes(steps: string[]): string | null {
  let n = 0;
  const lines = steps
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (s.endsWith(':')) return s;
      const bare = s.replace(/^(?:step\s*)?\d+[.):]\s*/i, '');
      n += 1;
      return `${n}. ${bare}`;
    });
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * A recipe's yield ("8", "8 servings", "Serves 8", "2 loaves", "1 kg", "12 slices") as a quantity and
 * one of the units a recipe's yield takes: a weight or volume unit when it names one, Slice for
 * slices, else Each (a serving, a loaf, a cake).
 */
export function parseYield(raw: string | null): { quantity: number | null; units: TUnit | null } {
  if (!raw) return { quantity: null, units: null };
  const text = raw.replace(/^\s*(?:serves|servings|yields?|makes|portions?)\s*[:\-–]?\s*/i, '');
  const line = parseIngredientLine(text);
  if (line.quantity === null) return { quantity: null, units: null };
  const word = line.text.split(' ')[0] ?? '';
  const named = line.units !== 'Each' ? line.units : (importUnit(word) ?? null);
  const units = named && YIELD_UNIT_CHOICES.includes(named) ? named : 'Each';
  return { quantity: line.quantity, units };
}

function fromJsonLd(node: Record<string, Json>, format: TImportedRecipe['format']): TImportedRecipe {
  const yields = listOf(node.recipeYield ?? node.yield)
    .map(textOf)
    .filter((x): x is string => !!x);
  // Sites often give ["8", "8 servings"]: the most telling is the one with a word.
  const yieldText = yields.find((y) => /[a-z]/i.test(y)) ?? yields[0] ?? null;
  const { quantity, units } = parseYield(yieldText);
  const ingredients = listOf(node.recipeIngredient ?? node.ingredients)
    .map(textOf)
    .filter((x): x is string => !!x);
  return {
    format,
    name: textOf(node.name),
    yieldQuantity: quantity,
    yieldUnits: units,
    yieldText,
    lines: ingredients.map(parseIngredientLine).filter((l) => l.source !== ''),
    prepNotes: methodNotes(instructionSteps(node.recipeInstructions)),
  };
}

function fromMicrodata(props: Map<string, string[]>): TImportedRecipe {
  const first = (name: string) => props.get(name)?.find((v) => v.trim() !== '') ?? null;
  const node: Record<string, Json> = {
    name: first('name'),
    recipeYield: props.get('recipeYield') ?? props.get('yield') ?? null,
    recipeIngredient: props.get('recipeIngredient') ?? props.get('ingredients') ?? [],
    recipeInstructions: (props.get('recipeInstructions') ?? []).flatMap((t) => t.split('\n')),
  };
  return fromJsonLd(node, 'microdata');
}

const HEADING = /^\s*(ingredients?|method|instructions?|directions?|preparation|steps?)\s*:?\s*$/i;
const METHOD_HEADING = /^(method|instructions?|directions?|preparation|steps?)$/i;
const YIELD_LINE = /^\s*(?:serves|servings|yields?|makes|portions?)\b\s*[:\-–]?\s*(.+)$/i;

/**
 * Pasted text: the first line is the name, a line "Serves 8" / "Yield: 2 loaves" the yield, one
 * ingredient a line, and the lines after a "Method" / "Instructions" / "Directions" heading the
 * method.
 */
export function fromText(source: string): TImportedRecipe {
  const lines = source.split(/\r?\n/).map((l) => l.trim());
  let name: string | null = null;
  let yieldText: string | null = null;
  const ingredients: TParsedLine[] = [];
  const method: string[] = [];
  let inMethod = false;
  for (const line of lines) {
    if (line === '') continue;
    const heading = HEADING.exec(line);
    if (heading) {
      inMethod = METHOD_HEADING.test(heading[1]);
      continue;
    }
    if (inMethod) {
      method.push(line);
      continue;
    }
    const y = YIELD_LINE.exec(line);
    if (y && yieldText === null) {
      yieldText = line;
      continue;
    }
    if (name === null) {
      name = line.replace(/^#+\s*/, '');
      continue;
    }
    const parsed = parseIngredientLine(line);
    if (parsed.source !== '') ingredients.push(parsed);
  }
  const { quantity, units } = parseYield(yieldText);
  return {
    format: 'text',
    name,
    yieldQuantity: quantity,
    yieldUnits: units,
    yieldText,
    lines: ingredients,
    prepNotes: methodNotes(method),
  };
}

const looksLikeHtml = (s: string) =>
  /<\s*(html|head|body|script|div|span|article|section|li|p|meta)\b/i.test(s);

/**
 * Reads a recipe from a source: a page's HTML (JSON-LD first, then microdata), JSON-LD alone, or
 * pasted text. Throws RecipeImportError with the message to show when there is no recipe in it.
 */
export function readRecipeSource(source: string): TImportedRecipe {
  const trimmed = source.trim();
  if (trimmed === '') throw new RecipeImportError(RECIPE_IMPORT_MESSAGES.empty);
  if (trimmed.length > RECIPE_IMPORT_MAX_CHARS)
    throw new RecipeImportError(RECIPE_IMPORT_MESSAGES.tooLarge(RECIPE_IMPORT_MAX_CHARS));
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: Json;
    try {
      value = JSON.parse(trimmed);
    } catch {
      value = undefined;
    }
    if (value !== undefined) {
      const node = findRecipeNode(value);
      if (!node) throw new RecipeImportError(RECIPE_IMPORT_MESSAGES.badJson);
      return fromJsonLd(node, 'json-ld');
    }
  }
  if (looksLikeHtml(trimmed)) {
    for (const block of jsonLdBlocks(trimmed)) {
      let value: Json;
      try {
        // Some sites leave entities or a trailing comma-less CDATA wrapper; the plain text is tried as is.
        value = JSON.parse(block.replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, ''));
      } catch {
        try {
          value = JSON.parse(decodeEntities(block));
        } catch {
          continue;
        }
      }
      const node = findRecipeNode(value);
      if (node) return fromJsonLd(node, 'json-ld');
    }
    const micro = microdataRecipe(trimmed);
    if (micro) return fromMicrodata(micro);
    throw new RecipeImportError(RECIPE_IMPORT_MESSAGES.noRecipe);
  }
  const text = fromText(trimmed);
  if (text.lines.length === 0) throw new RecipeImportError(RECIPE_IMPORT_MESSAGES.noLines);
  return text;
}
