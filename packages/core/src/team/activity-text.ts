import { toUnit } from '../conversions/graph.ts';
import { unitLabel } from '../enums/units.ts';
import { formatConversion, formatMoney, formatPercent } from '../format/display.ts';
import { ROLE_LABELS, ROLES, type Role } from './roles.ts';

/**
 * The sentences of a kitchen's activity page. The server stores what happened (who, what,
 * the entity's name then, and what changed as { field: [before, after] }); the sentence is written
 * when read, here, so its wording can improve without rewriting history.
 */

/**
 * What the activity records, as stored in kitchen_activity.entity_type: the kitchen's things, and its
 * brigade (a member: their user id and name; an invitation: its id and the invited address).
 */
export const ACTIVITY_ENTITY_TYPES = [
  'vendor',
  'ingredient',
  'recipe',
  'menuItem',
  'menu',
  'event',
  'member',
  'invitation',
  /** The kitchen itself: its settings (entity id: the kitchen's id; name: the kitchen's name). */
  'kitchen',
] as const;
export type TActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

const ENTITY_WORDS: Record<TActivityEntityType, string> = {
  vendor: 'vendor',
  ingredient: 'ingredient',
  recipe: 'recipe',
  menuItem: 'menu item',
  menu: 'menu',
  event: 'event',
  member: 'member',
  invitation: 'invitation',
  kitchen: 'kitchen',
};

/** An ingredient's purchase price as stored: `cost` dollars for `costAmount` `costUnits` ($4.50 for 1 Pound). */
export type TActivityPrice = { cost: number | null; costAmount: number; costUnits: string | null };

/** What a change recorded; each present field is [before, after]. Unknown fields are kept and ignored. */
export type TActivityChanges = {
  name?: [string, string];
  cost?: [TActivityPrice, TActivityPrice];
  /** A member's or an invitation's role: [null, role] when they joined or were invited. */
  role?: [Role | null, Role];
  /** The kitchen's target food-cost % (its settings). */
  targetFoodCostPercent?: [number, number];
  /** The kitchen's measures (its settings): 'us' or 'metric'. */
  measurementSystem?: [string, string];
  [field: string]: unknown;
};

export type TActivityFacts = {
  /** "Ana Lopez" */
  actor: string;
  action: 'created' | 'changed' | 'deleted';
  entityType: string;
  /** The entity's name when it happened (after a rename: the new name). */
  name: string;
  /** As stored (jsonb): read defensively, a field it cannot read is left out of the sentence. */
  changes?: Record<string, unknown> | null;
};

/** 'menu item' for 'menuItem'; an unknown type reads as itself. */
function entityWord(entityType: string): string {
  return ENTITY_WORDS[entityType as TActivityEntityType] ?? entityType;
}

/** The pack a price is for: 'Pound' (1 Pound), '10 Pounds', 'Case' (a unit not in our list reads as written). */
function packText(price: TActivityPrice): string | null {
  const units = price.costUnits?.trim();
  if (!units) return null;
  const unit = toUnit(units);
  const label = (quantity: number) => (unit ? unitLabel(unit, quantity) : units);
  const amount = price.costAmount > 0 ? price.costAmount : 1;
  return amount === 1 ? label(1) : `${formatConversion(amount)} ${label(amount)}`;
}

/** '$4.80 per Pound', '$48.00 per 10 Pounds', '$4.80' without units. */
function priceText(price: TActivityPrice & { cost: number }): string {
  const pack = packText(price);
  return pack === null ? formatMoney(price.cost) : `${formatMoney(price.cost)} per ${pack}`;
}

/**
 * 'changed the cost of Butter from $4.50 to $4.80 per Pound' and its kin; `theCost` is 'the cost of
 * Butter' or, after a rename in the same sentence, 'its cost'.
 */
function costClause(theCost: string, [before, after]: [TActivityPrice, TActivityPrice]): string {
  if (after.cost === null) return before.cost === null ? `changed ${theCost}` : `removed ${theCost}`;
  const now = priceText({ ...after, cost: after.cost });
  if (before.cost === null) return `set ${theCost} to ${now}`;
  const beforePack = packText(before);
  const afterPack = packText(after);
  if (beforePack !== afterPack)
    return `changed ${theCost} from ${priceText({ ...before, cost: before.cost })} to ${now}`;
  const per = afterPack === null ? '' : ` per ${afterPack}`;
  return `changed ${theCost} from ${formatMoney(before.cost)} to ${formatMoney(after.cost)}${per}`;
}

