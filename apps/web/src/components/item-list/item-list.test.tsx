import { deletedReply, type TPage } from '@brigade/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/Providers';
import { createQueryClient } from '../../app/query-client';
import { ApiError } from '../../lib/api';
import { setupUser } from '../../test/user-event';
import { COMPLETE_TEXT, INCOMPLETE_TEXT } from '../CompletenessIcon';
import { ItemList, type ItemListProps, type ListItem } from './ItemList';
import { compareByName, matchesSearch } from './match-search';
import { type PagedData, removeFromPages, upsertInPages } from './page-cache';
import { SEARCH_DEBOUNCE_MS, SearchField } from './SearchField';
import { stubListLayout } from './test-layout';

stubListLayout();

type Row = ListItem & { cost: number };

function rows(count: number, start = 0): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: start + i + 1,
    name: `Item ${String(start + i + 1).padStart(5, '0')}`,
    valid: (start + i) % 2 === 0,
    cost: start + i,
  }));
}

function withProviders(ui: ReactNode) {
  return <Providers queryClient={createQueryClient()}>{ui}</Providers>;
}

function renderList(props: Partial<ItemListProps<Row>> = {}) {
  const all: ItemListProps<Row> = {
    itemType: 'ingredient',
    viewMode: 'tile',
    items: rows(5),
    loading: false,
    loadingMore: false,
    hasMore: false,
    onLoadMore: vi.fn(),
    columns: [
      { key: 'name', header: 'Name', render: (r) => r.name },
      { key: 'cost', header: 'Cost', render: (r) => `$${r.cost.toFixed(2)}` },
    ],
    onOpen: vi.fn(),
    onDelete: vi.fn(async (row: Row) => deletedReply(row.name)),
    ...props,
  };
  const view = render(withProviders(<ItemList {...all} />));
  return {
    ...view,
    props: all,
    rerenderWith: (next: Partial<ItemListProps<Row>>) =>
      view.rerender(withProviders(<ItemList {...all} {...next} />)),
  };
}

