export * from './imports.ts';
export * from './lists.ts';
export * from './platforms.ts';
export * from './slugs.ts';
