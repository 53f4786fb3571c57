import { describe, expect, it } from 'vitest';
import { menuCompleteness, menuSaveIssues, menuSectionCompleteness } from './menu.ts';

const section = { name: 'Mains', menuSectionItems: [{ menuItem: { id: 1 }, price: 24 }] };

describe('menu completeness (spec 4)', () => {
  it('is complete with name, season, year and complete sections', () => {
    expect(
      menuCompleteness({ name: 'Winter', season: 'Winter', year: 2026, menuSections: [section] }).complete,
    ).toBe(true);
  });

  it('lists what is missing', () => {
    expect(menuCompleteness({ name: ' ', season: null, year: null, menuSections: [] }).messages).toEqual([
      'Name is required',
      'Season is required',
      'Year is required',
      'Please add at least one section',
    ]);
    expect(menuSectionCompleteness({ name: '', menuSectionItems: [] }).messages).toEqual([
      'Section name is required',
      'Please add at least one menu item to the section',
    ]);
    expect(
      menuSectionCompleteness({ name: 'Mains', menuSectionItems: [{ menuItem: null, price: null }] })
        .messages,
    ).toEqual(['Menu item is required', 'Menu item price is required']);
    // a price of 0 is present (numbers only need presence)
    expect(
      menuSectionCompleteness({ name: 'Mains', menuSectionItems: [{ menuItem: { id: 1 }, price: 0 }] })
        .complete,
    ).toBe(true);
  });

  it('saves with a name', () => {
    expect(menuSaveIssues({ name: 'Draft' })).toEqual([]);
    expect(menuSaveIssues({}).map((i) => i.message)).toEqual(['Name is required']);
  });
});
