import type { TBanquetEvent, TPreplistResponse } from '@brigade/core';
import { type EventFormValues, eventToValues } from '../event-form';

/** Saturday 28 November 2026, 6:00 PM to 11:00 PM in the test's own time zone. */
export const START = new Date(2026, 10, 28, 18, 0).toISOString();
export const END = new Date(2026, 10, 28, 23, 0).toISOString();

/** A saved event as GET /api/events/{id} answers it: two menu lines, dietary counts, a BEO. */
export function savedEvent(overrides: Partial<TBanquetEvent> = {}): TBanquetEvent {
  const menu = { id: 3, name: 'Harvest Dinner' };
  return {
    id: 7,
    version: 2,
    title: 'Harvest Gala',
    start: START,
    end: END,
    allDay: false,
    resource: null,
    guestCount: 120,
    location: 'Main Hall',
    createdDate: '2026-11-01T10:00:00.000Z',
    modifiedDate: '2026-11-02T10:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    beoNumber: 'BEO-000007',
    beoRevision: 3,
    status: 'DEFINITE',
    cancelReason: null,
    room: null,
    guaranteeDueDate: null,
    guaranteedCount: 110,
    clientName: 'Ada Lovelace',
    clientPhone: '555-0100',
    notes: 'Doors at 5:30.\nSpeeches after the main course.',
    pricePerGuest: 40,
    dietaryCounts: [
      { label: 'vegetarian', count: 12, allergen: null },
      { label: 'milk allergy', count: 2, allergen: 'MILK' },
    ],
    banquetEventMenuSectionItems: [
      {
        id: 71,
        price: 14,
        plating: 'Plated',
        prepQuantity: 130,
        menuSectionItem: {
          id: 31,
          section: 'Starters',
          price: 12,
          menuItem: {
            id: 11,
            name: 'Cheddar Soup',
            courseType: 'Appetizer',
            servingSize: '1 cup',
            allergens: ['MILK', 'WHEAT'],
            allergensNotReviewed: [],
          },
          menu,
        },
        costPerServing: 1.5,
      },
      {
        id: 72,
        price: null,
        plating: 'Buffet',
        prepQuantity: 120,
        menuSectionItem: {
          id: 32,
          section: 'Desserts',
          price: 9,
          menuItem: {
            id: 12,
            name: 'Apple Tart',
            courseType: 'Dessert',
            servingSize: '1 slice',
            allergens: ['EGGS'],
            allergensNotReviewed: ['Apples'],
          },
          menu,
        },
        costPerServing: 2,
      },
    ],
    // 130 × $1.50 + 120 (the guest count, by default) × $2.00 = 195 + 240 = $435.00, billed for the
    // 110 guaranteed: per guest 435 ÷ 110 = $3.954545…; revenue 110 × $40 = $4,400;
    // 435 ÷ 4,400 = 9.886363… %.
    figures: {
      foodCost: 435,
      foodCostPerGuest: 435 / 110,
      foodCostPercent: (435 / 4400) * 100,
      costComplete: true,
    },
    allergens: ['MILK', 'EGGS', 'WHEAT'],
    allergensNotReviewed: ['Apples'],
    allergenWarnings: [{ menuItemId: 11, menuItemName: 'Cheddar Soup', allergen: 'MILK', guests: 2 }],
    ...overrides,
  };
}

/** The event dialog's form values for the saved event above. */
export function savedValues(): EventFormValues {
  return eventToValues(savedEvent());
}

const display = (quantity: number, units: string, label: string, text: string) => ({
  quantity,
  units,
  label,
  text,
});

/**
 * A prep list as POST /api/preplist answers it for the event above, two teams. Quantities as the
 * server would work them out (the web shows the server's `display.text`, never its own maths):
 * Cheddar Sauce 2 Quarts per 4 servings → 130 orders = 65 Quarts = 16 1/4 Gallons, etc.
 */
