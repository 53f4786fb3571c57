import type { TMenuItem, TMenuItemListItem } from '@brigade/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useViewMode } from '../../app/view-mode';
import {
  type Crumb,
  ItemList,
  ItemListHeader,
  pagedListProps,
  usePagedList,
} from '../../components/item-list';
import { useCan } from '../team/use-can';
import { deleteMenuItem, fetchMenuItemPage } from './api';
import { describeMenuItem, MENU_ITEM_COLUMNS } from './list/menu-item-columns';
import { forgetDeletedMenuItem, menuItemListKey, showSavedMenuItem } from './list/menu-item-list-cache';
import { MenuItemModal } from './MenuItemModal';

export const MENU_ITEMS_PATH = '/portal/chef/menuItems';

const BREADCRUMBS: Crumb[] = [{ label: 'Kitchen', to: '/portal/chef' }, { label: 'Menu Items' }];

type ModalState = { menuItemId: number | null } | null;

/**
 * /portal/chef/menuItems (spec 2 "a paged searchable list with view, delete and add"): cards or a
 * table, searched by name prefix after a 500 ms pause, more pages on scroll, the modal to view or add,
 * Delete behind the confirmation dialog (a menu item used by a menu is refused with the server's
 * message naming the menus).
 */
export function MenuItemsPage() {
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode();
  const [searchText, setSearchText] = useState('');
  const [modal, setModal] = useState<ModalState>(null);
  const can = useCan();

  const search = searchText.trim();
  const list = usePagedList<TMenuItemListItem>({
    queryKey: menuItemListKey(search),
    fetchPage: (page, signal) => fetchMenuItemPage({ page, searchText: search }, signal),
  });

  const open = useCallback((item: TMenuItemListItem) => setModal({ menuItemId: item.id }), []);
  const remove = useCallback(
    async (item: TMenuItemListItem) => {
      await deleteMenuItem(item.id);
      forgetDeletedMenuItem(queryClient, item.id);
    },
    [queryClient],
  );
  const saved = (item: TMenuItem) => showSavedMenuItem(queryClient, item);

  return (
    <>
      <ItemListHeader
        title="Menu Items"
        breadcrumbs={BREADCRUMBS}
        addLabel="Add Menu Items"
        onAdd={() => setModal({ menuItemId: null })}
        canEdit={can('createMenuItem')}
        searchText={searchText}
        onSearch={setSearchText}
        searchPlaceholder="Search menu items by name"
      />
      <ItemList
        itemType="menu item"
        viewMode={viewMode}
        {...pagedListProps(list)}
        columns={MENU_ITEM_COLUMNS}
        describe={describeMenuItem}
        onOpen={open}
        onDelete={remove}
        canEdit={can('deleteMenuItem')}
      />
      {modal && (
        <MenuItemModal
          menuItemId={modal.menuItemId}
          readOnly={!can(modal.menuItemId === null ? 'createMenuItem' : 'updateMenuItem')}
          onClose={() => setModal(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}
