import { AppError } from '@creatorlens/core/errors';
import type { MailDispatch } from '@creatorlens/core/mail';
import { notifyInvitationAccepted } from '@creatorlens/core/notifications';
import { setUpNewAccount } from '@creatorlens/core/sign-up';
import type { Database } from '@creatorlens/db';
import { mailLanguageOf } from './mail-language.ts';

/** What this file reads of better-auth's endpoint context (its GenericEndpointContext) in a database hook. */
export interface AuthHookContext {
  path?: string | undefined;
  body?: unknown;
  request?: Request | undefined;
  headers?: Headers | undefined;
}

/** better-auth's e-mail sign-up: the only place that takes an organisation name or an invitation. */
export const SIGN_UP_PATH = '/sign-up/email';

/** The sign-up body's own fields; null when one of them is not text (the request is refused with 400). */
export function signUpFieldsOf(body: Record<string, unknown>): { organizationName?: string; invitationId?: string } | null {
  const { organizationName, invitationId } = body;
  if (organizationName !== undefined && organizationName !== null && typeof organizationName !== 'string') return null;
  if (invitationId !== undefined && invitationId !== null && typeof invitationId !== 'string') return null;
  return {
    ...(typeof organizationName === 'string' ? { organizationName } : {}),
    ...(typeof invitationId === 'string' && invitationId ? { invitationId } : {}),
  };
}

/**
 * Gives a just-created (non-guest) account its organisation, from better-auth's user-created hook: the sign-up's
 * organisation name and invitation (checked before the user was written, see create-auth.ts), the language of the
 * request. Other ways of creating users (the admin plugin) get a trial organisation with the default name.
 */
export async function setUpSignedUpAccount(
  deps: { db: Database; mail: MailDispatch | null; log: { warn(details: object, message: string): void } | undefined },
  user: { id: string; name: string },
  context: AuthHookContext | null,
): Promise<void> {
  const isSignUp = context?.path === SIGN_UP_PATH;
  const fields = isSignUp ? (signUpFieldsOf((context.body ?? {}) as Record<string, unknown>) ?? {}) : {};
  const request = context?.request ?? (context?.headers ? { headers: context.headers } : undefined);
  const base = { userId: user.id, name: user.name, language: mailLanguageOf(request), organizationName: fields.organizationName };
  if (!fields.invitationId) {
    await setUpNewAccount({ db: deps.db }, base);
    return;
  }
  try {
    const { organizationId } = await setUpNewAccount({ db: deps.db }, { ...base, invitationId: fields.invitationId });
    await notifyInviter(deps, { userId: user.id, organizationId, invitationId: fields.invitationId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The invitation was fine a moment ago (checked before the account was written) and was withdrawn, accepted or
    // its last seat taken since. The account exists now: it starts like any other (own trial, unverified) instead of
    // being left without an organisation.
    deps.log?.warn({ err: error, userId: user.id }, 'signing up from an invitation could not join its organisation');
    await setUpNewAccount({ db: deps.db }, base);
  }
}

async function notifyInviter(
  deps: { db: Database; mail: MailDispatch | null; log: { warn(details: object, message: string): void } | undefined },
  input: { userId: string; organizationId: string; invitationId: string },
): Promise<void> {
  // The membership is committed; a failed notification must not fail the sign-up.
  try {
    await notifyInvitationAccepted(
      {
        db: deps.db,
        mail: deps.mail,
        actor: {
          userId: input.userId,
          sessionId: '',
          userRole: 'user',
          isGuest: false,
          guestExpiresAt: null,
          organizationId: input.organizationId,
          orgRole: 'member',
          license: null,
        },
      },
      { invitationId: input.invitationId },
    );
  } catch (error) {
    deps.log?.warn({ err: error, invitationId: input.invitationId }, 'telling the inviter that an invitation was accepted failed');
  }
}
