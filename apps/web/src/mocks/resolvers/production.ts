import {
  ZCoolingLogQuery,
  ZCoolingReadingRequest,
  ZProductionCheckOffRequest,
  ZProductionPlanQuery,
} from '@brigade/core';
import type { Resolvers } from '../contract-handler';
import { addCoolingReading, coolingLogs, productionPlan, setCheckOff } from '../kitchen/production';
import { parse } from '../mock-error';

/** The production plan and its check-offs (contract: production.ts). */
export const productionResolvers = {
  getProductionPlan: (req) =>
    productionPlan(req.by().kitchen, parse(ZProductionPlanQuery, req.query, 'querystring')),
  setProductionCheckOff: async (req) => {
    const by = req.by();
    return setCheckOff(by, parse(ZProductionCheckOffRequest, await req.json()));
  },
  getCoolingLogs: (req) =>
    coolingLogs(req.by().kitchen, parse(ZCoolingLogQuery, req.query, 'querystring').date),
  addCoolingReading: async (req) => {
    const by = req.by();
    return addCoolingReading(by, parse(ZCoolingReadingRequest, await req.json()));
  },
} satisfies Partial<Resolvers>;
