import {
  formatConversion,
  INGREDIENT_CATEGORY_LABELS,
  parseIngredientCategory,
  type TFoodPortionDto,
  type TFoodSummary,
  type TIngredientCategory,
} from '@brigade/core';

/** A portion as the Portions selector shows it: "100 g", "1 tbsp (14.2 g)", "1 cup, chopped (160 g)". */
export function portionLabel(portion: TFoodPortionDto): string {
  const measure = portion.modifier ? `${portion.measureName}, ${portion.modifier}` : portion.measureName;
  const text = `${formatConversion(portion.amount)} ${measure}`;
  const isGrams = portion.measureName === 'g' && !portion.modifier;
  return isGrams ? text : `${text} (${formatConversion(portion.gramWeight)} g)`;
}

/** What a search result shows under its description: the brand and the food group. */
export function foodSubtitle(food: TFoodSummary): string {
  const brand = [food.brandOwner, food.brandName, food.subBrandName].filter(Boolean).join(' · ');
  return [brand, food.categoryName].filter(Boolean).join(' — ');
}

/** USDA food groups (SR28) that name one of our ingredient categories. */
const CATEGORY_OF_GROUP: Record<string, TIngredientCategory> = {
  'Poultry Products': 'Meat Products',
  'Pork Products': 'Meat Products',
  'Beef Products': 'Meat Products',
  'Lamb, Veal, and Game Products': 'Meat Products',
  'Sausages and Luncheon Meats': 'Meat Products',
  'Finfish and Shellfish Products': 'Seafood Products',
  'Soups, Sauces, and Gravies': 'Soups and Gravies',
  'Breakfast Cereals': 'Grains and Pasta',
  'Cereal Grains and Pasta': 'Grains and Pasta',
  'Fruits and Fruit Juices': 'Fruits and Fruit Products',
  'Nut and Seed Products': 'Nuts and Seeds',
};

/** The category the modal suggests for a food: its USDA group when that is (or maps to) one of ours. */
export function suggestedCategory(food: TFoodSummary): TIngredientCategory | '' {
  const group = food.categoryName ?? '';
  const category = CATEGORY_OF_GROUP[group] ?? parseIngredientCategory(group);
  return category && INGREDIENT_CATEGORY_LABELS.includes(category) ? category : '';
}
