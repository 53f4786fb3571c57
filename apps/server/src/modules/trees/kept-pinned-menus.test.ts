import { describe, expect, it } from 'vitest';
import { pinnedMenuKeeper } from './kept-pinned-menus.ts';

const menuText = (name: string) => JSON.stringify({ rows: { name }, versions: [] });

describe('pinned menus kept by kitchen, id and hash', () => {
  it('answers a kept menu, frozen and the same object, and names what it does not hold', () => {
    const keeper = pinnedMenuKeeper();
    const kept = keeper.keep(1, { id: 7, hash: 'aa' }, menuText('Winter'));
    expect(kept.menu.rows).toEqual({ name: 'Winter' });
    expect(Object.isFrozen(kept.menu.rows)).toBe(true);

    const { rows, missing } = keeper.find(1, [
      { id: 8, hash: 'bb' },
      { id: 7, hash: 'aa' },
    ]);
    expect(rows[0]).toBeUndefined();
    expect(rows[1]).toBe(kept);
    expect(missing).toEqual([{ id: 8, hash: 'bb' }]);

    // Two requests that missed it at once both read it: the one kept first is the one both get.
    expect(keeper.keep(1, { id: 7, hash: 'aa' }, menuText('Winter'))).toBe(kept);
    expect(keeper.find(1, [{ id: 7, hash: 'aa' }]).rows[0]).toBe(kept);
  });

  it('never answers a menu for another hash, another id or another kitchen', () => {
    const keeper = pinnedMenuKeeper();
    keeper.keep(1, { id: 7, hash: 'aa' }, menuText('Winter'));
    // The same id in another database (tests, a restored copy) holds other content: another hash.
    for (const [kitchenId, key] of [
      [1, { id: 7, hash: 'ab' }],
      [1, { id: 6, hash: 'aa' }],
      [2, { id: 7, hash: 'aa' }],
    ] as const) {
      expect(keeper.find(kitchenId, [key])).toEqual({ rows: [undefined], missing: [key] });
    }
    // Read under its other hash, the id's menu is replaced; the first is read again when met again.
    keeper.keep(1, { id: 7, hash: 'ab' }, menuText('Spring'));
    expect(keeper.find(1, [{ id: 7, hash: 'ab' }]).rows[0]?.menu.rows).toEqual({ name: 'Spring' });
    expect(keeper.find(1, [{ id: 7, hash: 'aa' }]).missing).toHaveLength(1);
  });

  it('forgets the least recently read first when over its budget, and keeps the one just read', () => {
    const text = menuText('x'.repeat(80));
    const keeper = pinnedMenuKeeper({ maxChars: text.length * 2 });
    keeper.keep(1, { id: 1, hash: 'a' }, text);
    keeper.keep(1, { id: 2, hash: 'b' }, text);
    // Menu 1 read again: menu 2 is now the least recent, and goes when a third arrives.
    expect(keeper.find(1, [{ id: 1, hash: 'a' }]).missing).toEqual([]);
    keeper.keep(1, { id: 3, hash: 'c' }, text);
    expect(keeper.size).toBe(2);
    expect(keeper.find(1, [{ id: 2, hash: 'b' }]).missing).toHaveLength(1);
    expect(keeper.find(1, [{ id: 1, hash: 'a' }]).missing).toEqual([]);

    // A menu bigger than the whole budget is still answered, and pushes out all the others.
    const big = keeper.keep(1, { id: 4, hash: 'd' }, menuText('y'.repeat(1000)));
    expect(keeper.size).toBe(1);
    expect(keeper.find(1, [{ id: 4, hash: 'd' }]).rows[0]).toBe(big);
  });
});
