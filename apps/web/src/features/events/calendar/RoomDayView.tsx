import type { TRoom } from '@brigade/core';
import type { EventInput } from '@fullcalendar/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { clockTimeText, dateFormat } from '../../../lib/date-format';
import { roomsQuery } from '../api';
import { CALENDAR_CLASSES, TOUCH_TARGET_PX } from './calendar-styles';
import { EventTitle } from './EventChip';
import { statusClass } from './event-status';
import { type PlacedEvent, placeRoomDay, roomColumns } from './room-day-layout';

/** What the room day view draws from, given by the calendar around it (FullCalendar draws the view). */
export type RoomDaySource = {
  events: readonly EventInput[];
  /** The time grid's first and last time ('06:00:00', '26:00:00'), as the other views have it. */
  slotMinTime: string;
  slotMaxTime: string;
  /** Where it opens scrolled ('17:30:00'). */
  scrollTime: string;
  onOpenEvent: (id: number) => void;
};

export const RoomDayContext = createContext<RoomDaySource | null>(null);

const NO_ROOMS: TRoom[] = [];

/** A half hour is one row, as tall as a finger needs. */
const ROW_PX = TOUCH_TARGET_PX;
const PX_PER_MINUTE = ROW_PX / 30;
const TIME_COLUMN_PX = 64;
const COLUMN_MIN_PX = 150;

const minutesOf = (duration: string) => Number(duration.slice(0, 2)) * 60 + Number(duration.slice(3, 5));
const hourFormat = dateFormat('en-US', { hour: 'numeric' });

