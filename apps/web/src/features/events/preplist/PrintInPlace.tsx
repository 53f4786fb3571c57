import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { type SheetEvent, StationSheet } from './StationSheet';
import type { TeamPreplist } from './TeamPreplistView';
import './station-sheet.css';

/**
 * Prints a team's station sheet from the dialog, for an event whose prep list is not what is saved
 * (a new event, or changed quantities): the sheet is put at the end of <body>, the print CSS shows
 * only it on paper, and it goes away once the print dialog closes.
 */
export function PrintInPlace({
  team,
  event,
  errors,
  onDone,
}: {
  team: TeamPreplist;
  event: SheetEvent;
  errors: string[];
  onDone: () => void;
}) {
  useEffect(() => {
    document.body.classList.add('preplist-printing');
    // After the sheet has been painted; window.print() returns once the print dialog closes.
    const timer = window.setTimeout(() => {
      window.print();
      onDone();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      document.body.classList.remove('preplist-printing');
    };
  }, [onDone]);

  return createPortal(
    <div className="preplist-print-portal">
      <StationSheet team={team} event={event} errors={errors} />
    </div>,
    document.body,
  );
}
