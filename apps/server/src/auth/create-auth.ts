import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, anonymous, organization } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';
import { profileImageUrlSchema } from '@creatorlens/contracts/profile-image';
import type { MailDispatch } from '@creatorlens/core/mail';
import { addMember } from '@creatorlens/core/organizations';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '@creatorlens/core/security';
import { checkSignUpDetails } from '@creatorlens/core/sign-up';
import { markEmailVerified, queueAccountMail } from '@creatorlens/core/users';
import { schema, type Database } from '@creatorlens/db';
import { CLIENT_IP_HEADER } from '../http/auth-routes.ts';
import { findGuestDemoOrganization, findFirstOrganizationOf, findGuestExpiry, findUserEmailState } from './auth-queries.ts';
import { mailLanguageOf } from './mail-language.ts';
import { SIGN_UP_PATH, setUpSignedUpAccount, signUpFieldsOf } from './sign-up-setup.ts';

export interface CreateAuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  guestSessionMinutes: number;
  isRateLimitEnabled: boolean;
  /** Silences better-auth's own console logger (tests run with LOG_LEVEL=silent). */
  isLoggingDisabled?: boolean;
  trustedOrigins?: string[];
  /**
   * Where account mails (verification, password reset) go: the product's mail dispatch, so they land in the outbox
   * without SMTP. A getter, because the sender is built after auth in the composition root.
   */
  getMailDispatch?: () => MailDispatch;
  /** Where setting up a new account reports what it could not do (the server's logger). */
  log?: { warn(details: object, message: string): void };
}

const SESSION_DAYS = 30;

/**
 * Sign-up takes a profile image like user.updateProfile does, so it gets the same rule: without this a `javascript:`
 * URL refused on the profile page could be set at sign-up. The checked (trimmed) value is what better-auth stores.
 * Its own fields (name and organisation name within the limits of @creatorlens/contracts, an invitation that can be
 * accepted with this address) are checked here too, before better-auth writes anything.
 */
const checkSignUp = (db: Database) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_UP_PATH) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const fields = signUpFieldsOf(body);
    if (!fields) throw new APIError('BAD_REQUEST', { code: 'VALIDATION', message: 'organizationName and invitationId must be text' });
    const refusal = await checkSignUpDetails(
      { db },
      { email: typeof body.email === 'string' ? body.email : '', name: typeof body.name === 'string' ? body.name : '', ...fields },
    );
    if (refusal) {
      const status = ({ 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' } as const)[refusal.status];
      throw new APIError(status, { code: refusal.code, message: refusal.message });
    }
    const checked: Record<string, unknown> = { ...body, name: (body.name as string).trim() };
    if (body.image !== undefined && body.image !== null) {
      const result = profileImageUrlSchema.safeParse(body.image);
      if (!result.success)
        throw new APIError('BAD_REQUEST', { code: 'VALIDATION', message: result.error.issues[0]?.message ?? 'Invalid image' });
      checked.image = result.data;
    }
    return { context: { body: checked } };
  });

/**
 * better-auth with email/password, organisations (roles owner/admin/member, teams), the admin plugin
 * (user role admin) and guest sessions (anonymous plugin) that end at a fixed time.
 */
export function createAuth(options: CreateAuthOptions) {
  const { db } = options;
  const guestMillis = options.guestSessionMinutes * 60_000;
  const sendAccountMail = async (
    kind: 'email-verification' | 'email-change' | 'password-reset',
    user: { email: string; name: string },
    token: string,
    request: Request | undefined,
  ) => {
    const mail = options.getMailDispatch?.();
    if (!mail) throw new Error('account mails need the mail dispatch (createAuth getMailDispatch)');
    await queueAccountMail({ db, mail }, { kind, toAddress: user.email, name: user.name, token, language: mailLanguageOf(request) });
  };
  return betterAuth({
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    logger: { disabled: options.isLoggingDisabled ?? false, level: 'warn' },
    trustedOrigins: options.trustedOrigins ?? [options.baseURL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
        team: schema.team,
        teamMember: schema.teamMember,
      },
    }),
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Sign-in works unverified (the product is usable at once); accepting an invitation and spending a trial's
    // credits need a verified address (core checks user.email_verified).
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      // Single use: better-auth stores the token in the verification table and consumes it with the new password.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => sendAccountMail('password-reset', user, token, request),
      // The reset link reached the address, which proves it as well as a verification link would.
      onPasswordReset: ({ user }) => markEmailVerified(db, user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      // better-auth hands a change of e-mail the new address; the stored one tells the two mails apart.
      sendVerificationEmail: async ({ user, token }, request) => {
        const stored = await findUserEmailState(db, user.id);
        const kind = stored !== null && stored.email.toLowerCase() !== user.email.toLowerCase() ? 'email-change' : 'email-verification';
        // Signed up from an invitation link: the address is verified already (sign-up-setup.ts), no second link.
        if (kind === 'email-verification' && stored?.emailVerified) return;
        await sendAccountMail(kind, user, token, request);
      },
    },
    session: { expiresIn: SESSION_DAYS * 86_400, updateAge: 86_400 },
    rateLimit: { enabled: options.isRateLimitEnabled, window: 60, max: 100 },
    hooks: { before: checkSignUp(db) },
    user: {
      // The new address gets a verification link and replaces the old one only once it is opened
      // (no updateEmailWithoutVerification, so there is no path that skips it).
      changeEmail: { enabled: true },
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        guestExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    plugins: [
      organization({ teams: { enabled: true }, allowUserToCreateOrganization: true }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      anonymous({ emailDomainName: 'guest.creatorlens.invalid', generateName: () => 'Guest' }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (!(user as { isAnonymous?: boolean }).isAnonymous) return { data: user };
            return { data: { ...user, guestExpiresAt: new Date(Date.now() + guestMillis) } };
          },
          after: async (user, context) => {
            if ((user as { isAnonymous?: boolean }).isAnonymous) {
              // Guests look around the shared demo organisation; they get no organisation of their own.
              const demoOrganizationId = await findGuestDemoOrganization(db);
              if (demoOrganizationId) await addMember({ db }, { organizationId: demoOrganizationId, userId: user.id, role: 'member' });
              return;
            }
            // Every new account starts with its own organisation on a trial, so the product is usable at once, or
            // joins the organisation whose invitation link it signed up from.
            await setUpSignedUpAccount({ db, mail: options.getMailDispatch?.() ?? null, log: options.log }, user, context);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const activeOrganizationId =
              (session as { activeOrganizationId?: string | null }).activeOrganizationId ??
              (await findFirstOrganizationOf(db, session.userId));
            const guestExpiresAt = await findGuestExpiry(db, session.userId);
            // A guest session may never outlive the guest: better-auth then refuses it by itself as well.
            const expiresAt =
              guestExpiresAt && guestExpiresAt.getTime() < new Date(session.expiresAt).getTime() ? guestExpiresAt : session.expiresAt;
            return { data: { ...session, activeOrganizationId, expiresAt } };
          },
        },
        update: {
          before: async (session) => {
            if (!session.expiresAt || !session.userId) return { data: session };
            const guestExpiresAt = await findGuestExpiry(db, session.userId);
            if (!guestExpiresAt || guestExpiresAt.getTime() >= new Date(session.expiresAt).getTime()) return { data: session };
            return { data: { ...session, expiresAt: guestExpiresAt } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
