export * from './client.ts';
export * as schema from './schema/index.ts';
export * from './constants.ts';
export type { ChannelExtra } from './schema/creators.ts';
