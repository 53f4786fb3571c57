import { dateFormat, longDate } from '../../lib/date-format';
import { type DayRange, dayOf, parseDay } from '../../lib/local-day';

/**
 * What a production plan covers, as its address says: the days of the events counted
 * (?from=…&to=…, both included, local dates), one team (?team=Pastry) and whether tentative events
 * count (?tentative=1). The board, its day sheets and its labels share it, so a sheet printed from the
 * board counts the same events as the card it was printed from.
 */
export type ProductionSelection = { range: DayRange; team: string | null; tentative: boolean };

export const PRODUCTION_PATH = '/portal/events/production';
export const DAY_SHEET_PATH = '/portal/events/production/print';
export const LABELS_PATH = '/portal/events/production/labels';

export type LabelLayout = 'sheet' | 'thermal';

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Today and the next 6 days: the board's default, a cook's week ahead. */
export function comingWeek(today: Date = new Date()): DayRange {
  return { from: dayOf(today), to: dayOf(addDays(today, 6)) };
}

/** The range shortcuts: today, the calendar week holding today (Sunday first, as the calendar's), the next one. */
export function rangeShortcuts(today: Date = new Date()): { label: string; range: DayRange }[] {
  const sunday = addDays(today, -today.getDay());
  return [
    { label: 'Today', range: { from: dayOf(today), to: dayOf(today) } },
    { label: 'This week', range: { from: dayOf(sunday), to: dayOf(addDays(sunday, 6)) } },
    { label: 'Next week', range: { from: dayOf(addDays(sunday, 7)), to: dayOf(addDays(sunday, 13)) } },
  ];
}

/** The selection of a production address; without days, the coming week. */
export function readProductionSelection(
  params: URLSearchParams,
  today: Date = new Date(),
): ProductionSelection {
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  const range = from && to && from <= to ? { from: dayOf(from), to: dayOf(to) } : comingWeek(today);
  const team = params.get('team')?.trim() || null;
  return { range, team, tentative: params.get('tentative') === '1' };
}

/** The address query of a selection (the inverse of readProductionSelection). */
export function productionParams(selection: ProductionSelection): URLSearchParams {
  const params = new URLSearchParams({ from: selection.range.from, to: selection.range.to });
  if (selection.team) params.set('team', selection.team);
  if (selection.tentative) params.set('tentative', '1');
  return params;
}

/** The browser's time zone: the plan's days are the kitchen's local days, as the cook's screen shows them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * GET /api/production-plan's query for a selection: its range names the events' days (the board), or
 * with `by: 'production'` the days batches are made (a day sheet: everything made that day).
 */
export function planQuery(
  selection: ProductionSelection,
  timeZone: string = browserTimeZone(),
  by: 'service' | 'production' = 'service',
) {
  return {
    startDate: selection.range.from,
    endDate: selection.range.to,
    timeZone,
    ...(by === 'production' ? { by } : {}),
    ...(selection.team ? { team: selection.team } : {}),
    ...(selection.tentative ? { includeTentative: 'true' as const } : {}),
  };
}

/** One production day and team of a board: what its day sheet and labels print. */
export type SheetTarget = { date: string; team: string };

/** The day sheet of one team's batches on one production day, for the board's events. */
export function daySheetPath(selection: ProductionSelection, target: SheetTarget): string {
  const params = productionParams({ ...selection, team: null });
  params.set('date', target.date);
  params.set('team', target.team);
  return `${DAY_SHEET_PATH}?${params}`;
}

/** The container labels of one team's batches on one production day, in a layout. */
export function labelsPath(selection: ProductionSelection, target: SheetTarget, layout: LabelLayout): string {
  const params = productionParams({ ...selection, team: null });
  params.set('date', target.date);
  params.set('team', target.team);
  params.set('layout', layout);
  return `${LABELS_PATH}?${params}`;
}

/** The container labels of what one team makes for one event (from the event's prep list). */
export function eventLabelsPath(eventId: number, team: string): string {
  return `${LABELS_PATH}?${new URLSearchParams({ event: String(eventId), team })}`;
}

/** A sheet's or labels' address: its day and team, and the board's selection (its days default to the sheet's week). */
export function readSheetTarget(params: URLSearchParams): {
  target: SheetTarget | null;
  selection: ProductionSelection;
} {
  const date = parseDay(params.get('date'));
  const team = params.get('team')?.trim() || null;
  const fallback = date ? comingWeek(date) : undefined;
  const hasRange = params.has('from') && params.has('to');
  const selection = readProductionSelection(params, date ?? undefined);
  return {
    target: date && team ? { date: dayOf(date), team } : null,
    selection: hasRange || !fallback ? selection : { ...selection, range: fallback },
  };
}

const dayFormat = dateFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const shortDate = dateFormat('en-US', { month: 'numeric', day: 'numeric' });

/** 'Fri, Nov 27' of a YYYY-MM-DD day (the text itself when it is not one). */
export function dayText(day: string): string {
  const date = parseDay(day);
  return date ? dayFormat.format(date) : day;
}

/** 'Friday, November 27, 2026'. */
export function longDayText(day: string): string {
  const date = parseDay(day);
  return date ? longDate.format(date) : day;
}

/** '11/27': a label's dates, where every millimetre counts. */
export function shortDayText(day: string): string {
  const date = parseDay(day);
  return date ? shortDate.format(date) : day;
}

/** 'Nov 26 – Dec 2' (one day: 'Thu, Nov 26'). */
export function rangeText(range: DayRange): string {
  return range.from === range.to ? dayText(range.from) : `${dayText(range.from)} – ${dayText(range.to)}`;
}

/**
 * The production board for the days the Events calendar shows (`endDate` excluded, as FullCalendar
 * gives it), or the coming week when none is known or the calendar shows a month (a month of batches
 * is not a board a cook reads; the coming week is).
 */
export function productionPath(visible?: { startDate: string; endDate: string } | null): string {
  const start = visible ? new Date(visible.startDate) : null;
  const end = visible ? new Date(visible.endDate) : null;
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
    return PRODUCTION_PATH;
  if ((end.getTime() - start.getTime()) / 86_400_000 > 14) return PRODUCTION_PATH;
  const range = { from: dayOf(start), to: dayOf(new Date(end.getTime() - 1)) };
  return `${PRODUCTION_PATH}?${productionParams({ range, team: null, tentative: false })}`;
}
