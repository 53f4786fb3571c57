import { countOf } from '@brigade/core';
import { monthDayYear, monthYear } from '../../../lib/date-format';
import { type DayRange, dayOf, parseDay } from '../../../lib/local-day';

/**
 * What an order guide covers, as its address says: a range of days (?from=2026-11-01&to=2026-11-30,
 * both included, local dates) or a list of events (?eventIds=1,2,3), and optionally one vendor
 * (?vendorId=7). The address holds it so a reload, the print view and a link from a vendor agree.
 */
export type GuideSelection = { range: DayRange | null; eventIds: number[] | null; vendorId: number | null };

export const ORDER_GUIDE_PATH = '/portal/events/order-guide';
export const ORDER_SHEET_PATH = '/portal/events/order-guide/print';

/** The month holding `date`, first to last day. */
export function monthOf(date: Date): DayRange {
  return {
    from: dayOf(new Date(date.getFullYear(), date.getMonth(), 1)),
    to: dayOf(new Date(date.getFullYear(), date.getMonth() + 1, 0)),
  };
}

/** The month `delta` months from the one the range starts in. */
export function shiftMonth(range: DayRange, delta: number): DayRange {
  const start = parseDay(range.from) ?? new Date();
  return monthOf(new Date(start.getFullYear(), start.getMonth() + delta, 1));
}

/** Whether the range is exactly one calendar month (then it is named by its month). */
export function wholeMonth(range: DayRange): boolean {
  const start = parseDay(range.from);
  if (!start) return false;
  const month = monthOf(start);
  return month.from === range.from && month.to === range.to;
}

/** The selection of an order guide address; without one, the current month (the brief's default). */
export function readSelection(params: URLSearchParams, today: Date = new Date()): GuideSelection {
  const vendor = Number(params.get('vendorId'));
  const vendorId = Number.isInteger(vendor) && vendor > 0 ? vendor : null;
  const ids = (params.get('eventIds') ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length > 0) return { range: null, eventIds: [...new Set(ids)], vendorId };
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  const range = from && to && from <= to ? { from: dayOf(from), to: dayOf(to) } : monthOf(today);
  return { range, eventIds: null, vendorId };
}

/** The address query of a selection (the inverse of readSelection). */
export function selectionParams(selection: GuideSelection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.eventIds) params.set('eventIds', selection.eventIds.join(','));
  else if (selection.range) {
    params.set('from', selection.range.from);
    params.set('to', selection.range.to);
  }
  if (selection.vendorId !== null) params.set('vendorId', String(selection.vendorId));
  return params;
}

/**
 * The API query of a selection: the events, or the range as instants with an offset (local midnight
 * of the first day to local midnight after the last, which the server reads as every event
 * overlapping it), and the vendor when one is kept.
 */
export function guideQuery(selection: GuideSelection): Record<string, string> {
  const query: Record<string, string> = {};
  if (selection.eventIds) query.eventIds = selection.eventIds.join(',');
  else if (selection.range) {
    const start = parseDay(selection.range.from) ?? new Date();
    const last = parseDay(selection.range.to) ?? start;
    const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
    query.startDate = start.toISOString();
    query.endDate = end.toISOString();
  }
  if (selection.vendorId !== null) query.vendorId = String(selection.vendorId);
  return query;
}

/** 'November 2026', 'Nov 3, 2026 – Nov 9, 2026', or '3 events' for a list of events. */
export function selectionText(selection: GuideSelection): string {
  if (selection.eventIds) {
    const n = selection.eventIds.length;
    return countOf(n, 'selected event');
  }
  const range = selection.range;
  const from = parseDay(range?.from);
  const to = parseDay(range?.to);
  if (!range || !from || !to) return '';
  if (wholeMonth(range)) return monthYear.format(from);
  return range.from === range.to
    ? monthDayYear.format(from)
    : `${monthDayYear.format(from)} – ${monthDayYear.format(to)}`;
}

/**
 * The order guide for the days the Events calendar shows (`endDate` excluded, as FullCalendar gives
 * it), or for the current month when none is known: the Events page's "Order Guide" button. A month
 * view's grid also shows the ends of the months around it; its month is meant.
 */
export function orderGuidePath(visible?: { startDate: string; endDate: string } | null): string {
  const start = visible ? new Date(visible.startDate) : null;
  const end = visible ? new Date(visible.endDate) : null;
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
    return ORDER_GUIDE_PATH;
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  const range =
    days > 27
      ? monthOf(new Date((start.getTime() + end.getTime()) / 2))
      : { from: dayOf(start), to: dayOf(new Date(end.getTime() - 1)) };
  return `${ORDER_GUIDE_PATH}?${selectionParams({ range, eventIds: null, vendorId: null })}`;
}

/** One vendor's order guide (the link on a vendor's page). */
export function vendorOrderGuidePath(vendorId: number): string {
  return `${ORDER_GUIDE_PATH}?vendorId=${vendorId}`;
}

/** The printable order sheet of one vendor for this selection. */
export function orderSheetPath(selection: GuideSelection, vendorId: number): string {
  return `${ORDER_SHEET_PATH}?${selectionParams({ ...selection, vendorId })}`;
}
