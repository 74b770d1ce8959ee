import type { ProfileReference } from './profile-url.ts';

/**
 * The stored forms under which a channel the reference names can be found. Platform ids: the YouTube channel id, or
 * the username as imports and the seed store it (lower case), or "@handle" as a YouTube channel added by handle
 * keeps it until its first refresh. Handles (compared lower-cased): with and without their @, as sources differ.
 */
export function storedFormsOf(reference: ProfileReference): { platformIds: string[]; handles: string[] } {
  if (reference.kind === 'id') return { platformIds: [reference.value], handles: [] };
  const lower = reference.value.toLowerCase();
  return {
    platformIds: [...new Set([lower, reference.value, `@${lower}`, `@${reference.value}`])],
    handles: [lower, `@${lower}`],
  };
}
