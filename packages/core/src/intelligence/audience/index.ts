export * from './classify-audiences.ts';
export * from './replace-audience-sample.ts';
