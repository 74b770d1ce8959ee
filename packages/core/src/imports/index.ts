export * from './import-limits.ts';
export * from './profile-reference.ts';
export * from './parse-import-csv.ts';
export * from './import-target.ts';
export * from './start-import.ts';
export * from './run-import.ts';
export * from './get-import.ts';
