import pg from 'pg';
import { isReadStatement } from '../read-retry.ts';
import { isReplicaUnwell, shouldReadFromPrimaryInstead } from './replica-failure.ts';

export interface ReplicaReadPoolOptions {
  replica: pg.Pool;
  primary: pg.Pool;
  /** The standby failed a read for a reason of its own (out of rotation now). */
  onReplicaUnwell: (error: Error) => void;
  /** A read ran on the standby (true) or was handed to the primary (false): for the per-node counters. */
  onRead: (isOnReplica: boolean) => void;
}

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

const statementText = (first: unknown): string | undefined =>
  typeof first === 'string' ? first : first && typeof first === 'object' ? ((first as { text?: unknown }).text as string) : undefined;

/**
 * What a replica-read procedure's Drizzle instance runs on: single statements that only read go to the standby; a
 * statement that may write, and every transaction (pool.connect), go to the primary, so a procedure that reads and
 * then charges credits (exports) keeps its write and its balance check on the primary. A read the standby fails for a
 * reason of its own (killed, restarting, recovery conflict) runs once on the primary: the caller never sees it.
 *
 * It extends pg.Pool because Drizzle opens transactions with `connect()` only on a Pool; this pool itself never opens
 * a connection.
 */
export class ReplicaReadPool extends pg.Pool {
  private readonly routes: ReplicaReadPoolOptions;

  constructor(routes: ReplicaReadPoolOptions) {
    super({ max: 1 });
    this.routes = routes;
    // Instance functions instead of method overrides: pg.Pool's query and connect are overloaded, and one override
    // that matches every overload can only be typed with `any`. The arguments pass through unchanged.
    this.query = ((...args: unknown[]) => this.routeQuery(args)) as unknown as pg.Pool['query'];
    this.connect = ((...args: unknown[]) =>
      (routes.primary.connect as unknown as QueryFunction).apply(routes.primary, args)) as unknown as pg.Pool['connect'];
  }

  private routeQuery(args: unknown[]): unknown {
    const { primary, replica } = this.routes;
    const onPrimary = (primary.query as unknown as QueryFunction).bind(primary);
    // The callback form is not used by Drizzle; it stays on the primary rather than being reimplemented.
    if (typeof args[args.length - 1] === 'function' || !isReadStatement(statementText(args[0]) ?? '')) return onPrimary(...args);
    return (replica.query as unknown as QueryFunction).apply(replica, args).then(
      (result) => {
        this.routes.onRead(true);
        return result;
      },
      (error: unknown) => {
        if (!shouldReadFromPrimaryInstead(error)) throw error;
        if (isReplicaUnwell(error)) this.routes.onReplicaUnwell(error as Error);
        this.routes.onRead(false);
        return onPrimary(...args);
      },
    );
  }

  /** The pools it routes to belong to the replica set, which ends them. */
  override end(): Promise<void> {
    return Promise.resolve();
  }
}
