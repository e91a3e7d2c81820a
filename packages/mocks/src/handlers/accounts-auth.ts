/** Signing in and out, registration, e-mail verification, password reset and change, and the caller's own profile and picture. */
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequestWritable,
  LogoutRequest,
  MessageResponse,
  PasswordResetConfirmRequestWritable,
  PasswordResetRequest,
  PasswordResetTokenValidation,
  RegisterRequestWritable,
  RegisterResponse,
  ResendVerificationRequest,
  SessionRefresh,
  SessionValidation,
  TokenRefreshRequest,
  TokenRefreshResponse,
  User,
  UserProfile,
  UserType,
  VerifyEmailRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  PROFILE_FIELDS,
  pick,
  passwordProblems,
  normalised,
  mayManage,
  isStaffType,
  createUserRecord,
  canSeeUser,
  applyUserUpdate,
  randomToken,
  userFieldErrors,
} from './accounts-shared';
import { signInOrChallenge } from './accounts-oauth';
import { base64url, renewAccess, findSessionByRefresh } from '../kit/tokens';
import { type BodyRecord, type AuthedContext, route, publicRoute, type PublicContext } from '../kit/route';
import { mailText, appLink } from '../kit/mail';
import { throttle } from './contact-shared';
import { RESEND_VERIFICATION_COOLDOWN_S } from '@ujuzi/domain';
import { isoDateTime, nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { profileOf, presentUser, findUserByUsername, findUserByEmail, type UserRecord } from '../db/accounts';
import { detail, created, fieldErrors, notFound, nonFieldError, json } from '../kit/respond';
import { type FieldErrorMap, definedErrors } from '../kit/crud';

export const LOGIN_FAILED = 'Unable to log in with provided credentials.';

/** Who may sign themselves up. */
export const SELF_REGISTER_TYPES: readonly UserType[] = ['student', 'parent', 'teacher'];

/** Writes an e-mail into the outbox (communication's e-mail log), as the real server would send it. */
export function sendEmail(db: MockDatabase, user: UserRecord, subject: string, body: string): void {
  const stamp = nowIso();
  db.communication.emailLogs.insert({
    recipient_email: user.email,
    recipient: user.id,
    subject,
    body,
    template: null,
    status: 'sent',
    error_message: null,
    sent_at: stamp,
    opened_at: null,
    created_at: stamp,
  });
}

/** A new verification key and the e-mail carrying it: the client confirms the address at `/login?verify=<key>`. */
export function sendVerificationEmail(context: PublicContext, user: UserRecord): void {
  const key = randomToken(40);
  context.db.accounts.emailVerifications.insert({ user: user.id, key });
  sendEmail(
    context.db,
    user,
    'Confirm your e-mail address',
    mailText(
      user.first_name,
      'Welcome to Ujuzi! Please confirm your e-mail address by opening this link:',
      appLink(context, `/login?verify=${key}`),
      'If you did not create an Ujuzi account, you can ignore this e-mail.',
    ),
  );
}

/** Django's reset link parts: the user id in base64url, and a token. */
export const resetUid = (userId: number): string => base64url(String(userId));

/** Stores an uploaded picture: a data: URL when small enough to keep in the snapshot, else a /media/ path. */

/** The contract's limits of a profile picture: JPEG, PNG or WebP, at most 5 MB. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export async function storedPicture(user: UserRecord, upload: Blob): Promise<string | Response> {
  if (!upload.type.startsWith('image/')) {
    return fieldErrors({
      profile_picture: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    });
  }
  if (!PICTURE_TYPES.includes(upload.type)) return fieldErrors({ profile_picture: 'Upload a JPEG, PNG or WebP picture.' });
  if (upload.size > PICTURE_MAX_BYTES) return fieldErrors({ profile_picture: 'The picture must be at most 5 MB.' });
  if (upload.size <= 200000) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return `data:${upload.type};base64,${btoa(binary)}`;
  }
  const extension = upload.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
  return `/media/profile_pictures/${user.username}-${Date.now()}.${extension}`;
}

// ---------------------------------------------------------------------------------------------
// Handlers.
export function authHandlers(): HttpHandler[] {
  return [
    publicRoute('login', async (context) => {
      const body = await context.body<LoginRequestWritable>();
      if (body instanceof Response) return body;
      const user = findUserByUsername(context.db, body.username);
      const credential = user ? context.db.accounts.credentials.get(user.id) : undefined;
      if (!user || !credential || credential.password !== body.password || !user.is_active) return nonFieldError(LOGIN_FAILED);
      return signInOrChallenge(context.db, user);
    }),
    publicRoute('register', async (context) => {
      const body = await context.body<RegisterRequestWritable>();
      if (body instanceof Response) return body;
      const input = normalised(body as unknown as BodyRecord);
      const errors: FieldErrorMap = userFieldErrors(context.db, input);
      for (const field of ['username', 'email', 'first_name', 'last_name'] as const)
        if (String(input[field] ?? '').trim() === '') errors[field] = 'This field may not be blank.';
      if (body.password !== body.confirm_password) errors.confirm_password = 'Passwords do not match.';
      const problems = passwordProblems(body.password, {
        username: String(input.username),
        first_name: String(input.first_name),
        last_name: String(input.last_name),
        email: String(input.email),
      });
      if (problems.length > 0) errors.password = problems;
      const type = body.user_type ?? 'student';
      if (!SELF_REGISTER_TYPES.includes(type)) errors.user_type = `You cannot register as ${type.replace('_', ' ')}.`;
      const reported = definedErrors(errors);
      if (Object.keys(reported).length > 0) return fieldErrors(reported);
      const user = createUserRecord(context.db, { ...input, user_type: type }, { emailVerified: false });
      sendVerificationEmail(context, user);
      return created<RegisterResponse>({
        user: presentUser(context.db, user),
        message: 'Registration successful. Please check your e-mail to verify your account.',
        email_verification_sent: true,
      });
    }),
    publicRoute('refreshToken', async (context) => {
      const body = await context.body<TokenRefreshRequest>();
      if (body instanceof Response) return body;
      const session = findSessionByRefresh(context.db, body.refresh);
      if (!session || session.refreshExpiresAt <= Date.now()) return detail(401, 'Token is invalid or expired');
      const renewed = renewAccess(context.db, session);
      return json<TokenRefreshResponse>({ access: renewed.access, token: renewed.access, refresh: renewed.refresh });
    }),
    route('logout', async (context) => {
      const body = await context.body<LogoutRequest>();
      if (body instanceof Response) return body;
      context.db.accounts.sessions.remove(context.session.id);
      if (body.refresh)
        context.db.accounts.sessions.removeWhere(
          (session) => session.refresh === body.refresh && session.user === context.user.id,
        );
      return json<MessageResponse>({ message: 'Successfully logged out.', success: true });
    }),
    route('getCurrentUser', ({ db, user }) => json<User>(presentUser(db, user))),
    route('validateSession', ({ db, user, session }) =>
      json<SessionValidation>({
        valid: true,
        user: presentUser(db, user),
        expires_at: isoDateTime(new Date(session.accessExpiresAt)),
      }),
    ),
    route('refreshSession', ({ db, session }) => {
      const renewed = renewAccess(db, session);
      return json<SessionRefresh>({
        token: renewed.access,
        expires_at: isoDateTime(new Date(renewed.accessExpiresAt)),
        message: 'Session refreshed.',
      });
    }),
    publicRoute('verifyEmail', async (context) => {
      const body = await context.body<VerifyEmailRequest>();
      if (body instanceof Response) return body;
      const verification = context.db.accounts.emailVerifications.find((row) => row.key === body.key);
      if (!verification) return fieldErrors({ key: 'Invalid or expired verification key.' });
      context.db.accounts.users.update(verification.user, { email_verified: true });
      context.db.accounts.emailVerifications.remove(verification.id);
      return json<MessageResponse>({ message: 'Your e-mail address is verified.', success: true });
    }),
    publicRoute('resendVerificationEmail', async (context) => {
      const body = await context.body<ResendVerificationRequest>();
      if (body instanceof Response) return body;
      // One mail per address a minute, whoever asks: the client counts the same minute down.
      const email = body.email.trim().toLowerCase();
      const throttled = throttle(context, `resend-verification:${email}`, 1, RESEND_VERIFICATION_COOLDOWN_S * 1000);
      if (throttled) return throttled;
      const user = findUserByEmail(context.db, email);
      if (user && !user.email_verified) sendVerificationEmail(context, user);
      // The same answer whether or not the address is known, so it reveals nothing.
      return json<MessageResponse>({
        message: 'If the address belongs to an unverified account, a new verification e-mail has been sent.',
        success: true,
      });
    }),
    publicRoute('requestPasswordReset', async (context) => {
      const body = await context.body<PasswordResetRequest>();
      if (body instanceof Response) return body;
      const user = findUserByEmail(context.db, body.email);
      if (user?.is_active) {
        const uid = resetUid(user.id);
        const token = `${Date.now().toString(36)}-${randomToken(20)}`;
        context.db.accounts.passwordResets.insert({ user: user.id, uid, token, created_at: nowIso(), used: false });
        sendEmail(
          context.db,
          user,
          'Reset your Ujuzi password',
          mailText(
            user.first_name,
            `Someone asked to reset the password of your Ujuzi account (username: ${user.username}). To choose a new password, open this link:`,
            appLink(context, `/reset-password/${uid}/${token}`),
            'The link works once and expires after three days. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ),
        );
      }
      return json<MessageResponse>({
        message: 'If an account exists for that e-mail, a password reset link has been sent.',
        success: true,
      });
    }),
    publicRoute('validatePasswordResetToken', ({ db, params }) => {
      const reset = db.accounts.passwordResets.find((row) => row.uid === params.uid && row.token === params.token);
      const user = reset ? db.accounts.users.get(reset.user) : undefined;
      const expired = reset ? Date.now() - new Date(reset.created_at).getTime() > 86400000 * 3 : true;
      if (!reset || !user || reset.used || expired)
        return json<PasswordResetTokenValidation>({ valid: false, detail: 'The reset link is invalid or has expired.' });
      return json<PasswordResetTokenValidation>({ valid: true, email: user.email });
    }),
    publicRoute('confirmPasswordReset', async (context) => {
      const body = await context.body<PasswordResetConfirmRequestWritable>();
      if (body instanceof Response) return body;
      const { db } = context;
      const reset = db.accounts.passwordResets.find((row) => row.uid === body.uid && row.token === body.token && !row.used);
      const user = reset ? db.accounts.users.get(reset.user) : undefined;
      if (!reset || !user) return fieldErrors({ token: 'The reset link is invalid or has expired.' });
      const errors: FieldErrorMap = {};
      if (body.new_password !== body.confirm_password) errors.confirm_password = 'Passwords do not match.';
      const problems = passwordProblems(body.new_password, user);
      if (problems.length > 0) errors.new_password = problems;
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      db.accounts.credentials.update(user.id, { password: body.new_password });
      db.accounts.passwordResets.update(reset.id, { used: true });
      db.accounts.sessions.removeWhere((session) => session.user === user.id);
      return json<MessageResponse>({
        message: 'Your password has been reset. You can now sign in with the new password.',
        success: true,
      });
    }),
    route('changePassword', async (context) => {
      const body = await context.body<ChangePasswordRequest>();
      if (body instanceof Response) return body;
      const { db, user, session } = context;
      const errors: FieldErrorMap = {};
      if (db.accounts.credentials.get(user.id)?.password !== body.old_password)
        errors.old_password = 'Your old password was entered incorrectly. Please enter it again.';
      if (body.new_password !== body.confirm_password) errors.confirm_password = 'Passwords do not match.';
      const problems = passwordProblems(body.new_password, user);
      if (problems.length > 0) errors.new_password = problems;
      if (body.new_password === body.old_password && !errors.old_password)
        errors.new_password = 'The new password must differ from the old one.';
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      db.accounts.credentials.update(user.id, { password: body.new_password });
      // Other devices are signed out; this one gets a new access token and keeps its refresh token.
      db.accounts.sessions.removeWhere((other) => other.user === user.id && other.id !== session.id);
      const renewed = renewAccess(db, session);
      return json<ChangePasswordResponse>({ message: 'Password changed successfully', token: renewed.access });
    }),
  ];
}

export function profileHandlers(): HttpHandler[] {
  const updateProfile = async (context: AuthedContext): Promise<Response> => {
    const body = await context.body();
    if (body instanceof Response) return body;
    const { db, user } = context;
    const { profile_picture: picture, ...rest } = body;
    const errors = definedErrors(userFieldErrors(db, normalised(rest), user));
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    // Staff figures apply to staff types, the admission date to students; a user cannot change their own type.
    const refused = new Set([
      'user_type',
      'is_active',
      ...(isStaffType(user.user_type) ? [] : ['joining_date', 'experience_years', 'basic_salary']),
      ...(user.user_type === 'student' ? [] : ['admission_date']),
    ]);
    const allowed: BodyRecord = Object.fromEntries(Object.entries(rest).filter(([key]) => !refused.has(key)));
    let updated = applyUserUpdate(db, user, allowed);
    if (picture instanceof Blob) {
      const stored = await storedPicture(user, picture);
      if (stored instanceof Response) return stored;
      updated = db.accounts.users.update(user.id, { profile_picture: stored }) ?? updated;
      const profile = profileOf(db, user.id);
      if (profile) db.accounts.profiles.update(profile.id, { profile_picture: stored });
    }
    return json<User>(presentUser(db, updated));
  };
  return [
    route('updateProfile', updateProfile),
    route('updateProfileUnified', updateProfile),
    route('removeProfilePicture', ({ db, user }) => {
      const updated = db.accounts.users.update(user.id, { profile_picture: null }) ?? user;
      const profile = profileOf(db, user.id);
      if (profile) db.accounts.profiles.update(profile.id, { profile_picture: null, updated_at: nowIso() });
      return json<User>(presentUser(db, updated));
    }),
    route('getUserProfile', (context) => {
      const profile = context.db.accounts.profiles.get(context.id());
      return profile && canSeeUser(context.db, context.user, profile.user) ? json<UserProfile>(profile) : notFound();
    }),
    route('partialUpdateUserProfile', async (context) => {
      const { db, user } = context;
      const profile = db.accounts.profiles.get(context.id());
      if (!profile || !canSeeUser(db, user, profile.user)) return notFound();
      const owner = db.accounts.users.get(profile.user);
      if (profile.user !== user.id && (!owner || !mayManage(user, owner.user_type))) return context.deny();
      const body = await context.body();
      if (body instanceof Response) return body;
      return json<UserProfile>(
        db.accounts.profiles.update(profile.id, {
          ...(pick(body, PROFILE_FIELDS) as Partial<UserProfile>),
          updated_at: nowIso(),
        }) ?? profile,
      );
    }),
  ];
}
