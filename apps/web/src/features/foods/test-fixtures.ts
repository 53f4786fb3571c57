import type { TFood, TFoodSummary } from '@brigade/core';

/** Foods as GET /api/foods and GET /api/foods/{fdcId} answer them; values are USDA SR28's. */
export const BUTTER_SUMMARY: TFoodSummary = {
  fdcId: 1001,
  description: 'Butter, salted',
  dataType: 'sr_legacy_food',
  brandOwner: null,
  brandName: null,
  subBrandName: null,
  categoryName: 'Dairy and Egg Products',
};

export const WHIPPED_BUTTER_SUMMARY: TFoodSummary = {
  ...BUTTER_SUMMARY,
  fdcId: 1002,
  description: 'Butter, whipped, with salt',
};

export const BUTTER: TFood = {
  ...BUTTER_SUMMARY,
  refusePercent: 0,
  foodPortions: [
    { amount: 100, measureName: 'g', modifier: null, gramWeight: 100 },
    { amount: 1, measureName: 'pat (1" sq, 1/3" high)', modifier: null, gramWeight: 5 },
    { amount: 1, measureName: 'tbsp', modifier: null, gramWeight: 14.2 },
    { amount: 1, measureName: 'cup', modifier: null, gramWeight: 227 },
  ],
  foodNutrients: [
    { amount: 15.87, nutrient: { id: 255, name: 'Water', unitName: 'g' } },
    { amount: 717, nutrient: { id: 208, name: 'Energy', unitName: 'kcal' } },
    { amount: 0.85, nutrient: { id: 203, name: 'Protein', unitName: 'g' } },
    { amount: 81.11, nutrient: { id: 204, name: 'Total lipid (fat)', unitName: 'g' } },
    { amount: 643, nutrient: { id: 307, name: 'Sodium, Na', unitName: 'mg' } },
  ],
};

/** A page of the DESIGN.md §5 shape. */
export function foodPage(content: TFoodSummary[], options: { number?: number; last?: boolean } = {}) {
  const number = options.number ?? 0;
  return {
    content,
    number,
    size: 250,
    numberOfElements: content.length,
    totalElements: content.length,
    totalPages: 1,
    first: number === 0,
    last: options.last ?? true,
    pageable: { pageNumber: number, pageSize: 250 },
  };
}
