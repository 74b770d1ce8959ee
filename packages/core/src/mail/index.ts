export * from './mail-dispatch.ts';
export * from './invitation-mail.ts';
export * from './user-text.ts';
