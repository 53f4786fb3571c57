import { describe, expect, expectTypeOf, it } from 'vitest';
import { areaKey, type CallArgs, operationKey, operationPath } from './api-client';

describe('calls by operation', () => {
  it('fills the path from the operation’s template, each parameter encoded as one segment', () => {
    expect(operationPath('getMenu', { id: 12 })).toBe('/api/menus/12');
    expect(operationPath('getFood', { fdcId: '170567' })).toBe('/api/foods/170567');
    expect(operationPath('getInvitation', { key: 'a/b c' })).toBe('/api/invitations/a%2Fb%20c');
    expect(operationPath('listMenus')).toBe('/api/menus');
    expect(() => operationPath('getMenu', {})).toThrow(/id is missing/);
  });

  it('types what a call sends from the contract', () => {
    expectTypeOf<CallArgs<'getMenu'>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<CallArgs<'updateKitchenSettings'>>().toHaveProperty('body');
    // @ts-expect-error a query parameter the operation does not take
    const wrong: CallArgs<'listMenus'> = { query: { vendorId: 3 } };
    expect(wrong).toBeDefined();
  });

  it('keys queries by area and operation, so one area invalidates all its reads', () => {
    expect(operationKey('getMenu', { params: { id: 5 } })).toEqual(['menus', 'getMenu', { id: 5 }]);
    expect(operationKey('listMenus', { query: { page: 0 } })).toEqual(['menus', 'listMenus', { page: 0 }]);
    expect(operationKey('getMenuCostSince').slice(0, 1)).toEqual(areaKey('menus'));
    expect(operationKey('listMyKitchens')).toEqual(['account', 'listMyKitchens']);
  });
});
