import { DEFAULT_TARGET_FOOD_COST_PERCENT, type TMenu, type TMenuListItem } from '@brigade/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useViewMode } from '../../app/view-mode';
import {
  type Crumb,
  ItemList,
  ItemListHeader,
  pagedListProps,
  usePagedList,
} from '../../components/item-list';
import { useCan } from '../team/use-can';
import { deleteMenu, fetchMenuPage, kitchenSettingsQuery } from './api';
import { describeMenu, menuColumns } from './list/menu-columns';
import { forgetDeletedMenu, menuListKey, showSavedMenu } from './list/menu-list-cache';
import { MenuModal } from './MenuModal';

export const MENUS_PATH = '/portal/chef/menus';

const BREADCRUMBS: Crumb[] = [{ label: 'Kitchen', to: '/portal/chef' }, { label: 'Menus' }];

type ModalState = { menuId: number | null } | null;

/**
 * /portal/chef/menus (spec 2 "a paged searchable list with view, delete and add"): cards or table,
 * each menu with its season and year, completeness, sections and items, average food-cost % and
 * allergens. Search by name prefix after a 500 ms pause (spec 4); more pages load on scroll.
 */
export function MenusPage() {
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode();
  const [searchText, setSearchText] = useState('');
  const [modal, setModal] = useState<ModalState>(null);
  const can = useCan();
  const settings = useQuery(kitchenSettingsQuery);
  const target = settings.data?.targetFoodCostPercent ?? DEFAULT_TARGET_FOOD_COST_PERCENT;

  const search = searchText.trim();
  const list = usePagedList<TMenuListItem>({
    queryKey: menuListKey(search),
    fetchPage: (page, signal) => fetchMenuPage({ page, searchText: search }, signal),
  });

  const open = useCallback((item: TMenuListItem) => setModal({ menuId: item.id }), []);
  const remove = useCallback(
    async (item: TMenuListItem) => {
      await deleteMenu(item.id);
      forgetDeletedMenu(queryClient, item.id);
    },
    [queryClient],
  );
  const describe = useCallback((item: TMenuListItem) => describeMenu(item, target), [target]);
  const columns = useMemo(() => menuColumns(target), [target]);
  const saved = (menu: TMenu) => showSavedMenu(queryClient, menu);

  return (
    <>
      <ItemListHeader
        title="Menus"
        breadcrumbs={BREADCRUMBS}
        addLabel="Add Menus"
        onAdd={() => setModal({ menuId: null })}
        canEdit={can('createMenu')}
        searchText={searchText}
        onSearch={setSearchText}
        searchPlaceholder="Search menus by name"
      />
      <ItemList
        itemType="menu"
        viewMode={viewMode}
        {...pagedListProps(list)}
        columns={columns}
        describe={describe}
        onOpen={open}
        onDelete={remove}
        canEdit={can('deleteMenu')}
      />
      {modal && (
        <MenuModal
          menuId={modal.menuId}
          readOnly={!can(modal.menuId === null ? 'createMenu' : 'updateMenu')}
          onClose={() => setModal(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}
