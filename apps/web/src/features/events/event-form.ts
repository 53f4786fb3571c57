import {
  bookingInPastIssues,
  DEFAULT_EVENT_STATUS,
  effectivePrepQuantity,
  formInput,
  type TAllergen,
  type TBanquetEvent,
  type TBanquetEventRequest,
  type TEventMenuChoices,
  type TEventStatus,
  type TPlatingStyle,
  ZBanquetEventForm,
  ZBanquetEventRequest,
} from '@brigade/core';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { apiRangeOf, type FormRange, formRangeOf } from './event-times';

/**
 * The event dialog's form values — the dialog's one state, which both tabs edit — and their
 * translation into the save body. Inputs hold text ('' = empty); the API gets numbers and nulls.
 * Rows carry a `key` of their own so React keeps their identity while lines come and go.
 */

/** The menu section item of an event line, as the event and the menu choices give it. */
export type EventMenuSectionItem = {
  id: number;
  section: string | null;
  /** The price on the menu. */
  price: number | null;
  menuItem: {
    id: number;
    name: string;
    courseType: string | null;
    allergens: TAllergen[];
    allergensNotReviewed: string[];
  };
  menu: { id: number; name: string };
};

export type EventLineValues = {
  key: string;
  id: number | null;
  menuSectionItem: EventMenuSectionItem;
  plating: TPlatingStyle | '';
  price: string;
  prepQuantity: string;
  costPerServing: number | null;
};

export type DietaryCountValues = { key: string; label: string; count: string; allergen: TAllergen | '' };

export type EventFormValues = FormRange & {
  id: number | null;
  version: number | null;
  title: string;
  guestCount: string;
  location: string;
  guaranteedCount: string;
  /** 'YYYY-MM-DD', or '' for the default (days before the start, as the kitchen sets it). */
  guaranteeDueDate: string;
  status: TEventStatus;
  cancelReason: string;
  /** The room's id as text, or '' for none. */
  room: string;
  clientName: string;
  clientPhone: string;
  pricePerGuest: string;
  notes: string;
  dietaryCounts: DietaryCountValues[];
  banquetEventMenuSectionItems: EventLineValues[];
};

/** The fields of the Event Details step (spec 5), checked before Next. */
export const DETAILS_FIELDS = [
  'title',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'allDay',
  'guestCount',
  'location',
  'guaranteedCount',
  'guaranteeDueDate',
  'status',
  'cancelReason',
  'room',
  'clientName',
  'clientPhone',
  'pricePerGuest',
  'notes',
  'dietaryCounts',
] as const;

let lastKey = 0;
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

const text = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

