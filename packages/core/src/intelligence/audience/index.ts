export * from './classify-audiences.ts';
export * from './replace-audience-sample.ts';
export * from './audience-interval.ts';
