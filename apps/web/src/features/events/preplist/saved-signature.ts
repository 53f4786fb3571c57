import { effectivePrepQuantity, type TBanquetEvent, type TPreplistRequestLine } from '@brigade/core';
import type { SheetEvent } from './StationSheet';

const time = (value: string | null) => (value ? Date.parse(value) : null);

function signature(
  header: SheetEvent,
  lines: { menuSectionItemId: number; prepQuantity: number | null; plating: string | null }[],
): string {
  return JSON.stringify({
    title: header.title.trim(),
    location: header.location.trim(),
    guestCount: header.guestCount,
    start: time(header.start),
    end: time(header.end),
    allDay: header.allDay,
    lines: [...lines].sort((a, b) => a.menuSectionItemId - b.menuSectionItemId),
  });
}

/** What the stored event would print: its header and each line's quantity (the guest count by default). */
export function savedSignature(event: TBanquetEvent): string {
  return signature(
    event,
    event.banquetEventMenuSectionItems.map((line) => ({
      menuSectionItemId: line.menuSectionItem.id,
      prepQuantity: effectivePrepQuantity(line.prepQuantity, event.guestCount),
      plating: line.plating,
    })),
  );
}

/** The same for what the dialog shows now. Equal signatures: the saved event's print route prints it. */
export function shownSignature(header: SheetEvent, request: TPreplistRequestLine[]): string {
  return signature(
    header,
    request.map((line) => ({
      menuSectionItemId: line.menuSectionItem.id,
      prepQuantity: line.prepQuantity,
      plating: line.plating,
    })),
  );
}