describe('ItemList (spec 2)', () => {
  it('says "There are no {itemType}s" when empty, and shows a spinner while loading', () => {
    const { rerenderWith } = renderList({ items: [], loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading ingredients' })).toBeTruthy();
    expect(screen.queryByText('There are no ingredients')).toBeNull();
    rerenderWith({ items: [], loading: false });
    expect(screen.getByText('There are no ingredients')).toBeTruthy();
    rerenderWith({ items: [], loading: false, itemType: 'recipe' });
    expect(screen.getByText('There are no recipes')).toBeTruthy();
  });

  it('shows cards with the item type, the name, a validity icon that opens the item, and Delete', async () => {
    const { props } = renderList({ items: rows(2) });
    const card = screen.getByRole('article', { name: 'Item 00001' });
    expect(within(card).getByText('Ingredient')).toBeTruthy();
    expect(within(card).getByRole('img', { name: COMPLETE_TEXT })).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Item 00002' });
    expect(within(second).getByRole('img', { name: INCOMPLETE_TEXT })).toBeTruthy();

    await userEvent.hover(within(second).getByRole('button', { name: 'Open Item 00002' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(INCOMPLETE_TEXT);
    await userEvent.click(within(second).getByRole('button', { name: 'Open Item 00002' }));
    expect(props.onOpen).toHaveBeenCalledWith(rows(2)[1]);
  });

  it('puts three cards in a row of 243 px', () => {
    renderList({ items: rows(7) });
    const rowsOfCards = screen.getAllByRole('article').map((card) => card.parentElement?.parentElement);
    const distinct = [...new Set(rowsOfCards)];
    expect(distinct.map((row) => row?.children.length)).toEqual([3, 3, 1]);
    expect(distinct.map((row) => (row as HTMLElement).style.transform)).toEqual([
      'translateY(0px)',
      'translateY(243px)',
      'translateY(486px)',
    ]);
  });

  it('asks for confirmation before deleting, then shows the outcome', async () => {
    const { props } = renderList({ items: rows(3) });
    const card = screen.getByRole('article', { name: 'Item 00002' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Item 00002' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete ingredient' });
    expect(dialog.textContent).toContain('Are you sure you want to delete ingredient Item 00002?');
    expect(props.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(rows(3)[1]);
    expect(await within(dialog).findByText('Item 00002 was deleted.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Deleted' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal with Oh, Ok", async () => {
    const refusal = new ApiError(409, 'Ingredient in use', 'Flour is used by the recipe Bread.');
    renderList({ items: rows(1), onDelete: vi.fn(async () => Promise.reject(refusal)) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 00001' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingredient in use' });
    expect(within(dialog).getByText('Flour is used by the recipe Bread.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Oh, Ok' })).toBeTruthy();
  });

  it('renders only the rows in view of 10,000 items, and asks for the next page near the end', async () => {
    const onLoadMore = vi.fn();
    renderList({ items: rows(10_000), hasMore: true, onLoadMore });
    // 700 px show under 3 rows of 243 px; with the overscan at most 5 rows (15 cards) exist.
    expect(screen.getAllByRole('article').length).toBeLessThanOrEqual(15);
    expect(onLoadMore).not.toHaveBeenCalled();

    const region = screen.getByRole('region', { name: 'Ingredients' });
    const rowsOfItems = Math.ceil(10_000 / 3);
    await act(async () => {
      region.scrollTop = (rowsOfItems - 3) * 243;
      fireEvent.scroll(region);
    });
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    expect(screen.getByRole('article', { name: 'Item 10000' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Item 00001' })).toBeNull();
  });

  it('shows the table with the given columns; a row click opens the item', async () => {
    const { props } = renderList({ viewMode: 'table', items: rows(3) });
    const table = screen.getByRole('grid', { name: 'Ingredients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Cost']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(cells).toEqual(['Item 00001$0.00', 'Item 00002$1.00', 'Item 00003$2.00']);
    await userEvent.click(within(table).getByText('Item 00003'));
    expect(props.onOpen).toHaveBeenCalledWith(rows(3)[2]);
  });
});

describe('SearchField (spec 4, 9: 500 ms debounce)', () => {
  it('searches once typing has paused for 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    render(<SearchField value="" onSearch={onSearch} placeholder="Search ingredients by name" />);
    const box = screen.getByRole('searchbox', { name: 'Search ingredients by name' });
    await user.type(box, 'flo');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('flo');
  });

  it('is disabled when asked (table mode)', () => {
    render(<SearchField value="" onSearch={vi.fn()} placeholder="Search ingredients by name" disabled />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('list rules', () => {
  it('matches a new item by first letter for ingredients and recipes, by prefix for the others (spec 4)', () => {
    expect(matchesSearch('Flour', '', 'firstLetter')).toBe(true);
    expect(matchesSearch('Fennel seed', 'fl', 'firstLetter')).toBe(true);
    expect(matchesSearch('Butter', 'fl', 'firstLetter')).toBe(false);
    expect(matchesSearch('Fall Menu', 'fa', 'prefix')).toBe(true);
    expect(matchesSearch('Fennel', 'fa', 'prefix')).toBe(false);
  });
});

describe('page cache', () => {
  function pages(contents: Row[][], lastLoaded: boolean): PagedData<Row> {
    return {
      pageParams: contents.map((_, i) => i),
      pages: contents.map((content, i) => ({
        content,
        number: i,
        size: 3,
        numberOfElements: content.length,
        totalElements: 9,
        totalPages: 3,
        first: i === 0,
        last: lastLoaded && i === contents.length - 1,
        pageable: { pageNumber: i, pageSize: 3 },
      })) as TPage<Row>[],
    };
  }
  const names = (data: PagedData<Row> | undefined) => data?.pages.map((p) => p.content.map((r) => r.name));
  const item = (name: string, id = 99): Row => ({ id, name, valid: true, cost: 1 });
  const [a, c, e, g] = [item('Apple', 1), item('Carrot', 2), item('Egg', 3), item('Garlic', 4)];

  it('inserts a saved item in name order within the loaded pages', () => {
    const data = pages(
      [
        [a, c],
        [e, g],
      ],
      true,
    );
    expect(names(upsertInPages(data, item('Dill'), { belongs: true, compare: compareByName }))).toEqual([
      ['Apple', 'Carrot'],
      ['Dill', 'Egg', 'Garlic'],
    ]);
  });

  it('appends at the end only when the last page is loaded', () => {
    expect(
      names(upsertInPages(pages([[a, c]], true), item('Zest'), { belongs: true, compare: compareByName })),
    ).toEqual([['Apple', 'Carrot', 'Zest']]);
    expect(
      names(upsertInPages(pages([[a, c]], false), item('Zest'), { belongs: true, compare: compareByName })),
    ).toEqual([['Apple', 'Carrot']]);
  });

  it('moves a renamed item, and drops one that no longer belongs', () => {
    const data = pages([[a, c, e]], true);
    const renamed = { ...a, name: 'Fig' };
    expect(names(upsertInPages(data, renamed, { belongs: true, compare: compareByName }))).toEqual([
      ['Carrot', 'Egg', 'Fig'],
    ]);
    expect(names(upsertInPages(data, renamed, { belongs: false, compare: compareByName }))).toEqual([
      ['Carrot', 'Egg'],
    ]);
  });

  it('removes a deleted item', () => {
    expect(names(removeFromPages(pages([[a, c], [e]], true), 2))).toEqual([['Apple'], ['Egg']]);
  });
});
