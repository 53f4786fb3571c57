import type { ReactNode } from 'react';

/** A column of a list screen's table (spec 2), shown by the shared grid (components/data-grid). */
export type ItemColumn<T> = {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /**
   * What the column sorts, filters and exports by, for a column that renders more than text (an icon,
   * chips); without it the column's `render` must answer plain text or a number, shown as is.
   */
  value?: (item: T) => string | number | null;
  /** The list call's sort field (sort=field,asc|desc): the server sorts the paged list by it. None: not sortable. */
  sortField?: string;
  align?: 'left' | 'right';
  /** The narrowest the column reads well, in px. */
  minWidth?: number;
  /** Shown by default on a phone (the first column always is). */
  phone?: boolean;
};
