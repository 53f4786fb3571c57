import { makeLookup } from './lookup.ts';

/** Serving vessels (spec 3), sent as their labels. */
export const SERVING_VESSELS = [
  'Boat',
  'Bowl',
  'Bunt Pan',
  'China',
  'Coaster',
  'Container',
  'Cup',
  'Cutting Board',
  'Dish',
  'Mug',
  'Pan',
  'Pitcher',
  'Plate',
  'Platter',
  'Pot',
  'Ramekin',
  'Saucer',
  'Servings',
  'Skillet',
  'Tray',
  'Wok',
] as const;
export type TServingVessel = (typeof SERVING_VESSELS)[number];
export const parseServingVessel = makeLookup<TServingVessel>(SERVING_VESSELS.map((v) => [v, v]));
