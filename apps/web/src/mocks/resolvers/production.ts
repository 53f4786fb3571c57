import { ZProductionCheckOffRequest, ZProductionPlanQuery } from '@brigade/core';
import type { Resolvers } from '../contract-handler';
import { productionPlan, setCheckOff } from '../kitchen/production';
import { parse } from '../mock-error';

/** The production plan and its check-offs (contract: production.ts). */
export const productionResolvers = {
  getProductionPlan: (req) =>
    productionPlan(req.by().kitchen, parse(ZProductionPlanQuery, req.query, 'querystring')),
  setProductionCheckOff: async (req) => {
    const by = req.by();
    return setCheckOff(by, parse(ZProductionCheckOffRequest, await req.json()));
  },
} satisfies Partial<Resolvers>;
