import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Draws `children` once their place comes within `margin` px of the viewport, and keeps them drawn;
 * until then an empty box of `height` px holds the place, so nothing moves when they arrive. A page of
 * several heavy widgets (the order guide's grid per vendor) shows the ones in view first instead of
 * building every one before the first frame. Printing draws them all, before the page is laid out for
 * it. Without IntersectionObserver (jsdom) they are drawn at once.
 */
export function MountWhenNear({
  height,
  margin = 100,
  children,
}: {
  height: number;
  margin?: number;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    // The browser lays the page out for print as soon as beforeprint's handlers return: drawn now.
    const print = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, [near, margin]);
  return near ? children : <Box ref={place} sx={{ height }} />;
}
