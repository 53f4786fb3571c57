import type { TMenu } from '@brigade/core';

/** The menu modal's props (MenuModal.tsx); its form takes them too, from here, not from the modal. */
export type MenuModalProps = {
  /** The menu to edit; null for a new one. */
  menuId: number | null;
  /** A new menu's name. */
  initial?: { name?: string };
  /** The member's role may only read menus: no Save, every field disabled; Print stays. */
  readOnly?: boolean;
  onClose: () => void;
  /** After a save: `created` for a new menu (201). */
  onSaved?: (menu: TMenu, created: boolean) => void;
};
