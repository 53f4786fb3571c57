import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { caller, createVendor, flourBody, saveIngredient } from '../../test/catalogue.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

describe('vendors API', () => {
  let t: TestApp;
  let chef: TestUser;
  const clock = manualClock('2026-03-01T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock });
    chef = await t.createUser();
  });
  afterAll(() => t.close());

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => chef)(...args);

  it('refuses every call without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/vendors'],
      ['GET', '/api/vendors/1'],
      ['POST', '/api/vendors'],
      ['PUT', '/api/vendors/1'],
      ['DELETE', '/api/vendors/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('POST /api/vendors', () => {
    it('creates a vendor (201) with its count and dates', async () => {
      clock.set('2026-03-01T09:00:00Z');
      const res = await call('POST', '/api/vendors', { name: '  Sysco Foods  ' });
      expect(res.statusCode).toBe(201);
      const vendor = res.json();
      expect(vendor).toEqual({
        id: expect.any(Number),
        name: 'Sysco Foods',
        ingredientCount: 0,
        numberOfIngredients: 0,
        version: 1,
        createdDate: '2026-03-01T09:00:00.000Z',
        lastModifiedDate: '2026-03-01T09:00:00.000Z',
        createdBy: chef.login,
        modifiedBy: chef.login,
      });
      const read = await call('GET', `/api/vendors/${vendor.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(vendor);
    });

    it.each([{}, { name: '' }, { name: '   ' }, { name: null }])(
      'answers "Vendor name is required" for %j, and stores nothing',
      async (body) => {
        const before = (await call('GET', '/api/vendors')).json().totalElements;
        const res = await call('POST', '/api/vendors', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          title: 'Bad Request',
          message: 'Vendor name is required',
          errors: [{ field: 'name', message: 'Vendor name is required' }],
        });
        expect((await call('GET', '/api/vendors')).json().totalElements).toBe(before);
      },
    );

    it('refuses an unknown field and a name over 100 characters', async () => {
      const unknown = await call('POST', '/api/vendors', { name: 'Acme', phone: '555' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'phone', message: 'Unknown field: phone' }]);
      const long = await call('POST', '/api/vendors', { name: 'x'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('At most 100 characters');
    });

    it('accepts the read-only fields a client echoes back, and ignores them', async () => {
      const res = await call('POST', '/api/vendors', {
        name: 'Echo Produce',
        id: 999999,
        ingredientCount: 7,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().id).not.toBe(999999);
      expect(res.json().ingredientCount).toBe(0);
    });

    it('refuses a name the kitchen already has, ignoring case (400)', async () => {
      await createVendor(t, chef, 'Restaurant Depot');
      const res = await call('POST', '/api/vendors', { name: 'restaurant DEPOT' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        title: 'Bad Request',
        message: 'A vendor named restaurant DEPOT already exists.',
        errors: [{ field: 'name', message: 'A vendor named restaurant DEPOT already exists.' }],
      });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: { ...chef.headers, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/vendors', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await t.createUser();
      const names = [
        'Sysco',
        'Baldor Specialty Foods',
        'US Foods',
        'Chef’s Warehouse',
        'sysco seafood',
        'Épices de Cru',
      ];
      const made = [];
      for (const name of names) made.push(await createVendor(t, user, name));
      // Two ingredients from Sysco, one from US Foods.
      await saveIngredient(t, user, flourBody(made[0].id, { name: 'Bread Flour' }));
      await saveIngredient(t, user, flourBody(made[0].id, { name: 'Cake Flour' }));
      await saveIngredient(t, user, flourBody(made[2].id, { name: 'Semolina' }));
    });
    const list = async (query = '') => {
      const res = await call('GET', `/api/vendors${query}`, undefined, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('lists the kitchen’s vendors by name, ignoring case and accents, with their ingredient counts', async () => {
      const page = await list();
      expect(
        page.content.map((v: { name: string; ingredientCount: number }) => [v.name, v.ingredientCount]),
      ).toEqual([
        ['Baldor Specialty Foods', 0],
        ['Chef’s Warehouse', 0],
        ['Épices de Cru', 0],
        ['Sysco', 2],
        ['sysco seafood', 0],
        ['US Foods', 1],
      ]);
      expect(page.content[3].numberOfIngredients).toBe(2);
      expect(page).toMatchObject({
        number: 0,
        size: 1000,
        numberOfElements: 6,
        totalElements: 6,
        totalPages: 1,
        first: true,
        last: true,
        pageable: { pageNumber: 0, pageSize: 1000 },
      });
    });

    it('searches by the start of any word, case- and accent-insensitively', async () => {
      const names = async (searchText: string) =>
        (await list(`?searchText=${encodeURIComponent(searchText)}`)).content.map(
          (v: { name: string }) => v.name,
        );
      expect(await names('SYS')).toEqual(['Sysco', 'sysco seafood']);
      expect(await names('foods')).toEqual(['Baldor Specialty Foods', 'US Foods']);
      expect(await names('sysco sea')).toEqual(['sysco seafood']);
      expect(await names('epic')).toEqual(['Épices de Cru']);
      expect(await names('chef s')).toEqual(['Chef’s Warehouse']);
      expect(await names('ysco')).toEqual([]);
      expect(await names('%')).toHaveLength(6);
      expect(await names('zz')).toEqual([]);
    });

    it('pages: sizes, first/last and totals', async () => {
      const first = await list('?limit=4');
      expect(first).toMatchObject({
        numberOfElements: 4,
        totalElements: 6,
        totalPages: 2,
        first: true,
        last: false,
      });
      const second = await list('?limit=4&page=1');
      expect(second.content.map((v: { name: string }) => v.name)).toEqual(['sysco seafood', 'US Foods']);
      expect(second).toMatchObject({
        number: 1,
        numberOfElements: 2,
        totalElements: 6,
        first: false,
        last: true,
      });
      const beyond = await list('?limit=4&page=5');
      expect(beyond).toMatchObject({ content: [], numberOfElements: 0, totalElements: 6, last: true });
      expect((await call('GET', '/api/vendors?limit=0', undefined, user)).statusCode).toBe(400);
      expect((await call('GET', '/api/vendors?page=-1', undefined, user)).statusCode).toBe(400);
    });
  });

  describe('PUT /api/vendors/{id}', () => {
    it('renames (200), moving lastModifiedDate only', async () => {
      clock.set('2026-03-01T10:00:00Z');
      const vendor = await createVendor(t, chef, 'Baldor');
      clock.set('2026-03-01T11:30:00Z');
      const res = await call('PUT', `/api/vendors/${vendor.id}`, {
        name: 'Baldor Specialty Foods',
        version: vendor.version,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...vendor,
        name: 'Baldor Specialty Foods',
        version: vendor.version + 1,
        lastModifiedDate: '2026-03-01T11:30:00.000Z',
      });
      // Changing only the case of its own name is not a duplicate.
      const recased = await call('PUT', `/api/vendors/${vendor.id}`, {
        name: 'BALDOR Specialty Foods',
        version: res.json().version,
      });
      expect(recased.statusCode).toBe(200);
      expect(recased.json().name).toBe('BALDOR Specialty Foods');
    });

    it('refuses another vendor’s name, a blank name, and an unknown id', async () => {
      const a = await createVendor(t, chef, 'Alpha Meats');
      await createVendor(t, chef, 'Beta Dairy');
      const dup = await call('PUT', `/api/vendors/${a.id}`, { name: 'BETA dairy', version: a.version });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toBe('A vendor named BETA dairy already exists.');
      const blank = await call('PUT', `/api/vendors/${a.id}`, { name: ' ', version: a.version });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Vendor name is required');
      expect((await call('GET', `/api/vendors/${a.id}`)).json().name).toBe('Alpha Meats');
      const missing = await call('PUT', '/api/vendors/2147483647', { name: 'Gamma', version: 1 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        title: 'Not Found',
        message: 'This vendor does not exist.',
        errors: [],
      });
    });

    it('renames without a version (spec 7 sends none) and answers 409 to a stale one, keeping the newer name', async () => {
      const vendor = await createVendor(t, chef, 'Gordon');
      const without = await call('PUT', `/api/vendors/${vendor.id}`, { name: 'Gordon Food Service' });
      expect(without.statusCode).toBe(200);
      expect(without.json()).toMatchObject({ name: 'Gordon Food Service', version: vendor.version + 1 });
      const first = await call('PUT', `/api/vendors/${vendor.id}`, {
        name: 'GFS',
        version: vendor.version + 1,
      });
      expect(first.statusCode).toBe(200);
      const stale = await call('PUT', `/api/vendors/${vendor.id}`, {
        name: 'Gordon FS',
        version: vendor.version + 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        title: 'Conflict',
        message:
          'This vendor was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
      });
      expect((await call('GET', `/api/vendors/${vendor.id}`)).json()).toMatchObject({
        name: 'GFS',
        version: vendor.version + 2,
      });
    });
  });

  describe('DELETE /api/vendors/{id}', () => {
    it('deletes an unused vendor (200, saying so); it is then gone (404)', async () => {
      const vendor = await createVendor(t, chef, 'Short-lived Supply');
      const res = await call('DELETE', `/api/vendors/${vendor.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ title: 'Deleted', message: 'Short-lived Supply was deleted.' });
      expect((await call('GET', `/api/vendors/${vendor.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/vendors/${vendor.id}`)).statusCode).toBe(404);
    });

    it('refuses (409) while ingredients use it, saying how many', async () => {
      const vendor = await createVendor(t, chef, 'Busy Farms');
      const one = await saveIngredient(t, chef, flourBody(vendor.id, { name: 'Rye Flour' }));
      const refused = await call('DELETE', `/api/vendors/${vendor.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        title: 'Vendor in use',
        message:
          'Busy Farms cannot be deleted: 1 ingredient still uses it. ' +
          'Delete those ingredients or move them to another vendor first.',
        errors: [],
      });
      await saveIngredient(t, chef, flourBody(vendor.id, { name: 'Spelt Flour' }));
      const twice = await call('DELETE', `/api/vendors/${vendor.id}`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toMatch(/^Busy Farms cannot be deleted: 2 ingredients still use it\./);
      expect((await call('GET', `/api/vendors/${vendor.id}`)).json().ingredientCount).toBe(2);
      // Once its ingredients are gone, it can go.
      await call('DELETE', `/api/ingredients/${one.id}`);
      const spelt = (await call('GET', `/api/ingredients?vendorId=${vendor.id}`)).json().content[0];
      await call('DELETE', `/api/ingredients/${spelt.id}`);
      expect((await call('DELETE', `/api/vendors/${vendor.id}`)).statusCode).toBe(200);
    });
  });

  it('answers 400 for an id that is not a positive 32-bit integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      expect((await call('GET', `/api/vendors/${id}`)).statusCode, id).toBe(400);
    }
  });

  describe('isolation between kitchens', () => {
    it('another kitchen sees none of them: 404 for every id, an empty list, and may reuse a name', async () => {
      const owner = await t.createUser();
      const vendor = await createVendor(t, owner, 'Private Purveyor');
      const stranger = await t.createUser();
      const list = await call('GET', '/api/vendors', undefined, stranger);
      expect(list.json()).toMatchObject({
        content: [],
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
      });
      expect((await call('GET', '/api/vendors?searchText=priv', undefined, stranger)).json().content).toEqual(
        [],
      );
      expect((await call('GET', `/api/vendors/${vendor.id}`, undefined, stranger)).statusCode).toBe(404);
      expect(
        (
          await call(
            'PUT',
            `/api/vendors/${vendor.id}`,
            { name: 'Mine now', version: vendor.version },
            stranger,
          )
        ).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/vendors/${vendor.id}`, undefined, stranger)).statusCode).toBe(404);
      expect((await call('GET', `/api/vendors/${vendor.id}`, undefined, owner)).json().name).toBe(
        'Private Purveyor',
      );
      // Names are unique per kitchen only.
      expect((await call('POST', '/api/vendors', { name: 'private purveyor' }, stranger)).statusCode).toBe(
        201,
      );
    });
  });
});
