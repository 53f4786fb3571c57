import { z } from 'zod';
import { ALLERGEN_VALUES } from '../enums/allergens.ts';
import { countOf } from '../messages/names-list.ts';
import { MEASUREMENT_SYSTEMS } from '../units/measurement-system.ts';
import { PORTION_NAME_MAX } from '../units/portion-name.ts';
import { MAX_GUARANTEE_DAYS_BEFORE } from './kitchen-settings.ts';

/**
 * The whole kitchen as one versioned JSON document: GET /api/kitchen/export writes it,
 * POST /api/kitchen/import reads it into an empty kitchen. Rows refer to each other by their ids in
 * the document (the exporting kitchen's); an import gives every row a new id and follows the
 * references. Only what a chef entered is carried: costs, validity and nutrition are computed again
 * from it, so every figure comes out the same. Members, invitations, activity and billing are the
 * account's, not the kitchen's recipes, and stay behind.
 */
export const KITCHEN_BACKUP_FORMAT = 'brigade-kitchen';
export const KITCHEN_BACKUP_VERSION = 1;

export const KITCHEN_BACKUP_MESSAGES = {
  notEmpty:
    'Restore from backup only fills an empty kitchen: this one already has vendors, ingredients, recipes, menu items, menus, rooms or events. Restore into a new account’s kitchen, or delete them first.',
  notEmptyTitle: 'Kitchen not empty',
  format: 'This file is not a Brigade kitchen backup (format "brigade-kitchen", version 1).',
  missingReference: (what: string, id: number, where: string) =>
    `The backup is damaged: ${where} refers to ${what} ${id}, which it does not hold.`,
  duplicateId: (what: string, id: number) => `The backup is damaged: two ${what} have the id ${id}.`,
  cycle: (name: string) => `The backup is damaged: the recipe ${name} uses itself through its sub-recipes.`,
} as const;

const id = z.number().int().positive();
const amount = z.number().finite().nullable();
const units = z.string().max(20).nullable();
const text = (max: number) => z.string().max(max);
const when = z.iso.datetime({ offset: true });

/*
 * The document is both a reply (encoded by the route) and a body: its schemas carry no transform or
 * preprocess, which a reply cannot be encoded through. Values are as stored, in the stored bounds.
 */
const ZBackupSettings = z.object({
  targetFoodCostPercent: z.number().min(1).max(100),
  guaranteeDaysBefore: z.number().int().min(0).max(MAX_GUARANTEE_DAYS_BEFORE),
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS),
});

const ZBackupDietaryCount = z.object({
  label: text(100).min(1),
  count: z.number().int().min(0),
  allergen: z.enum(ALLERGEN_VALUES).nullable().optional(),
});

const ZBackupLine = z.object({ yieldQuantity: amount, yieldUnits: units });

export const ZBackupVendor = z.object({ id, name: text(100).min(1) });

export const ZBackupIngredient = z.object({
  id,
  vendorId: id,
  name: text(200).min(1),
  category: text(60).min(1),
  cost: amount,
  costAmount: z.number().finite(),
  costUnits: units,
  servingSize: amount,
  servingUnits: units,
  yieldPercent: z.number().gt(0).max(100),
  /** The par level the order guide orders up to (absent in a document written before par levels: none). */
  parLevel: z
    .object({ quantity: z.number().finite().positive(), units: z.string().max(20) })
    .nullable()
    .default(null),
  foodFdcId: z.number().int().nullable(),
  allergens: z.array(z.string().max(40)).max(20).nullable(),
  conversions: z
    .array(
      z.object({
        quantityStart: amount,
        unitsStart: units,
        quantityEnd: amount,
        unitsEnd: units,
      }),
    )
    .max(100),
  nutrients: z.array(z.object({ nutrient: text(200).min(1), amount, units })).max(300),
  priceHistory: z
    .array(
      z.object({
        cost: amount,
        costAmount: z.number().finite(),
        costUnits: units,
        changedAt: when,
        changedBy: text(100).nullable(),
        source: text(20).min(1),
      }),
    )
    .max(10_000),
});

export const ZBackupRecipe = z.object({
  id,
  name: text(200).min(1),
  team: text(50).nullable(),
  category: text(50).min(1),
  yieldQuantity: amount,
  yieldUnits: units,
  // A backup written before portions were named has none.
  portionName: text(PORTION_NAME_MAX).nullable().optional(),
  prepNotes: text(20_000).nullable(),
  leadTimeDays: z.number().int().min(0).max(30),
  shelfLifeDays: z.number().int().min(1).max(365).nullable(),
  ingredients: z.array(ZBackupLine.extend({ ingredientId: id })).max(500),
  subRecipes: z.array(ZBackupLine.extend({ recipeId: id })).max(200),
});

export const ZBackupMenuItem = z.object({
  id,
  name: text(200).min(1),
  description: text(20_000).nullable(),
  platingNotes: text(20_000).nullable(),
  servings: z.number().finite(),
  servingSize: text(100).nullable(),
  courseType: text(30).nullable(),
  servingVessel: text(30).nullable(),
  recipes: z.array(ZBackupLine.extend({ recipeId: id })).max(200),
});

