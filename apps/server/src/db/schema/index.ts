export * from './accounts.ts';
export * from './account-tokens.ts';
