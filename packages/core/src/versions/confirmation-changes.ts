import { formatMoney } from '../format/display.ts';
import { CONFIRMATION_MESSAGES } from '../messages/events.ts';

/** A menu item or recipe a confirmed event pinned: `menuItem:12` → its name and version number. */
export type TPinnedVersion = { key: string; name: string; n: number };

const KIND: Record<string, string> = { menuItem: 'menu item', recipe: 'recipe' };

/**
 * What moved on a confirmed event since it was confirmed: each menu item or recipe it pinned that was
 * saved again since (its newest version is not the one pinned), and the food cost when it no longer
 * matches the one agreed (a price that moved, a recipe changed). Costs compare to the cent, as shown.
 */
export function confirmationChanges(
  pinned: TPinnedVersion[],
  newest: Map<string, number>,
  costThen: number,
  costNow: number,
  money: (n: number) => string = formatMoney,
): string[] {
  const changes = pinned.flatMap((p) => {
    const now = newest.get(p.key);
    if (now === undefined || now === p.n) return [];
    return [CONFIRMATION_MESSAGES.savedAgain(p.name, KIND[p.key.split(':')[0]] ?? 'item', p.n, now)];
  });
  if (money(costThen) !== money(costNow))
    changes.push(CONFIRMATION_MESSAGES.foodCost(money(costThen), money(costNow)));
  return changes;
}
