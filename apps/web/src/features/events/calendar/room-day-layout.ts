import type { EventInput } from '@fullcalendar/react';
import type { CalendarEventProps } from './calendar-events';

/** A column of the room day view: a room, or the events booked in none. */
export type RoomColumn = { key: string; roomId: number | null; name: string; capacity: number | null };

/** An event placed in its room's column: minutes from the grid's first time, and its lane among overlaps. */
export type PlacedEvent = {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  props: CalendarEventProps;
  top: number;
  height: number;
  lane: number;
  lanes: number;
};

const MINUTE_MS = 60_000;

/** The kitchen's rooms by name, then "No room" last. */
export function roomColumns(
  rooms: readonly { id: number; name: string; capacity: number | null }[],
): RoomColumn[] {
  return [
    ...[...rooms]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => ({ key: `room-${r.id}`, roomId: r.id, name: r.name, capacity: r.capacity })),
    { key: 'no-room', roomId: null, name: 'No room', capacity: null },
  ];
}

/**
 * The events of one day by room column, each timed one placed on the grid (in minutes from
 * `gridStart`, clipped to [gridStart, gridEnd)) and given a lane: events of a room overlapping one
 * another (a double booking, a tentative hold beside a definite booking) sit side by side.
 */
export function placeRoomDay(
  events: readonly EventInput[],
  columns: readonly RoomColumn[],
  gridStart: Date,
  gridEnd: Date,
): Map<string, { allDay: PlacedEvent[]; timed: PlacedEvent[] }> {
  const byColumn = new Map(
    columns.map((c) => [c.key, { allDay: [] as PlacedEvent[], timed: [] as PlacedEvent[] }]),
  );
  const known = new Set(columns.map((c) => c.roomId));
  for (const e of events) {
    const start = new Date(e.start as string);
    const end = new Date(e.end as string);
    if (!(start < gridEnd && end > gridStart)) continue;
    const props = e.extendedProps as CalendarEventProps;
    const roomId = props.room && known.has(props.room.id) ? props.room.id : null;
    const column = byColumn.get(roomId === null ? 'no-room' : `room-${roomId}`)!;
    const top = Math.max(0, (start.getTime() - gridStart.getTime()) / MINUTE_MS);
    const bottom = Math.min(
      (gridEnd.getTime() - gridStart.getTime()) / MINUTE_MS,
      (end.getTime() - gridStart.getTime()) / MINUTE_MS,
    );
    const placed: PlacedEvent = {
      id: Number(e.id),
      title: e.title ?? '',
      start,
      end,
      allDay: Boolean(e.allDay),
      props,
      top,
      height: Math.max(15, bottom - top),
      lane: 0,
      lanes: 1,
    };
    (placed.allDay ? column.allDay : column.timed).push(placed);
  }
  for (const { timed } of byColumn.values()) assignLanes(timed);
  return byColumn;
}

/** Side by side: each event takes the first lane free at its start; a cluster of overlaps shares its lane count. */
function assignLanes(events: PlacedEvent[]) {
  events.sort((a, b) => a.top - b.top || b.height - a.height);
  let cluster: PlacedEvent[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((e) => e.lane + 1));
    for (const e of cluster) e.lanes = lanes;
    cluster = [];
  };
  const laneEnds: number[] = [];
  for (const event of events) {
    if (event.top >= clusterEnd) {
      close();
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((endsAt) => endsAt <= event.top);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = event.top + event.height;
    event.lane = lane;
    cluster.push(event);
    clusterEnd = Math.max(clusterEnd, event.top + event.height);
  }
  close();
}
