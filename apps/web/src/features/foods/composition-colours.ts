import type { TCompositionPart } from '@brigade/core';

/**
 * One colour per part, whatever its rank: water stays blue from one portion or food to the next.
 * Neighbouring slices differ in lightness as well as hue (colour-blind readers), and the legend names
 * each slice in text anyway.
 */
const COLOURS: Record<TCompositionPart, string> = {
  water: '#4f8fd0',
  protein: '#b5392b',
  fat: '#e0a526',
  carbohydrate: '#3b7a3f',
  ash: '#8a8a8a',
  alcohol: '#7b4fa0',
  unmeasured: '#d9d4cc',
};

export function compositionColour(part: TCompositionPart): string {
  return COLOURS[part];
}
