import { useEffect, useRef, useState } from 'react';

/**
 * Where focus goes after an action removed the button that had it (a member removed, an invitation
 * revoked, a plan cancelled: the button is gone or replaced), so a keyboard or screen-reader user is
 * not sent back to the page's top. Put `ref` and `targetProps` on the section's title and call
 * `request()` when the action succeeds; with a dialog open, focus moves once it has closed (a closing
 * dialog hands focus back to the button it came from, which is gone too).
 */
export function useFocusAfter<T extends HTMLElement>(dialogOpen = false) {
  const ref = useRef<T>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted && !dialogOpen) {
      ref.current?.focus();
      setWanted(false);
    }
  }, [wanted, dialogOpen]);
  return { ref, request: () => setWanted(true) };
}

/** A title that takes focus from code only (not in the tab order), without a focus ring. */
export const focusTargetProps = { tabIndex: -1, style: { outline: 'none' } } as const;
