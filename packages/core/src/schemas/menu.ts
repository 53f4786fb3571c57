import { z } from 'zod';
import { menuIssues, menuSaveIssues } from '../completeness/menu.ts';
import { parseSeason, SEASONS } from '../enums/seasons.ts';
import { defaultYear, isYearInRange } from '../enums/years.ts';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { ZAllergenSummaryFields } from './allergens.ts';
import { optionalText } from './blank.ts';
import { dropKeys, readOnly, withIssues, zId, zLabel, zQuantity, zRef, zVersion } from './fields.ts';
import { ZPageQuery } from './page.ts';

const ITEM_READ_ONLY = [
  'key',
  'section',
  'costPerServing',
  'costComplete',
  'foodCostPercent',
  'grossProfit',
  'profitMargin',
] as const;
const MENU_READ_ONLY = [
  'createdDate',
  'lastModifiedDate',
  'createdBy',
  'modifiedBy',
  'valid',
  'errorMessages',
  'averageFoodCostPercent',
  'targetFoodCostPercent',
  'allergens',
  'allergensNotReviewed',
  'key',
] as const;

/**
 * A menu section item (spec 3: id, section, menuItem, price). `section` is accepted but ignored:
 * spec 5 copies the section's name to its items, so the section it sits in decides.
 */
export const ZMenuSectionItemRequest = z
  .strictObject({
    id: zId(),
    menuItem: zRef(MSG.menuItemRequired),
    price: zQuantity(),
    ...readOnly(ITEM_READ_ONLY),
  })
  .transform(dropKeys(ITEM_READ_ONLY));
export type TMenuSectionItemRequest = z.output<typeof ZMenuSectionItemRequest>;

export const ZMenuSectionRequest = z.strictObject({
  id: zId(),
  name: optionalText(200),
  menuSectionItems: z.array(ZMenuSectionItemRequest).max(200).default([]),
  key: z.unknown().optional(),
});

/** A year from 2010 through the current year + 2 (checked when parsed, so a long-running server stays right). */
export const zYear = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? null : v),
    z
      .number({ error: MSG.yearOutOfRange })
      .int({ error: MSG.yearOutOfRange })
      .refine((y) => isYearInRange(y), { error: MSG.yearOutOfRange })
      .nullable(),
  );

/**
 * The menu body, types only. Sections nest their items (canonical). The spec's flat
 * `menuSectionItems` list (each item naming its `section`) is accepted too and grouped into sections
 * by name, in order of first appearance.
 */
export const ZMenuDraft = z
  .strictObject({
    id: zId(),
    version: zVersion(),
    name: optionalText(200),
    season: zLabel(SEASONS, parseSeason, 'season'),
    year: zYear()
      .optional()
      .transform((y) => (y === undefined ? defaultYear() : y)),
    menuSections: z.array(ZMenuSectionRequest).max(50).optional(),
    menuSectionItems: z
      .array(
        z.strictObject({
          id: zId(),
          section: optionalText(200),
          menuItem: zRef(MSG.menuItemRequired),
          price: zQuantity(),
          key: z.unknown().optional(),
        }),
      )
      .max(1000)
      .optional(),
    ...readOnly(MENU_READ_ONLY),
  })
  .transform(({ menuSections, menuSectionItems, ...rest }) => ({
    ...rest,
    menuSections: menuSections?.length
      ? menuSections.map(({ key: _k, ...s }) => s)
      : groupBySection(menuSectionItems ?? []),
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
  dropKeys(MENU_READ_ONLY),
);
export type TMenuSaveRequest = z.output<typeof ZMenuSaveRequest>;
export type TMenuSaveRequestInput = z.input<typeof ZMenuSaveRequest>;

/** The menu modal (spec 5). */
export const ZMenuForm = ZMenuDraft.superRefine(withIssues(menuIssues));
export type TMenuFormInput = z.input<typeof ZMenuForm>;

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

/** GET /api/menus/{id} and the save replies: sections in order, their items with live figures. */
export const ZMenu = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  season: z.string().nullable(),
  year: z.number().int().nullable(),
  menuSections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      menuSectionItems: z.array(
        z.object({
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
        }),
      ),
    }),
  ),
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

export const ZMenuListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.string().nullable(),
  year: z.number().int().nullable(),
  numberOfSections: z.number().int(),
  numberOfItems: z.number().int(),
  valid: z.boolean(),
  errorMessages: z.array(z.string()),
  averageFoodCostPercent: z.number().nullable(),
  ...ZAllergenSummaryFields,
});
export type TMenuListItem = z.infer<typeof ZMenuListItem>;

export const ZMenuListQuery = ZPageQuery;
