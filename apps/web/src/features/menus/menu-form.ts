import {
  defaultYear,
  type TAllergen,
  type TMenu,
  type TMenuItemListItem,
  type TMenuSaveRequestInput,
  ZMenuForm,
  ZMenuSaveRequest,
} from '@brigade/core';
import {
  checkSaveWith,
  type SaveCheck as FormSaveCheck,
  orNull,
  quantity,
  text,
} from '../../lib/form-values';

/**
 * The menu modal's form values and their translation into the save body. Inputs hold text ('' =
 * empty); the API gets numbers and nulls. Sections and items carry a `key` of their own (the schemas
 * accept and drop it) so they keep their identity while they are dragged around.
 */

/** A chosen menu item, with what the modal shows and prices from (its cost per serving, allergens). */
export type MenuItemRef = {
  id: number;
  name: string;
  description: string | null;
  costPerServing: number;
  /** False when a line of the menu item could not be costed: the cost is a lower bound. */
  costComplete: boolean;
  allergens: TAllergen[];
  allergensNotReviewed: string[];
};

export type MenuSectionItemValues = {
  key: string;
  id: number | null;
  menuItem: MenuItemRef | null;
  price: string;
};

export type MenuSectionValues = {
  key: string;
  id: number | null;
  name: string;
  menuSectionItems: MenuSectionItemValues[];
};

export type MenuFormValues = {
  id: number | null;
  version: number | null;
  name: string;
  season: string;
  year: string;
  menuSections: MenuSectionValues[];
};

let lastKey = 0;
/** A key for a new row, unique in this page's life. */
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

export const emptyItem = (): MenuSectionItemValues => ({
  key: newKey('item'),
  id: null,
  menuItem: null,
  price: '',
});

/** A new section starts with one item row to fill (a section without items is incomplete, spec 4). */
export const emptySection = (): MenuSectionValues => ({
  key: newKey('section'),
  id: null,
  name: '',
  menuSectionItems: [emptyItem()],
});

export function newMenuValues(initial: { name?: string } = {}): MenuFormValues {
  return {
    id: null,
    version: null,
    name: initial.name ?? '',
    season: '',
    // Spec 3: the year defaults to the current year.
    year: String(defaultYear()),
    menuSections: [],
  };
}

/** A menu item list row (the picker's candidates) as the form keeps it. */
export function listItemToRef(row: TMenuItemListItem): MenuItemRef {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    costPerServing: row.costPerServing,
    costComplete: row.costComplete,
    allergens: row.allergens,
    allergensNotReviewed: row.allergensNotReviewed,
  };
}

export function menuToValues(menu: TMenu): MenuFormValues {
  return {
    id: menu.id,
    version: menu.version,
    name: menu.name,
    season: text(menu.season),
    year: text(menu.year),
    menuSections: menu.menuSections.map((section) => ({
      key: newKey('section'),
      id: section.id,
      name: text(section.name),
      menuSectionItems: section.menuSectionItems.map((item) => ({
        key: newKey('item'),
        id: item.id,
        menuItem: {
          id: item.menuItem.id,
          name: item.menuItem.name,
          description: item.menuItem.description,
          costPerServing: item.costPerServing,
          costComplete: item.costComplete,
          allergens: item.menuItem.allergens,
          allergensNotReviewed: item.menuItem.allergensNotReviewed,
        },
        price: text(item.price),
      })),
    })),
  };
}

/** '' → null; a number typed as text → that number; anything else is kept for the schema to refuse. */
export const priceValue = quantity;

const isBlankItem = (item: MenuSectionItemValues) => !item.menuItem && item.price.trim() === '';

const isBlankSection = (section: MenuSectionValues) =>
  section.name.trim() === '' && section.menuSectionItems.every(isBlankItem);

/**
 * The body of POST /api/menus and PUT /api/menus/{id}: sections in their order, each with its items
 * in order. Rows added and never filled are not sent: the chef did not mean them.
 */
export function valuesToSaveBody(values: MenuFormValues): TMenuSaveRequestInput {
  return {
    ...(values.id != null ? { id: values.id, version: values.version } : {}),
    name: orNull(values.name),
    season: orNull(values.season),
    year: values.year.trim() === '' ? null : Number(values.year),
    menuSections: values.menuSections
      .filter((section) => !isBlankSection(section))
      .map((section) => ({
        ...(section.id != null ? { id: section.id } : {}),
        name: orNull(section.name),
        menuSectionItems: section.menuSectionItems
          .filter((item) => !isBlankItem(item))
          .map((item) => ({
            ...(item.id != null ? { id: item.id } : {}),
            menuItem: item.menuItem ? { id: item.menuItem.id } : null,
            price: priceValue(item.price) as number | null,
          })),
      })),
  };
}

/**
 * What saving the form would do (spec 4 work in progress): below the save minimum (core's
 * ZMenuSaveRequest: a name, and a menu item on every item row) it cannot be saved, and `reasons`
 * says why; otherwise `missing` lists what keeps it from being complete (core's ZMenuForm).
 */
export type SaveCheck = FormSaveCheck<TMenuSaveRequestInput>;

export function checkSave(values: MenuFormValues): SaveCheck {
  return checkSaveWith({ save: ZMenuSaveRequest, form: ZMenuForm }, valuesToSaveBody(values), values);
}
