/** Spec 9: the virtual list is 700 px high; a row of cards is 243 px; three cards per row. */
export const LIST_HEIGHT = 700;
export const CARD_ROW_HEIGHT = 243;
export const CARDS_PER_ROW = 3;
/** Cards per row for the list's width: three (spec 9) where they fit, fewer on narrow screens. */
export function cardsPerRow(width: number): number {
  if (width <= 0) return CARDS_PER_ROW; // not laid out yet
  if (width < 560) return 1;
  if (width < 840) return 2;
  return CARDS_PER_ROW;
}
