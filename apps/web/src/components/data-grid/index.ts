export { GridInput } from './GridInput';
export { gridHeight } from './grid-height';
export { type GridPrefs, gridPrefsKey, readGridPrefs } from './grid-prefs';
export { type GridColumn, ListGrid, type ListGridProps } from './ListGrid';
export { lineColumn } from './line-column';
