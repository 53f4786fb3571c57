import { createContext, useContext } from 'react';
import { GridToolbar, type GridToolbarProps } from './GridToolbar';

/** The toolbar's props, handed through context: the grid renders its toolbar slot without them. */
export const GridToolbarContext = createContext<GridToolbarProps | null>(null);

/** The grid's toolbar slot: a stable component (a new one per render would remount the toolbar). */
export function GridToolbarSlot() {
  const props = useContext(GridToolbarContext);
  return props ? <GridToolbar {...props} /> : null;
}
