import { allergenLabel, parseAllergen, type TBatch, type TBatchUse } from '@brigade/core';
import { dateFormat } from '../../lib/date-format';

/** What a use is for: the menu item served, or the recipe the batch goes into. */
export function purposeText(use: TBatchUse): string {
  if (use.menuItem) return use.menuItem.name;
  if (use.parentRecipe) return `in ${use.parentRecipe.name}`;
  return 'for the event';
}

/** 'Hartley Wedding — Shortbread Bites — 75 lb'. */
export function useText(use: TBatchUse): string {
  return `${use.event.title} — ${purposeText(use)} — ${use.display.text}`;
}

/** The events a batch feeds, each once, in the plan's order. */
export function batchEvents(batch: TBatch): string[] {
  return [...new Set(batch.uses.map((use) => use.event.title))];
}

const markTime = dateFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Done by Marco Rossi at Thu 3:05 PM'. */
export function checkOffText(checkOff: NonNullable<TBatch['checkOff']>): string {
  const at = new Date(checkOff.at);
  return Number.isNaN(at.getTime())
    ? `Done by ${checkOff.by}`
    : `Done by ${checkOff.by} at ${markTime.format(at)}`;
}

/** 'Milk, Wheat': the batch's allergens by their labels ('' when it has none). */
export function allergensText(batch: TBatch): string {
  return batch.allergens
    .map((value) => {
      const allergen = parseAllergen(value);
      return allergen ? allergenLabel(allergen) : value;
    })
    .join(', ');
}
