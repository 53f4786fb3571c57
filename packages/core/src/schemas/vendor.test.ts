import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { ZVendorRequest } from './vendor.ts';

describe('ZVendorRequest', () => {
  it('needs a name (spec 5) and trims it', () => {
    expect(ZVendorRequest.parse({ name: '  Sysco ' })).toEqual({ name: 'Sysco' });
    expect(issuesOf(ZVendorRequest, { name: '   ' })).toEqual([['name', 'Vendor name is required']]);
    expect(issuesOf(ZVendorRequest, {})).toEqual([['name', 'Vendor name is required']]);
  });

  it('accepts and drops the read-only fields of a fetched vendor, refuses unknown ones', () => {
    expect(
      ZVendorRequest.parse({
        id: 3,
        name: 'Sysco',
        ingredientCount: 4,
        numberOfIngredients: 4,
        createdDate: 'x',
        lastModifiedDate: 'y',
      }),
    ).toEqual({ name: 'Sysco' });
    expect(issuesOf(ZVendorRequest, { name: 'Sysco', kitchenId: 9 })).toEqual([
      ['', 'Unrecognized key: "kitchenId"'],
    ]);
  });
});
