import { ZIngredient, ZPreplistResponse, ZPrepRecipe } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replyMemo } from '../lib/reply-memo.ts';
import { replySerializerCompiler } from './reply-serializer.ts';

const compile = (schema: z.ZodType, checkReplies = false) =>
  replySerializerCompiler({ checkReplies })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('replies written by serializers compiled from the contract', () => {
  const ZRow = z.object({
    id: z.number().int(),
    name: z.string(),
    cost: z.number().nullable(),
    tags: z.array(z.string()),
    figures: z.record(z.string(), z.number()),
    when: z.iso.datetime(),
  });
  const row = {
    id: 7,
    name: 'Sweet "Dough" \u2028',
    cost: null,
    tags: ['pastry'],
    figures: { kcal: 387.5 },
    when: '2026-11-26T06:00:00.000Z',
  };

  it('writes what JSON.stringify writes for a reply of the contract’s shape', () => {
    expect(JSON.parse(compile(ZRow)(row))).toEqual(row);
  });

  it('writes only the fields the contract names (an internal one never leaks)', () => {
    const written = JSON.parse(compile(ZRow)({ ...row, kitchenId: 3, passwordHash: 'x' }));
    expect(written).toEqual(row);
  });

  it('writes a recursive reply (prep recipes inside prep recipes) whole', () => {
    const prep = (name: string, prepRecipes: unknown[]) => ({
      recipeId: 3,
      name,
      scaledYield: 4.375,
      scaledUnits: 'Gallon',
      display: null,
      recipeIngredients: [],
      prepNotes: 'Simmer',
      prepRecipes,
      errors: [],
    });
    const reply = [prep('Roast Chicken', [prep('Velouté', [prep('Chicken Stock', [])])])];
    const schema = z.array(ZPrepRecipe);
    expect(schema.parse(reply)).toEqual(reply);
    expect(JSON.parse(compile(schema)(reply))).toEqual(reply);
  });

  it('checking replies (the tests’ servers), refuses one that is not the contract’s', () => {
    expect(() => compile(ZRow, true)({ ...row, id: 'seven' })).toThrow();
    expect(() => compile(ZRow, true)({ ...row, id: 7.5 })).toThrow();
    expect(compile(ZRow, true)(row)).toBe(compile(ZRow)(row));
  });

  it('compiles the biggest reply schemas of the API', () => {
    expect(() => compile(ZIngredient)).not.toThrow();
    expect(() => compile(ZPreplistResponse)).not.toThrow();
  });

  it('writes a memo’s frozen reply once, and every other reply each time', () => {
    // The memo freezes its replies; a getter counts how often the writer reads the reply.
    const memo = replyMemo<typeof row>(10);
    let reads = 0;
    const counted = () =>
      Object.defineProperty({ ...row }, 'name', {
        enumerable: true,
        get: () => {
          reads += 1;
          return row.name;
        },
      });
    for (const checkReplies of [false, true]) {
      const write = compile(ZRow, checkReplies);
      const frozen = memo.reply(`k${checkReplies}`, [1], counted);
      reads = 0; // freezing read it once
      const text = write(frozen);
      const readsOfOneWrite = reads;
      expect(write(frozen)).toBe(text);
      expect(reads).toBe(readsOfOneWrite);
      const plain = counted();
      write(plain);
      write(plain);
      expect(reads).toBe(3 * readsOfOneWrite);
      expect(JSON.parse(text)).toEqual(row);
    }
  });
});
