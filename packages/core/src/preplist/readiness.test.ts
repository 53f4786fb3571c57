import { describe, expect, it } from 'vitest';
import { effectivePrepQuantity, preplistReadinessIssues } from './readiness.ts';

const ready = {
  title: 'Harvest Gala',
  location: 'Main Hall',
  guestCount: 120,
  banquetEventMenuSectionItems: [
    { plating: 'Plated', prepQuantity: 130 },
    { plating: 'Buffet', prepQuantity: 120 },
  ],
};

const messages = (event: Parameters<typeof preplistReadinessIssues>[0]) =>
  preplistReadinessIssues(event).map((i) => i.message);

describe('prep list readiness (spec 4)', () => {
  it('is ready with a title, location, guest count and every line planned', () => {
    expect(preplistReadinessIssues(ready)).toEqual([]);
  });

  it('takes the guest count for a line without a prep quantity', () => {
    expect(effectivePrepQuantity(null, 120)).toBe(120);
    expect(effectivePrepQuantity(undefined, 120)).toBe(120);
    expect(effectivePrepQuantity(0, 120)).toBe(0);
    expect(effectivePrepQuantity(null, null)).toBeNull();
  });

  it('accepts zero as a prep quantity and as a guest count (numbers only need presence)', () => {
    expect(
      messages({
        ...ready,
        guestCount: 0,
        banquetEventMenuSectionItems: [{ plating: 'Passed', prepQuantity: 0 }],
      }),
    ).toEqual([]);
  });

  it('names what is missing on the event', () => {
    expect(messages({ ...ready, title: ' ', location: null, guestCount: null })).toEqual([
      'Title is required',
      'Location is required',
      'Guest count is required',
    ]);
  });

  it('names a line whose prep quantity is blank, even when the event has a guest count', () => {
    const issues = preplistReadinessIssues({
      ...ready,
      banquetEventMenuSectionItems: [
        { plating: 'Plated', prepQuantity: 130 },
        { plating: 'Buffet', prepQuantity: null },
        { plating: 'Buffet' },
      ],
    });
    expect(issues).toEqual([
      { path: ['banquetEventMenuSectionItems', 1, 'prepQuantity'], message: 'Please enter a prep quantity' },
      { path: ['banquetEventMenuSectionItems', 2, 'prepQuantity'], message: 'Please enter a prep quantity' },
    ]);
  });

  it('names a line without a plating style or with a negative quantity', () => {
    const issues = preplistReadinessIssues({
      ...ready,
      banquetEventMenuSectionItems: [
        { plating: null, prepQuantity: 10 },
        { plating: 'Plated', prepQuantity: -1 },
      ],
    });
    expect(issues).toEqual([
      { path: ['banquetEventMenuSectionItems', 0, 'plating'], message: 'Please choose a plating style' },
      {
        path: ['banquetEventMenuSectionItems', 1, 'prepQuantity'],
        message: 'Please enter a value of 0 or more',
      },
    ]);
  });

  it('needs at least one menu item', () => {
    expect(messages({ ...ready, banquetEventMenuSectionItems: [] })).toEqual([
      'Please add at least one menu item to the event',
    ]);
  });
});