/** '6:30 PM – 11:00 PM Hartley Wedding, Tentative, Guarantee due in 2 days': as the other views name a chip. */
function EventBlock({ event, onOpen }: { event: PlacedEvent; onOpen: (id: number) => void }) {
  const width = 100 / event.lanes;
  const when = event.allDay ? 'All day' : `${clockTimeText(event.start)} – ${clockTimeText(event.end)}`;
  return (
    <Box
      component="button"
      type="button"
      onClick={() => onOpen(event.id)}
      className={`${CALENDAR_CLASSES.event} ${statusClass(event.props.status)}`}
      sx={{
        position: event.allDay ? 'relative' : 'absolute',
        top: event.allDay ? undefined : event.top * PX_PER_MINUTE,
        left: event.allDay ? undefined : `calc(${event.lane * width}% + 2px)`,
        width: event.allDay ? '100%' : `calc(${width}% - 4px)`,
        height: event.allDay ? undefined : Math.max(TOUCH_TARGET_PX, event.height * PX_PER_MINUTE - 2),
        minHeight: TOUCH_TARGET_PX,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        alignItems: 'stretch',
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        fontSize: '0.8125rem',
        lineHeight: 1.3,
        p: '4px 6px',
        borderRadius: '4px',
        cursor: 'pointer',
        bgcolor: 'var(--fc-event-color)',
        color: 'var(--fc-event-contrast-color)',
        zIndex: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <span style={{ display: 'block' }}>{when}</span>
      <span style={{ display: 'block', fontWeight: 600 }}>
        <EventTitle title={event.title} props={event.props} />
      </span>
    </Box>
  );
}

/**
 * The per-room day view: a column a room (and "No room"), the service day's times down the side, each
 * event of the day in its room's column; overlapping bookings of a room sit side by side. A tap opens
 * an event. Drawn inside FullCalendar as a custom view, so its toolbar (prev, next, today, the view
 * switcher) and the range the page reads work as in the other views.
 */
export function RoomDayView({ day }: { day: Date }) {
  const source = useContext(RoomDayContext);
  // Read when the view is first shown: the other views need no rooms.
  const rooms = useQuery(roomsQuery).data ?? NO_ROOMS;
  const scroller = useRef<HTMLDivElement>(null);
  const dayKey = day.toDateString();
  const columns = useMemo(() => roomColumns(rooms), [rooms]);
  const firstMinute = minutesOf(source?.slotMinTime ?? '06:00:00');
  const lastMinute = minutesOf(source?.slotMaxTime ?? '24:00:00');
  const gridStart = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, firstMinute);
  const gridEnd = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, lastMinute);
  const placed = placeRoomDay(source?.events ?? [], columns, gridStart, gridEnd);
  const hasAllDay = [...placed.values()].some((c) => c.allDay.length > 0);
  const scrollTo = source ? minutesOf(source.scrollTime) : firstMinute;

  // Opens scrolled to the day's first event (or to now), as the week and day views do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once a day shown, not on every redraw
  useEffect(() => {
    scroller.current?.scrollTo({ top: Math.max(0, (scrollTo - firstMinute) * PX_PER_MINUTE) });
  }, [dayKey, scrollTo === firstMinute]);

  if (!source) return null;
  const hours: number[] = [];
  for (let m = Math.ceil(firstMinute / 60) * 60; m < lastMinute; m += 60) hours.push(m);
  const gridTemplateColumns = `${TIME_COLUMN_PX}px repeat(${columns.length}, minmax(${COLUMN_MIN_PX}px, 1fr))`;
  const height = (lastMinute - firstMinute) * PX_PER_MINUTE;

  return (
    <Box
      ref={scroller}
      data-testid="room-day-view"
      sx={{
        overflow: 'auto',
        // Its own width, whatever the columns need: many rooms scroll sideways inside it.
        contain: 'inline-size',
        width: '100%',
        height: '100%',
        maxHeight: 'calc(100dvh - 360px)',
        minHeight: 320,
        position: 'relative',
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns, minWidth: 'max-content', width: '100%' }}>
        {/* The rooms across the top, kept in sight while the day scrolls. */}
        <Box sx={{ position: 'sticky', top: 0, zIndex: 3, bgcolor: 'background.paper' }} />
        {columns.map((c) => (
          <Box
            key={c.key}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 3,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              px: 1,
              py: 0.75,
              textAlign: 'center',
            }}
          >
            <Typography component="div" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
              {c.name}
            </Typography>
            <Typography component="div" variant="caption" color="text.secondary">
              {c.capacity === null
                ? c.roomId === null
                  ? 'Not booked in a room'
                  : 'Seats not set'
                : `Seats ${c.capacity}`}
            </Typography>
          </Box>
        ))}
        {hasAllDay && (
          <>
            <Typography variant="caption" sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              All day
            </Typography>
            {columns.map((c) => (
              <Box
                key={c.key}
                sx={{
                  borderLeft: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  p: 0.5,
                  display: 'grid',
                  gap: 0.5,
                }}
              >
                {placed.get(c.key)!.allDay.map((e) => (
                  <EventBlock key={e.id} event={e} onOpen={source.onOpenEvent} />
                ))}
              </Box>
            ))}
          </>
        )}
        {/* The times down the side. */}
        <Box aria-hidden sx={{ position: 'relative', height }}>
          {hours.map((m) => (
            <Typography
              key={m}
              variant="caption"
              sx={{
                position: 'absolute',
                top: (m - firstMinute) * PX_PER_MINUTE - 8,
                right: 6,
                color: 'text.secondary',
              }}
            >
              {hourFormat.format(new Date(2000, 0, 1, 0, m)).replace(/\s/gu, ' ')}
            </Typography>
          ))}
        </Box>
        {columns.map((c) => (
          <Box
            key={c.key}
            component="section"
            aria-label={c.name}
            sx={{
              position: 'relative',
              height,
              borderLeft: 1,
              borderColor: 'divider',
              // A line each half hour, stronger on the hour.
              backgroundImage: (t) =>
                `repeating-linear-gradient(to bottom, ${t.palette.divider} 0 1px, transparent 1px ${ROW_PX}px)`,
              backgroundPositionY: `${((Math.ceil(firstMinute / 30) * 30 - firstMinute) * PX_PER_MINUTE) % ROW_PX}px`,
            }}
          >
            {placed.get(c.key)!.timed.map((e) => (
              <EventBlock key={e.id} event={e} onOpen={source.onOpenEvent} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
