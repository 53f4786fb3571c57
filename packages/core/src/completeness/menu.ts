import { MSG } from '../messages.ts';
import { IssueList, isMissingRef, type TCompleteness, type TIssue, toCompleteness } from './issues.ts';

export type TMenuSectionItemLike = {
  section?: string | null;
  menuItem?: { id?: number | null } | null;
  price?: number | null;
};
export type TMenuSectionLike = {
  name?: string | null;
  menuSectionItems?: ReadonlyArray<TMenuSectionItemLike> | null;
};
export type TMenuLike = {
  name?: string | null;
  season?: string | null;
  year?: number | null;
  menuSections?: ReadonlyArray<TMenuSectionLike> | null;
};

/**
 * The minimum to be SAVED (spec 4: a name); every section has a name and at least one item (spec 5:
 * "A section needs a name and at least one item"; removing the last item removes the section), and
 * every section item names its menu item. Season, year and prices may still be missing (work in
 * progress).
 */
export function menuSaveIssues(menu: TMenuLike): TIssue[] {
  const list = new IssueList();
  list.required(menu.name, ['name'], MSG.nameRequired);
  (menu.menuSections ?? []).forEach((section, s) => {
    list.required(section.name, ['menuSections', s, 'name'], MSG.sectionNameRequired);
    if ((section.menuSectionItems ?? []).length === 0) {
      list.add(['menuSections', s, 'menuSectionItems'], MSG.sectionNeedsItem);
    }
    (section.menuSectionItems ?? []).forEach((item, i) => {
      if (isMissingRef(item.menuItem))
        list.add(['menuSections', s, 'menuSectionItems', i, 'menuItem'], MSG.menuItemRequired);
    });
  });
  return list.issues;
}

/**
 * Spec 4 menu section: a name, at least one item, and every item has section, menu item and price.
 * The section name is copied to its items (spec 5), so an item's section is the section's name.
 */
export function menuSectionIssues(section: TMenuSectionLike, path: (string | number)[] = []): TIssue[] {
  const list = new IssueList();
  list.required(section.name, [...path, 'name'], MSG.sectionNameRequired);
  const items = section.menuSectionItems ?? [];
  if (items.length === 0) list.add([...path, 'menuSectionItems'], MSG.sectionNeedsItem);
  items.forEach((item, i) => {
    const itemPath = [...path, 'menuSectionItems', i];
    if (isMissingRef(item.menuItem)) list.add([...itemPath, 'menuItem'], MSG.menuItemRequired);
    if (item.price === null || item.price === undefined)
      list.add([...itemPath, 'price'], MSG.menuItemPriceRequired);
  });
  return list.issues;
}

export function menuSectionCompleteness(section: TMenuSectionLike): TCompleteness {
  return toCompleteness(menuSectionIssues(section));
}

/** Spec 4 menu: name, season, year, at least one section, every section complete. */
export function menuIssues(menu: TMenuLike): TIssue[] {
  const list = new IssueList();
  list.required(menu.name, ['name'], MSG.nameRequired);
  list.required(menu.season, ['season'], MSG.seasonRequired);
  list.required(menu.year, ['year'], MSG.yearRequired);
  const sections = menu.menuSections ?? [];
  if (sections.length === 0) list.add(['menuSections'], MSG.menuNeedsSection);
  sections.forEach((section, s) => {
    list.issues.push(...menuSectionIssues(section, ['menuSections', s]));
  });
  return list.issues;
}

export function menuCompleteness(menu: TMenuLike): TCompleteness {
  return toCompleteness(menuIssues(menu));
}
