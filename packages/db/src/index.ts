export * from './client.ts';
export * as schema from './schema/index.ts';
export type { Platform, LicenseConstraints } from './schema/licensing.ts';
export { PLATFORMS } from './schema/licensing.ts';
export type { ChannelExtra } from './schema/creators.ts';
