/**
 * Small, tolerant readers of HTML text for recipe import: no DOM (core stays pure), just what a recipe
 * page needs — entities decoded, tags dropped, block ends kept as line breaks.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  frac18: '⅛',
  deg: '°',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  times: '×',
};

/** `&amp;`, `&#189;`, `&#x2153;` and the common named entities as their characters; unknown ones kept. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Block elements whose end is a line end in the text a cook reads. */
const BLOCK_END = /<\/(p|li|div|h[1-6]|tr|ol|ul|section)\s*>|<br\s*\/?>/gi;

/** An HTML fragment as plain text: block ends as line breaks, tags dropped, entities decoded, spaces tidied. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(BLOCK_END, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A one-line text: tags dropped, entities decoded, every run of white space one space. */
export function inlineText(html: string): string {
  return htmlToText(html).replace(/\n/g, ' ').trim();
}

/** The attributes of a start tag's text (`div itemprop="name" content='x'`), names lower-cased. */
export function tagAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  // Skip the tag's name.
  const body = tag.replace(/^<\s*[^\s/>]+/, '');
  for (const m of body.matchAll(pattern)) {
    attributes.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}
