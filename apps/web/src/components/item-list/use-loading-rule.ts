import { useLayoutEffect, useRef, useState } from 'react';

/** Spec 4 and 9: the loading flag clears this long after a successful load; the success state comes then. */
export const LOADING_SETTLE_MS = 300;

/**
 * Spec 4's loading rule, for every paged list: the loading flag is set while a load the
 * screen waits on is under way, and cleared 300 ms after it succeeds — or at once when it fails; the
 * success state is set 300 ms after a load. A background refresh of a list already on show is not
 * waited on (`waiting` stays false), so it neither hides the list nor resets the success state.
 *
 * A layout effect, so the frame between the answer and the 300 ms is never painted without the flag.
 */
export function useLoadingRule(waiting: boolean, failed: boolean): { loading: boolean; success: boolean } {
  const [lingering, setLingering] = useState(false);
  const [success, setSuccess] = useState(!waiting && !failed);
  const waited = useRef(waiting);
  useLayoutEffect(() => {
    if (waiting) {
      waited.current = true;
      setLingering(false);
      setSuccess(false);
      return;
    }
    if (!waited.current) return;
    waited.current = false;
    if (failed) return;
    setLingering(true);
    const timer = setTimeout(() => {
      setLingering(false);
      setSuccess(true);
    }, LOADING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [waiting, failed]);
  return { loading: waiting || lingering, success };
}
