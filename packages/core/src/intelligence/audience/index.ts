export * from './classify-audiences.ts';
