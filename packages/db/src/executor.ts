/** The types every writer shares: an open transaction, and "a database or an open transaction" for helpers that run inside the caller's. */
import type { Database } from './client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
