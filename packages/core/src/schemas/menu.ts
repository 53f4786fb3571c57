import { z } from 'zod';
import { menuIssues, menuSaveIssues } from '../completeness/menu.ts';
import { parseSeason, SEASONS } from '../enums/seasons.ts';
import { defaultYear, isYearInRange } from '../enums/years.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { withIssues, zId, zLabel, zQuantity, zRef, zVersion } from './fields.ts';
import { formSchema } from './form-input.ts';
import { type FilterKind, zFilterQuery } from './list-filter.ts';
import { ZPageQuery } from './page.ts';
import { zSortQuery } from './sort.ts';

/** Food-cost figures of one menu item at its price (costing/menu-figures.ts). */
const ZPricedFigures = {
  costPerServing: z.number(),
  /** False when a line of the menu item could not be costed: the cost is a lower bound. */
  costComplete: z.boolean(),
  /** cost ÷ price × 100; null without a price above 0. */
  foodCostPercent: z.number().nullable(),
  grossProfit: z.number(),
  profitMargin: z.number().nullable(),
};

/**
 * A menu section item as answered (spec 3: id, section, menuItem, price): its section's name, the menu
 * item, its price and the food-cost figures at that price.
 */
export const ZMenuSectionItem = z.object({
  id: z.number().int(),
  section: z.string().nullable(),
  menuItem: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    courseType: z.string().nullable(),
    valid: z.boolean(),
    ...ZAllergenSummaryFields,
  }),
  price: z.number().nullable(),
  ...ZPricedFigures,
});
export type TMenuSectionItem = z.infer<typeof ZMenuSectionItem>;

/** A menu section as answered (spec 3: name, list of menu section items), in the menu's order. */
export const ZMenuSection = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  menuSectionItems: z.array(ZMenuSectionItem),
});

/**
 * GET /api/menus/{id} and the save replies: sections in order, their items with live figures, and
 * (spec 3) the same items again as one flat `menuSectionItems` list, each naming its section. The menu
 * as the API answers it: the one base its request, form and list row derive from.
 */
export const ZMenu = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  season: z.string().nullable(),
  year: z.number().int().nullable(),
  menuSections: z.array(ZMenuSection),
  menuSectionItems: z.array(ZMenuSectionItem),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  averageFoodCostPercent: z.number().nullable(),
  /** The kitchen's food-cost target the figures are coloured against (default 30). */
  targetFoodCostPercent: z.number(),
  ...ZAllergenSummaryFields,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
});
export type TMenu = z.infer<typeof ZMenu>;

/** Spec 3's flat list: every section's items in order, each naming its section. */
export function flatMenuSectionItems<T>(sections: readonly { menuSectionItems: readonly T[] }[]): T[] {
  return sections.flatMap((section) => section.menuSectionItems);
}

const sectionItemRequest = entityRequest(
  ZMenuSectionItem,
  { id: zId(), menuItem: zRef(MSG.menuItemRequired), price: zQuantity() },
  ['key'],
);

/**
 * A menu section item as sent inside its section: `section` is accepted but ignored (spec 5 copies
 * the section's name to its items, so the section it sits in decides), and so are the figures.
 */
export const ZMenuSectionItemRequest = sectionItemRequest.draft.transform(sectionItemRequest.dropReadOnly);
export type TMenuSectionItemRequest = z.output<typeof ZMenuSectionItemRequest>;

const sectionRequest = entityRequest(
  ZMenuSection,
  {
    id: zId(),
    name: optionalText(200),
    menuSectionItems: z.array(ZMenuSectionItemRequest).max(200).default([]),
  },
  ['key'],
);
export const ZMenuSectionRequest = sectionRequest.draft.transform(sectionRequest.dropReadOnly);

/** An item of spec 3's flat list as sent: it names its section, by which the items are grouped. */
const flatItemRequest = entityRequest(
  ZMenuSectionItem,
  { id: zId(), section: optionalText(200), menuItem: zRef(MSG.menuItemRequired), price: zQuantity() },
  ['key'],
);

/** A year from 2010 through the current year + 2 (checked when parsed, so a long-running server stays right). */
export const zYear = () =>
  z
    .number({ error: MSG.yearOutOfRange })
    .int({ error: MSG.yearOutOfRange })
    .refine((y) => isYearInRange(y), { error: MSG.yearOutOfRange })
    .nullable();

