import {
  ZProductionCheckOff,
  ZProductionCheckOffRequest,
  ZProductionPlan,
  ZProductionPlanQuery,
} from '../schemas/production-plan.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** The production plan: the banquet orders of a date range as batches by day and team, and their check-offs. */
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
} satisfies ApiOperations;
