export * from './logo-image.ts';
export * from './workspace.ts';
