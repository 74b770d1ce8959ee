export * from './fixtures.ts';
export * from './test-database.ts';
