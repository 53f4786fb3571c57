import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText } from './blank.ts';
import { dropKeys, readOnly, zRequiredCount, zVersion } from './fields.ts';

const ROOM_READ_ONLY = ['id'] as const;

/** POST /api/rooms and PUT /api/rooms/{id}: a banquet room, its name unique in the kitchen. */
export const ZRoomRequest = z
  .strictObject({
    name: requiredText(MSG.roomNameRequired, 100),
    /** Seated guests; absent: not limited. */
    capacity: zRequiredCount(MSG.belowMinimumPositive).nullish(),
    version: zVersion(),
    ...readOnly(ROOM_READ_ONLY),
  })
  .transform(dropKeys(ROOM_READ_ONLY));
export type TRoomRequest = z.output<typeof ZRoomRequest>;
export type TRoomRequestInput = z.input<typeof ZRoomRequest>;

export const ZRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  version: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoom>;
