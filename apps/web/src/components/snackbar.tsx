import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { SnackAction, SnackSeverity } from './snackbar-types';

const SnackbarView = lazy(async () => ({ default: (await import('./SnackbarView')).SnackbarView }));

/**
 * The app's snackbar service (spec 2 "a success snackbar", spec 8 error snackbars).
 * `useSnackbar().success('Recipe saved successfully', { autoHide: 4000 })`; messages queue up
 * and show one at a time.
 */
export type { SnackAction, SnackSeverity } from './snackbar-types';
/** autoHide in ms; null keeps the message until the user closes it; an action is a button beside it. */
export type SnackOptions = { autoHide?: number | null; action?: SnackAction };

export const DEFAULT_AUTO_HIDE_MS = 4000;

type Snack = {
  id: number;
  message: string;
  severity: SnackSeverity;
  autoHide: number | null;
  action?: SnackAction;
};

export type SnackbarService = {
  show: (message: string, severity?: SnackSeverity, options?: SnackOptions) => void;
  success: (message: string, options?: SnackOptions) => void;
  error: (message: string, options?: SnackOptions) => void;
};

const SnackbarContext = createContext<SnackbarService | null>(null);

let nextId = 1;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Snack[]>([]);
  const [open, setOpen] = useState(true);

  const show = useCallback(
    (message: string, severity: SnackSeverity = 'info', options: SnackOptions = {}) => {
      const autoHide = options.autoHide === undefined ? DEFAULT_AUTO_HIDE_MS : options.autoHide;
      setQueue((q) => [...q, { id: nextId++, message, severity, autoHide, action: options.action }]);
    },
    [],
  );

  const service = useMemo<SnackbarService>(
    () => ({
      show,
      success: (message, options) => show(message, 'success', options),
      error: (message, options) => show(message, 'error', options),
    }),
    [show],
  );

  const current = queue[0];
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  // After the exit transition, drop the shown message and open the next one.
  const exited = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  return (
    <SnackbarContext value={service}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <SnackbarView key={current.id} {...current} open={open} onClose={close} onExited={exited} />
        </Suspense>
      )}
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return service;
}
