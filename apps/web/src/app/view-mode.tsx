import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** How list screens show their items (spec 1: the Tile/Table switch in the top bar). */
export type ViewMode = 'tile' | 'table';

export const VIEW_MODE_STORAGE_KEY = 'viewMode';

type ViewModeState = { viewMode: ViewMode; setViewMode: (mode: ViewMode) => void };
type ViewModeContextValue = ViewModeState & {
  /** How many mounted screens offer the switch (the top bar's switch shows for them). */
  readers: number;
  addReader: () => () => void;
};

const ViewModeContext = createContext<ViewModeContextValue | null>(null);

function readStoredMode(): ViewMode {
  try {
    return globalThis.localStorage?.getItem(VIEW_MODE_STORAGE_KEY) === 'table' ? 'table' : 'tile';
  } catch {
    return 'tile';
  }
}

export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [viewMode, setMode] = useState<ViewMode>(readStoredMode);
  const [readers, setReaders] = useState(0);
  const setViewMode = useCallback((mode: ViewMode) => {
    setMode(mode);
    try {
      globalThis.localStorage?.setItem(VIEW_MODE_STORAGE_KEY, mode);
    } catch {
      // Not persisting is harmless: the choice still holds for this visit.
    }
  }, []);
  const addReader = useCallback(() => {
    setReaders((n) => n + 1);
    return () => setReaders((n) => n - 1);
  }, []);
  const value = useMemo(
    () => ({ viewMode, setViewMode, readers, addReader }),
    [viewMode, setViewMode, readers, addReader],
  );
  return <ViewModeContext value={value}>{children}</ViewModeContext>;
}

function useViewModeContext(): ViewModeContextValue {
  const state = useContext(ViewModeContext);
  if (!state) throw new Error('useViewMode must be used inside ViewModeProvider');
  return state;
}

/**
 * The current Tile/Table choice; list screens render cards for 'tile' and a table for 'table'.
 * A screen that may offer the switch says so (`switchable`), and the top bar shows it while such a
 * screen is on show. Spec 2: the switch shows only on ingredient or recipe list headers, and only
 * when no vendor is in scope — a vendor's ingredients, menus and menu items follow the choice made
 * there without offering it.
 */
export function useViewMode({ switchable = false }: { switchable?: boolean } = {}): ViewModeState {
  const { viewMode, setViewMode, addReader } = useViewModeContext();
  useEffect(() => (switchable ? addReader() : undefined), [addReader, switchable]);
  return { viewMode, setViewMode };
}

/** For the switch itself: the choice, and whether a screen on show offers it. */
export function useViewModeSwitch(): ViewModeState & { inUse: boolean } {
  const { viewMode, setViewMode, readers } = useViewModeContext();
  return { viewMode, setViewMode, inUse: readers > 0 };
}
