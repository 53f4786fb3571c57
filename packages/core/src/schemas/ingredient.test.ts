import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { ZCatalogueForm, ZCatalogueRequest } from './catalogue.ts';
import { ZIngredientForm, ZIngredientListQuery, ZIngredientSaveRequest } from './ingredient.ts';

const fetched = {
  id: 7,
  name: 'Flour',
  category: 'Grains and Pasta',
  cost: 20,
  costAmount: 50,
  costUnits: 'Pound',
  servingSize: 30,
  servingUnits: 'Gram',
  vendor: { id: 1, name: 'Sysco', ingredientCount: 12 },
  food: null,
  conversions: [{ id: 3, quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
  ingredientNutrients: [{ id: 4, nutrient: 'Protein', amount: 3, units: 'g' }],
  valid: true,
  errorMessages: [],
  createdDate: '2026-11-01T00:00:00Z',
  lastModifiedDate: '2026-11-01T00:00:00Z',
};

describe('ZIngredientSaveRequest', () => {
  it('takes back an ingredient as fetched, dropping its read-only fields', () => {
    const body = ZIngredientSaveRequest.parse(fetched);
    expect(body).not.toHaveProperty('valid');
    expect(body).not.toHaveProperty('createdDate');
    expect(body.vendor).toEqual({ id: 1 });
    expect(body.conversions[0]).toEqual({
      id: 3,
      quantityStart: 1,
      unitsStart: 'Cup',
      quantityEnd: 125,
      unitsEnd: 'Gram',
    });
  });

  it('normalizes unit and category spellings and the cost amount default', () => {
    const body = ZIngredientSaveRequest.parse({
      name: 'Cream',
      category: 'dairy-eggs',
      vendor: { id: 1 },
      cost: 4.5,
      costUnits: 'FLUID_OUNCE',
      servingUnits: 'Tbs',
      conversions: [{ quantityStart: 1, unitsStart: 'cups', quantityEnd: 240, unitsEnd: 'g' }],
    });
    expect(body).toMatchObject({
      category: 'Dairy and Egg Products',
      cost: 4.5,
      costAmount: 1,
      costUnits: 'Fluid Ounce',
      servingUnits: 'Tablespoon',
      conversions: [{ unitsStart: 'Cup', unitsEnd: 'Gram' }],
      ingredientNutrients: [],
    });
  });

  it('saves work in progress with just name, category and vendor', () => {
    expect(
      ZIngredientSaveRequest.safeParse({ name: 'Mystery', category: 'Sweets', vendor: { id: 2 } }).success,
    ).toBe(true);
  });

  it('refuses below the save minimum with the spec save messages', () => {
    expect(issuesOf(ZIngredientSaveRequest, { vendor: { id: 1 } })).toEqual([
      ['name', 'Ingredient must have a name'],
      ['category', 'Ingredient must have a category'],
    ]);
    expect(issuesOf(ZIngredientSaveRequest, { name: 'x', category: 'Sweets' })).toEqual([
      ['vendor', 'Vendor is required'],
    ]);
  });

  it('refuses negative numbers, unknown units and unknown keys', () => {
    const base = { name: 'x', category: 'Sweets', vendor: { id: 1 } };
    expect(issuesOf(ZIngredientSaveRequest, { ...base, cost: -1 })).toEqual([
      ['cost', 'Please enter a value of 0 or more'],
    ]);
    expect(issuesOf(ZIngredientSaveRequest, { ...base, costUnits: 'parsec' })).toEqual([
      ['costUnits', 'Please choose a unit from the list'],
    ]);
    expect(issuesOf(ZIngredientSaveRequest, { ...base, price: 3 })).toEqual([
      ['', 'Unrecognized key: "price"'],
    ]);
  });
});

describe('ZIngredientForm', () => {
  it('shows every spec 5 message of the Ingredient Details tab', () => {
    expect(issuesOf(ZIngredientForm, { name: '', cost: 0, conversions: [{ unitsStart: 'Cup' }] })).toEqual([
      ['name', 'Ingredient name is required'],
      ['category', 'Category is required'],
      ['vendor', 'Vendor is required'],
      ['cost', 'Please enter a value greater than $0.00'],
      ['costUnits', 'Cost units are required'],
      ['conversions.0.quantityStart', 'Starting quantity is required'],
      ['conversions.0.quantityEnd', 'Ending quantity is required'],
      ['conversions.0.unitsEnd', 'Ending units are required'],
    ]);
    expect(issuesOf(ZIngredientForm, { ...fetched, cost: null })).toEqual([
      ['cost', 'Please enter the cost'],
    ]);
    expect(issuesOf(ZIngredientForm, fetched)).toEqual([]);
  });
});

describe('catalogue form (POST /api/ingredients/food)', () => {
  it('asks for the catalogue fields with the spec texts', () => {
    expect(issuesOf(ZCatalogueForm, {})).toEqual([
      ['servingSize', 'Ingredient serving size is required'],
      ['servingUnits', 'Ingredient serving units are required'],
      ['cost', 'Ingredient cost is required'],
      ['costAmount', 'Ingredient cost amount required'],
      ['costUnits', 'Ingredient cost units required'],
      ['vendor', 'Vendor is required'],
      ['category', 'Category is required'],
    ]);
  });

  it('takes the ingredient body plus food { fdcId }', () => {
    const body = ZCatalogueRequest.parse({
      food: { fdcId: 169761, description: 'Wheat flour' },
      servingSize: 100,
      servingUnits: 'g',
      cost: 20,
      costAmount: 50,
      costUnits: 'lb',
      vendor: { id: 1 },
      category: 'Grains and Pasta',
    });
    expect(body).toMatchObject({ food: { fdcId: 169761 }, costUnits: 'Pound', servingUnits: 'Gram' });
    expect(
      issuesOf(ZCatalogueRequest, {
        servingSize: 1,
        servingUnits: 'g',
        cost: 1,
        costAmount: 1,
        costUnits: 'g',
        vendor: { id: 1 },
        category: 'Sweets',
      }),
    ).toEqual([['food', 'Please choose a food']]);
  });
});

describe('ZIngredientListQuery', () => {
  it('defaults to 300 per page and reads the category by name or slug', () => {
    expect(ZIngredientListQuery.parse({})).toEqual({ page: 0, limit: 300 });
    expect(ZIngredientListQuery.parse({ category: 'dairy-eggs', vendorId: '4' })).toMatchObject({
      category: 'Dairy and Egg Products',
      vendorId: 4,
    });
  });
});
