import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * The message of one field's error for `<Field error>`, read by path ("name", "members.0.email"); undefined when the
 * field is fine. react-hook-form nests errors like the values; this spares each form the walk.
 */
export function fieldError<Values extends FieldValues>(errors: FieldErrors<Values>, path: Path<Values>): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
