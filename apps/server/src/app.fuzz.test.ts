import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullKitchen, fullKitchen } from './test/full-kitchen.ts';
import { createTestApp, type TestApp, type TestUser } from './test/test-app.ts';

/**
 * Generated bad requests over every route of /api/openapi.json — path ids, query strings,
 * bodies built from each route's own schema with bad values mixed in (NUL and control characters,
 * huge and tiny numbers, hex and exponent ids, wrong types, unknown keys), broken JSON, wrong content
 * types, missing, foreign and forged tokens. Whatever comes in: never a 5xx, always the security
 * headers, and every 4xx in the `{ title, message, errors }` shape.
 *
 * The seed is random on every run (fast-check prints it with any failure, to replay it).
 */

const RUNS = 5_000;

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  $ref?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema };
  secured: boolean;
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let kitchen: FullKitchen;
let operations: Operation[];
let components: Record<string, Schema> = {};
/** Valid requests per route ("POST /api/recipes"): path ids and a body, each mutated in one place. */
let samples: Record<string, Sample[]> = {};
type Sample = { id?: number; body: unknown };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
  kitchen = await fullKitchen(t, owner);
  samples = await validSamples();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  components = doc.components?.schemas ?? {};
  operations = [];
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const contentType = content && Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: contentType ? { contentType, schema: content[contentType].schema } : undefined,
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
}, 120_000);
afterAll(() => t.close());

/** What the owner's kitchen reads back, as the bodies a client would send (read-only fields and all). */
async function validSamples(): Promise<Record<string, Sample[]>> {
  const k = kitchen;
  const read = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json() as Record<string, unknown>;
  const vendor = await read(`/api/vendors/${k.vendor}`);
  const butter = await read(`/api/ingredients/${k.butter.id}`);
  const bechamel = await read(`/api/recipes/${k.bechamel.id}`);
  const menuItem = await read(`/api/menuItems/${k.menuItem.id}`);
  const menu = await read(`/api/menus/${k.menu.id}`);
  const event = await read(`/api/events/${k.event.id}`);
  const { id: _i, version: _v, ...newIngredient } = butter;
  const asNew = (body: Record<string, unknown>, name: string) => ({
    ...body,
    id: undefined,
    version: undefined,
    name,
  });
  const prepLines = [{ menuSectionItem: { id: k.menuSectionItemId }, prepQuantity: 40, plating: 'Plated' }];
  return {
    'POST /api/register': [
      {
        body: {
          login: 'newcook',
          firstName: 'Ann',
          lastName: 'Cook',
          email: 'ann@example.com',
          password: 'long-enough-password',
          langKey: 'en',
        },
      },
    ],
    'POST /api/authenticate': [{ body: { username: owner.login, password: 'not-the-password' } }],
    'POST /api/account/reset-password/finish': [
      { body: { key: 'x'.repeat(32), newPassword: 'long-enough-password' } },
    ],
    'POST /api/vendors': [{ body: { name: 'Fresh Farms' } }],
    'PUT /api/vendors/{id}': [{ id: k.vendor, body: vendor }],
    'POST /api/ingredients': [{ body: butter }, { body: { ...newIngredient, name: 'Cream' } }],
    'POST /api/ingredients/food': [{ body: { ...newIngredient, name: 'Cheddar', food: { fdcId: 1001 } } }],
    'POST /api/recipes': [{ body: asNew(bechamel, 'Mornay') }],
    'PUT /api/recipes/{id}': [{ id: k.bechamel.id, body: bechamel }],
    'POST /api/menuItems': [{ body: asNew(menuItem, 'Gratin II') }],
    'PUT /api/menuItems/{id}': [{ id: k.menuItem.id, body: menuItem }],
    'POST /api/menus': [{ body: asNew(menu, 'Spring') }],
    'PUT /api/menus/{id}': [{ id: k.menu.id, body: menu }],
    'PUT /api/kitchen/settings': [{ body: { targetFoodCostPercent: 28 } }],
    'POST /api/events': [{ body: { ...event, id: undefined, version: undefined } }],
    'PUT /api/events/{id}': [{ id: k.event.id, body: event }],
    'PATCH /api/events/{id}': [
      {
        id: k.event.id,
        body: { id: k.event.id, start: event.start, end: event.end, version: event.version },
      },
    ],
    'POST /api/preplist': [{ body: { banquetEventMenuSectionItems: prepLines } }],
    'POST /api/vendors/{id}/price-list': [
      {
        id: k.vendor,
        body: {
          rows: [{ line: 1, name: 'Butter', cost: 5, costAmount: 1, costUnits: 'Pound' }],
          apply: false,
        },
      },
    ],
  };
}

