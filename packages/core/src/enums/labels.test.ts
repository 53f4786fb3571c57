import { describe, expect, it } from 'vitest';
import { ALLERGENS, allergenLabel, parseAllergen } from './allergens.ts';
import { COURSE_TYPES, parseCourseType } from './course-types.ts';
import { PLATING_STYLES } from './plating-styles.ts';
import { SEASONS } from './seasons.ts';
import { SERVING_VESSELS } from './serving-vessels.ts';
import { parseTeam, TEAMS } from './teams.ts';
import { defaultYear, yearOptions } from './years.ts';

describe('enumerations (spec 3)', () => {
  it('allergens: spec 3’s seven plus Fish and Sesame (the nine US major allergens), label ↔ wire value', () => {
    expect(ALLERGENS.map((a) => a.value)).toEqual([
      'MILK',
      'EGGS',
      'WHEAT',
      'SOY',
      'PEANUTS',
      'TREE_NUTS',
      'SHELLFISH',
      'FISH',
      'SESAME',
    ]);
    expect(allergenLabel('TREE_NUTS')).toBe('Tree Nuts');
    expect(parseAllergen('Tree Nuts')).toBe('TREE_NUTS');
    expect(parseAllergen('milk')).toBe('MILK');
  });

  it('teams, seasons, plating styles, course types, vessels', () => {
    expect(TEAMS).toEqual(['Banquets', 'Front of House', 'Pastry']);
    expect(parseTeam('front of house')).toBe('Front of House');
    expect(SEASONS).toEqual(['Winter', 'Spring', 'Summer', 'Fall']);
    expect(PLATING_STYLES).toEqual(['Buffet', 'Family Style', 'Passed', 'Plated']);
    expect(COURSE_TYPES).toEqual(['Appetizer', 'Beverage', 'Dessert', 'Entrée']);
    expect(parseCourseType('entree')).toBe('Entrée');
    expect(SERVING_VESSELS).toHaveLength(21);
    expect(SERVING_VESSELS).toContain('Bunt Pan');
  });

  it('years run from 2010 through the current year + 2 and default to this year', () => {
    const now = new Date(2026, 10, 22);
    const years = yearOptions(now);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(2028);
    expect(years).toHaveLength(19);
    expect(defaultYear(now)).toBe(2026);
    expect(yearOptions(new Date(2020, 0, 1)).at(-1)).toBe(2022);
  });
});
