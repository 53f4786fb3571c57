import { z } from 'zod';
import { ALLERGEN_VALUES, parseAllergen } from '../enums/allergens.ts';
import { cancelReasonIssues, DEFAULT_EVENT_STATUS, EVENT_STATUSES } from '../enums/event-statuses.ts';
import { PLATING_STYLES, parsePlatingStyle } from '../enums/plating-styles.ts';
import { eventFormToRange, eventRangeIssues } from '../events/event-times.ts';
import { MSG } from '../messages.ts';
import { UNKNOWN_ALLERGEN, ZAllergenSummaryFields } from './allergens.ts';
import { optionalText, requiredText, zText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import {
  withIssues,
  zCalendarDate,
  zDateTime,
  zId,
  zLabel,
  zQuantity,
  zRef,
  zRequiredCount,
  zVersion,
} from './fields.ts';
import { formSchema } from './form-input.ts';

/**
 * A dietary count on the event (beyond the spec): '12 vegetarian', '2 tree-nut allergies'. With an
 * `allergen`, the menu items containing it are flagged on the BEO and in the dialog.
 */
export const ZDietaryCount = z.strictObject({
  label: requiredText('Please name the dietary need', 100),
  count: zRequiredCount('Please enter how many guests'),
  allergen: z
    .preprocess(
      (v) => (v === '' ? null : (parseAllergen(v) ?? v)),
      z.enum(ALLERGEN_VALUES, { error: UNKNOWN_ALLERGEN }).nullable(),
    )
    .optional(),
});
export type TDietaryCount = z.output<typeof ZDietaryCount>;

export const zPlatingStyle = () => zLabel(PLATING_STYLES, parsePlatingStyle, 'plating style');

/** PATCH /api/events/{id} after a drag: the new start and end. */
export const ZBanquetEventPatch = z
  .strictObject({
    id: zId(),
    start: zDateTime(MSG.startDateRequired),
    end: zDateTime(MSG.endDateRequired),
    /** Optional: when sent, a stale drag (the event changed since the calendar read it) is a 409. */
    version: zVersion(),
  })
  .superRefine(withIssues(eventRangeIssues));
export type TBanquetEventPatch = z.output<typeof ZBanquetEventPatch>;

/** The event's own fields (spec 3). */
const ZEventFields = {
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  resource: z.string().nullable(),
  guestCount: z.number().int(),
  location: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  createdBy: z.string().nullable(),
  modifiedBy: z.string().nullable(),
  /** The pipeline (enums/event-statuses.ts); a cancelled event says why. */
  status: z.enum(EVENT_STATUSES),
  cancelReason: z.string().nullable(),
  room: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 'YYYY-MM-DD': when the final guest count is due (events/guarantees.ts). */
  guaranteeDueDate: z.string().nullable(),
};

/** Banquet event menu section item as answered (spec 3): a menu section item on the event, with plating and prep quantity. */
export const ZBanquetEventLine = z.object({
  id: z.number().int(),
  price: z.number().nullable(),
  plating: z.string().nullable(),
  prepQuantity: z.number().nullable(),
  menuSectionItem: z.object({
    id: z.number().int(),
    section: z.string().nullable(),
    price: z.number().nullable(),
    menuItem: z.object({
      id: z.number().int(),
      name: z.string(),
      courseType: z.string().nullable(),
      servingSize: z.string().nullable(),
      ...ZAllergenSummaryFields,
    }),
    menu: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** Food cost of one serving of the menu item, now. */
  costPerServing: z.number(),
});
export type TBanquetEventLine = z.infer<typeof ZBanquetEventLine>;

/**
 * GET /api/events/{id} and the save replies: the event, its menu, and what follows from it (live).
 * The event as the API answers it: the one base its request and list row derive from.
 */
export const ZBanquetEvent = z.object({
  ...ZEventFields,
  /** 'BEO-000042': the banquet event order's number; its revision goes up with every saved change. */
  beoNumber: z.string(),
  beoRevision: z.number().int(),
  guaranteedCount: z.number().nullable(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  notes: z.string().nullable(),
  pricePerGuest: z.number().nullable(),
  dietaryCounts: z.array(
    z.object({ label: z.string(), count: z.number().int(), allergen: z.enum(ALLERGEN_VALUES).nullable() }),
  ),
  banquetEventMenuSectionItems: z.array(ZBanquetEventLine),
  /** The event menu at its prep quantities (costing/event-figures.ts). */
  figures: z.object({
    foodCost: z.number(),
    foodCostPerGuest: z.number().nullable(),
    foodCostPercent: z.number().nullable(),
    costComplete: z.boolean(),
  }),
  ...ZAllergenSummaryFields,
  /**
   * A confirmed (Definite) event keeps what was agreed: its menu's recipes and costs as they were when
   * it was confirmed (the BEO, prep lists and production use them). `changes` says what moved since
   * (a menu item or recipe saved again, the food cost now); confirming again takes the new versions.
   * Absent or null: not confirmed.
   */
  confirmation: z
    .object({
      confirmedAt: z.string(),
      confirmedBy: z.string().nullable(),
      /** The food cost agreed: at confirmation, at the prep quantities. */
      foodCost: z.number(),
      /** The food cost the menu would have now, from today's recipes and prices. */
      currentFoodCost: z.number(),
      changedSinceConfirmed: z.boolean(),
      /** 'Béchamel (recipe) was saved again: version 2 → 3', 'Food cost $100.00 → $200.00'. */
      changes: z.array(z.string()),
    })
    .nullable()
    .optional(),
  /** Save replies only: other events booked in the same room at overlapping times (not refused). */
  conflicts: z.array(z.object({ id: z.number().int(), title: z.string() })).optional(),
  /** Save replies only: what was booked but deserves a look ('120 guests in a room for 80'). */
  warnings: z.array(z.string()).optional(),
  /** A menu item containing an allergen a guest declared (dietaryCounts with an allergen). */
  allergenWarnings: z.array(
    z.object({
      menuItemId: z.number().int(),
      menuItemName: z.string(),
      allergen: z.enum(ALLERGEN_VALUES),
      guests: z.number().int(),
    }),
  ),
});
export type TBanquetEvent = z.infer<typeof ZBanquetEvent>;

/** A row of GET /api/events: what the calendar needs (the dialog reads the event in full). */
export const ZBanquetEventListItem = ZBanquetEvent.pick({
  id: true,
  version: true,
  title: true,
  start: true,
  end: true,
  allDay: true,
  resource: true,
  guestCount: true,
  location: true,
  createdDate: true,
  modifiedDate: true,
  createdBy: true,
  modifiedBy: true,
  status: true,
  cancelReason: true,
  room: true,
  guaranteedCount: true,
  guaranteeDueDate: true,
  pricePerGuest: true,
}).extend({
  numberOfMenuItems: z.number().int(),
  /** The event menu's food cost at its prep quantities (figures.foodCost of the event in full). */
  foodCost: z.number(),
  /** The guarantee is due within GUARANTEE_WARNING_DAYS (or overdue) and not given yet. */
  guaranteeDue: z.boolean(),
});
export type TBanquetEventListItem = z.infer<typeof ZBanquetEventListItem>;

const lineRequest = entityRequest(
  ZBanquetEventLine,
  {
    id: zId(),
    price: zQuantity(),
    plating: zPlatingStyle(),
    prepQuantity: zQuantity(),
    menuSectionItem: z.object(
      { id: z.number({ error: MSG.menuItemRequired }).int().positive() },
      { error: MSG.menuItemRequired },
    ),
  },
  // What the web's event dialog keeps on a line besides: its key, the menu item and menu it shows.
  ['key', 'menuItem', 'menu'],
);

/** A banquet event menu section item as sent: the menu section item by id, price, plating, prep quantity. */
export const ZBanquetEventMenuSectionItemRequest = lineRequest.draft.transform(lineRequest.dropReadOnly);
export type TBanquetEventMenuSectionItemRequest = z.output<typeof ZBanquetEventMenuSectionItemRequest>;

const eventRequest = entityRequest(
  ZBanquetEvent,
  {
    id: zId(),
    title: requiredText(MSG.titleRequired, 200),
    start: zDateTime(MSG.startDateRequired),
    end: zDateTime(MSG.endDateRequired),
    allDay: z.boolean().default(false),
    resource: zText().trim().max(200).nullish(),
    guestCount: zRequiredCount(MSG.guestCountRequired),
    location: requiredText(MSG.locationRequired, 300),
    banquetEventMenuSectionItems: z.array(ZBanquetEventMenuSectionItemRequest).max(500).default([]),
    version: zVersion(),
    // Beyond the spec: what a banquet event order carries.
    guaranteedCount: zQuantity(),
    clientName: optionalText(200),
    clientPhone: optionalText(50),
    notes: optionalText(10_000),
    pricePerGuest: zQuantity(),
    dietaryCounts: z.array(ZDietaryCount).max(30).default([]),
    // The pipeline, the room and the guarantee's deadline (beyond the spec).
    status: z.enum(EVENT_STATUSES, { error: MSG.chooseFromList('status') }).default(DEFAULT_EVENT_STATUS),
    cancelReason: optionalText(500),
    room: zRef(MSG.chooseFromList('room')),
    /** 'YYYY-MM-DD'; absent: the kitchen's days before the event's start (guarantees.ts). */
    guaranteeDueDate: zCalendarDate(),
  },
  ['key'],
);

/**
 * POST /api/events, PUT /api/events/{id} (spec 7): title, start, end, allDay, guestCount, location,
 * banquetEventMenuSectionItems. Events are not work in progress: every spec 5 field is required. The
 * rest of a fetched event (BEO number, figures, a line's costPerServing…) is accepted and ignored.
 */
export const ZBanquetEventRequest = eventRequest.draft
  .superRefine(withIssues(eventRangeIssues))
  .superRefine(withIssues(cancelReasonIssues))
  .transform(eventRequest.dropReadOnly);
export type TBanquetEventRequest = z.output<typeof ZBanquetEventRequest>;
export type TBanquetEventRequestInput = z.input<typeof ZBanquetEventRequest>;

/**
 * The Event Details step (spec 5): dates and times are separate inputs ('YYYY-MM-DD', 'HH:mm').
 * `eventFormToRange` joins them into the start and end the API takes; the other fields are the
 * request's.
 */
export const ZBanquetEventForm = formSchema(
  z
    .object({
      title: eventRequest.draft.shape.title,
      startDate: requiredText(MSG.startDateRequired, 10),
      startTime: requiredText(MSG.startTimeRequired, 8),
      endDate: requiredText(MSG.endDateRequired, 10),
      endTime: requiredText(MSG.endTimeRequired, 8),
      allDay: eventRequest.draft.shape.allDay,
      guestCount: eventRequest.draft.shape.guestCount,
      location: eventRequest.draft.shape.location,
    })
    .superRefine((form, ctx) => {
      const { start, end } = eventFormToRange(form);
      if (start > end) ctx.addIssue({ code: 'custom', message: MSG.startAfterEnd, path: ['startDate'] });
    }),
);
export type TBanquetEventFormInput = z.input<typeof ZBanquetEventForm>;

/**
 * GET /api/events/menu-choices: the menu items of every COMPLETE menu (spec 4: incomplete menus are
 * not offered), by menu and section, each as the menu section item an event line points at.
 */
export const ZEventMenuChoices = z.array(
  z.object({
    menu: z.object({
      id: z.number().int(),
      name: z.string(),
      season: z.string().nullable(),
      year: z.number().int().nullable(),
    }),
    menuSectionItems: z.array(
      z.object({
        id: z.number().int(),
        section: z.string().nullable(),
        price: z.number().nullable(),
        menuItem: z.object({
          id: z.number().int(),
          name: z.string(),
          courseType: z.string().nullable(),
          costPerServing: z.number(),
          ...ZAllergenSummaryFields,
        }),
      }),
    ),
  }),
);
export type TEventMenuChoices = z.infer<typeof ZEventMenuChoices>;

export const ZEventListQuery = z.object({
  startDate: zDateTime(MSG.startDateRequired),
  endDate: zDateTime(MSG.endDateRequired),
});
