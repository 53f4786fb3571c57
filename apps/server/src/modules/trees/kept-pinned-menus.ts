import type { PinnedMenu } from '../../db/schema/index.ts';
import { deepFreeze } from '../../lib/deep-freeze.ts';

/**
 * Pinned menus, read from the database once and kept by kitchen, id and content hash.
 *
 * The rule: a pinned menu row never changes. It is written once per content, named by the SHA-256 of
 * its jsonb text, and only ever deleted (modules/events/pinned-menus.repository.ts; a restored backup
 * pins through the same save). So the menu of a (kitchen, id, hash) read once is that row's menu for
 * good, and a read that finds the same keys in the database needs no menu text at all. Without this,
 * every calendar read brings every confirmed event's whole menu tree out of the database and decodes
 * it again (tens of kilobytes per menu, most of what the calendar list reads).
 * The hash in the key makes a kept menu the right one even where ids repeat (two databases in one
 * process: tests, a restored copy).
 *
 * At most KEPT_CHARS characters of menu text are kept (a few hundred menus of a few tens of kilobytes;
 * parsed, a few times that in memory), the least recently read forgotten first; a forgotten menu is
 * simply read again. Menus are frozen: shared by every request that reads them.
 */
const KEPT_CHARS = 8_000_000;

export type PinnedMenuKey = { id: number; hash: string };
export type PinnedMenuRow = { id: number; menu: PinnedMenu };

type Entry = { kitchenId: number; hash: string; row: PinnedMenuRow; chars: number };

/** A keeper of pinned menus holding at most `maxChars` characters of menu text. */
export function pinnedMenuKeeper({ maxChars = KEPT_CHARS } = {}) {
  // By id, the kitchen and hash compared on the way out: an id met again with another hash (another
  // database) is not the kept menu, and replaces it when read. A Map iterates in insertion order;
  // re-inserting on use makes the first key the least recent.
  const entries = new Map<number, Entry>();
  let keptChars = 0;
  return {
    /** The kept rows of these keys, in their order (undefined where not kept), and the keys to read. */
    find(
      kitchenId: number,
      keys: readonly PinnedMenuKey[],
    ): { rows: (PinnedMenuRow | undefined)[]; missing: PinnedMenuKey[] } {
      const missing: PinnedMenuKey[] = [];
      const rows = keys.map((key) => {
        const entry = entries.get(key.id);
        if (!entry || entry.kitchenId !== kitchenId || entry.hash !== key.hash) {
          missing.push(key);
          return undefined;
        }
        entries.delete(key.id);
        entries.set(key.id, entry);
        return entry.row;
      });
      return { rows, missing };
    },
    /** Keeps a menu read with its key: its jsonb as text, whose length counts towards the budget. */
    keep(kitchenId: number, { id, hash }: PinnedMenuKey, text: string): PinnedMenuRow {
      const old = entries.get(id);
      if (old) {
        entries.delete(id);
        // Read by two requests at once (on PostgreSQL both miss, then both read): the first kept
        // stays, so that every reader holds the very same object and a reply memo compares it at a
        // glance, instead of walking two equal menus on every read from then on.
        if (old.kitchenId === kitchenId && old.hash === hash) {
          entries.set(id, old);
          return old.row;
        }
        keptChars -= old.chars;
      }
      const row = deepFreeze({ id, menu: JSON.parse(text) as PinnedMenu });
      entries.set(id, { kitchenId, hash, row, chars: text.length });
      keptChars += text.length;
      // The least recent go first; the menu just read stays, whatever its size.
      for (const [oldest, entry] of entries) {
        if (keptChars <= maxChars || oldest === id) break;
        entries.delete(oldest);
        keptChars -= entry.chars;
      }
      return row;
    },
    /** How many menus are kept (tests). */
    get size() {
      return entries.size;
    },
  };
}

/** The process's keeper: pinned menus are the same rows for every request that reads them. */
export const keptPinnedMenus = pinnedMenuKeeper();