const MUTATIONS = ['replace', 'replace', 'delete', 'double'] as const;

/**
 * One change to a valid body: a value somewhere in it (nested lines included) replaced by a bad one,
 * removed, or an array element doubled (two lines of the same ingredient…).
 */
function mutate(body: unknown, pick: number, kind: (typeof MUTATIONS)[number], bad: unknown): unknown {
  const copy = structuredClone(body);
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        slots.push({ parent: node, key: i });
        walk(child);
      });
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        slots.push({ parent: node as Record<string, unknown>, key });
        walk(child);
      }
    }
  };
  walk(copy);
  if (slots.length === 0) return bad;
  const { parent, key } = slots[pick % slots.length];
  if (kind === 'double' && Array.isArray(parent)) parent.push(structuredClone(parent[key as number]));
  else if (kind === 'delete' && !Array.isArray(parent)) delete parent[key as string];
  else (parent as Record<string | number, unknown>)[key] = bad;
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Values

/** NUL (PostgreSQL refuses it: it once answered 500 on every text field) and other control characters. */
const CONTROL_STRINGS = [
  '\u0000',
  'Salt\u0000',
  'Br\u0000ie',
  '\u0001\u0008\u001b[31m',
  'tab\u000bbed',
  '\u007f',
];
const BAD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'x'.repeat(300),
  'y'.repeat(25_000),
  '0x10',
  '1e3',
  '+1',
  '-1',
  '0',
  '007',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '../../etc/passwd',
  '\ud800',
  '\udfff\ud800',
  '💥🍳',
  'e\u0301',
  '\u202eevil',
  '<script>alert(1)</script>',
  '2026-13-45',
  '2026-02-30T25:61:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '2031-06-05T17:00:00Z',
  'Cup',
  'Gram',
  'MILK',
  'Winter',
  'Plated',
];
const BAD_NUMBERS = [
  -1,
  0,
  -0,
  1e-12,
  1e-8,
  5e-9,
  0.5,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  9e15,
  1_000_000_001,
];

const badString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...BAD_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
const badNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);
const anyBad: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { id: '0x10' }, [[[[[]]]]]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const deref = (schema: Schema): Schema => {
  if (typeof schema.$ref === 'string') return components[schema.$ref.split('/').pop() ?? ''] ?? {};
  return schema;
};
const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A plausible value of the schema's type, or (one time in `goodWeight + 1`) a bad one. A request draws
 * its rate: mostly one bad field in an otherwise valid body (it reaches the service), sometimes many.
 */
function valueFor(raw: Schema, depth: number, goodWeight: number): fc.Arbitrary<unknown> {
  const schema = deref(raw);
  return fc.oneof(
    { weight: goodWeight, arbitrary: plausible(schema, depth, goodWeight) },
    { weight: 1, arbitrary: anyBad },
  );
}

