import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRow } from '../test-fixtures';
import { costPerServingText, describeMenuItem } from './menu-item-columns';

describe('a menu item’s cost in the lists', () => {
  it('is the cost, a lower bound when a line could not be costed, and "not known yet" when none could', () => {
    expect(costPerServingText({ costPerServing: 2.1, costComplete: true })).toBe('$2.10');
    expect(costPerServingText({ costPerServing: 3.5, costComplete: false })).toBe('≥ $3.50');
    // Every line waits for something (a recipe without a yield): not "≥ $0.00".
    expect(costPerServingText({ costPerServing: 0, costComplete: false })).toBe('not known yet');
    // A dish that really costs nothing (water) says so.
    expect(costPerServingText({ costPerServing: 0, costComplete: true })).toBe('$0.00');
  });

  it('reads as a sentence on the card', () => {
    render(
      describeMenuItem(
        listRow({ id: 1, name: 'Scampi', courseType: 'Entrée', costPerServing: 0, costComplete: false }),
      ),
    );
    expect(screen.getByText('Entrée · cost not known yet')).toBeTruthy();
  });
});
