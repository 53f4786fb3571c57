import { countOf } from '@brigade/core';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import { type RefObject, useEffect, useState } from 'react';
import { TOUCH_TARGET_PX } from './calendar-styles';

type Cue = { above: number; below: number; top: number; bottom: number };

const same = (a: Cue | null, b: Cue | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.above === b.above &&
    a.below === b.below &&
    a.top === b.top &&
    a.bottom === b.bottom);

/** The element that scrolls the time grid: the nearest scrolling ancestor of its first time slot. */
function gridScroller(root: HTMLElement): HTMLElement | null {
  let el = root.querySelector('[data-time]')?.parentElement ?? null;
  while (el && el !== root) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) return el;
    el = el.parentElement;
  }
  return null;
}

/** The events of the grid above and below what the scroller shows. */
function hiddenEvents(scroller: HTMLElement) {
  const view = scroller.getBoundingClientRect();
  const above: HTMLElement[] = [];
  const below: HTMLElement[] = [];
  for (const el of scroller.querySelectorAll<HTMLElement>('[data-event-id]')) {
    const box = el.getBoundingClientRect();
    if (box.height === 0) continue;
    if (box.bottom <= view.top + 4) above.push(el);
    else if (box.top >= view.bottom - 4) below.push(el);
  }
  return { view, above, below };
}

/**
 * "2 events earlier ↑" and "1 event later ↓" over the time grid while events are scrolled out of
 * sight; pressing one scrolls the nearest of them into view. Measured from the drawn calendar (on
 * scroll, resize and redraw), as only the browser knows what the scroller shows.
 */
export function OffscreenCue({
  container,
  watch,
}: {
  container: RefObject<HTMLElement | null>;
  watch: unknown;
}) {
  const [cue, setCue] = useState<Cue | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `watch` (the events) redraws the grid.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scroller = gridScroller(root);
        if (!scroller) return setCue((old) => (old === null ? old : null));
        const { view, above, below } = hiddenEvents(scroller);
        const box = root.getBoundingClientRect();
        const next = {
          above: above.length,
          below: below.length,
          top: Math.round(view.top - box.top),
          bottom: Math.round(box.bottom - view.bottom),
        };
        setCue((old) => (same(old, next) ? old : next));
      });
    };
    measure();
    root.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [container, watch]);

  const reveal = (direction: 'above' | 'below') => {
    const root = container.current;
    const scroller = root && gridScroller(root);
    if (!scroller) return;
    const { view, above, below } = hiddenEvents(scroller);
    const nearest = direction === 'above' ? above.at(-1) : below[0];
    if (!nearest) return;
    const box = nearest.getBoundingClientRect();
    scroller.scrollBy({ top: box.top - view.top - view.height / 3 });
  };

  if (!cue) return null;
  const button = (direction: 'above' | 'below', count: number, place: object) =>
    count > 0 && (
      <Button
        variant="contained"
        color="secondary"
        size="small"
        startIcon={direction === 'above' ? <ArrowUpward /> : <ArrowDownward />}
        onClick={() => reveal(direction)}
        sx={{
          position: 'absolute',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 5,
          boxShadow: 3,
          '@media (pointer: coarse)': { minHeight: TOUCH_TARGET_PX },
          ...place,
        }}
      >
        {`${countOf(count, 'event')} ${direction === 'above' ? 'earlier' : 'later'}`}
      </Button>
    );
  return (
    <>
      {button('above', cue.above, { top: cue.top + 8 })}
      {button('below', cue.below, { bottom: cue.bottom + 8 })}
    </>
  );
}
