import type { TNutrientName } from '@brigade/core';
import Fuse from 'fuse.js';

/** How many matches the picker lists: enough to choose from, few enough to render at once. */
export const NUTRIENT_MATCH_LIMIT = 50;

/**
 * Fuzzy search over the nutrient pick list (several hundred names, spec 3): "vit c" finds
 * "Vitamin C, total ascorbic acid", "protien" finds "Protein". Without a query, the list in order.
 */
export function nutrientSearch(nutrients: TNutrientName[]) {
  const fuse = new Fuse(nutrients, { keys: ['name'], threshold: 0.4, ignoreLocation: true });
  return (query: string): TNutrientName[] => {
    const text = query.trim();
    if (!text) return nutrients.slice(0, NUTRIENT_MATCH_LIMIT);
    return fuse.search(text, { limit: NUTRIENT_MATCH_LIMIT }).map((result) => result.item);
  };
}
