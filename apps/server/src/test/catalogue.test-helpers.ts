import type { TIngredient, TVendor } from '@brigade/core';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { nameKey } from '../db/name-search.ts';
import { ingredients } from '../db/schema/index.ts';
import type { TestApp, TestUser } from './test-app.ts';

/** Creates a vendor through the API and answers it. */
export async function createVendor(t: TestApp, user: TestUser, name: string): Promise<TVendor> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendors',
    headers: user.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A complete ingredient body: flour at $20 per 50 lb, 1 Cup = 125 Gram, two nutrients per 30 g serving. */
export function flourBody(
  vendorId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'All-purpose Flour',
    category: 'Grains and Pasta',
    vendor: { id: vendorId },
    cost: 20,
    costAmount: 50,
    costUnits: 'Pound',
    servingSize: 30,
    servingUnits: 'Gram',
    conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
    ingredientNutrients: [
      { nutrient: 'Energy', amount: 109, units: 'kcal' },
      { nutrient: 'Protein', amount: 3.1, units: 'g' },
    ],
    ...overrides,
  };
}

/** POSTs an ingredient and expects `status` (201 for a new one). */
export async function saveIngredient(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  status = 201,
): Promise<TIngredient> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingredients',
    headers: user.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, payload?, user?)`: an authenticated app.inject as `defaultUser` (or `user`). */
export function caller(t: TestApp, defaultUser: () => TestUser) {
  return (method: Method, url: string, payload?: InjectOptions['payload'], user: TestUser = defaultUser()) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });
}

/**
 * Inserts `count` complete ingredients ("Item 0001"…) straight into the database: fast setup for
 * paging tests and benchmarks (the API path is tested on its own).
 */
export async function insertIngredients(
  db: Db,
  kitchenId: number,
  vendorId: number,
  count: number,
  name: (i: number) => string = (i) => `Item ${String(i).padStart(5, '0')}`,
): Promise<void> {
  const now = new Date('2026-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const itemName = name(start + k);
      return {
        kitchenId,
        vendorId,
        name: itemName,
        nameKey: nameKey(itemName),
        category: 'Miscellaneous Ingredients',
        cost: 10,
        costAmount: 1,
        costUnits: 'Pound',
        valid: true,
        errorMessages: [],
        createdAt: now,
        updatedAt: now,
      };
    });
    await db.insert(ingredients).values(batch);
  }
}
