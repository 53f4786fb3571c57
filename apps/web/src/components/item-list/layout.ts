/** Spec 9: the virtual list is 700 px high; a row of cards is 243 px; three cards per row. */
export const LIST_HEIGHT = 700;
export const CARD_ROW_HEIGHT = 243;
export const CARDS_PER_ROW = 3;
/** A table row of the virtualized table. */
export const TABLE_ROW_HEIGHT = 53;

/** Cards per row for the list's width: three (spec 9) where they fit, fewer on narrow screens. */
export function cardsPerRow(width: number): number {
  if (width <= 0) return CARDS_PER_ROW; // not laid out yet
  if (width < 560) return 1;
  if (width < 840) return 2;
  return CARDS_PER_ROW;
}

/**
 * The narrowest a table column reads well, unless the column says (ItemColumn.minWidth). A table
 * narrower than its columns need (the six ingredient columns on a phone or a 768 px tablet) stacks
 * each row instead of scrolling sideways; three recipe columns fit a phone.
 */
export const MIN_COLUMN_WIDTH = 110;

/** Whether a table of these columns, `width` px wide, shows each row stacked (label: value lines). */
export function stacksRows(width: number, columns: ReadonlyArray<{ minWidth?: number }>): boolean {
  const needed = columns.reduce((sum, column) => sum + (column.minWidth ?? MIN_COLUMN_WIDTH), 0);
  return width > 0 && width < needed;
}
