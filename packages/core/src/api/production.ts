import {
  ZCoolingLog,
  ZCoolingLogQuery,
  ZCoolingLogs,
  ZCoolingReadingRequest,
} from '../schemas/cooling-log.ts';
import {
  ZProductionCheckOff,
  ZProductionCheckOffRequest,
  ZProductionPlan,
  ZProductionPlanQuery,
} from '../schemas/production-plan.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/**
 * The production plan: the banquet orders of a date range as batches by day and team, their
 * check-offs, and the cooling logs of cooked batches. Cooks work the station: they check off and
 * log temperatures.
 */
export const productionApi = {
  getProductionPlan: bearerOp(
    'GET',
    '/api/production-plan',
    { 200: ZProductionPlan },
    { access: 'cook', query: ZProductionPlanQuery },
  ),
  setProductionCheckOff: bearerOp(
    'PUT',
    '/api/production-plan/check-offs',
    { 200: ZProductionCheckOff },
    { access: 'cook', body: ZProductionCheckOffRequest },
  ),
  getCoolingLogs: bearerOp(
    'GET',
    '/api/production-plan/cooling-logs',
    { 200: ZCoolingLogs },
    { access: 'cook', query: ZCoolingLogQuery },
  ),
  addCoolingReading: bearerOp(
    'POST',
    '/api/production-plan/cooling-logs/readings',
    { 201: ZCoolingLog },
    { access: 'cook', body: ZCoolingReadingRequest },
  ),
} satisfies ApiOperations;
