import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** How list screens show their items (spec 1: the Tile/Table switch in the top bar). */
export type ViewMode = 'tile' | 'table';

export const VIEW_MODE_STORAGE_KEY = 'viewMode';

type ViewModeState = { viewMode: ViewMode; setViewMode: (mode: ViewMode) => void };

const ViewModeContext = createContext<ViewModeState | null>(null);

function readStoredMode(): ViewMode {
  try {
    return globalThis.localStorage?.getItem(VIEW_MODE_STORAGE_KEY) === 'table' ? 'table' : 'tile';
  } catch {
    return 'tile';
  }
}

export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [viewMode, setMode] = useState<ViewMode>(readStoredMode);
  const setViewMode = useCallback((mode: ViewMode) => {
    setMode(mode);
    try {
      globalThis.localStorage?.setItem(VIEW_MODE_STORAGE_KEY, mode);
    } catch {
      // Not persisting is harmless: the choice still holds for this visit.
    }
  }, []);
  const value = useMemo(() => ({ viewMode, setViewMode }), [viewMode, setViewMode]);
  return <ViewModeContext value={value}>{children}</ViewModeContext>;
}

/** The current Tile/Table choice; list screens render cards for 'tile' and a table for 'table'. */
export function useViewMode(): ViewModeState {
  const state = useContext(ViewModeContext);
  if (!state) throw new Error('useViewMode must be used inside ViewModeProvider');
  return state;
}
