export * from './messages.ts';
export * from './schemas/account.ts';
export * from './schemas/blank.ts';
export * from './schemas/error.ts';
export * from './schemas/page.ts';
