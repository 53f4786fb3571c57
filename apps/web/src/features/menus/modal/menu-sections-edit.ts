import { arrayMove } from '@dnd-kit/sortable';
import { emptyItem, emptySection, type MenuSectionValues } from '../menu-form';

/**
 * The edits of the sections list, as pure functions of the list (the form stores what they return).
 * Spec 5: removing the last item of a section removes the section.
 */
export const sectionEdits = {
  addSection: (sections: MenuSectionValues[]) => [...sections, emptySection()],

  removeSection: (sections: MenuSectionValues[], s: number) => sections.filter((_, i) => i !== s),

  moveSection: (sections: MenuSectionValues[], from: number, to: number) => arrayMove(sections, from, to),

  addItem: (sections: MenuSectionValues[], s: number) =>
    sections.map((section, i) =>
      i === s ? { ...section, menuSectionItems: [...section.menuSectionItems, emptyItem()] } : section,
    ),

  removeItem: (sections: MenuSectionValues[], s: number, item: number) => {
    if (sections[s]?.menuSectionItems.length === 1) return sectionEdits.removeSection(sections, s);
    return sections.map((section, i) =>
      i === s
        ? { ...section, menuSectionItems: section.menuSectionItems.filter((_, j) => j !== item) }
        : section,
    );
  },

  moveItem: (sections: MenuSectionValues[], s: number, from: number, to: number) =>
    sections.map((section, i) =>
      i === s ? { ...section, menuSectionItems: arrayMove(section.menuSectionItems, from, to) } : section,
    ),
};
