/**
 * What every listed item has: ingredients and recipes alike. Its own file: ItemCard imports it without
 * importing ItemList, which imports ItemCard.
 */
export type ListItem = { id: number; name: string; valid: boolean };
