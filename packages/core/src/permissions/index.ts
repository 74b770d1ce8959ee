export * from './ability.ts';
export * from './require.ts';
export * from './catalogue.ts';