export function preplistReply(): TPreplistResponse {
  return {
    teamPreplists: [
      {
        team: 'Banquets',
        preplistSections: [
          {
            section: 'Starters',
            preplistItems: [
              {
                menuItemId: 11,
                name: 'Cheddar Soup',
                servings: 4,
                servingSize: '1 cup',
                ordersSatisfied: 130,
                plating: 'Plated',
                platingNotes: 'Warm bowls; chive on top.',
                prepRecipes: [
                  {
                    recipeId: 21,
                    name: 'Cheddar Sauce',
                    scaledYield: 65,
                    scaledUnits: 'Quart',
                    display: display(16.25, 'Gallon', 'Gallons', '16 1/4 Gallons'),
                    recipeIngredients: [
                      {
                        ingredientId: 1,
                        name: 'Butter',
                        quantity: 130,
                        units: 'Ounce',
                        display: display(8.13, 'Pound', 'Pounds', '8.13 Pounds'),
                      },
                      {
                        ingredientId: 2,
                        name: 'Flour',
                        quantity: 16.25,
                        units: 'Cup',
                        display: display(16.25, 'Cup', 'Cups', '16 1/4 Cups'),
                      },
                    ],
                    prepNotes: 'Make a roux, add the white sauce, melt in the cheddar.',
                    prepRecipes: [
                      {
                        recipeId: 22,
                        name: 'White Sauce',
                        scaledYield: 32.5,
                        scaledUnits: 'Quart',
                        display: display(8.125, 'Gallon', 'Gallons', '8 1/8 Gallons'),
                        recipeIngredients: [
                          {
                            ingredientId: 3,
                            name: 'Milk',
                            quantity: 32.5,
                            units: 'Quart',
                            display: display(8.125, 'Gallon', 'Gallons', '8 1/8 Gallons'),
                          },
                        ],
                        prepNotes: 'Warm the milk; whisk in the butter.',
                        prepRecipes: [],
                        errors: [],
                      },
                    ],
                    errors: [],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        team: 'Pastry',
        preplistSections: [
          {
            section: 'Desserts',
            preplistItems: [
              {
                menuItemId: 12,
                name: 'Apple Tart',
                servings: 8,
                servingSize: '1 slice',
                ordersSatisfied: 120,
                plating: 'Buffet',
                platingNotes: null,
                prepRecipes: [
                  {
                    recipeId: 23,
                    name: 'Tart Dough',
                    scaledYield: 15,
                    scaledUnits: 'Each',
                    display: display(15, 'Each', 'Each', '15 Each'),
                    recipeIngredients: [
                      {
                        ingredientId: 2,
                        name: 'Flour',
                        quantity: 22.5,
                        units: 'Cup',
                        display: display(22.5, 'Cup', 'Cups', '22 1/2 Cups'),
                      },
                    ],
                    prepNotes: 'Rest the dough overnight.',
                    prepRecipes: [],
                    errors: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    totals: [
      {
        ingredientId: 1,
        name: 'Butter',
        quantity: 8.125,
        units: 'Pound',
        display: display(8.13, 'Pound', 'Pounds', '8.13 Pounds'),
        pull: display(8.13, 'Pound', 'Pounds', '8.13 Pounds'),
        cost: 32.5,
      },
      {
        ingredientId: 2,
        name: 'Flour',
        quantity: 38.75,
        units: 'Cup',
        display: display(38.75, 'Cup', 'Cups', '38 3/4 Cups'),
        pull: display(38.75, 'Cup', 'Cups', '38 3/4 Cups'),
        cost: 3.42,
      },
      {
        ingredientId: 3,
        name: 'Milk',
        quantity: 8.125,
        units: 'Gallon',
        display: display(8.125, 'Gallon', 'Gallons', '8 1/8 Gallons'),
        pull: display(8.125, 'Gallon', 'Gallons', '8 1/8 Gallons'),
        cost: 32.5,
      },
    ],
    errors: [],
  };
}
