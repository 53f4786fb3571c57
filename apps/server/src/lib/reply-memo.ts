/**
 * A read's reply, remembered with the rows it was computed from.
 *
 * The rule: a reply that is a pure function of the rows a read loaded is the same reply whenever the
 * same rows come back. So when a read of the same key loads rows equal, value for value, to the rows
 * its remembered reply was computed from, that reply is answered again: the costing, nutrition and
 * allergen roll-ups are not worked out again, and (the reply being frozen) its JSON text is written
 * once (plugins/reply-serializer.ts keeps it with the reply). Nothing needs invalidating: rows that
 * changed in any way, a price, a line, a version, are not the same rows, and the reply is computed anew.
 *
 * What a caller must hold to: everything the reply depends on is in `rows` (a setting read with them
 * included; never the clock, the caller's role or anything read outside). `compute` may not change
 * `rows`: they are frozen before it runs, so a change throws instead of corrupting the comparison.
 * Rows are plain data (objects, arrays, strings, numbers, booleans, null, Dates); anything else throws.
 *
 * `REPLY_MEMO=off` computes every reply (the replies are the same): a way to rule the memo out on a
 * running deployment's next start, or to measure the work it saves.
 */

import { deepFreeze } from './deep-freeze.ts';

/** Replies a memo answered: frozen all the way down, so a serializer may keep their text with them. */
const frozenReplies = new WeakSet<object>();

/** Whether `reply` is a memo's frozen reply, whose serialized text cannot change. */
export const isFrozenReply = (reply: unknown): reply is object =>
  typeof reply === 'object' && reply !== null && frozenReplies.has(reply);

/**
 * How many replies each read remembers: the trees a kitchen's team has open at once, with room for
 * several kitchens. A menu's reply with its text is tens of kilobytes, so a few megabytes per read.
 */
export const REMEMBERED_REPLIES = 200;

/** Whether memos remember replies (REPLY_MEMO=off: no). */
export const replyMemoSwitch = { on: process.env.REPLY_MEMO !== 'off' };

/** Turns remembering on or off from the next read on (tests). */
export function setReplyMemo(on: boolean): void {
  replyMemoSwitch.on = on;
}

type Entry<T> = { rows: unknown; reply: T };

/** Remembers up to `max` replies, the least recently answered forgotten first. */
export function replyMemo<T extends object>(max: number) {
  const entries = new Map<string, Entry<T>>();
  return {
    /** The reply for `key` computed from `rows`: the remembered one when its rows are the same. */
    reply(key: string, rows: unknown, compute: () => T): T {
      if (!replyMemoSwitch.on) return compute();
      const entry = entries.get(key);
      entries.delete(key);
      if (entry && sameData(entry.rows, rows)) {
        entries.set(key, entry);
        return entry.reply;
      }
      deepFreeze(rows);
      const reply = deepFreeze(compute());
      frozenReplies.add(reply);
      entries.set(key, { rows, reply });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return reply;
    },
    /** How many replies are remembered (tests). */
    get size() {
      return entries.size;
    },
  };
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function notPlainData(value: object): never {
  throw new TypeError(
    `A reply memo compares plain data only, not ${value.constructor?.name ?? 'this object'}`,
  );
}

/** Structural equality of plain data (Dates by their time); `NaN` is never the same, so it never hits. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (!isPlainObject(a)) notPlainData(a);
  if (Array.isArray(b) || b instanceof Date) return false;
  if (!isPlainObject(b)) notPlainData(b);
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const value = (a as Record<string, unknown>)[key];
    const other = (b as Record<string, unknown>)[key];
    if (!sameData(value, other)) return false;
    if (value === undefined && !Object.hasOwn(b, key)) return false;
  }
  return true;
}
