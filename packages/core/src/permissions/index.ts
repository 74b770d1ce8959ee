export * from './ability.ts';
export * from './require.ts';
