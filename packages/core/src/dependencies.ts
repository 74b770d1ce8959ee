/** What core functions take as their first argument, and the database handles they pass on; declared once here. */
import type { Database } from '@creatorlens/db';
import type { Actor } from './actor.ts';

export type { Executor, Transaction } from '@creatorlens/db/executor';

/** The database and the caller: the first argument of every core function that acts for someone. */
export interface Dependencies {
  db: Database;
  actor: Actor;
}
