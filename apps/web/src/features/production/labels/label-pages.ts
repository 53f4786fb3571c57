import {
  cookMeasure,
  namedPortion,
  type TBatch,
  type TMeasurementSystem,
  type TProductionPlan,
} from '@brigade/core';
import type { LabelLayout } from '../selection';

/** Avery 5160 / 8160: 30 labels of 2 5/8 × 1 in on a US letter sheet, 3 across and 10 down. */
export const SHEET_LABELS = 30;

/** The most copies of one batch's label a page asks for (a sheet's worth). */
export const MAX_COPIES = 30;

/** One label to print: its batch, and which copy of it (its key among the labels). */
export type PrintedLabel = { batch: TBatch; id: string };

/** `copies` labels of each batch, in order, cut into pages: 30 a sheet, one a thermal page. */
export function labelPages(batches: TBatch[], copies: number, layout: LabelLayout): PrintedLabel[][] {
  const labels = batches.flatMap((batch) =>
    Array.from({ length: copies }, (_, copy) => ({ batch, id: `${batch.key}:${copy}` })),
  );
  const size = layout === 'sheet' ? SHEET_LABELS : 1;
  const pages: PrintedLabel[][] = [];
  for (let i = 0; i < labels.length; i += size) pages.push(labels.slice(i, i + size));
  return pages;
}

/** The copies asked for in the address: a whole number from 1 to 30, else 1. */
export function readCopies(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_COPIES ? n : 1;
}

/**
 * The paper of each layout, for the print dialog: the page size and no margin (the sheet's own
 * margins are laid out in the page). Rendered as a <style> while the labels page is open only, so
 * another print of the app keeps its own paper.
 */
export const PAGE_RULES: Record<LabelLayout, string> = {
  sheet: '@page { size: 8.5in 11in; margin: 0; }',
  thermal: '@page { size: 2in 1in; margin: 0; }',
};

/** The production day a batch is made (its key: `${date}:${team}:${recipeId}`). */
export const batchDay = (batch: TBatch): string => batch.key.slice(0, 10);

/** The team that makes a batch (its key's middle). */
export const batchTeam = (batch: TBatch): string => batch.key.slice(11, batch.key.lastIndexOf(':'));

/**
 * What one event takes of each batch of a plan, as a batch of its own: its uses only, their quantity
 * in the batch's units, measured as a cook measures it in the kitchen's measures and with the recipe's
 * portion named, as the plan reads it ("87 custard cups", not "87 Each"). Batches it takes nothing
 * from are left out.
 */
export function eventBatches(plan: TProductionPlan, eventId: number, system: TMeasurementSystem): TBatch[] {
  return plan.days.flatMap((day) =>
    day.teams.flatMap((team) =>
      team.batches.flatMap((batch) => {
        const uses = batch.uses.filter((use) => use.event.id === eventId);
        if (uses.length === 0) return [];
        const quantity = uses.reduce((sum, use) => sum + use.quantity, 0);
        const measured = cookMeasure(quantity, batch.units, null, system);
        const display = namedPortion(measured, {
          yieldUnits: batch.units,
          portionName: batch.recipe.portionName,
        });
        return [{ ...batch, uses, quantity, display }];
      }),
    ),
  );
}
