import {
  DEFAULT_GUARANTEE_DAYS_BEFORE,
  DEFAULT_MEASUREMENT_SYSTEM,
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  DEFAULT_VERSIONS_TO_KEEP,
  type TActivityChanges,
  type TActivityEntityType,
} from '@brigade/core';
import type { MockActor, MockKitchen, MockUser, Stamp } from './model';

/**
 * The mocked API's memory: users, their kitchens and every kitchen's data. It lives as long as the
 * page (or the test run): a reload of the page starts again from the demo kitchen.
 */
export type MockState = {
  users: Map<number, MockUser>;
  kitchens: Map<number, MockKitchen>;
  /** The last id given, by kind of row (ids are per kind, as a table's). */
  ids: Map<string, number>;
  /** When the kitchen was seeded: the demo events are booked from this day. */
  seededAt: Date;
};

let state: MockState | undefined;
let seed: (state: MockState) => void = () => {};

/** The seeder `resetMockKitchen` runs (seed.ts registers it: the demo kitchen). */
export function setSeeder(seeder: (state: MockState) => void): void {
  seed = seeder;
}

/** Forgets every write and seeds the demo kitchen again, as of `now`. */
export function resetMockKitchen(now: Date = new Date()): void {
  state = { users: new Map(), kitchens: new Map(), ids: new Map(), seededAt: now };
  seed(state);
}

export function mockState(): MockState {
  if (!state) resetMockKitchen();
  return state as MockState;
}

/** The next id of a kind of row ('recipe', 'recipeLine', 'user'…), from 1. */
export function nextId(kind: string): number {
  const ids = mockState().ids;
  const id = (ids.get(kind) ?? 0) + 1;
  ids.set(kind, id);
  return id;
}

export function emptyKitchen(id: number, name: string): MockKitchen {
  return {
    id,
    name,
    members: new Map(),
    vendors: new Map(),
    ingredients: new Map(),
    recipes: new Map(),
    menuItems: new Map(),
    menus: new Map(),
    events: new Map(),
    rooms: new Map(),
    inventory: { areas: new Map(), counts: [], receipts: [], waste: [], purchaseOrders: [] },
    prices: [],
    activity: [],
    invitations: new Map(),
    feeds: new Map(),
    checkOffs: new Map(),
    checkOffTaps: new Map(),
    coolingReadings: [],
    targetFoodCostPercent: DEFAULT_TARGET_FOOD_COST_PERCENT,
    guaranteeDaysBefore: DEFAULT_GUARANTEE_DAYS_BEFORE,
    measurementSystem: DEFAULT_MEASUREMENT_SYSTEM,
    versions: new Map(),
    versionsToKeep: DEFAULT_VERSIONS_TO_KEEP,
    onlyApprovedRecipesOnEvents: false,
    settingsVersion: 0,
  };
}

/** A new entity's stamp: version 1, written now by the actor. */
export function created(by: MockActor, now: Date): Stamp {
  return { version: 1, createdAt: now, updatedAt: now, createdBy: by.user.login, modifiedBy: by.user.login };
}

/** An update's stamp: the version goes up by one. */
export function updated(stamp: Stamp, by: MockActor, now: Date): Stamp {
  const { createdAt, createdBy } = stamp;
  return { version: stamp.version + 1, createdAt, createdBy, updatedAt: now, modifiedBy: by.user.login };
}

/** "Ana Lopez", or the login when the user has no name. */
export function displayName(user: MockUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.login;
}

/** One line of the kitchen's activity page, as every write of the server records one. */
export function recordActivity(
  by: MockActor,
  entityType: TActivityEntityType,
  entityId: number,
  action: 'created' | 'changed' | 'deleted',
  name: string,
  now: Date,
  changes: TActivityChanges = {},
): void {
  by.kitchen.activity.push({
    id: nextId('activity'),
    at: now,
    actor: displayName(by.user),
    entityType,
    entityId,
    action,
    name,
    changes,
  });
}

/** `{ name: [before, after] }` when the name changed, else nothing. */
export function renamed(before: string, after: string): TActivityChanges {
  return before === after ? {} : { name: [before, after] };
}
