/**
 * What changed between two saved versions of a recipe, menu item, menu or event: the fields that
 * moved, the lines added and removed, the quantities that changed, and the cost then and now. The
 * server stores it beside each version (the History list reads it without loading two contents);
 * the History panel computes the same between any version and the entity as it is now.
 */

/** The entities that keep versions. */
export const VERSIONED_ENTITY_TYPES = ['recipe', 'menuItem', 'menu', 'event'] as const;
export type TVersionedEntityType = (typeof VERSIONED_ENTITY_TYPES)[number];

/** A saved entity as the API answered it: read loosely, so a version written before a field existed still compares. */
// biome-ignore lint/suspicious/noExplicitAny: versions hold the whole entity as JSON, of four shapes
type Entity = Record<string, any>;

export type TVersionLine = { key: string; label: string; quantity: string | null };

export type TVersionChanges = {
  /** The first version kept of the entity: nothing to compare with. */
  first: boolean;
  /** Scalar fields that moved: [before, after], as the API answered them. */
  fields: { field: string; before: unknown; after: unknown }[];
  added: string[];
  removed: string[];
  quantities: { line: string; before: string | null; after: string | null }[];
  /** Cost then and now (a recipe's total, a menu item's per serving, an event's food cost); null for a menu. */
  cost: { before: number | null; after: number | null } | null;
};

const quantity = (q: unknown, units: unknown): string | null =>
  q === null || q === undefined ? null : `${q}${units ? ` ${units}` : ''}`;

/** The fields a reader compares, by entity: what a cook would call "the recipe changed". */
const FIELDS: Record<TVersionedEntityType, string[]> = {
  recipe: [
    'name',
    'team',
    'category',
    'yieldQuantity',
    'yieldUnits',
    'portionName',
    'prepNotes',
    'leadTimeDays',
    'shelfLifeDays',
    'status',
  ],
  menuItem: ['name', 'description', 'platingNotes', 'servings', 'servingSize', 'courseType', 'servingVessel'],
  menu: ['name', 'season', 'year'],
  event: [
    'title',
    'start',
    'end',
    'allDay',
    'guestCount',
    'guaranteedCount',
    'location',
    'status',
    'clientName',
    'clientPhone',
    'notes',
    'pricePerGuest',
  ],
};

/** The lines of an entity, each keyed by what it refers to (an ingredient, a sub-recipe, a menu item). */
export function versionLines(type: TVersionedEntityType, e: Entity): TVersionLine[] {
  switch (type) {
    case 'recipe':
      return [
        ...(e.recipeIngredients ?? []).map((l: Entity) => ({
          key: `ingredient:${l.ingredient?.id}`,
          label: String(l.ingredient?.name ?? ''),
          quantity: quantity(l.yieldQuantity, l.yieldUnits),
        })),
        ...(e.recipeSubRecipes ?? []).map((l: Entity) => ({
          key: `recipe:${l.recipe?.id}`,
          label: String(l.recipe?.name ?? ''),
          quantity: quantity(l.yieldQuantity, l.yieldUnits),
        })),
      ];
    case 'menuItem':
      return (e.menuItemRecipes ?? []).map((l: Entity) => ({
        key: `recipe:${l.recipe?.id}`,
        label: String(l.recipe?.name ?? ''),
        quantity: quantity(l.yieldQuantity, l.yieldUnits),
      }));
    case 'menu':
      return (e.menuSections ?? []).flatMap((s: Entity) =>
        (s.menuSectionItems ?? []).map((l: Entity) => ({
          key: `menuItem:${s.name ?? ''}:${l.menuItem?.id}`,
          label: s.name ? `${s.name}: ${l.menuItem?.name ?? ''}` : String(l.menuItem?.name ?? ''),
          quantity: l.price === null || l.price === undefined ? null : String(l.price),
        })),
      );
    case 'event':
      return (e.banquetEventMenuSectionItems ?? []).map((l: Entity) => ({
        key: `sectionItem:${l.menuSectionItem?.id}`,
        label: String(l.menuSectionItem?.menuItem?.name ?? ''),
        quantity: quantity(l.prepQuantity, null),
      }));
  }
}

/** The cost a reader compares: a recipe's total, a menu item's per serving, an event's food cost. */
export function versionCost(type: TVersionedEntityType, e: Entity | undefined): number | null {
  if (!e) return null;
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  switch (type) {
    case 'recipe':
      return n(e.cost?.total);
    case 'menuItem':
      return n(e.cost?.perServing);
    case 'event':
      return n(e.figures?.foodCost);
    case 'menu':
      return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed from `before` (undefined: none kept) to `after`. */
export function versionChanges(
  type: TVersionedEntityType,
  before: Entity | undefined,
  after: Entity,
): TVersionChanges {
  const costAfter = versionCost(type, after);
  if (!before) {
    return {
      first: true,
      fields: [],
      added: [],
      removed: [],
      quantities: [],
      cost: type === 'menu' ? null : { before: null, after: costAfter },
    };
  }
  const fields = FIELDS[type]
    .filter((f) => !same(before[f], after[f]))
    .map((f) => ({ field: f, before: before[f] ?? null, after: after[f] ?? null }));
  const beforeLines = new Map(versionLines(type, before).map((l) => [l.key, l]));
  const afterLines = new Map(versionLines(type, after).map((l) => [l.key, l]));
  const added = [...afterLines.values()].filter((l) => !beforeLines.has(l.key)).map((l) => l.label);
  const removed = [...beforeLines.values()].filter((l) => !afterLines.has(l.key)).map((l) => l.label);
  const quantities = [...afterLines.values()].flatMap((l) => {
    const old = beforeLines.get(l.key);
    return old && old.quantity !== l.quantity
      ? [{ line: l.label, before: old.quantity, after: l.quantity }]
      : [];
  });
  const costBefore = versionCost(type, before);
  return {
    first: false,
    fields,
    added,
    removed,
    quantities,
    cost: type === 'menu' ? null : { before: costBefore, after: costAfter },
  };
}

/** True when nothing a reader compares moved (a save that changed nothing, or only what is not compared). */
export function versionUnchanged(c: TVersionChanges): boolean {
  return (
    !c.first &&
    c.fields.length === 0 &&
    c.added.length === 0 &&
    c.removed.length === 0 &&
    c.quantities.length === 0 &&
    (c.cost === null || c.cost.before === c.cost.after)
  );
}

/** A field as a reader names it: 'prepNotes' → 'Prep notes'. */
export function versionFieldLabel(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line for a History row: "2 lines added, 1 removed, 1 quantity changed, name changed". */
export function versionSummaryText(
  c: TVersionChanges,
  money: (n: number) => string = (n) => n.toFixed(2),
): string {
  if (c.first) return 'First version kept';
  const parts: string[] = [];
  if (c.added.length > 0) parts.push(`${plural(c.added.length, 'line', 'lines')} added`);
  if (c.removed.length > 0) parts.push(`${plural(c.removed.length, 'line', 'lines')} removed`);
  if (c.quantities.length > 0) parts.push(`${plural(c.quantities.length, 'quantity', 'quantities')} changed`);
  if (c.fields.length > 0)
    parts.push(`${c.fields.map((f) => versionFieldLabel(f.field)).join(', ')} changed`);
  if (c.cost && c.cost.before !== null && c.cost.after !== null && c.cost.before !== c.cost.after) {
    parts.push(`cost ${money(c.cost.before)} → ${money(c.cost.after)}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'No change';
}
