import { htmlToText, tagAttributes } from './html-text.ts';

/**
 * Finds the structured recipe data a page carries, without a DOM: the text of every
 * `<script type="application/ld+json">` block, and schema.org microdata (`itemscope itemtype=…/Recipe`
 * with `itemprop` children). Tolerant of what real pages do: attributes in any order and quoting,
 * upper-case tags, unclosed `<li>` and `<p>`.
 */

/** The contents of every JSON-LD script block, in page order. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const m of html.matchAll(pattern)) {
    const type = tagAttributes(`<script ${m[1]}>`).get('type') ?? '';
    if (type.trim().toLowerCase() === 'application/ld+json') blocks.push(m[2].trim());
  }
  return blocks;
}

/** A recipe's properties read from microdata: each itemprop's values in page order. */
export type MicrodataRecipe = Map<string, string[]>;

/** Elements that never have content (no end tag). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements a page may leave unclosed: a new one closes the open one. */
const SELF_CLOSING_SIBLINGS = new Set(['li', 'p', 'option', 'tr', 'td', 'th']);

type Open = { tag: string; prop?: string; contentStart: number; nestedScope: boolean; recipeScope: boolean };

const isRecipeType = (itemtype: string | undefined) =>
  itemtype !== undefined && /schema\.org\/Recipe\b/i.test(itemtype);

/**
 * The first schema.org Recipe in microdata, or undefined. Properties of items nested in it (the
 * author's name, a review's rating) are not the recipe's and are skipped.
 */
export function microdataRecipe(html: string): MicrodataRecipe | undefined {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const props: MicrodataRecipe = new Map();
  const stack: Open[] = [];
  let inRecipe = false;
  let found = false;
  const add = (prop: string, value: string) => {
    for (const name of prop.split(/\s+/)) {
      if (!name) continue;
      const list = props.get(name) ?? [];
      list.push(value);
      props.set(name, list);
    }
  };
  // Inside the recipe and not inside an item nested in it.
  const collecting = () => inRecipe && !stack.some((o) => o.nestedScope);
  const close = (index: number, at: number) => {
    const closed = stack.splice(index);
    for (let i = closed.length - 1; i >= 0; i--) {
      const o = closed[i];
      if (o.prop !== undefined) add(o.prop, htmlToText(cleaned.slice(o.contentStart, at)));
      if (o.recipeScope) inRecipe = false;
    }
  };
  const tagPattern = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
  for (const m of cleaned.matchAll(tagPattern)) {
    const tag = m[2].toLowerCase();
    const at = m.index ?? 0;
    if (m[1] === '/') {
      let i = stack.length - 1;
      while (i >= 0 && stack[i].tag !== tag) i--;
      if (i >= 0) {
        // A property still open when its recipe closes is read up to here.
        const wasInRecipe = inRecipe;
        close(i, at);
        if (wasInRecipe && !inRecipe && found) return props;
      }
      continue;
    }
    if (SELF_CLOSING_SIBLINGS.has(tag)) {
      const top = stack[stack.length - 1];
      if (top && top.tag === tag) close(stack.length - 1, at);
    }
    const attributes = tagAttributes(m[0]);
    const itemprop = attributes.get('itemprop');
    const scope = attributes.has('itemscope');
    const recipeScope = scope && !inRecipe && isRecipeType(attributes.get('itemtype'));
    const wanted = collecting() && itemprop !== undefined && !recipeScope;
    if (recipeScope) {
      inRecipe = true;
      found = true;
    }
    const selfClosed = VOID.has(tag) || /\/\s*>$/.test(m[0]);
    if (wanted && (attributes.has('content') || selfClosed)) {
      // <meta itemprop="recipeYield" content="8">, <link itemprop=… href=…>: the value is an attribute.
      const value = attributes.get('content') ?? attributes.get('href') ?? attributes.get('src') ?? '';
      if (!scope) add(itemprop, value);
      if (selfClosed) continue;
      stack.push({ tag, contentStart: at + m[0].length, nestedScope: scope, recipeScope });
      continue;
    }
    if (selfClosed) continue;
    stack.push({
      tag,
      // A nested item (author, nutrition) is not read as text: its own properties are not the recipe's.
      prop: wanted && !scope ? itemprop : undefined,
      contentStart: at + m[0].length,
      nestedScope: scope && !recipeScope && inRecipe,
      recipeScope,
    });
  }
  if (found) close(0, cleaned.length);
  return found ? props : undefined;
}
