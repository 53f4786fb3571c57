import { MENU_ITEM_FILTER_FIELDS, type TMenuItem, type TMenuItemListItem } from '@brigade/core';
import { type Crumb, ItemList, ItemListHeader, useItemListScreen } from '../../components/item-list';
import { useCan } from '../../lib/use-can';
import { deleteMenuItem, fetchMenuItemPage } from './api';
import { describeMenuItem, MENU_ITEM_COLUMNS } from './list/menu-item-columns';
import { forgetDeletedMenuItem, menuItemListKey, showSavedMenuItem } from './list/menu-item-list-cache';
import { MenuItemModal } from './MenuItemModal';

export const MENU_ITEMS_PATH = '/portal/chef/menuItems';

const BREADCRUMBS: Crumb[] = [{ label: 'Kitchen', to: '/portal/chef' }, { label: 'Menu Items' }];

/**
 * /portal/chef/menuItems (spec 2 "a paged searchable list with view, delete and add"): cards or a
 * table, searched by name prefix after a 500 ms pause, more pages on scroll, the modal to view or add,
 * Delete behind the confirmation dialog (a menu item used by a menu is refused with the server's
 * message naming the menus).
 */
export function MenuItemsPage() {
  const screen = useItemListScreen<TMenuItemListItem>({
    list: (search, sort, filter) => ({
      queryKey: menuItemListKey(search),
      fetchPage: (page, signal) => fetchMenuItemPage({ page, searchText: search, sort, filter }, signal),
    }),
    filterFields: MENU_ITEM_FILTER_FIELDS,
    deleteItem: deleteMenuItem,
    forgetDeleted: forgetDeletedMenuItem,
  });
  const { modal } = screen;
  const can = useCan();
  const saved = (item: TMenuItem) => showSavedMenuItem(screen.queryClient, item);

  return (
    <>
      <ItemListHeader
        title="Menu Items"
        breadcrumbs={BREADCRUMBS}
        addLabel="Add Menu Items"
        {...screen.header}
        canEdit={can('createMenuItem')}
        searchPlaceholder="Search menu items by name"
      />
      <ItemList
        itemType="menu item"
        {...screen.list}
        columns={MENU_ITEM_COLUMNS}
        describe={describeMenuItem}
        canEdit={can('deleteMenuItem')}
      />
      {modal && (
        <MenuItemModal
          menuItemId={modal.id}
          readOnly={!can(modal.id === null ? 'createMenuItem' : 'updateMenuItem')}
          onClose={screen.closeModal}
          onSaved={saved}
        />
      )}
    </>
  );
}