/** A number typed into an input, or null when blank or not a number. */
export function numberOf(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A new event for a calendar slot (spec 2: selecting an empty slot opens a new-event dialog). */
export function newEventValues(slot: { start: Date; end: Date; allDay: boolean }): EventFormValues {
  return {
    id: null,
    version: null,
    title: '',
    ...formRangeOf(slot.start, slot.end, slot.allDay),
    guestCount: '',
    location: '',
    guaranteedCount: '',
    guaranteeDueDate: '',
    status: DEFAULT_EVENT_STATUS,
    cancelReason: '',
    room: '',
    clientName: '',
    clientPhone: '',
    pricePerGuest: '',
    notes: '',
    dietaryCounts: [],
    banquetEventMenuSectionItems: [],
  };
}

export function eventToValues(event: TBanquetEvent): EventFormValues {
  return {
    id: event.id,
    version: event.version,
    title: event.title,
    ...formRangeOf(new Date(event.start), new Date(event.end), event.allDay),
    guestCount: text(event.guestCount),
    location: event.location,
    guaranteedCount: text(event.guaranteedCount),
    guaranteeDueDate: text(event.guaranteeDueDate),
    status: event.status,
    cancelReason: text(event.cancelReason),
    room: text(event.room?.id),
    clientName: text(event.clientName),
    clientPhone: text(event.clientPhone),
    pricePerGuest: text(event.pricePerGuest),
    notes: text(event.notes),
    dietaryCounts: event.dietaryCounts.map((d) => ({
      key: newKey('diet'),
      label: d.label,
      count: text(d.count),
      allergen: d.allergen ?? '',
    })),
    banquetEventMenuSectionItems: event.banquetEventMenuSectionItems.map((line) => ({
      key: newKey('line'),
      id: line.id,
      menuSectionItem: {
        id: line.menuSectionItem.id,
        section: line.menuSectionItem.section,
        price: line.menuSectionItem.price,
        menuItem: {
          id: line.menuSectionItem.menuItem.id,
          name: line.menuSectionItem.menuItem.name,
          courseType: line.menuSectionItem.menuItem.courseType,
          allergens: line.menuSectionItem.menuItem.allergens,
          allergensNotReviewed: line.menuSectionItem.menuItem.allergensNotReviewed,
        },
        menu: line.menuSectionItem.menu,
      },
      plating: (line.plating as TPlatingStyle | null) ?? '',
      price: text(line.price),
      prepQuantity: text(line.prepQuantity),
      costPerServing: line.costPerServing,
    })),
  };
}

/** A menu choice offered in the Menu Details table. */
export type MenuChoice = EventMenuSectionItem & { costPerServing: number };

/** The menu choices, flat, in the order the server gives them (by menu, then section). */
export function flattenChoices(choices: TEventMenuChoices): MenuChoice[] {
  return choices.flatMap(({ menu, menuSectionItems }) =>
    menuSectionItems.map((item) => ({
      id: item.id,
      section: item.section,
      price: item.price,
      menuItem: {
        id: item.menuItem.id,
        name: item.menuItem.name,
        courseType: item.menuItem.courseType,
        allergens: item.menuItem.allergens,
        allergensNotReviewed: item.menuItem.allergensNotReviewed,
      },
      menu: { id: menu.id, name: menu.name },
      costPerServing: item.menuItem.costPerServing,
    })),
  );
}

/**
 * A chosen menu item as a new event line (spec 4): its price defaults to the menu's price and its
 * prep quantity to the guest count; plating starts empty.
 */
export function lineOfChoice(choice: MenuChoice, guestCount: string): EventLineValues {
  const { costPerServing, ...menuSectionItem } = choice;
  return {
    key: newKey('line'),
    id: null,
    menuSectionItem,
    plating: '',
    price: text(choice.price),
    prepQuantity: guestCount.trim(),
    costPerServing,
  };
}

/**
 * The event menu with `added` put in where the menus list them (menu, section, item order: the order
 * of `choices`), the lines already there keeping theirs. Sections show, print and go to the prep
 * list in the order the lines come, so a soup taken off and added back is listed before the mains
 * again, not after the desserts.
 */
export function addInMenuOrder(
  lines: readonly EventLineValues[],
  added: readonly EventLineValues[],
  choices: readonly MenuChoice[],
): EventLineValues[] {
  const rank = new Map(choices.map((choice, i) => [choice.id, i]));
  const result = [...lines];
  for (const line of added) {
    const own = rank.get(line.menuSectionItem.id) ?? Number.POSITIVE_INFINITY;
    // A line no longer offered (its menu became incomplete) has no rank: nothing goes before it.
    const at = result.findIndex((l) => (rank.get(l.menuSectionItem.id) ?? -1) > own);
    result.splice(at === -1 ? result.length : at, 0, line);
  }
  return result;
}

/** The body of POST/PUT /api/events before it is checked (numbers as the inputs' text). */
function rawBody(values: EventFormValues) {
  const range = apiRangeOf(values);
  return {
    id: values.id,
    version: values.version,
    title: values.title,
    start: range?.start ?? '',
    end: range?.end ?? '',
    allDay: values.allDay,
    guestCount: values.guestCount,
    location: values.location,
    guaranteedCount: values.guaranteedCount,
    guaranteeDueDate: values.guaranteeDueDate === '' ? null : values.guaranteeDueDate,
    status: values.status,
    cancelReason: values.cancelReason,
    room: values.room === '' ? null : { id: values.room },
    clientName: values.clientName,
    clientPhone: values.clientPhone,
    pricePerGuest: values.pricePerGuest,
    notes: values.notes,
    dietaryCounts: values.dietaryCounts.map((d) => ({
      label: d.label,
      count: d.count,
      allergen: d.allergen === '' ? null : d.allergen,
    })),
    banquetEventMenuSectionItems: values.banquetEventMenuSectionItems.map((line) => ({
      id: line.id,
      menuSectionItem: { id: line.menuSectionItem.id },
      plating: line.plating === '' ? null : line.plating,
      price: line.price,
      prepQuantity: line.prepQuantity,
    })),
  };
}

/** The checked save body, or null when the form has errors (the resolver shows them). */
export function saveBody(values: EventFormValues): TBanquetEventRequest | null {
  const parsed = ZBanquetEventRequest.safeParse(formInput(ZBanquetEventRequest, rawBody(values)));
  return parsed.success ? parsed.data : null;
}

// Fields the details schema already checks under their form names (start → startDate…); the
// request schema's own issues on them would only repeat them under API names.
const CHECKED_BY_FORM = new Set([
  'id',
  'version',
  'title',
  'start',
  'end',
  'allDay',
  'guestCount',
  'location',
]);

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Every message of the dialog, all from core: the Event Details step with spec 5's messages
 * (ZBanquetEventForm, 'Start cannot be after end'), the BEO fields and menu lines as the API checks
 * them (ZBanquetEventRequest), and a new event ending in the past (bookingInPastIssues).
 */
export function eventFormIssues(values: EventFormValues, now = new Date()): Issue[] {
  const issues: Issue[] = [];
  const details = ZBanquetEventForm.safeParse(values);
  if (!details.success) issues.push(...details.error.issues);
  const body = ZBanquetEventRequest.safeParse(formInput(ZBanquetEventRequest, rawBody(values)));
  if (!body.success)
    issues.push(
      ...body.error.issues.filter((i) => i.path.length > 0 && !CHECKED_BY_FORM.has(String(i.path[0]))),
    );
  const range = apiRangeOf(values);
  if (range)
    for (const issue of bookingInPastIssues({ id: values.id, end: range.end }, now))
      issues.push({ path: ['endDate'], message: issue.message });
  return issues;
}

/** react-hook-form's resolver over eventFormIssues: the first message of each field shows under it. */
export const eventResolver: Resolver<EventFormValues> = (values, _context, options) => {
  const issues = eventFormIssues(values);
  if (issues.length === 0) return { values, errors: {} };
  const flat: FieldErrors = {};
  for (const { path, message } of issues) {
    const name = path.map(String).join('.');
    if (!(name in flat)) flat[name] = { type: 'validate', message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The quantity a line is costed and prepared at: its own, else the guest count (core's rule). */
export function linePrepQuantity(line: EventLineValues, guestCount: string): number | null {
  return effectivePrepQuantity(numberOf(line.prepQuantity), numberOf(guestCount));
}
