import type { TAllergen } from '../enums/allergens.ts';
import type { TEventStatus } from '../enums/event-statuses.ts';
import type { TPlatingStyle } from '../enums/plating-styles.ts';
import type { TBanquetEventRequest, TEventMenuChoices } from '../schemas/banquet-event.ts';

/** The demo kitchen's banquet events, booked from the demo's complete menus (menus.ts). */

/** The demo kitchen's banquet rooms: [name, seated capacity]. Each demo event is booked in one. */
export const DEMO_ROOMS: [name: string, capacity: number][] = [
  ['Grand Ballroom', 250],
  ['Terrace Room', 80],
  ['Library', 50],
  ['Garden Pavilion', 120],
  ['Atrium', 150],
  ['Private Dining Room', 30],
];

/** The coming week the demo always has events in (today and the 7 days after it). */
export const DEMO_WEEK_DAYS = 7;

export type DemoEvent = {
  title: string;
  /** Days from the day the demo kitchen is seeded, the start hour (UTC: what a browser in UTC shows) and the length in hours. */
  inDays: number;
  hour: number;
  hours: number;
  guests: number;
  /** A room of DEMO_ROOMS: the event is booked in it, and it is the event's location. */
  location: string;
  client?: [name: string, phone: string];
  dietary?: [label: string, count: number, allergen?: TAllergen][];
  /** The event's menu, from the demo's complete menus (DemoEventLine). */
  menu: DemoEventLine[];
  notes?: string;
  /** Absent: DEFINITE. */
  status?: TEventStatus;
  /** The per-guest package quoted; absent: its menu's package (MENU_PACKAGES). */
  pricePerGuest?: number;
};

/**
 * [menu item name, plating, servings a guest]: hors d'oeuvres are passed a few pieces a guest, and
 * where guests choose their entrée each choice is made for its share of them. Absent: one a guest.
 */
export type DemoEventLine = [name: string, plating: TPlatingStyle, perGuest?: number];

/** A plated dinner: three hors d'oeuvres twice round, soup, salad, the filet or the chicken, dessert. */
const WINTER: DemoEventLine[] = [
  ['Shrimp Cocktail', 'Passed', 2],
  ['Beef Tenderloin Crostini', 'Passed', 2],
  ['Bacon-wrapped Shrimp', 'Passed', 2],
  ['Black Bean Soup', 'Plated'],
  ['Spinach and Strawberry Salad', 'Plated'],
  ['Filet of Beef', 'Plated', 0.5],
  ['Roast Chicken with Velouté', 'Plated', 0.5],
  ['Apple Crisp', 'Plated'],
];
/** The wedding's cocktail hour passes each hors d'oeuvre three times; most guests chose the filet. */
const WEDDING: DemoEventLine[] = [
  ['Shrimp Cocktail', 'Passed', 3],
  ['Beef Tenderloin Crostini', 'Passed', 3],
  ['Bacon-wrapped Shrimp', 'Passed', 3],
  ['Black Bean Soup', 'Plated'],
  ['Spinach and Strawberry Salad', 'Plated'],
  ['Filet of Beef', 'Plated', 0.6],
  ['Roast Chicken with Velouté', 'Plated', 0.4],
  ['Apple Crisp', 'Plated'],
];
/** A buffet: a guest takes from both entrées, so each is made for three quarters of the guests. */
const BUFFET: DemoEventLine[] = [
  ['Shrimp Cocktail', 'Buffet', 2],
  ['Spinach and Strawberry Salad', 'Buffet'],
  ['Black Bean Soup', 'Buffet'],
  ['Roasted Salmon', 'Buffet', 0.75],
  ['Roast Chicken with Velouté', 'Buffet', 0.75],
  ['Spaghetti Marinara', 'Buffet', 0.5],
  ['Cookie Plate', 'Buffet'],
];
/** A standing reception in place of a meal: twelve pieces a guest. */
const RECEPTION: DemoEventLine[] = [
  ['Shrimp Cocktail', 'Passed', 4],
  ['Beef Tenderloin Crostini', 'Passed', 4],
  ['Bacon-wrapped Shrimp', 'Passed', 4],
];

