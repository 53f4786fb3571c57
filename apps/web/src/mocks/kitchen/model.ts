import type {
  MemberRole,
  Role,
  TActivityChanges,
  TActivityEntityType,
  TAllergen,
  TCheckOffMark,
  TCheckOffTap,
  TConversion,
  TDietaryCount,
  TEventStatus,
  TIngredientNutrient,
  TMeasurementSystem,
  TPriceAt,
  TVersionListItem,
  TWasteReason,
} from '@brigade/core';

/**
 * The mocked API's kitchen, held in memory as core's math takes it (model/recipe-tree.ts): every line
 * holds the ingredient, recipe or menu item it uses, so a change of price reaches every recipe, menu
 * and event at once, as on the server, and replies are computed on every read.
 */

/** Who wrote an entity and when, and its optimistic-lock version (1 when created). */
export type Stamp = {
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  modifiedBy: string | null;
};

export type MockVendor = Stamp & { id: number; name: string };

export type MockIngredient = Stamp & {
  id: number;
  name: string;
  category: string;
  cost: number | null;
  costAmount: number;
  costUnits: string | null;
  servingSize: number | null;
  servingUnits: string | null;
  /** Trim yield, edible percent of what is bought. */
  yieldPercent: number;
  vendor: MockVendor;
  foodFdcId: number | null;
  conversions: TConversion[];
  ingredientNutrients: TIngredientNutrient[];
  allergens: TAllergen[] | null;
  /** The stock to keep; absent or null: none. */
  parLevel?: { quantity: number; units: string } | null;
};

type Line<T, K extends string> = { id: number; yieldQuantity: number | null; yieldUnits: string | null } & {
  [P in K]: T;
};

export type MockRecipe = Stamp & {
  id: number;
  name: string;
  team: string | null;
  category: string;
  yieldQuantity: number | null;
  yieldUnits: string | null;
  prepNotes: string | null;
  /** Made this many days before it is used (0–30). */
  leadTimeDays: number;
  /** Keeps this many days once made; null: not known. */
  shelfLifeDays: number | null;
  /** What one counted unit of a count yield is ("cookie"); null: not named. */
  portionName: string | null;
  recipeIngredients: Line<MockIngredient, 'ingredient'>[];
  recipeSubRecipes: Line<MockRecipe, 'recipe'>[];
  /** Approved by a chef or the owner; a saved change makes it a draft again. */
  approved?: { at: Date; by: string } | null;
};

export type MockMenuItem = Stamp & {
  id: number;
  name: string;
  description: string | null;
  platingNotes: string | null;
  servings: number;
  servingSize: string | null;
  courseType: string | null;
  servingVessel: string | null;
  menuItemRecipes: Line<MockRecipe, 'recipe'>[];
};

export type MockSectionItem = { id: number; menuItem: MockMenuItem; price: number | null };
export type MockSection = { id: number; name: string | null; menuSectionItems: MockSectionItem[] };
export type MockMenu = Stamp & {
  id: number;
  name: string;
  season: string | null;
  year: number | null;
  menuSections: MockSection[];
};

export type MockEventLine = {
  id: number;
  /** A menu section item of one of the kitchen's menus (a menu keeps the items events serve). */
  sectionItemId: number;
  price: number | null;
  plating: string | null;
  prepQuantity: number | null;
};

export type MockEvent = Stamp & {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  resource: string | null;
  guestCount: number;
  location: string;
  guaranteedCount: number | null;
  clientName: string | null;
  clientPhone: string | null;
  notes: string | null;
  pricePerGuest: number | null;
  dietaryCounts: { label: string; count: number; allergen: NonNullable<TDietaryCount['allergen']> | null }[];
  status: TEventStatus;
  cancelReason: string | null;
  roomId: number | null;
  guaranteeDueDate: string | null;
  beoRevision: number;
  lines: MockEventLine[];
  /**
   * Confirmed (Definite): when, by whom, and the food cost agreed. The mocked kitchen keeps the cost,
   * not the trees: its figures stay live, and a cost that moved is what it flags.
   */
  confirmed?: { at: Date; by: string; foodCost: number } | null;
};

