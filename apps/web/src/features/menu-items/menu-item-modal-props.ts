import type { TMenuItem } from '@brigade/core';

/** The menu item modal's props (MenuItemModal.tsx); its form takes them too, from here, not from the modal. */
export type MenuItemModalProps = {
  /** The menu item to edit; null for a new one. */
  menuItemId: number | null;
  /** A new item's name (typed in a picker's 'Add' entry elsewhere). */
  initial?: { name?: string };
  /** The member's role may only read menu items: no Save, every field disabled. */
  readOnly?: boolean;
  onClose: () => void;
  /** After a save: `created` for a new menu item (201). */
  onSaved?: (item: TMenuItem, created: boolean) => void;
};
