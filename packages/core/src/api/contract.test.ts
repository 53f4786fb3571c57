import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { TIngredient } from '../schemas/ingredient.ts';
import { type TDeleteReply, ZDeleteReply } from './bodies.ts';
import {
  API,
  API_AREAS,
  API_OPERATIONS,
  type ApiReply,
  type ApiRequest,
  apiOperation,
  apiResponseBody,
  matchApiOperation,
} from './contract.ts';
import { isTextBody } from './operation.ts';

describe('the API contract', () => {
  it('gives every operation its own operationId: no area reuses another area’s name', () => {
    const names = API_AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(API)).toHaveLength(names.length);
  });

  it('has one operation per method and path', () => {
    const routes = API_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names operations in lowerCamelCase, safe in a URL and as a method name of a generated client', () => {
    for (const op of API_OPERATIONS) expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('describes at least one success reply of every operation, and only 2xx ones', () => {
    for (const op of API_OPERATIONS) {
      const statuses = Object.keys(op.responses).map(Number);
      expect(statuses.length, op.operationId).toBeGreaterThan(0);
      for (const status of statuses)
        expect(status >= 200 && status < 300, `${op.operationId} ${status}`).toBe(true);
    }
  });

  it('answers every DELETE with 200 and a { title, message } the delete dialog shows (spec 4)', () => {
    const deletes = API_OPERATIONS.filter((op) => op.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    for (const op of deletes) expect(op.responses, op.operationId).toEqual({ 200: ZDeleteReply });
  });

  it('writes paths as OpenAPI templates under /api/', () => {
    for (const op of API_OPERATIONS)
      expect(op.path).toMatch(/^\/api(\/([A-Za-z0-9_.-]+|\{[A-Za-z0-9_]+\}))+$/);
  });

  it('declares the path’s parameters of every operation, by the names its path gives them', () => {
    for (const op of API_OPERATIONS) {
      const inPath = [...op.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();
      const declared = op.params instanceof z.ZodObject ? Object.keys(op.params.shape).sort() : [];
      expect(declared, op.operationId).toEqual(inPath);
    }
  });

  it('gives GET and DELETE no body, and a text body its media type', () => {
    for (const op of API_OPERATIONS) {
      if (op.method === 'GET' || op.method === 'DELETE') expect(op.body, op.operationId).toBeUndefined();
      if (op.consumes) expect(op.body, op.operationId).toBeDefined();
    }
    expect(API.requestPasswordReset.consumes).toBe('text/plain');
  });

  it('types a request from the operation', () => {
    expectTypeOf<ApiRequest<'getMenu'>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<ApiRequest<'listEvents'>>().toHaveProperty('query');
    expectTypeOf<ApiRequest<'authenticate'>['body']>().toHaveProperty('username');
  });

  it('looks an operation up by the route path in either notation', () => {
    expect(apiOperation('GET', '/api/menus/:id')?.operationId).toBe('getMenu');
    expect(apiOperation('get', '/api/menus/{id}')?.operationId).toBe('getMenu');
    expect(apiOperation('GET', '/api/foods/:fdcId')?.operationId).toBe('getFood');
    // A parameter of another name is another route.
    expect(apiOperation('GET', '/api/foods/:id')).toBeUndefined();
    expect(apiOperation('PATCH', '/api/menus/:id')).toBeUndefined();
  });

  it('matches a request to its operation, a literal segment before a parameter', () => {
    expect(matchApiOperation('GET', '/api/events/menu-choices')?.operationId).toBe('listEventMenuChoices');
    expect(matchApiOperation('GET', '/api/events/12')?.operationId).toBe('getEvent');
    expect(matchApiOperation('POST', '/api/events/12/preplist')?.operationId).toBe('createEventPreplist');
    expect(matchApiOperation('GET', '/api/ingredients?page=0&limit=300')?.operationId).toBe(
      'listIngredients',
    );
    expect(matchApiOperation('GET', '/api/calendar/abc.ics')?.operationId).toBe('getCalendarIcs');
    expect(matchApiOperation('GET', '/api/events/')).toBeUndefined();
    expect(matchApiOperation('GET', '/api/nowhere')).toBeUndefined();
  });

  it('tells JSON replies from text ones, and which statuses an operation answers', () => {
    const ics = apiResponseBody(API.getCalendarIcs, 200);
    expect(ics && isTextBody(ics) && ics.contentType).toBe('text/calendar');
    const ingredient = apiResponseBody(API.saveIngredient, 201);
    expect(ingredient && isTextBody(ingredient)).toBe(false);
    expect(apiResponseBody(API.createVendor, 200)).toBeUndefined();
  });

  it('types a reply from the operation', () => {
    expectTypeOf<ApiReply<'getIngredient'>>().toEqualTypeOf<TIngredient>();
    expectTypeOf<ApiReply<'getOrderGuideCsv'>>().toEqualTypeOf<string>();
    expectTypeOf<ApiReply<'deleteMenu'>>().toEqualTypeOf<TDeleteReply>();
  });
});