function isPrice(value: unknown): value is TActivityPrice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'cost' in value &&
    (typeof value.cost === 'number' || value.cost === null)
  );
}

function pairOf<T>(value: unknown, is: (v: unknown) => v is T): [T, T] | undefined {
  return Array.isArray(value) && value.length === 2 && is(value[0]) && is(value[1])
    ? [value[0], value[1]]
    : undefined;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRole = (v: unknown): v is Role => ROLES.includes(v as Role);
const isRoleOrNull = (v: unknown): v is Role | null => v === null || isRole(v);

/**
 * The brigade's lines: "Sam Cook joined the kitchen as Cook", "Ana Lopez invited sam@example.com as
 * Cook", "Ana Lopez revoked the invitation of sam@example.com", "Ana Lopez changed Sam Cook's role
 * from Cook to Chef", "Ana Lopez handed the kitchen over to Sam Cook", "Ana Lopez removed Sam Cook
 * from the kitchen".
 */
function brigadeText({ actor, action, entityType, name, changes }: TActivityFacts): string {
  const role = pairOf(changes?.role, isRoleOrNull);
  const as = role?.[1] ? ` as ${ROLE_LABELS[role[1]]}` : '';
  if (entityType === 'invitation') {
    return action === 'deleted'
      ? `${actor} revoked the invitation of ${name}`
      : `${actor} invited ${name}${as}`;
  }
  if (action === 'created') return `${actor} joined the kitchen${as}`;
  if (action === 'deleted') return `${actor} removed ${name} from the kitchen`;
  if (role?.[1] === 'owner') return `${actor} handed the kitchen over to ${name}`;
  if (role?.[0] && role[1]) {
    return `${actor} changed ${name}’s role from ${ROLE_LABELS[role[0]]} to ${ROLE_LABELS[role[1]]}`;
  }
  return `${actor} changed the member ${name}`;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const MEASURES: Record<string, string> = { us: 'US', metric: 'metric' };

/**
 * "Ana Lopez changed the target food cost from 30.00% to 28.00%", "… changed the measures from US to
 * metric": the kitchen's settings.
 */
function kitchenText({ actor, changes }: TActivityFacts): string {
  const target = pairOf(changes?.targetFoodCostPercent, isNumber);
  const measures = pairOf(changes?.measurementSystem, isString);
  const parts = [
    target && `the target food cost from ${formatPercent(target[0])} to ${formatPercent(target[1])}`,
    measures &&
      `the measures from ${MEASURES[measures[0]] ?? measures[0]} to ${MEASURES[measures[1]] ?? measures[1]}`,
  ].filter(Boolean);
  return parts.length > 0
    ? `${actor} changed ${parts.join(' and ')}`
    : `${actor} changed the kitchen’s settings`;
}

/**
 * One line of the activity page:
 * - "Ana Lopez created the vendor Sysco", "Ana Lopez deleted the menu Summer";
 * - "Ana Lopez changed the cost of Butter from $4.50 to $4.80 per Pound" (an ingredient's price);
 * - "Ana Lopez renamed the recipe Tomato Soup to Tomato Bisque";
 * - "Ana Lopez changed the recipe Tomato Soup" (any other change).
 */
export function activityText(facts: TActivityFacts): string {
  const { actor, action, entityType, name } = facts;
  if (entityType === 'member' || entityType === 'invitation') return brigadeText(facts);
  if (entityType === 'kitchen') return kitchenText(facts);
  const what = `the ${entityWord(entityType)}`;
  if (action !== 'changed') return `${actor} ${action} ${what} ${name}`;
  const rename = pairOf(facts.changes?.name, isString);
  const cost = pairOf(facts.changes?.cost, isPrice);
  const renamed = rename !== undefined && rename[0] !== rename[1];
  const clauses: string[] = [];
  if (renamed) clauses.push(`renamed ${what} ${rename[0]} to ${rename[1]}`);
  if (cost) clauses.push(costClause(renamed ? 'its cost' : `the cost of ${name}`, cost));
  if (clauses.length === 0) clauses.push(`changed ${what} ${name}`);
  return `${actor} ${clauses.join(' and ')}`;
}
