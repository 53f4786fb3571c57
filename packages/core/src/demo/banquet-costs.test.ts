import { describe, expect, it } from 'vitest';
import { eventFigures } from '../costing/event-figures.ts';
import { foodCostRating, menuFigures } from '../costing/menu-figures.ts';
import type { TIngredientData, TMenuItemNode, TMenuNode, TRecipeNode } from '../model/recipe-tree.ts';
import type { TEventMenuChoices } from '../schemas/banquet-event.ts';
import { DEMO_INGREDIENTS, demoIngredientBody } from './catalogue.ts';
import { DEMO_EVENTS, demoEventBody, demoSectionItems } from './events.ts';
import { DEMO_MENU_ITEMS, DEMO_MENUS } from './menus.ts';
import { DEMO_RECIPES } from './recipes.ts';

/**
 * The demo kitchen costed as the product costs it (core's costing functions over the demo's own
 * catalogue, recipes and menu items), so a visitor sees a banquet kitchen's figures: events at a
 * 22–38 % food cost, per-guest packages of $65–120, hors d'oeuvres at $3–6 a piece and plated entrées
 * at $28–48, each menu price near the kitchen's target food cost.
 */

const ingredients = new Map<string, TIngredientData>(
  DEMO_INGREDIENTS.map((d) => [d.name, { ...demoIngredientBody(d, 0), name: d.name }]),
);
const recipes = new Map<string, TRecipeNode>();
for (const demo of DEMO_RECIPES) {
  recipes.set(demo.name, {
    name: demo.name,
    yieldQuantity: demo.yield?.[0] ?? null,
    yieldUnits: demo.yield?.[1] ?? null,
    recipeIngredients: demo.lines.map(([yieldQuantity, yieldUnits, name]) => ({
      ingredient: ingredients.get(name) ?? null,
      yieldQuantity,
      yieldUnits,
    })),
    recipeSubRecipes: (demo.subRecipes ?? []).map(([yieldQuantity, yieldUnits, name]) => ({
      recipe: recipes.get(name) ?? null,
      yieldQuantity,
      yieldUnits,
    })),
  });
}
const menuItems = new Map<string, TMenuItemNode>(
  DEMO_MENU_ITEMS.map((demo) => [
    demo.name,
    {
      name: demo.name,
      servings: demo.servings ?? 1,
      menuItemRecipes: demo.recipes.map(([yieldQuantity, yieldUnits, name]) => ({
        recipe: recipes.get(name) ?? null,
        yieldQuantity,
        yieldUnits,
      })),
    },
  ]),
);
const menus: TMenuNode[] = DEMO_MENUS.map((demo) => ({
  name: demo.name,
  menuSections: demo.sections.map(([name, list]) => ({
    name,
    menuSectionItems: list.map(([item, price]) => ({ menuItem: menuItems.get(item) ?? null, price })),
  })),
}));

// The menu choices an event books from, as the API lists them: each section item numbered.
const sectionItemNames: string[] = [];
const choices = DEMO_MENUS.map((demo) => ({
  menu: { name: demo.name },
  menuSectionItems: demo.sections.flatMap(([, list]) =>
    list.map(([name, price]) => ({ id: sectionItemNames.push(name) - 1, price, menuItem: { name } })),
  ),
})) as unknown as TEventMenuChoices;

const now = new Date('2026-11-26T09:00:00Z');

function demoEventFigures(demo: (typeof DEMO_EVENTS)[number]) {
  const body = demoEventBody(demo, demoSectionItems(choices), now);
  const lines = body.banquetEventMenuSectionItems.map((line) => ({
    menuItem: menuItems.get(sectionItemNames[line.menuSectionItem.id])!,
    prepQuantity: line.prepQuantity,
  }));
  return {
    body,
    figures: eventFigures(lines, {
      guestCount: body.guestCount,
      guaranteedCount: body.guaranteedCount,
      pricePerGuest: body.pricePerGuest,
    }),
  };
}

describe('the demo kitchen costs like a banquet kitchen', () => {
  it('books every demo event at a per-guest package of $65–120 and a 22–38 % food cost', () => {
    for (const demo of DEMO_EVENTS) {
      const { body, figures } = demoEventFigures(demo);
      expect(body.banquetEventMenuSectionItems, demo.title).toHaveLength(demo.menu.length);
      expect(figures.costComplete, demo.title).toBe(true);
      expect(body.pricePerGuest, demo.title).toBeGreaterThanOrEqual(65);
      expect(body.pricePerGuest, demo.title).toBeLessThanOrEqual(120);
      expect(figures.foodCostPercent, demo.title).toBeGreaterThanOrEqual(22);
      expect(figures.foodCostPercent, demo.title).toBeLessThanOrEqual(38);
    }
  });

  it('serves each guest a banquet: hors d’oeuvres, a starter, a plated entrée and a dessert at the dinners', () => {
    const wedding = DEMO_EVENTS.find((d) => d.title === 'Harper–Lee Wedding')!;
    const courses = wedding.menu.map(([name]) => DEMO_MENU_ITEMS.find((i) => i.name === name)!.courseType);
    expect(new Set(courses)).toEqual(new Set(['Appetizer', 'Entrée', 'Dessert']));
    expect(wedding.menu.length).toBeGreaterThanOrEqual(5);
  });

  it('prices the menus as a banquet sells them, each price near the kitchen’s target food cost', () => {
    for (const menu of menus) {
      const figures = menuFigures(menu);
      menu.menuSections.forEach((section, s) => {
        section.menuSectionItems.forEach(({ menuItem, price }, i) => {
          const name = `${menu.name}: ${menuItem?.name}`;
          const [low, high] =
            section.name === "Hors d'oeuvres" ? [3, 6] : section.name === 'Mains' ? [28, 48] : [4, 14];
          expect(price, name).toBeGreaterThanOrEqual(low);
          expect(price, name).toBeLessThanOrEqual(high);
          // A menu price in nickels ($3.50, $4.50, $38).
          expect(Math.round(price! * 100) % 5, name).toBe(0);
          const item = figures.sections[s][i];
          if (!item.costComplete) return; // a recipe still in progress (the scampi): no cost yet
          // At or within 5 points of the 30 % target, and not a giveaway: the chicken, the cheap
          // entrée at the $28 floor, is the lowest at 18.5 %.
          expect(foodCostRating(item.foodCostPercent), name).not.toBe('over');
          expect(item.foodCostPercent!, name).toBeGreaterThanOrEqual(18);
        });
      });
    }
  });
});
