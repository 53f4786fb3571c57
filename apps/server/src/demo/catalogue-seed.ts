import { DEMO_INGREDIENTS, DEMO_VENDORS, demoIngredientBody } from '@brigade/core';
import { ingredientsRepository } from '../modules/ingredients/ingredients.repository.ts';
import { saveRows } from '../modules/ingredients/ingredients.service.ts';
import { vendorsRepository } from '../modules/vendors/vendors.repository.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/**
 * Writes the demo kitchen's catalogue (core's demo/catalogue.ts). Adds what is missing (a vendor by
 * name, an ingredient by name and category), so running it again changes nothing; the seeder hook
 * also runs it only once per demo kitchen.
 */
export const catalogueSeeder: DemoSeeder = {
  name: 'catalogue',
  async seed({ tx, kitchenId, actor, log }) {
    const vendorRepo = vendorsRepository(tx);
    const repo = ingredientsRepository(tx);
    const now = new Date();
    const vendorIds = new Map<string, number>();
    for (const name of DEMO_VENDORS) {
      const existing = await vendorRepo.findByName(kitchenId, name);
      vendorIds.set(name, existing?.id ?? (await vendorRepo.insert(kitchenId, name, actor.login, now)));
    }
    let added = 0;
    for (const demo of DEMO_INGREDIENTS) {
      if (await repo.findDuplicate(kitchenId, demo.name, demo.category)) continue;
      const rows = saveRows(demoIngredientBody(demo, vendorIds.get(demo.vendor) as number));
      await repo.insert(kitchenId, rows, actor.login, now);
      added += 1;
    }
    log.info({ vendors: DEMO_VENDORS.length, ingredients: added }, 'demo catalogue seeded');
  },
};
