import { EVENT_STATUSES } from '@brigade/core';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { STATUS_LOOKS, statusClass } from './event-status';

/** Class names the calendar gives FullCalendar's parts, to size them for fingers. */
export const CALENDAR_CLASSES = {
  /** "+N more" links, the popover's close button. */
  control: 'brigade-cal-control',
  event: 'brigade-cal-event',
  /** An event on a day row (the month view, the all-day row). */
  rowEvent: 'brigade-cal-row-event',
  rowEventInner: 'brigade-cal-row-inner',
  rowEventTitle: 'brigade-cal-row-title',
  /** The handle that resizes an event. */
  resizer: 'brigade-cal-resizer',
  /** The view under the toolbar (the grid of days, times or rooms). */
  view: 'brigade-cal-view',
  /** A chip's "Guarantee due in 2 days". */
  flag: 'brigade-cal-flag',
} as const;

const c = (name: keyof typeof CALENDAR_CLASSES) => `& .${CALENDAR_CLASSES[name]}`;

/** Each status drawn its own way (event-status.ts): its border's style says it without colour. */
const STATUS_SX: Record<string, Record<string, string>> = Object.fromEntries(
  EVENT_STATUSES.map((status) => {
    const look = STATUS_LOOKS[status];
    return [
      `& .${statusClass(status)}`,
      {
        borderWidth: '2px',
        borderStyle: look.borderStyle,
        borderColor: look.border,
        '--fc-event-color': look.fill,
        '--fc-event-contrast-color': look.text,
        ...(look.struck ? { textDecoration: 'line-through', textDecorationThickness: '2px' } : {}),
      },
    ];
  }),
);

/** 44 px: the smallest target a finger hits reliably (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;

/** The white box the toolbar and the calendar sit in. */
export const calendarFrameSx: SxProps<Theme> = {
  bgcolor: 'background.paper',
  borderRadius: 2,
  p: { xs: 1, sm: 2 },
};

/**
 * The calendar's look: the classic theme in the brand's colours (copper buttons, teal events), month
 * chips on two lines, and on touch screens every control, chip and resize handle at least 44 px.
 */
export const calendarSx: SxProps<Theme> = {
  position: 'relative',
  '--fc-classic-button': (t) => t.palette.primary.main,
  '--fc-classic-button-border': (t) => t.palette.primary.main,
  '--fc-classic-button-strong': (t) => t.palette.primary.dark,
  '--fc-classic-button-strong-border': (t) => t.palette.primary.dark,
  '--fc-classic-primary': (t) => t.palette.secondary.main,
  '--fc-classic-event': (t) => t.palette.secondary.main,
  '--fc-classic-event-contrast': (t) => t.palette.secondary.contrastText,
  '--fc-classic-highlight': (t) => alpha(t.palette.secondary.main, 0.14),
  // Month chips: the time, then beside it the title on up to two lines (not cut after a few letters).
  [c('rowEventInner')]: { alignItems: 'flex-start', whiteSpace: 'normal', minWidth: 0 },
  [c('rowEventTitle')]: {
    flex: 1,
    minWidth: 0,
    whiteSpace: 'normal',
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    lineHeight: 1.25,
    wordBreak: 'break-word',
  },
  ...STATUS_SX,
  // FullCalendar draws a view once, then measures its time column and rows and draws it again at
  // their size, which moved every day across and every hour down as the page settled (a layout
  // shift of 0.27 in Lighthouse): a new view is shown once it has been measured.
  [`&[data-measured="false"] .${CALENDAR_CLASSES.view}`]: { visibility: 'hidden' },
  [c('flag')]: {
    display: 'inline-block',
    mt: '2px',
    px: '4px',
    borderRadius: '4px',
    bgcolor: '#fff3e0',
    color: '#7a2e00',
    fontWeight: 700,
    fontSize: '0.75rem',
    lineHeight: 1.3,
    textDecoration: 'none',
    whiteSpace: 'normal',
  },
  '@media (pointer: coarse)': {
    [c('control')]: {
      minHeight: TOUCH_TARGET_PX,
      minWidth: TOUCH_TARGET_PX,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    [c('rowEvent')]: { minHeight: TOUCH_TARGET_PX },
    [c('resizer')]: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
  },
};