export const ZBackupMenu = z.object({
  id,
  name: text(200).min(1),
  season: text(20).nullable(),
  year: z.number().int().nullable(),
  sections: z
    .array(
      z.object({
        name: text(200).nullable(),
        items: z.array(z.object({ id, menuItemId: id, price: amount })).max(500),
      }),
    )
    .max(100),
});

export const ZBackupRoom = z.object({ id, name: text(100).min(1), capacity: z.number().int().nullable() });

export const ZBackupEvent = z.object({
  id,
  title: text(200).min(1),
  startAt: when,
  endAt: when,
  allDay: z.boolean(),
  resource: text(200).nullable(),
  guestCount: z.number().int().min(0),
  location: text(300),
  guaranteedCount: amount,
  clientName: text(200).nullable(),
  clientPhone: text(50).nullable(),
  notes: text(20_000).nullable(),
  pricePerGuest: amount,
  dietaryCounts: z.array(ZBackupDietaryCount).max(30),
  status: text(20).min(1),
  cancelReason: text(500).nullable(),
  roomId: id.nullable(),
  guaranteeDueDate: z.iso.date().nullable(),
  beoRevision: z.number().int().min(1),
  items: z
    .array(
      z.object({
        menuSectionItemId: id,
        price: amount,
        plating: text(30).nullable(),
        prepQuantity: amount,
      }),
    )
    .max(500),
});

const ZBackupBody = z.object({
  format: z.literal(KITCHEN_BACKUP_FORMAT, { error: KITCHEN_BACKUP_MESSAGES.format }),
  version: z.literal(KITCHEN_BACKUP_VERSION, { error: KITCHEN_BACKUP_MESSAGES.format }),
  exportedAt: when,
  settings: ZBackupSettings.nullable(),
  vendors: z.array(ZBackupVendor).max(10_000),
  ingredients: z.array(ZBackupIngredient).max(100_000),
  recipes: z.array(ZBackupRecipe).max(50_000),
  menuItems: z.array(ZBackupMenuItem).max(50_000),
  menus: z.array(ZBackupMenu).max(10_000),
  rooms: z.array(ZBackupRoom).max(1_000),
  events: z.array(ZBackupEvent).max(100_000),
});
export type TKitchenBackup = z.output<typeof ZBackupBody>;

type Issue = { path: (string | number)[]; message: string };

/**
 * The references of a backup: every id a row names is a row of the document, no two rows of a kind
 * share an id, and no recipe uses itself through its sub-recipes. The issues, empty when sound.
 */
export function backupReferenceIssues(doc: TKitchenBackup): Issue[] {
  const issues: Issue[] = [];
  const ids = (what: string, key: string, rows: { id: number }[]) => {
    const set = new Set<number>();
    rows.forEach((row, i) => {
      if (set.has(row.id))
        issues.push({ path: [key, i, 'id'], message: KITCHEN_BACKUP_MESSAGES.duplicateId(what, row.id) });
      set.add(row.id);
    });
    return set;
  };
  const vendors = ids('vendors', 'vendors', doc.vendors);
  const ingredients = ids('ingredients', 'ingredients', doc.ingredients);
  const recipes = ids('recipes', 'recipes', doc.recipes);
  const menuItems = ids('menu items', 'menuItems', doc.menuItems);
  ids('menus', 'menus', doc.menus);
  const rooms = ids('rooms', 'rooms', doc.rooms);
  ids('events', 'events', doc.events);
  const sectionItems = ids(
    'menu section items',
    'menus',
    doc.menus.flatMap((m) => m.sections.flatMap((s) => s.items)),
  );
  const need = (set: Set<number>, what: string, ref: number, where: string, path: Issue['path']) => {
    if (!set.has(ref))
      issues.push({ path, message: KITCHEN_BACKUP_MESSAGES.missingReference(what, ref, where) });
  };
  for (const [i, row] of doc.ingredients.entries())
    need(vendors, 'vendor', row.vendorId, `the ingredient ${row.name}`, ['ingredients', i, 'vendorId']);
  for (const [i, row] of doc.recipes.entries()) {
    const where = `the recipe ${row.name}`;
    for (const [j, l] of row.ingredients.entries())
      need(ingredients, 'ingredient', l.ingredientId, where, ['recipes', i, 'ingredients', j]);
    for (const [j, l] of row.subRecipes.entries())
      need(recipes, 'recipe', l.recipeId, where, ['recipes', i, 'subRecipes', j]);
  }
  for (const [i, row] of doc.menuItems.entries())
    for (const [j, l] of row.recipes.entries())
      need(recipes, 'recipe', l.recipeId, `the menu item ${row.name}`, ['menuItems', i, 'recipes', j]);
  for (const [i, row] of doc.menus.entries())
    for (const [j, section] of row.sections.entries())
      for (const [k, it] of section.items.entries())
        need(menuItems, 'menu item', it.menuItemId, `the menu ${row.name}`, [
          'menus',
          i,
          'sections',
          j,
          'items',
          k,
        ]);
  for (const [i, row] of doc.events.entries()) {
    const where = `the event ${row.title}`;
    if (row.roomId !== null) need(rooms, 'room', row.roomId, where, ['events', i, 'roomId']);
    for (const [j, it] of row.items.entries())
      need(sectionItems, 'menu section item', it.menuSectionItemId, where, ['events', i, 'items', j]);
  }
  if (issues.length > 0) return issues;
  const cyclic = recipeInCycle(doc.recipes);
  if (cyclic) issues.push({ path: ['recipes'], message: KITCHEN_BACKUP_MESSAGES.cycle(cyclic) });
  return issues;
}

