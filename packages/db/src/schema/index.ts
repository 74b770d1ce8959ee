export * from './auth.ts';
export * from './licensing.ts';
export * from './creators.ts';
export * from './discovery.ts';
export * from './workspace.ts';
export * from './lists.ts';
export * from './site.ts';
export * from './notifications.ts';