function plausible(schema: Schema, depth: number, goodWeight = 3): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((s) => plausible(deref(s), depth, goodWeight)));
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return fc.constantFrom('Salt', 'Winter', '2031-06-05T17:00:00Z', '2031-06-05T21:00:00+02:00', 'a@b.co');
    case 'integer':
      return fc.oneof(fc.constantFrom(...knownIds()), fc.integer({ min: 0, max: 5 }));
    case 'number':
      return fc.constantFrom(0, 1, 2.5, 12, 100);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 || !schema.items
        ? fc.constant([])
        : fc.array(valueFor(schema.items, depth + 1, goodWeight), { maxLength: 3 });
    case 'object': {
      if (depth > 4 || !schema.properties)
        return fc.dictionary(fc.string({ maxLength: 5 }), anyBad, { maxKeys: 2 });
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, s]) => [key, valueFor(s, depth + 1, goodWeight)]),
      );
      return fc
        .tuple(
          fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) }),
          rarely(fc.tuple(fc.constantFrom('bogus', '__proto__', 'constructor'), anyBad)),
        )
        .map(([object, extra]) => (extra ? { ...object, [extra[0]]: extra[1] } : object));
    }
    default:
      return anyBad;
  }
}

/** Mostly null, one time in ten a value: an unknown key, a repeated parameter. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Ids of the owner's rows (so updates and reads reach the services), as numbers. */
function knownIds(): number[] {
  const k = kitchen;
  return [
    k.vendor,
    k.butter.id,
    k.flour.id,
    k.roux.id,
    k.bechamel.id,
    k.menuItem.id,
    k.menu.id,
    k.event.id,
    k.menuSectionItemId,
    1,
  ];
}

/** A path segment: a known id, another number, or a bad string — encoded, or raw and broken. */
const pathSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...[0]).chain(() => fc.constantFrom(...knownIds().map(String))) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 3, arbitrary: badString.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '..', '%2F', '%2e%2e', '9'.repeat(250), 'a b') },
);

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes (not valid UTF-8)
  }
}

/** A query string: each documented parameter maybe present (plausible or bad), maybe repeated, maybe an extra one. */
function queryFor(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((p) => p.in === 'query');
  const one = (p: Parameter) =>
    fc.option(
      fc.oneof(
        plausible(deref(p.schema ?? {}), 1).map((v) => (typeof v === 'string' ? v : String(v))),
        badString,
        fc.constantFrom('0', '1', '300', '2031-06-01T00:00:00Z'),
      ),
      { nil: undefined },
    );
  return fc
    .tuple(
      fc.tuple(...query.map(one)),
      rarely(fc.constant(true)),
      rarely(fc.tuple(fc.constantFrom('page', 'limit', 'bogus', 'searchText'), badString)),
    )
    .map(([values, repeat, extra]) => {
      const search = new URLSearchParams();
      query.forEach((p, i) => {
        const value = values[i];
        if (value === undefined) return;
        search.append(p.name, value);
        if (repeat) search.append(p.name, value);
      });
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text === '' ? '' : `?${text}`;
    });
}

type Body = { payload?: string; contentType?: string };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const declared = op.body;
  const fromSchema = declared
    ? declared.contentType === 'application/json'
      ? fc
          .constantFrom(30, 8, 2)
          .chain((goodWeight) => valueFor(declared.schema, 0, goodWeight))
          .map(json)
      : badString.map((text) => ({ payload: text, contentType: declared.contentType }))
    : fc.constant<Body>({});
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"name":',
          '[1,2',
          'null',
          '"x"',
          '\u0000',
          '{"a":"\\u0000"}',
          '{"__proto__":{"x":1}}',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          '',
        )
        .map((contentType) => ({ payload: '{"name":"x"}', contentType })),
    },
  );
}

type Auth = 'owner' | 'stranger' | 'none' | 'garbage' | 'forged';
const auth = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Auth>('owner') },
  { weight: 1, arbitrary: fc.constantFrom<Auth>('stranger', 'none', 'garbage', 'forged') },
);

async function headersFor(who: Auth, op: Operation): Promise<Record<string, string>> {
  // Signing out ends the caller's tokens: the owner's token must stay alive for the rest of the run.
  if (op.path === '/api/logout' && (who === 'owner' || who === 'stranger')) return {};
  switch (who) {
    case 'owner':
      return owner.headers;
    case 'stranger':
      return stranger.headers;
    case 'garbage':
      return { authorization: 'Bearer not.a.token' };
    case 'forged':
      // Signed with the secret, for a user that does not exist.
      return {
        authorization: `Bearer ${await t.app.tokens.sign({ id: 2_000_000_000, login: 'ghost', kitchenId: owner.kitchenId })}`,
      };
    default:
      return {};
  }
}

