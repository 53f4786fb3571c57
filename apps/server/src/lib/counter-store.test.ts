import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from './counter-store.ts';

describe('memoryCounterStore', () => {
  it('counts hits in a window that opens at the first hit', async () => {
    const store = memoryCounterStore();
    expect(await store.increment('k', 1000, 10_000)).toEqual({ count: 1, resetAtMs: 11_000 });
    expect(await store.increment('k', 1000, 10_500)).toEqual({ count: 2, resetAtMs: 11_000 });
    expect(await store.get('k', 10_999)).toEqual({ count: 2, resetAtMs: 11_000 });
    expect(await store.get('k', 11_000)).toBeUndefined();
    expect(await store.increment('k', 1000, 11_000)).toEqual({ count: 1, resetAtMs: 12_000 });
    await store.delete('k');
    expect(await store.get('k', 11_001)).toBeUndefined();
  });

  it('drops expired keys when full', async () => {
    const store = memoryCounterStore(2);
    await store.increment('a', 100, 0);
    await store.increment('b', 100, 0);
    expect(store.size()).toBe(2);
    await store.increment('c', 100, 500);
    expect(store.size()).toBe(1);
    expect(await store.get('c', 500)).toEqual({ count: 1, resetAtMs: 600 });
  });
});
