import { afterEach, describe, expect, it } from 'vitest';
import { isFrozenReply, replyMemo, sameData, setReplyMemo } from './reply-memo.ts';

describe('sameData: rows compared value for value', () => {
  it('finds equal plain data equal, whatever the objects', () => {
    const rows = () => [
      {
        id: 1,
        name: 'Flour',
        cost: 12.5,
        allergens: ['WHEAT'],
        at: new Date('2026-11-01T06:00:00Z'),
        note: null,
      },
      {
        id: 2,
        name: 'Milk',
        cost: null,
        allergens: [],
        at: new Date('2026-11-02T06:00:00Z'),
        note: undefined,
      },
    ];
    expect(sameData(rows(), rows())).toBe(true);
    expect(sameData({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
  });

  it('finds any change: a value, a type, a length, a key, a date', () => {
    const row = { id: 1, cost: 12.5, tags: ['a'], at: new Date('2026-11-01T06:00:00Z') };
    expect(sameData(row, { ...row, cost: 12.51 })).toBe(false);
    expect(sameData(row, { ...row, cost: '12.5' })).toBe(false);
    expect(sameData(row, { ...row, tags: ['a', 'b'] })).toBe(false);
    expect(sameData(row, { ...row, at: new Date('2026-11-01T06:00:01Z') })).toBe(false);
    expect(sameData(row, { ...row, at: '2026-11-01T06:00:00.000Z' })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameData([null], [undefined])).toBe(false);
  });

  it('never finds NaN the same (a reply computed from it is never reused)', () => {
    expect(sameData([Number.NaN], [Number.NaN])).toBe(false);
  });

  it('refuses what it cannot compare (a Map would otherwise look empty, so equal)', () => {
    expect(() => sameData(new Map([[1, 1]]), new Map())).toThrow(/plain data only, not Map/);
  });
});

describe('replyMemo', () => {
  const rowsOf = (cost: number) => ({ recipe: [{ id: 1, name: 'Roux' }], lines: [{ id: 9, cost }] });

  it('answers the remembered reply while the rows are the same, and computes anew once they change', () => {
    const memo = replyMemo<{ cost: number }>(10);
    let computed = 0;
    const read = (rows: ReturnType<typeof rowsOf>) =>
      memo.reply('3:1', rows, () => {
        computed += 1;
        return { cost: rows.lines[0].cost * 2 };
      });
    const first = read(rowsOf(4));
    expect(read(rowsOf(4))).toBe(first);
    expect(computed).toBe(1);
    expect(read(rowsOf(5))).toEqual({ cost: 10 });
    expect(computed).toBe(2);
  });

  it('keeps keys apart: the same rows under another key are computed for that key', () => {
    const memo = replyMemo<{ key: string }>(10);
    expect(memo.reply('3:1', rowsOf(4), () => ({ key: 'a' }))).toEqual({ key: 'a' });
    expect(memo.reply('4:1', rowsOf(4), () => ({ key: 'b' }))).toEqual({ key: 'b' });
  });

  it('freezes the reply and the rows: a change throws instead of reaching the next request', () => {
    const memo = replyMemo<{ lines: { cost: number }[] }>(10);
    const rows = rowsOf(4);
    const reply = memo.reply('3:1', rows, () => ({ lines: [{ cost: 8 }] }));
    expect(isFrozenReply(reply)).toBe(true);
    expect(() => {
      reply.lines[0].cost = 9;
    }).toThrow(TypeError);
    expect(() => {
      rows.lines[0].cost = 9;
    }).toThrow(TypeError);
  });

  it('remembers nothing when the work throws (a 404 is read again next time)', () => {
    const memo = replyMemo<object>(10);
    expect(() =>
      memo.reply('3:1', rowsOf(4), () => {
        throw new Error('Recipe not found');
      }),
    ).toThrow('Recipe not found');
    expect(memo.size).toBe(0);
    expect(isFrozenReply({})).toBe(false);
  });

  it('forgets the least recently answered reply past its size', () => {
    const memo = replyMemo<{ n: number }>(2);
    let computed = 0;
    const read = (key: string) =>
      memo.reply(key, rowsOf(1), () => {
        computed += 1;
        return { n: computed };
      });
    read('a');
    read('b');
    read('a'); // a answered last: b is the one to go
    read('c');
    expect(memo.size).toBe(2);
    expect(computed).toBe(3);
    read('a');
    expect(computed).toBe(3);
    read('b');
    expect(computed).toBe(4);
  });

  describe('with REPLY_MEMO=off', () => {
    afterEach(() => setReplyMemo(true));

    it('computes every reply and freezes nothing', () => {
      setReplyMemo(false);
      const memo = replyMemo<{ n: number }>(10);
      let computed = 0;
      const read = () => memo.reply('3:1', rowsOf(4), () => ({ n: ++computed }));
      const first = read();
      expect(read()).toEqual({ n: 2 });
      expect(isFrozenReply(first) || Object.isFrozen(first)).toBe(false);
      expect(memo.size).toBe(0);
    });
  });
});