// ---------------------------------------------------------------------------------------------------

function checkReply(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(res.headers['content-security-policy']), what).toContain("default-src 'self'");
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
    const body = res.json();
    expect(body, `${what}: ${res.body.slice(0, 300)}`).toEqual({
      title: expect.any(String),
      message: expect.any(String),
      errors: expect.any(Array),
    });
    for (const e of body.errors)
      expect(e, what).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
}

describe('generated bad requests over every route of /api/openapi.json', () => {
  it(`never answer 5xx, answer every 4xx in the error shape with the security headers, and a refused update changes nothing (${RUNS} requests)`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const sent = new Map<string, number>();
    let refusedWrites = 0;
    const request = fc.integer({ min: 0, max: operations.length - 1 }).chain((i) => {
      const op = operations[i];
      const segments = op.path.split('/').map((s) => (s.startsWith('{') ? pathSegment : fc.constant(s)));
      const generated = fc.record({
        op: fc.constant(op),
        path: fc.tuple(...segments).map((parts) => parts.join('/')),
        query: queryFor(op.parameters),
        body: bodyFor(op),
        who: auth,
      });
      const valid = samples[`${op.method} ${op.path}`];
      if (!valid) return generated;
      // A valid request of this route with one thing wrong: it gets past the schema into the service.
      const nearlyValid = fc
        .tuple(fc.constantFrom(...valid), fc.nat(), fc.constantFrom(...MUTATIONS), anyBad)
        .map(([sample, pick, kind, bad]) => ({
          op,
          path: op.path.replace(/\{[^}]+\}/, String(sample.id)),
          query: '',
          body: {
            payload: JSON.stringify(mutate(sample.body, pick, kind, bad)),
            contentType: 'application/json',
          },
          who: 'owner' as Auth,
          sample,
        }));
      return fc.oneof(generated, nearlyValid);
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ op, path, query, body, who, ...rest }) => {
        const url = `${path}${query}`;
        const headers: Record<string, string> = { ...(await headersFor(who, op)) };
        // A refused change of a stored entity changes nothing: what its GET answers stays the same.
        const sampled = 'sample' in rest && (op.method === 'PUT' || op.method === 'PATCH');
        const read = () => t.app.inject({ method: 'GET', url: path, headers: owner.headers });
        const before = sampled ? await read() : undefined;
        if (body.contentType) headers['content-type'] = body.contentType;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        // An update that went through moved the version on: later mutations start from the new one.
        const sample = 'sample' in rest ? (rest.sample as Sample) : undefined;
        if (sample && res.statusCode === 200 && op.method === 'PUT') {
          const version = (res.json() as { version?: unknown }).version;
          if (typeof version === 'number') sample.body = { ...(sample.body as object), version };
        }
        if (before && res.statusCode >= 400) {
          const after = await read();
          expect([after.statusCode, after.body], `${op.method} ${url} refused, yet changed`).toEqual([
            before.statusCode,
            before.body,
          ]);
          refusedWrites += 1;
        }
        const key = `${op.method} ${op.path}`;
        sent.set(key, (sent.get(key) ?? 0) + 1);
        checkReply(
          res,
          `${op.method} ${url.slice(0, 200)} as ${who} with ${String(body.payload).slice(0, 200)}`,
        );
      }),
      { numRuns: RUNS, endOnFailure: true },
    );

    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(5_000);
    // Refused updates of stored entities were checked to have changed nothing.
    expect(refusedWrites).toBeGreaterThan(25);
    // Every route was tried (5,000 draws over ~60 routes: each about 80 times).
    expect(operations.filter((op) => !sent.has(`${op.method} ${op.path}`))).toEqual([]);
  }, 180_000);
});
