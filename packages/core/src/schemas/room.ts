import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { zRequiredCount, zVersion } from './fields.ts';

/** A banquet room as the API answers it: the one base its request derives from. */
export const ZRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Seated guests; null: not limited. */
  capacity: z.number().int().nullable(),
  /** Send it back with a change: a stale one answers 409. */
  version: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoom>;

const roomRequest = entityRequest(ZRoom, {
  name: requiredText(MSG.roomNameRequired, 100),
  capacity: zRequiredCount(MSG.belowMinimumPositive).nullish(),
  version: zVersion(),
});

/** POST /api/rooms and PUT /api/rooms/{id}: name (unique in the kitchen), capacity, the version read. */
export const ZRoomRequest = roomRequest.draft.transform(roomRequest.dropReadOnly);
export type TRoomRequest = z.output<typeof ZRoomRequest>;
export type TRoomRequestInput = z.input<typeof ZRoomRequest>;
