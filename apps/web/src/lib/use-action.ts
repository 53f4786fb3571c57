import { useCallback, useRef, useState } from 'react';

export type ActionState = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown };
export type ActionResult = { ok: boolean; error: unknown };

/**
 * One async call's state for the public pages, which stay free of TanStack Query to keep sign-in
 * light (signed-in screens use useMutation). A second run while one is pending is ignored.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [state, setState] = useState<ActionState>({ status: 'idle', error: null });
  const pending = useRef(false);

  const run = useCallback(
    async (...args: A): Promise<ActionResult> => {
      if (pending.current) return { ok: false, error: null };
      pending.current = true;
      setState({ status: 'pending', error: null });
      try {
        await action(...args);
        setState({ status: 'success', error: null });
        return { ok: true, error: null };
      } catch (error) {
        setState({ status: 'error', error });
        return { ok: false, error };
      } finally {
        pending.current = false;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);

  return { ...state, run, reset, isPending: state.status === 'pending' };
}
