import {
  preplistReadinessIssues,
  type TIssue,
  type TPlatingStyle,
  type TPreplistRequestLine,
} from '@brigade/core';
import { type EventFormValues, type EventLineValues, numberOf } from '../event-form';
import { apiRangeOf } from '../event-times';
import type { SheetEvent } from './StationSheet';

/** A line of the Prep List tab, read from the dialog's form: the form field it edits is `index`'s. */
export type PrepLine = {
  key: string;
  /** The line's place in the form's `banquetEventMenuSectionItems`. */
  index: number;
  line: EventLineValues;
  /** Why View Prep List waits on this line (a missing or negative quantity, no plating style). */
  issues: TIssue[];
};

export type Preplist = {
  /** The event as the tab's summary and the prints show it. */
  event: SheetEvent;
  lines: PrepLine[];
  /** Why View Prep List is disabled (core's readiness rule); none when it is enabled. */
  issues: TIssue[];
  /** What POST /api/preplist gets: every line with its own quantity (sent once every line has one). */
  request: TPreplistRequestLine[];
};

/** The event header of the form's values: times as the API writes them, the guest count whole. */
export function sheetEventOf(values: EventFormValues): SheetEvent {
  const range = apiRangeOf(values);
  const guestCount = numberOf(values.guestCount);
  return {
    title: values.title,
    location: values.location,
    guestCount: guestCount === null ? null : Math.trunc(guestCount),
    start: range?.start ?? null,
    end: range?.end ?? null,
    allDay: values.allDay,
  };
}

/**
 * What the Prep List tab shows and sends, worked out from the event dialog's form values alone
 * (the tab keeps no state of its own: its inputs are the form's fields).
 */
export function preplistOfValues(values: EventFormValues): Preplist {
  const event = sheetEventOf(values);
  const lines = values.banquetEventMenuSectionItems;
  const request = lines.map(
    (line): TPreplistRequestLine => ({
      id: line.id,
      menuSectionItem: { id: line.menuSectionItem.id },
      prepQuantity: numberOf(line.prepQuantity),
      plating: line.plating === '' ? null : (line.plating as TPlatingStyle),
    }),
  );
  const issues = preplistReadinessIssues({ ...event, banquetEventMenuSectionItems: request });
  return {
    event,
    issues,
    request,
    lines: lines.map((line, index) => ({
      key: line.key,
      index,
      line,
      issues: issues.filter(
        (issue) => issue.path[0] === 'banquetEventMenuSectionItems' && issue.path[1] === index,
      ),
    })),
  };
}
