import {
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  MENU_FILTER_FIELDS,
  type TMenu,
  type TMenuListItem,
} from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type Crumb, ItemList, ItemListHeader, useItemListScreen } from '../../components/item-list';
import { kitchenSettingsQuery } from '../../lib/kitchen-settings';
import { useCan } from '../../lib/use-can';
import { deleteMenu, fetchMenuPage } from './api';
import { describeMenu, menuColumns } from './list/menu-columns';
import { forgetDeletedMenu, menuListKey, showSavedMenu } from './list/menu-list-cache';
import { MenuModal } from './MenuModal';

export const MENUS_PATH = '/portal/chef/menus';

const BREADCRUMBS: Crumb[] = [{ label: 'Kitchen', to: '/portal/chef' }, { label: 'Menus' }];

/**
 * /portal/chef/menus (spec 2 "a paged searchable list with view, delete and add"): cards or table,
 * each menu with its season and year, completeness, sections and items, average food-cost % and
 * allergens. Search by name prefix after a 500 ms pause (spec 4); more pages load on scroll.
 */
export function MenusPage() {
  const screen = useItemListScreen<TMenuListItem>({
    list: (search, sort, filter) => ({
      queryKey: menuListKey(search),
      fetchPage: (page, signal) => fetchMenuPage({ page, searchText: search, sort, filter }, signal),
    }),
    filterFields: MENU_FILTER_FIELDS,
    deleteItem: deleteMenu,
    forgetDeleted: forgetDeletedMenu,
  });
  const { modal } = screen;
  const can = useCan();
  const settings = useQuery(kitchenSettingsQuery);
  const target = settings.data?.targetFoodCostPercent ?? DEFAULT_TARGET_FOOD_COST_PERCENT;
  const describe = useCallback((item: TMenuListItem) => describeMenu(item, target), [target]);
  const columns = useMemo(() => menuColumns(target), [target]);
  const saved = (menu: TMenu) => showSavedMenu(screen.queryClient, menu);

  return (
    <>
      <ItemListHeader
        title="Menus"
        breadcrumbs={BREADCRUMBS}
        addLabel="Add Menus"
        {...screen.header}
        canEdit={can('createMenu')}
        searchPlaceholder="Search menus by name"
      />
      <ItemList
        itemType="menu"
        {...screen.list}
        columns={columns}
        describe={describe}
        canEdit={can('deleteMenu')}
      />
      {modal && (
        <MenuModal
          menuId={modal.id}
          readOnly={!can(modal.id === null ? 'createMenu' : 'updateMenu')}
          onClose={screen.closeModal}
          onSaved={saved}
        />
      )}
    </>
  );
}
