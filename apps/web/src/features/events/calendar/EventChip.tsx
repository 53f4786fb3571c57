import { EVENT_STATUS_LABELS } from '@brigade/core';
import type { EventDisplayInfo } from '@fullcalendar/react';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { CalendarEventProps } from './calendar-events';
import { CALENDAR_CLASSES } from './calendar-styles';

/**
 * What an event chip says: its time and title as FullCalendar draws them, then (in its accessible
 * name, after a comma) its status, and in sight a guarantee that is due ("Guarantee due in 2 days").
 * Screen readers hear "6:30 PM Hartley Wedding, Tentative, Guarantee due in 2 days".
 */
export function EventChip(info: EventDisplayInfo) {
  const props = info.event.extendedProps as CalendarEventProps;
  return (
    <>
      {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}
      <div className={info.titleClass}>
        <span>{info.event.title}</span>
        <span style={visuallyHidden}>, {EVENT_STATUS_LABELS[props.status]}</span>
        {props.guaranteeFlag && (
          <span className={CALENDAR_CLASSES.flag}>
            <span style={visuallyHidden}>, </span>
            {props.guaranteeFlag}
          </span>
        )}
      </div>
    </>
  );
}
