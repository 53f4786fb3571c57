import type { TAllergen, TBanquetEvent, TPlatingStyle } from '@brigade/core';

/**
 * What the event dialog holds right now, saved or not: the Event BEO tab edits it, the Prep List tab
 * and the prints read it. Times are ISO-8601 strings with an offset (what the API takes), or null
 * while the form has no valid date yet.
 */
export type EventDraft = {
  /** null for a new event (not saved yet). */
  id: number | null;
  title: string;
  location: string;
  guestCount: number | null;
  start: string | null;
  end: string | null;
  allDay: boolean;
  banquetEventMenuSectionItems: EventDraftLine[];
};

/** One line of the event menu: a menu section item with its plating, prep quantity and price. */
export type EventDraftLine = {
  /** The saved line's id; null for a line added in this dialog. */
  id: number | null;
  menuSectionItem: EventDraftMenuSectionItem;
  plating: TPlatingStyle | null;
  /** Servings to prepare (zero or more); defaults to the guest count. */
  prepQuantity: number | null;
  /** Price on this event; defaults to the menu's price. */
  price: number | null;
  /** Food cost of one serving of the menu item, now (from the saved event or the menu choices). */
  costPerServing: number | null;
};

export type EventDraftMenuSectionItem = {
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

/** The draft of a saved event, as GET /api/events/{id} answers it. */
export function draftOfEvent(event: TBanquetEvent): EventDraft {
  return {
    id: event.id,
    title: event.title,
    location: event.location,
    guestCount: event.guestCount,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    banquetEventMenuSectionItems: event.banquetEventMenuSectionItems.map((line) => ({
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
      plating: (line.plating as TPlatingStyle | null) ?? null,
      prepQuantity: line.prepQuantity,
      price: line.price,
      costPerServing: line.costPerServing,
    })),
  };
}
