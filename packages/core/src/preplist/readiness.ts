import { IssueList, type TIssue } from '../completeness/issues.ts';
import { MSG } from '../messages.ts';

/** What the Prep List tab reads of an event (saved or still a draft in the dialog). */
export type TPrepReadyEvent = {
  title?: string | null;
  location?: string | null;
  guestCount?: number | null;
  banquetEventMenuSectionItems: ReadonlyArray<{ plating?: string | null; prepQuantity?: number | null }>;
};

/**
 * The prep quantity a line is prepared for: its own when set, else the event's guest count, else none
 * (docs/rules/prep-lists.md). Prep lists, event costs, the order guide and production all count this.
 */
export function effectivePrepQuantity(
  prepQuantity: number | null | undefined,
  guestCount: number | null | undefined,
): number | null {
  if (typeof prepQuantity === 'number') return prepQuantity;
  return typeof guestCount === 'number' ? guestCount : null;
}

/**
 * Spec 4: View Prep List stays disabled until every event menu item has a prep quantity of its own
 * (zero or more: a blank one is missing, not the guest count in silence) and a plating style, and
 * the event has a title, location and guest count. An event without menu items has nothing to prepare (the call refuses it too).
 * The issues say why, with the spec 5 texts, so the tab can tell the cook what is missing.
 */
export function preplistReadinessIssues(event: TPrepReadyEvent): TIssue[] {
  const issues = new IssueList();
  issues.required(event.title, ['title'], MSG.titleRequired);
  issues.required(event.location, ['location'], MSG.locationRequired);
  issues.required(event.guestCount, ['guestCount'], MSG.guestCountRequired);
  const lines = event.banquetEventMenuSectionItems;
  if (lines.length === 0)
    issues.add(['banquetEventMenuSectionItems'], 'Please add at least one menu item to the event');
  lines.forEach((line, i) => {
    const path = ['banquetEventMenuSectionItems', i];
    const quantity = line.prepQuantity;
    if (quantity === null || quantity === undefined || Number.isNaN(quantity))
      issues.add([...path, 'prepQuantity'], MSG.prepQuantityRequired);
    else if (quantity < 0) issues.add([...path, 'prepQuantity'], MSG.notNegative);
    issues.required(line.plating, [...path, 'plating'], MSG.platingRequired);
  });
  return issues.issues;
}