/** The name of a recipe on a cycle of sub-recipes, or undefined (depth-first, colouring visited rows). */
function recipeInCycle(recipes: TKitchenBackup['recipes']): string | undefined {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const state = new Map<number, 'open' | 'done'>();
  const visit = (recipeId: number): string | undefined => {
    const s = state.get(recipeId);
    if (s === 'done') return undefined;
    const recipe = byId.get(recipeId)!;
    if (s === 'open') return recipe.name;
    state.set(recipeId, 'open');
    for (const line of recipe.subRecipes) {
      const found = visit(line.recipeId);
      if (found) return found;
    }
    state.set(recipeId, 'done');
    return undefined;
  };
  for (const r of recipes) {
    const found = visit(r.id);
    if (found) return found;
  }
  return undefined;
}

/** POST /api/kitchen/import's body, and GET /api/kitchen/export's reply: sound references required. */
export const ZKitchenBackup = ZBackupBody.superRefine((doc, ctx) => {
  for (const issue of backupReferenceIssues(doc)) ctx.addIssue({ code: 'custom', ...issue });
});

/** What an import created, by kind. */
export const ZKitchenImportResult = z.object({
  title: z.string(),
  message: z.string(),
  counts: z.object({
    vendors: z.number().int(),
    ingredients: z.number().int(),
    recipes: z.number().int(),
    menuItems: z.number().int(),
    menus: z.number().int(),
    rooms: z.number().int(),
    events: z.number().int(),
  }),
});
export type TKitchenImportResult = z.output<typeof ZKitchenImportResult>;

/** "Restored 3 vendors, 47 ingredients, …, 1 room, 13 events." */
export function restoredMessage(counts: TKitchenImportResult['counts']): string {
  const parts = [
    countOf(counts.vendors, 'vendor'),
    countOf(counts.ingredients, 'ingredient'),
    countOf(counts.recipes, 'recipe'),
    countOf(counts.menuItems, 'menu item'),
    countOf(counts.menus, 'menu'),
    countOf(counts.rooms, 'room'),
    countOf(counts.events, 'event'),
  ];
  return `Restored ${parts.join(', ')}.`;
}

/** The counts of what a restore of this document creates. */
export function backupCounts(doc: TKitchenBackup): TKitchenImportResult['counts'] {
  return {
    vendors: doc.vendors.length,
    ingredients: doc.ingredients.length,
    recipes: doc.recipes.length,
    menuItems: doc.menuItems.length,
    menus: doc.menus.length,
    rooms: doc.rooms.length,
    events: doc.events.length,
  };
}

/*
 * The fields a backup row carries as they are (no reference, no id), by kind: the server's rows and
 * the mocked kitchen's objects both hold them under these names, so both write a row with `pick`.
 */
export const BACKUP_INGREDIENT_FIELDS = [
  'name',
  'category',
  'cost',
  'costAmount',
  'costUnits',
  'servingSize',
  'servingUnits',
  'yieldPercent',
  'foodFdcId',
  'allergens',
] as const;
export const BACKUP_RECIPE_FIELDS = [
  'name',
  'team',
  'category',
  'yieldQuantity',
  'yieldUnits',
  'portionName',
  'prepNotes',
  'leadTimeDays',
  'shelfLifeDays',
] as const;
export const BACKUP_MENU_ITEM_FIELDS = [
  'name',
  'description',
  'platingNotes',
  'servings',
  'servingSize',
  'courseType',
  'servingVessel',
] as const;
export const BACKUP_EVENT_FIELDS = [
  'title',
  'allDay',
  'resource',
  'guestCount',
  'location',
  'guaranteedCount',
  'clientName',
  'clientPhone',
  'notes',
  'pricePerGuest',
  'status',
  'cancelReason',
  'guaranteeDueDate',
  'beoRevision',
] as const;
export const BACKUP_LINE_FIELDS = ['yieldQuantity', 'yieldUnits'] as const;
export const BACKUP_PRICE_FIELDS = ['cost', 'costAmount', 'costUnits', 'changedBy', 'source'] as const;

/** The named fields of a row, and nothing else. */
export function pickFields<T, const K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