export type MockStorageArea = Stamp & { id: number; name: string; position: number };
export type MockDated = { ingredientId: number; quantity: number; units: string; at: Date };
export type MockCount = {
  id: number;
  storageAreaId: number;
  at: Date;
  by: string;
  lines: { ingredientId: number; quantity: number; units: string }[];
};
export type MockWaste = MockDated & { id: number; reason: TWasteReason; note: string | null; by: string };
export type MockPurchaseOrder = {
  id: number;
  number: number;
  vendor: { id: number; name: string };
  at: Date;
  status: 'OPEN' | 'PARTIAL' | 'RECEIVED';
  by: string;
  lines: {
    ingredientId: number;
    name: string;
    packs: number;
    packSize: number;
    units: string;
    packCost: number;
    receivedPacks: number;
  }[];
};
export type MockInventory = {
  areas: Map<number, MockStorageArea>;
  counts: MockCount[];
  receipts: MockDated[];
  waste: MockWaste[];
  purchaseOrders: MockPurchaseOrder[];
};

export type MockRoom = Stamp & { id: number; name: string; capacity: number | null };

export type MockPrice = TPriceAt & {
  ingredientId: number;
  changedAt: Date;
  changedBy: string | null;
  source: string;
};

export type MockActivity = {
  id: number;
  at: Date;
  actor: string;
  entityType: TActivityEntityType;
  entityId: number;
  action: 'created' | 'changed' | 'deleted';
  name: string;
  changes: TActivityChanges;
};

export type MockInvitation = {
  id: number;
  key: string;
  email: string;
  role: MemberRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
};

export type MockMember = { role: Role; joinedAt: Date };

export type MockKitchen = {
  id: number;
  name: string;
  members: Map<number, MockMember>;
  vendors: Map<number, MockVendor>;
  ingredients: Map<number, MockIngredient>;
  recipes: Map<number, MockRecipe>;
  menuItems: Map<number, MockMenuItem>;
  menus: Map<number, MockMenu>;
  events: Map<number, MockEvent>;
  rooms: Map<number, MockRoom>;
  /** Storage areas, counts, receipts, waste and purchase orders. */
  inventory: MockInventory;
  prices: MockPrice[];
  activity: MockActivity[];
  invitations: Map<number, MockInvitation>;
  /** Each member's secret calendar address (its token), by user id. */
  feeds: Map<number, { token: string; createdAt: Date }>;
  /** Production batches marked done, by batch key (day:team:recipeId). */
  checkOffs: Map<string, TCheckOffMark>;
  /** Every check-off tap by batch key, in order of arrival (the batch's mark follows from them). */
  checkOffTaps: Map<string, (TCheckOffTap & { userId: number })[]>;
  /** Cooling log readings of cooked batches, in °F. */
  coolingReadings: MockCoolingReading[];
  targetFoodCostPercent: number;
  /** Days before an event its guarantee is due unless the event says otherwise. */
  guaranteeDaysBefore: number;
  /** US or metric measures for scaled quantities and prep lists. */
  measurementSystem: TMeasurementSystem;
  /** Versions kept per entity (`recipe:12`), oldest first; at most `versionsToKeep` each. */
  versions: Map<string, MockVersion[]>;
  versionsToKeep: number;
  onlyApprovedRecipesOnEvents: boolean;
  /** The settings' optimistic lock: raised by every save (0 before the first). */
  settingsVersion: number;
};

/** A kept version of a recipe, menu item, menu or event, as the server stores it. */
export type MockVersion = TVersionListItem & { content: Record<string, unknown> };

export type MockUser = {
  id: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  langKey: string;
  activated: boolean;
  /** The kitchen the next sign-in opens. */
  kitchenId: number;
};

/** The member a request acts as: the signed-in user in the session's kitchen. */
export type MockActor = { user: MockUser; kitchen: MockKitchen; role: Role };

/** One cooling log reading (the server's cooling_readings row). */
export type MockCoolingReading = {
  id: number;
  date: string;
  team: string;
  recipeId: number;
  temperatureF: number;
  at: string;
  by: string;
};
