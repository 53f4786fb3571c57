import { countOf, staleMessage } from './names-list.ts';

/** The server's refusals about inventory, answered alike by the mocked API. */
export const INVENTORY_MESSAGES = {
  areaNotFound: 'Storage area not found',
  areaRequired: 'Please choose a storage area',
  areaNameRequired: 'Storage area name is required',
  areaDuplicate: (name: string) => `A storage area named ${name} already exists.`,
  areaStale: staleMessage('storage area'),
  areaInUse: (name: string) => `${name} cannot be deleted: it has counts. Its counts keep the stock history.`,
  reorderMismatch: 'List every storage area of the kitchen once, in the new order.',
  countLinesRequired: 'A count needs at least one line',
  countTwice: (name: string) => `${name} is counted twice on this sheet`,
  ingredientNotFound: (id: number) => `Ingredient ${id} was not found.`,
  noConversion: (name: string, units: string, to: string) =>
    `${name} cannot be counted in ${units}: add a conversion from ${units} to ${to}`,
  ingredientRequired: 'Please choose an ingredient',
  quantityRequired: 'Quantity is required',
  costRequired: 'Please enter the price paid',
  unitsRequired: 'Units are required',
  purchaseOrderNotFound: 'Purchase order not found',
  nothingToOrder: 'Nothing to order: no line of the order guide needs a pack.',
  notOnOrder: (name: string) => `${name} is not on this purchase order`,
  overReceived: (name: string, left: number) =>
    `${name}: only ${countOf(left, 'pack is', 'packs are')} left to receive`,
  alreadyReceived: 'This purchase order was received in full.',
  receiveLinesRequired: 'Receive at least one line',
  reasonRequired: 'Please choose a reason from the list',
  varianceRange: 'The second count must be after the first',
} as const;

/** Why stock was thrown away (the waste log). */
export const WASTE_REASONS = ['trim', 'spoilage', 'overproduction', 'dropped'] as const;
export type TWasteReason = (typeof WASTE_REASONS)[number];
