import { describe, expect, it } from 'vitest';
import { stacksRows } from '../../components/item-list/layout';
import { INGREDIENT_COLUMNS } from './ingredient-columns';

describe('the ingredients table (spec 2) by screen width', () => {
  // The list is the screen less its margins (and the 300 px drawer from 900 px up): in Chromium the
  // six columns took 744 px at their narrowest, more than a 768 px tablet's 720 px list.
  it('stacks its rows on a phone (358 px) and a tablet (720 px)', () => {
    expect(stacksRows(358, INGREDIENT_COLUMNS)).toBe(true);
    expect(stacksRows(720, INGREDIENT_COLUMNS)).toBe(true);
  });

  it('keeps the six-column table on a desktop (994 px at 1366 × 850)', () => {
    expect(stacksRows(994, INGREDIENT_COLUMNS)).toBe(false);
  });
});