/** What a guest is quoted for each menu, as a banquet sells it: a per-guest package of $65–120. */
const MENU_PACKAGES = new Map<readonly DemoEventLine[], number>([
  [WINTER, 75],
  [WEDDING, 95],
  [BUFFET, 65],
  [RECEPTION, 65],
]);

/**
 * A dozen events from the day the demo is seeded over the weeks after it — today and every few days of
 * the coming week, so the calendar is never empty the day a visitor signs in — in the demo's rooms,
 * definite but for a tentative hold clashing with the wedding and an inquiry.
 */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Harper–Lee Wedding',
    inDays: 0,
    hour: 17,
    hours: 5,
    guests: 140,
    location: 'Grand Ballroom',
    client: ['Dana Harper', '555-0142'],
    dietary: [
      ['vegetarian', 12],
      ['tree-nut allergy', 2, 'TREE_NUTS'],
      ['dairy-free', 3, 'MILK'],
    ],
    menu: WEDDING,
    notes: 'Head table of 12. Cake cutting at 9 pm.',
  },
  {
    // A hold in the same room at the same time as the wedding: the calendar shows the clash.
    title: 'Okafor Engagement Party',
    inDays: 0,
    hour: 18,
    hours: 4,
    guests: 60,
    location: 'Grand Ballroom',
    client: ['Ngozi Okafor', '555-0151'],
    menu: RECEPTION,
    status: 'TENTATIVE',
  },
  {
    title: 'Acme Co. Quarterly Lunch',
    inDays: 1,
    hour: 12,
    hours: 2,
    guests: 60,
    location: 'Terrace Room',
    client: ['Sam Ortiz', '555-0177'],
    dietary: [
      ['vegetarian', 6],
      ['gluten-free', 2, 'WHEAT'],
    ],
    menu: BUFFET,
  },
  {
    title: 'Rotary Club Breakfast',
    inDays: 2,
    hour: 8,
    hours: 2,
    guests: 45,
    location: 'Library',
    menu: RECEPTION,
  },
  {
    title: 'Chen 50th Birthday',
    inDays: 3,
    hour: 18,
    hours: 4,
    guests: 80,
    location: 'Garden Pavilion',
    client: ['Wei Chen', '555-0110'],
    dietary: [['vegan', 4, 'EGGS']],
    menu: WINTER,
  },
  {
    title: 'Hospital Gala',
    inDays: 5,
    hour: 19,
    hours: 5,
    guests: 220,
    location: 'Grand Ballroom',
    dietary: [
      ['vegetarian', 25],
      ['shellfish allergy', 3, 'SHELLFISH'],
    ],
    menu: WINTER,
    notes: 'Silent auction in the foyer.',
    // A charity gala: the same dinner quoted above the package.
    pricePerGuest: 85,
  },
  {
    title: 'Book Club Holiday Tea',
    inDays: 6,
    hour: 15,
    hours: 2,
    guests: 24,
    location: 'Library',
    menu: RECEPTION,
  },
  {
    title: 'Martinez Rehearsal Dinner',
    inDays: 7,
    hour: 19,
    hours: 3,
    guests: 50,
    location: 'Terrace Room',
    client: ['Luis Martinez', '555-0163'],
    menu: BUFFET,
  },
  {
    title: 'Tech Meetup Reception',
    inDays: 24,
    hour: 18,
    hours: 3,
    guests: 120,
    location: 'Atrium',
    dietary: [['vegetarian', 20]],
    menu: RECEPTION,
  },
  {
    title: 'New Year Brunch',
    inDays: 30,
    hour: 11,
    hours: 3,
    guests: 90,
    location: 'Garden Pavilion',
    menu: BUFFET,
  },
  {
    title: 'Law Firm Partners Dinner',
    inDays: 36,
    hour: 19,
    hours: 3,
    guests: 30,
    location: 'Private Dining Room',
    client: ['R. Patel', '555-0190'],
    dietary: [['dairy-free', 1, 'MILK']],
    menu: WINTER,
  },
  {
    title: 'School Fundraiser',
    inDays: 42,
    hour: 18,
    hours: 3,
    guests: 160,
    location: 'Grand Ballroom',
    menu: BUFFET,
  },
  {
    title: 'Nguyen Anniversary',
    inDays: 50,
    hour: 19,
    hours: 4,
    guests: 70,
    location: 'Terrace Room',
    client: ['Mai Nguyen', '555-0125'],
    menu: WINTER,
    status: 'INQUIRY',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A menu section item an event line can point at: its id and its menu price. */
export type DemoSectionItem = { id: number; price: number | null };

/**
 * Each menu item by name as the Winter Banquet serves it (its price), else as another complete menu
 * does: what the demo events book.
 */
export function demoSectionItems(choices: TEventMenuChoices): Map<string, DemoSectionItem> {
  const ordered = [...choices].sort(
    (a, b) => Number(b.menu.name === 'Winter Banquet') - Number(a.menu.name === 'Winter Banquet'),
  );
  const found = new Map<string, DemoSectionItem>();
  for (const choice of ordered) {
    for (const item of choice.menuSectionItems)
      if (!found.has(item.menuItem.name)) found.set(item.menuItem.name, { id: item.id, price: item.price });
  }
  return found;
}

/**
 * The save body of a demo event, `inDays` after the day of `now` (UTC midnight), quoted its package
 * per guest (its lines at the menu's prices, each made for its servings a guest × the guests),
 * guaranteed for 95 % of the guests,
 * in its room when `roomIds` has it. An event of today whose hours are already over starts at the next
 * full hour instead (a booking may not end in the past). A menu item not on a complete menu is left
 * out (`onMissing` hears of it).
 */
export function demoEventBody(
  demo: DemoEvent,
  sectionItems: ReadonlyMap<string, DemoSectionItem>,
  now: Date,
  onMissing: (menuItem: string) => void = () => {},
  roomIds: ReadonlyMap<string, number> = new Map(),
): TBanquetEventRequest {
  const lines = demo.menu.flatMap(([name, plating, perGuest = 1]) => {
    const item = sectionItems.get(name);
    if (!item) onMissing(name);
    const prepQuantity = Math.round(demo.guests * perGuest);
    return item ? [{ menuSectionItem: { id: item.id }, plating, prepQuantity, price: item.price }] : [];
  });
  const pricePerGuest = demo.pricePerGuest ?? MENU_PACKAGES.get(demo.menu) ?? null;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const planned = today + demo.inDays * DAY_MS + demo.hour * 3600_000;
  const length = demo.hours * 3600_000;
  const nextHour = Math.ceil(now.getTime() / 3600_000) * 3600_000;
  const start = new Date(planned + length > now.getTime() ? planned : nextHour);
  const end = new Date(start.getTime() + length);
  const roomId = roomIds.get(demo.location);
  return {
    title: demo.title,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: false,
    guestCount: demo.guests,
    location: demo.location,
    clientName: demo.client?.[0] ?? null,
    clientPhone: demo.client?.[1] ?? null,
    pricePerGuest: lines.length > 0 ? pricePerGuest : null,
    guaranteedCount: Math.round(demo.guests * 0.95),
    notes: demo.notes ?? null,
    dietaryCounts: (demo.dietary ?? []).map(([label, count, allergen]) => ({
      label,
      count,
      allergen: allergen ?? null,
    })),
    banquetEventMenuSectionItems: lines,
    status: demo.status ?? 'DEFINITE',
    cancelReason: null,
    room: roomId === undefined ? null : { id: roomId },
  };
}
