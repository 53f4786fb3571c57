import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coolingReadings, recipes } from '../../db/schema/index.ts';

export type CoolingRow = {
  id: number;
  team: string;
  recipeId: number;
  recipeName: string;
  temperatureF: number;
  readAt: Date;
  readBy: string;
};

/** SQL of cooling log readings, scoped by kitchen and production day. */
export function coolingRepository(db: Executor) {
  return {
    /** The readings of one production day with their recipe's name, oldest first. */
    async ofDay(
      kitchenId: number,
      date: string,
      batch?: { team: string; recipeId: number },
    ): Promise<CoolingRow[]> {
      return db
        .select({
          id: coolingReadings.id,
          team: coolingReadings.team,
          recipeId: coolingReadings.recipeId,
          recipeName: recipes.name,
          temperatureF: coolingReadings.temperatureF,
          readAt: coolingReadings.readAt,
          readBy: coolingReadings.readBy,
        })
        .from(coolingReadings)
        .innerJoin(
          recipes,
          and(eq(recipes.kitchenId, coolingReadings.kitchenId), eq(recipes.id, coolingReadings.recipeId)),
        )
        .where(
          and(
            eq(coolingReadings.kitchenId, kitchenId),
            eq(coolingReadings.productionDate, date),
            batch ? eq(coolingReadings.team, batch.team) : undefined,
            batch ? eq(coolingReadings.recipeId, batch.recipeId) : undefined,
          ),
        )
        .orderBy(asc(coolingReadings.readAt), asc(coolingReadings.id));
    },
    async add(
      kitchenId: number,
      reading: {
        date: string;
        team: string;
        recipeId: number;
        temperatureF: number;
        readAt: Date;
        readBy: string;
      },
    ): Promise<void> {
      await db.insert(coolingReadings).values({
        kitchenId,
        productionDate: reading.date,
        team: reading.team,
        recipeId: reading.recipeId,
        temperatureF: reading.temperatureF,
        readAt: reading.readAt,
        readBy: reading.readBy,
      });
    },
  };
}
