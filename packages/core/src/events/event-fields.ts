import type { TBanquetEventRequest } from '../schemas/banquet-event.ts';

/**
 * An event request as a kitchen keeps it, the same in the server and the mocked API: each optional
 * field left out is kept as null, the times as Dates, the room as its id. Not here: the guarantee due
 * date when none is sent (defaultGuaranteeDueDate, from the kitchen's settings, which the server reads
 * only then) and the menu lines, which each side keeps its own way.
 */
export function eventFieldsOfRequest(body: TBanquetEventRequest) {
  return {
    title: body.title,
    start: new Date(body.start),
    end: new Date(body.end),
    allDay: body.allDay,
    resource: body.resource ?? null,
    guestCount: body.guestCount,
    location: body.location,
    guaranteedCount: body.guaranteedCount ?? null,
    clientName: body.clientName ?? null,
    clientPhone: body.clientPhone ?? null,
    notes: body.notes ?? null,
    pricePerGuest: body.pricePerGuest ?? null,
    dietaryCounts: body.dietaryCounts.map((d) => ({
      label: d.label,
      count: d.count,
      allergen: d.allergen ?? null,
    })),
    status: body.status,
    cancelReason: body.cancelReason ?? null,
    roomId: body.room?.id ?? null,
  };
}

export type EventFieldsOfRequest = ReturnType<typeof eventFieldsOfRequest>;