const menuRequest = entityRequest(
  ZMenu,
  {
    id: zId(),
    version: zVersion(),
    name: optionalText(200),
    season: zLabel(SEASONS, parseSeason, 'season'),
    year: zYear()
      .optional()
      .transform((y) => (y === undefined ? defaultYear() : y)),
    menuSections: z.array(ZMenuSectionRequest).max(50).optional(),
    menuSectionItems: z
      .array(flatItemRequest.draft.transform(flatItemRequest.dropReadOnly))
      .max(1000)
      .optional(),
  },
  ['key'],
);

/**
 * The menu body, types only. Sections nest their items (canonical). The spec's flat
 * `menuSectionItems` list (each item naming its `section`) is accepted too and grouped into sections
 * by name, in order of first appearance; when both come (a menu sent back as GET answered it), the
 * sections decide.
 */
export const ZMenuDraft = menuRequest.draft.transform(({ menuSections, menuSectionItems, ...rest }) => ({
  ...rest,
  menuSections: menuSections?.length ? menuSections : groupBySection(menuSectionItems ?? []),
}));

type TFlatItem = {
  id?: number | null;
  section?: string | null;
  menuItem?: { id: number } | null;
  price?: number | null;
};

function groupBySection(items: TFlatItem[]) {
  const sections = new Map<string, { name: string | null; menuSectionItems: Omit<TFlatItem, 'section'>[] }>();
  for (const { section, ...item } of items) {
    const name = section ?? '';
    let entry = sections.get(name);
    if (!entry) {
      entry = { name: section ?? null, menuSectionItems: [] };
      sections.set(name, entry);
    }
    entry.menuSectionItems.push({ id: item.id, menuItem: item.menuItem, price: item.price });
  }
  return [...sections.values()].map((s) => ({ id: undefined, ...s }));
}

/** POST /api/menus, PUT /api/menus/{id}: refused (400) without a name ('Name is required'). */
export const ZMenuSaveRequest = ZMenuDraft.superRefine(withIssues(menuSaveIssues)).transform(
  menuRequest.dropReadOnly,
);
export type TMenuSaveRequest = z.output<typeof ZMenuSaveRequest>;
export type TMenuSaveRequestInput = z.input<typeof ZMenuSaveRequest>;

/** The menu modal (spec 5). */
export const ZMenuForm = formSchema(ZMenuDraft.superRefine(withIssues(menuIssues)));
export type TMenuFormInput = z.input<typeof ZMenuForm>;

/** A row of GET /api/menus: the card and table, with live validity, food-cost % and allergens. */
export const ZMenuListItem = ZMenu.pick({
  id: true,
  name: true,
  season: true,
  year: true,
  valid: true,
  errorMessages: true,
  averageFoodCostPercent: true,
  allergens: true,
  allergensNotReviewed: true,
}).extend({ numberOfSections: z.number().int(), numberOfItems: z.number().int() });
export type TMenuListItem = z.infer<typeof ZMenuListItem>;

/** What a menu's list row is made of: its fields and figures as GET one answers them. */
export type TMenuRowSource = Pick<
  TMenu,
  | 'id'
  | 'name'
  | 'season'
  | 'year'
  | 'valid'
  | 'errorMessages'
  | 'averageFoodCostPercent'
  | 'allergens'
  | 'allergensNotReviewed'
> & { menuSections: readonly { menuSectionItems: readonly unknown[] }[] };

/** A menu's list row (GET /api/menus, and a saved one shown in a list). */
export function toMenuListItem(menu: TMenuRowSource): TMenuListItem {
  return {
    id: menu.id,
    name: menu.name,
    season: menu.season,
    year: menu.year,
    valid: menu.valid,
    errorMessages: menu.errorMessages,
    averageFoodCostPercent: menu.averageFoodCostPercent,
    allergens: menu.allergens,
    allergensNotReviewed: menu.allergensNotReviewed,
    numberOfSections: menu.menuSections.length,
    numberOfItems: flatMenuSectionItems(menu.menuSections).length,
  };
}

/** What the menu list sorts by (sort=year,desc): its stored columns. */
export const MENU_SORT_FIELDS = ['name', 'season', 'year'] as const;
export type TMenuSortField = (typeof MENU_SORT_FIELDS)[number];
/** What the menu list filters by (filter=year,=,2026): its sortable columns. */
export const MENU_FILTER_FIELDS = {
  name: { type: 'name' },
  season: { type: 'label', labels: SEASONS },
  year: { type: 'number' },
} as const satisfies Record<TMenuSortField, FilterKind>;
export type TMenuFilterField = keyof typeof MENU_FILTER_FIELDS;
export const ZMenuListQuery = ZPageQuery.extend({
  sort: zSortQuery(MENU_SORT_FIELDS),
  filter: zFilterQuery(MENU_FILTER_FIELDS),
});
export type TMenuListQuery = z.output<typeof ZMenuListQuery>;
