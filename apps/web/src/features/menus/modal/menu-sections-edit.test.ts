import { describe, expect, it } from 'vitest';
import type { MenuSectionValues } from '../menu-form';
import { sectionEdits } from './menu-sections-edit';

const section = (name: string, items: string[]): MenuSectionValues => ({
  key: name,
  id: null,
  name,
  menuSectionItems: items.map((key) => ({ key, id: null, menuItem: null, price: '' })),
});

const shape = (list: MenuSectionValues[]) => list.map((s) => [s.name, s.menuSectionItems.map((i) => i.key)]);

describe('the edits of the menu sections', () => {
  const menu = [
    section('Starters', ['soup', 'salad']),
    section('Mains', ['rib']),
    section('Desserts', ['tart']),
  ];

  it('moves a section, and an item within its section, keeping everything else in place', () => {
    expect(shape(sectionEdits.moveSection(menu, 2, 0))).toEqual([
      ['Desserts', ['tart']],
      ['Starters', ['soup', 'salad']],
      ['Mains', ['rib']],
    ]);
    expect(shape(sectionEdits.moveItem(menu, 0, 1, 0))).toEqual([
      ['Starters', ['salad', 'soup']],
      ['Mains', ['rib']],
      ['Desserts', ['tart']],
    ]);
  });

  it('removing the last item of a section removes the section (spec 5); other removals keep it', () => {
    expect(shape(sectionEdits.removeItem(menu, 0, 0))).toEqual([
      ['Starters', ['salad']],
      ['Mains', ['rib']],
      ['Desserts', ['tart']],
    ]);
    expect(shape(sectionEdits.removeItem(menu, 1, 0))).toEqual([
      ['Starters', ['soup', 'salad']],
      ['Desserts', ['tart']],
    ]);
  });

  it('a new section comes with one item row to fill', () => {
    const added = sectionEdits.addSection([]);
    expect(added).toHaveLength(1);
    expect(added[0].name).toBe('');
    expect(added[0].menuSectionItems).toHaveLength(1);
  });
});
