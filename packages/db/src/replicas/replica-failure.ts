import { isConnectionLost } from '../read-retry.ts';

/** A standby refused or lost a read in a way that says nothing about the statement: the primary can run it instead. */
export function shouldReadFromPrimaryInstead(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  const message = String((error as { message?: unknown }).message ?? '');
  // 25006: the statement tried to write (a function with side effects looked like a read); it did nothing on the standby.
  if (code === '25006') return true;
  // 40001 on a standby: the read was cancelled because replay needed the rows it held (a recovery conflict).
  if (code === '40001' && /conflict with recovery/i.test(message)) return true;
  // pg-pool's own words when the standby does not even accept a connection in time (a host that is gone).
  return /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message);
}

/** Whether the failure means the standby itself is unwell (out of rotation until a probe says otherwise). */
export function isReplicaUnwell(error: unknown): boolean {
  return shouldReadFromPrimaryInstead(error) && (error as { code?: unknown }).code !== '25006';
}
