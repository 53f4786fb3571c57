import { EVENT_STATUS_LABELS } from '@brigade/core';
import type { EventDisplayInfo } from '@fullcalendar/react';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { CalendarEventProps } from './calendar-events';
import { CALENDAR_CLASSES } from './calendar-styles';

/**
 * An event's title as every view writes it: the title, then (in its accessible name, after a comma)
 * its status, and in sight a guarantee that is due ("Guarantee due in 2 days").
 */
export function EventTitle({ title, props }: { title: string; props: CalendarEventProps }) {
  return (
    <>
      <span>{title}</span>
      <span style={visuallyHidden}>, {EVENT_STATUS_LABELS[props.status]}</span>
      {props.guaranteeFlag && (
        <span className={CALENDAR_CLASSES.flag}>
          <span style={visuallyHidden}>, </span>
          <span aria-hidden>⚠ </span>
          {props.guaranteeFlag}
        </span>
      )}
    </>
  );
}

/**
 * What a chip of the month, week and day views says: its time and title as FullCalendar draws them,
 * with the status and a due guarantee (EventTitle). Screen readers hear "6:30 PM Hartley Wedding,
 * Tentative, Guarantee due in 2 days".
 */
export function EventChip(info: EventDisplayInfo) {
  return (
    <>
      {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}
      <div className={info.titleClass}>
        <EventTitle title={info.event.title} props={info.event.extendedProps as CalendarEventProps} />
      </div>
    </>
  );
}
