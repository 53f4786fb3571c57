import { ZHealth, ZReady } from './bodies.ts';
import { type ApiOperations, publicOp } from './operation.ts';

/** What load balancers, orchestrators and monitors poll. */
export const systemApi = {
  getHealth: publicOp('GET', '/api/health', { 200: ZHealth }),
  getReadiness: publicOp('GET', '/api/ready', { 200: ZReady }),
} satisfies ApiOperations;
