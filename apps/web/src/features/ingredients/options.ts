import { INGREDIENT_CATEGORY_LABELS, UNIT_LABELS } from '@brigade/core';

/** The choices of the modal's selects: spec 3's units and ingredient categories, by label. */
export const UNIT_OPTIONS = UNIT_LABELS.map((label) => ({ value: label, label }));
export const CATEGORY_OPTIONS = INGREDIENT_CATEGORY_LABELS.map((label) => ({ value: label, label }));
