export * from './client.ts';
export * from './backup.ts';
export * from './private-files.ts';
export { isConnectionLost, isReadStatement } from './read-retry.ts';
export type { ReplicaSet, ReplicaStatus } from './replicas/replica-set.ts';
export { formatLsn, parseLsn, type Lsn } from './replicas/lsn.ts';
export * as schema from './schema/index.ts';
export * from './constants.ts';
export type { ChannelExtra, PostContent } from './schema/creators.ts';
