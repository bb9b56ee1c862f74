export * from './accounts.ts';
export * from './media.ts';
