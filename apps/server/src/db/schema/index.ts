export * from './accounts.ts';
export * from './account-tokens.ts';
export * from './media.ts';
export * from './uploads.ts';
export * from './contact.ts';
export * from './audit.ts';
export * from './running-days.ts';
export * from './site-content.ts';
