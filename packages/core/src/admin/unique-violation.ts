const UNIQUE_VIOLATION = '23505';

/** True for PostgreSQL's unique_violation, whether the driver (pg, PGlite) or Drizzle's wrapper carries the code. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
