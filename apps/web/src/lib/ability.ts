import { useMemo } from 'react';
import { createAbilityFromRules, type AppAbility } from '@creatorlens/core/permissions';
import { useSession } from './session.ts';

/**
 * The signed-in user's permissions, rebuilt from the rules the server sent with the session.
 * Only for hiding controls: the server enforces every permission again.
 */
export function useAbility(): AppAbility {
  const { session } = useSession();
  const rules = session?.rules;
  return useMemo(() => createAbilityFromRules(rules ?? []), [rules]);
}
