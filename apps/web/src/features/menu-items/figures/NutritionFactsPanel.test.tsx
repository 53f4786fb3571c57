import { NUTRITION_FACTS_ROWS, type TNutritionFactsRow } from '@brigade/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAILY_VALUE_NOTE, NutritionFactsPanel } from './NutritionFactsPanel';

/** The label's rows with these amounts per serving (the rest without data), none missing. */
function facts(amounts: Partial<Record<TNutritionFactsRow['key'], number>>, missing: string[] = []) {
  return NUTRITION_FACTS_ROWS.map((row) => ({
    key: row.key,
    label: row.label,
    indent: row.indent,
    units: row.units,
    amount: amounts[row.key] ?? null,
    missing: amounts[row.key] === undefined ? ['Salt'] : missing,
  }));
}

describe('NutritionFactsPanel: % Daily Value', () => {
  it('prints each nutrient’s %DV beside its amount, with the label’s footnote', () => {
    render(
      <NutritionFactsPanel
        facts={facts({ calories: 250, totalFat: 11.7, sodium: 690, protein: 9, iron: 2.7 })}
        servings={4}
        servingSize="1 cup"
        errors={[]}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Nutrition Facts' });
    expect(within(panel).getByRole('columnheader', { name: '% Daily Value*' })).toBeTruthy();
    // 11.7 g ÷ 78 g = 15 %; 690 mg ÷ 2,300 mg = 30 %; 2.7 mg of iron ÷ 18 mg = 15 %.
    expect(within(panel).getByRole('row', { name: /Total Fat/ }).textContent).toBe('Total Fat11.70 g15%');
    expect(within(panel).getByRole('row', { name: /Sodium/ }).textContent).toBe('Sodium690.00 mg30%');
    expect(within(panel).getByRole('row', { name: /Iron/ }).textContent).toBe('Iron2.70 mg15%');
    // Protein has no %DV on the label; a nutrient without data has neither amount nor %DV.
    expect(within(panel).getByRole('row', { name: /Protein/ }).textContent).toBe('Protein9.00 g');
    expect(within(panel).getByRole('row', { name: /Cholesterol/ }).textContent).toBe('Cholesterol—');
    expect(within(panel).getByText(DAILY_VALUE_NOTE)).toBeTruthy();
  });

  it('says a %DV is a lower bound when an ingredient has no data, as its amount', () => {
    render(
      <NutritionFactsPanel
        facts={facts({ sodium: 460 }, ['Cream'])}
        servings={1}
        servingSize=""
        errors={[]}
      />,
    );
    // 460 mg ÷ 2,300 mg = 20 %, at least: the cream has no sodium data.
    expect(screen.getByRole('row', { name: /Sodium/ }).textContent).toBe('Sodium≥ 460.00 mg≥ 20%');
  });
});
