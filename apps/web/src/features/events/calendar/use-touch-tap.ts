import { type PointerEvent, useMemo, useRef } from 'react';

/** Longest press, in ms, that is still a tap (a long-press selects the event to move it). */
const TAP_MS = 350;
/** Farthest a finger may slide, in px, and still tap. */
const TAP_SLOP_PX = 10;

/**
 * Taps on calendar events (elements carrying data-event-id) on a touch screen. FullCalendar opens an
 * event on a tap only until a long-press has selected it; this opens it on every tap. `wasTouch` tells
 * the calendar's own click handler to leave a tap to this hook (one open per tap).
 */
export function useTouchTap(onOpen: (id: number) => void) {
  const down = useRef<{ id: string; x: number; y: number; at: number } | null>(null);
  return useMemo(
    () => ({
      handlers: {
        onPointerDown: (event: PointerEvent) => {
          const target = event.target as Element;
          const el = event.pointerType === 'touch' ? target.closest<HTMLElement>('[data-event-id]') : null;
          down.current = el?.dataset.eventId
            ? { id: el.dataset.eventId, x: event.clientX, y: event.clientY, at: event.timeStamp }
            : null;
        },
        onPointerUp: (event: PointerEvent) => {
          const tap = down.current;
          down.current = null;
          if (!tap || event.pointerType !== 'touch') return;
          const slid = Math.hypot(event.clientX - tap.x, event.clientY - tap.y);
          if (slid <= TAP_SLOP_PX && event.timeStamp - tap.at <= TAP_MS) onOpen(Number(tap.id));
        },
        onPointerCancel: () => {
          down.current = null;
        },
      },
      wasTouch: (event: MouseEvent) => 'pointerType' in event && event.pointerType === 'touch',
    }),
    [onOpen],
  );
}
