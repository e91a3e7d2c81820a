/**
 * The accounts group, part 1: signing in and out (JWT access and refresh tokens), registration,
 * password reset and change, the profile and its picture, OAuth with a mock provider, sessions,
 * two-factor setup, users (CRUD, activation, lists by type, bulk creation), statistics, reports,
 * exports and health. Part 2 (accounts-records.ts) holds relations, attendance, leaves, documents
 * and academic records.
 */
import type {
  AccountPermissions,
  AccountsDashboardStats,
  AcademicReport,
  AdminSystemHealth,
  AdminSystemStats,
  AttendanceReport,
  AuthTokenResponse,
  AvailabilityCheck,
  ChangePasswordRequest,
  ChangePasswordResponse,
  HealthStatus,
  LeavesReport,
  LoginRequestWritable,
  LogoutRequest,
  MessageResponse,
  OAuthCodeExchangeRequest,
  OAuthDisconnectRequest,
  OAuthProvider,
  PasswordResetConfirmRequestWritable,
  PasswordResetRequest,
  PasswordResetTokenValidation,
  RegisterRequestWritable,
  RegisterResponse,
  ResendVerificationRequest,
  SessionRefresh,
  SessionValidation,
  SocialAccount,
  SocialLoginRequest,
  TokenRefreshRequest,
  TokenRefreshResponse,
  TwoFactorCodeRequest,
  TwoFactorSetup,
  TwoFactorVerification,
  User,
  UserBulkCreateRequestWritable,
  UserBulkCreateResult,
  UserProfile,
  UserStats,
  UserType,
  UserTypeCounts,
  UsersReport,
  VerifyEmailRequest,
} from '@ujuzi/api';
import {
  accessibleTypes,
  canManage,
  manageableTypes,
  permissionsOf,
  ROLE_LEVELS,
  type UserType as DomainUserType,
} from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { checkSchema } from '../contract/check';
import { componentSchema } from '../contract/spec';
import {
  childrenOf,
  findUserByEmail,
  findUserByUsername,
  fullName,
  presentUser,
  profileOf,
  STAFF_USER_TYPES,
  userSummary,
  type UserRecord,
} from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../demo-accounts';
import { isoDateTime, nowIso, todayIso } from '../db/time';
import { definedErrors, MANAGEMENT, STAFF, type FieldErrorMap } from '../kit/crud';
import { listPage } from '../kit/list';
import { detail, fieldErrors, file, json, MESSAGES, noContent, nonFieldError, notFound, created } from '../kit/respond';
import { appLink, mailText } from '../kit/mail';
import { publicRoute, route, type AuthedContext, type BodyRecord, type PublicContext } from '../kit/route';
import { answerFromSpec } from '../kit/spec-answer';
import { base64url, findSessionByRefresh, issueSession, renewAccess } from '../kit/tokens';
import { attendanceCounts } from './accounts-records';

export const LOGIN_FAILED = 'Unable to log in with provided credentials.';
const USER_TYPES: readonly UserType[] = ['super_admin', 'admin', 'teacher', 'student', 'parent', 'accountant', 'staff'];
/** Who may sign themselves up. */
const SELF_REGISTER_TYPES: readonly UserType[] = ['student', 'parent', 'teacher'];

// ---------------------------------------------------------------------------------------------
// Helpers.

const isStaffType = (type: UserType): boolean => STAFF_USER_TYPES.includes(type);
const levelOf = (type: UserType): DomainUserType => type as DomainUserType;
const mayManage = (manager: UserRecord, target: UserType): boolean =>
  manager.user_type === 'super_admin' || canManage(levelOf(manager.user_type), levelOf(target));

/** The users a user may look up: staff see everyone, a parent themselves and their children, a student themselves. */
function visibleUserIds(db: MockDatabase, user: UserRecord): 'all' | number[] {
  if (isStaffType(user.user_type)) return 'all';
  if (user.user_type === 'parent') return [user.id, ...childrenOf(db, user.id)];
  return [user.id];
}

const canSeeUser = (db: MockDatabase, user: UserRecord, targetId: number): boolean => {
  const visible = visibleUserIds(db, user);
  return visible === 'all' || visible.includes(targetId);
};

/** DRF's password validators. */
export function passwordProblems(
  password: string,
  user?: Pick<UserRecord, 'username' | 'first_name' | 'last_name' | 'email'>,
): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (['password', '12345678', 'qwerty123', 'password1', '123456789', 'ujuzi123'].includes(password.toLowerCase()))
    problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (
    user &&
    [user.username, user.first_name, user.last_name, user.email.split('@')[0] ?? ''].some(
      (part) => part.length >= 3 && password.toLowerCase().includes(part.toLowerCase()),
    )
  ) {
    problems.push('The password is too similar to the username.');
  }
  return problems;
}

const DATE_RULES: [keyof UserRecord, string][] = [
  ['date_of_birth', 'Date of birth cannot be in the future.'],
  ['joining_date', 'Joining date cannot be in the future.'],
  ['admission_date', 'Admission date cannot be in the future.'],
];

/** The profile rules of the specs (dates not in the future, unique username and e-mail). */
function userFieldErrors(db: MockDatabase, input: BodyRecord, existing?: UserRecord): FieldErrorMap {
  const errors: FieldErrorMap = {};
  const today = todayIso();
  for (const [field, message] of DATE_RULES) {
    const value = input[field];
    if (typeof value === 'string' && value > today) errors[field] = message;
  }
  if (typeof input.username === 'string') {
    const other = findUserByUsername(db, input.username);
    if (other && other.id !== existing?.id) errors.username = 'A user with that username already exists.';
  }
  if (typeof input.email === 'string') {
    const other = findUserByEmail(db, input.email);
    if (other && other.id !== existing?.id) errors.email = 'A user with that email already exists.';
  }
  return errors;
}

const USER_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'user_type',
  'phone_number',
  'address',
  'date_of_birth',
  'joining_date',
  'experience_years',
  'basic_salary',
  'salary_currency',
  'admission_date',
  'is_active',
] as const satisfies readonly (keyof UserRecord)[];

const PROFILE_FIELDS = [
  'bio',
  'gender',
  'nationality',
  'national_id_number',
  'city',
  'county',
  'country',
  'postal_address',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
  'linkedin_url',
  'github_url',
  'website',
] as const satisfies readonly (keyof UserProfile)[];

const pick = <K extends string>(input: BodyRecord, keys: readonly K[]): Partial<Record<K, unknown>> =>
  Object.fromEntries(keys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]])) as Partial<
    Record<K, unknown>
  >;

/** Normalises what the specs store trimmed and lower-cased. */
function normalised(input: BodyRecord): BodyRecord {
  const result = { ...input };
  for (const key of ['username', 'email'] as const)
    if (typeof result[key] === 'string') result[key] = String(result[key]).trim().toLowerCase();
  for (const key of ['first_name', 'last_name', 'phone_number', 'address'] as const)
    if (typeof result[key] === 'string') result[key] = String(result[key]).trim();
  return result;
}

/** Applies user fields and profile fields (nested `profile` or flat, as multipart sends them). */
function applyUserUpdate(db: MockDatabase, user: UserRecord, input: BodyRecord): UserRecord {
  const stamp = nowIso();
  const updated = db.accounts.users.update(user.id, pick(normalised(input), USER_FIELDS) as Partial<UserRecord>) ?? user;
  const nested = typeof input.profile === 'object' && input.profile !== null ? (input.profile as BodyRecord) : {};
  const profileChanges = { ...pick(input, PROFILE_FIELDS), ...pick(nested, PROFILE_FIELDS) } as Partial<UserProfile>;
  const profile = profileOf(db, user.id);
  if (profile) db.accounts.profiles.update(profile.id, { ...profileChanges, updated_at: stamp });
  else db.accounts.profiles.insert({ user: user.id, ...profileChanges, created_at: stamp, updated_at: stamp });
  return updated;
}

function createUserRecord(db: MockDatabase, input: BodyRecord, options: { emailVerified: boolean }): UserRecord {
  const data = normalised(input);
  const type = (data.user_type as UserType | undefined) ?? 'student';
  const stamp = nowIso();
  const user = db.accounts.users.insert({
    username: String(data.username),
    email: String(data.email),
    first_name: String(data.first_name ?? ''),
    last_name: String(data.last_name ?? ''),
    user_type: type,
    phone_number: (data.phone_number as string | undefined) || null,
    address: (data.address as string | undefined) || null,
    date_of_birth: (data.date_of_birth as string | undefined) ?? null,
    profile_picture: null,
    avatar: null,
    joining_date: isStaffType(type) ? ((data.joining_date as string | undefined) ?? todayIso()) : null,
    experience_years: isStaffType(type) ? ((data.experience_years as number | undefined) ?? null) : null,
    basic_salary: isStaffType(type) ? ((data.basic_salary as string | undefined) ?? null) : null,
    salary_currency: (data.salary_currency as User['salary_currency']) ?? 'KES',
    admission_date: type === 'student' ? ((data.admission_date as string | undefined) ?? todayIso()) : null,
    is_active: (data.is_active as boolean | undefined) ?? true,
    is_staff: type === 'super_admin' || type === 'admin',
    date_joined: stamp,
    last_login: null,
    email_verified: options.emailVerified,
    two_factor_enabled: false,
  });
  db.accounts.credentials.insert({
    id: user.id,
    password: typeof data.password === 'string' && data.password !== '' ? data.password : DEMO_PASSWORD,
  });
  const profileInput = (data.profile ?? data.profile_data ?? {}) as BodyRecord;
  db.accounts.profiles.insert({
    user: user.id,
    country: 'Kenya',
    nationality: 'Kenyan',
    ...pick(profileInput, PROFILE_FIELDS),
    created_at: stamp,
    updated_at: stamp,
  } as Omit<UserProfile, 'id'>);
  return user;
}

function removeUser(db: MockDatabase, id: number): void {
  db.accounts.users.remove(id);
  db.accounts.credentials.remove(id);
  db.accounts.twoFactor.remove(id);
  db.accounts.profiles.removeWhere((profile) => profile.user === id);
  db.accounts.sessions.removeWhere((session) => session.user === id);
  db.accounts.socialAccounts.removeWhere((account) => account.user === id);
  db.accounts.relations.removeWhere((relation) => relation.student === id || relation.parent === id);
}

/** Writes an e-mail into the outbox (communication's e-mail log), as the real server would send it. */
function sendEmail(db: MockDatabase, user: UserRecord, subject: string, body: string): void {
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
function sendVerificationEmail(context: PublicContext, user: UserRecord): void {
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

function signIn(db: MockDatabase, user: UserRecord, extra: Partial<AuthTokenResponse> = {}): Response {
  const session = issueSession(db, user);
  const updated = db.accounts.users.update(user.id, { last_login: nowIso() }) ?? user;
  return json<AuthTokenResponse>({
    access: session.access,
    token: session.access,
    refresh: session.refresh,
    user: presentUser(db, updated),
    ...extra,
  });
}

const randomToken = (length: number): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
};

/** Django's reset link parts: the user id in base64url, and a token. */
export const resetUid = (userId: number): string => base64url(String(userId));

const counts = (users: readonly UserRecord[]): UserTypeCounts => {
  const result = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as UserTypeCounts;
  for (const user of users) result[user.user_type]++;
  return result;
};

/** The report period: the query's `date_from`/`date_to`, else the start of the year to today. */
function period(context: PublicContext): { from: string; to: string } | Response {
  const from = context.query.get('date_from') ?? `${todayIso().slice(0, 4)}-01-01`;
  const to = context.query.get('date_to') ?? todayIso();
  const errors: FieldErrorMap = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from))
    errors.date_from = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) errors.date_to = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  if (!errors.date_from && !errors.date_to && to < from) errors.date_to = 'date_to must not be before date_from.';
  return Object.keys(errors).length > 0 ? fieldErrors(definedErrors(errors)) : { from, to };
}

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** An export in the asked format: CSV or JSON rows; xlsx and pdf answer a small sample file of their type. */
function exportRows(context: PublicContext, name: string, rows: readonly Record<string, unknown>[]): Response {
  const format = context.query.get('format') ?? 'csv';
  if (!['csv', 'xlsx', 'pdf', 'json'].includes(format)) return fieldErrors({ format: `"${format}" is not a valid choice.` });
  const stamp = todayIso();
  if (format === 'json') return file(JSON.stringify(rows), 'application/json', `${name}-${stamp}.json`);
  if (format === 'csv') {
    const columns = Object.keys(rows[0] ?? { id: '' });
    const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
    return file(`${lines.join('\n')}\n`, 'text/csv', `${name}-${stamp}.csv`);
  }
  const type = format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return answerFromSpec(context.operation.operationId, 200, context.request, type);
}

const userRow = (user: UserRecord): Record<string, unknown> => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  user_type: user.user_type,
  phone_number: user.phone_number,
  is_active: user.is_active,
  date_joined: user.date_joined,
});

function health(): HealthStatus {
  return {
    status: 'healthy',
    timestamp: nowIso(),
    version: '1.0.0-mock',
    checks: { database: 'ok', cache: 'ok', queue: 'ok', storage: 'ok' },
  };
}

/** Stores an uploaded picture: a data: URL when small enough to keep in the snapshot, else a /media/ path. */
/** The contract's limits of a profile picture: JPEG, PNG or WebP, at most 5 MB. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

async function storedPicture(user: UserRecord, upload: Blob): Promise<string | Response> {
  if (!upload.type.startsWith('image/')) {
    return fieldErrors({
      profile_picture: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    });
  }
  if (!PICTURE_TYPES.includes(upload.type)) return fieldErrors({ profile_picture: 'Upload a JPEG, PNG or WebP picture.' });
  if (upload.size > PICTURE_MAX_BYTES) return fieldErrors({ profile_picture: 'The picture must be at most 5 MB.' });
  if (upload.size <= 200_000) {
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
// OAuth with a mock provider: any code or token `mock-google-<name>` / `mock-github-<name>` signs
// in as the user named <name> (or creates them).

const PROVIDERS: Record<
  'google' | 'github',
  { display: string; clientId: string; scopes: string[]; avatar: (name: string) => string; email: (name: string) => string }
> = {
  google: {
    display: 'Google',
    clientId: 'ujuzi-mock.apps.googleusercontent.com',
    scopes: ['openid', 'email', 'profile'],
    avatar: (name) => `https://lh3.googleusercontent.com/a/${name}`,
    email: (name) => `${name}@gmail.com`,
  },
  github: {
    display: 'GitHub',
    clientId: 'Iv1.ujuzimock0000',
    scopes: ['read:user', 'user:email'],
    avatar: (name) => `https://avatars.githubusercontent.com/${name}`,
    email: (name) => `${name}@users.noreply.github.com`,
  },
};

/** Where a provider "redirects" in mock mode: straight back to the app's callback with a mock code. */
function authorizeUrl(context: PublicContext, provider: 'google' | 'github'): string {
  const origin = context.request.headers.get('origin') ?? context.url.origin;
  return `${origin}/auth/oauth-callback?provider=${provider}&code=mock-${provider}-student&state=mock`;
}

function socialSignIn(db: MockDatabase, provider: 'google' | 'github', credential: string | undefined): Response {
  const prefix = `mock-${provider}-`;
  if (!credential || !credential.startsWith(prefix) || credential.length === prefix.length) {
    return nonFieldError(`Invalid ${PROVIDERS[provider].display} credentials.`);
  }
  const name = credential
    .slice(prefix.length)
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');
  const linked = db.accounts.socialAccounts.find((account) => account.provider === provider && account.uid === name);
  let user = linked
    ? db.accounts.users.get(linked.user)
    : (findUserByUsername(db, name) ?? findUserByEmail(db, PROVIDERS[provider].email(name)));
  let isNew = false;
  if (!user) {
    const [first = name, last = ''] = name.split(/[._-]/);
    const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    user = createUserRecord(
      db,
      {
        username: name,
        email: PROVIDERS[provider].email(name),
        first_name: capital(first),
        last_name: capital(last),
        user_type: 'student',
        password: randomToken(24),
      },
      { emailVerified: true },
    );
    db.accounts.users.update(user.id, { avatar: PROVIDERS[provider].avatar(name) });
    isNew = true;
  }
  if (!user.is_active) return nonFieldError('User account is disabled.');
  const stamp = nowIso();
  if (!linked) {
    db.accounts.socialAccounts.insert({
      user: user.id,
      provider,
      uid: name,
      email: user.email,
      display_name: fullName(user) || user.username,
      avatar_url: PROVIDERS[provider].avatar(name),
      date_joined: stamp,
      last_login: stamp,
    });
  } else db.accounts.socialAccounts.update(linked.id, { last_login: stamp });
  return signIn(db, db.accounts.users.get(user.id) ?? user, { is_new_user: isNew });
}

// ---------------------------------------------------------------------------------------------
// Handlers.

function authHandlers(): HttpHandler[] {
  return [
    publicRoute('login', async (context) => {
      const body = await context.body<LoginRequestWritable>();
      if (body instanceof Response) return body;
      const user = findUserByUsername(context.db, body.username);
      const credential = user ? context.db.accounts.credentials.get(user.id) : undefined;
      if (!user || !credential || credential.password !== body.password || !user.is_active) return nonFieldError(LOGIN_FAILED);
      return signIn(context.db, user);
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
      const user = findUserByEmail(context.db, body.email);
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
      const expired = reset ? Date.now() - new Date(reset.created_at).getTime() > 86_400_000 * 3 : true;
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

function profileHandlers(): HttpHandler[] {
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

function oauthHandlers(): HttpHandler[] {
  return [
    publicRoute('listOAuthProviders', (context) =>
      json<OAuthProvider[]>(
        (['google', 'github'] as const).map((name) => ({
          name,
          display_name: PROVIDERS[name].display,
          client_id: PROVIDERS[name].clientId,
          authorize_url: authorizeUrl(context, name),
          scopes: PROVIDERS[name].scopes,
          enabled: true,
        })),
      ),
    ),
    publicRoute('loginWithGoogle', async (context) => {
      const body = await context.body<SocialLoginRequest>();
      if (body instanceof Response) return body;
      return socialSignIn(context.db, 'google', body.credential ?? body.access_token ?? body.code);
    }),
    publicRoute('loginWithGithub', async (context) => {
      const body = await context.body<SocialLoginRequest>();
      if (body instanceof Response) return body;
      return socialSignIn(context.db, 'github', body.code ?? body.access_token ?? body.credential);
    }),
    publicRoute('exchangeOAuthCode', async (context) => {
      const body = await context.body<OAuthCodeExchangeRequest>();
      if (body instanceof Response) return body;
      if (!body.code.startsWith(`mock-${body.provider}-`)) return nonFieldError('Invalid or expired authorization code.');
      return socialSignIn(context.db, body.provider, body.code);
    }),
    route('listSocialAccounts', ({ db, user }) =>
      json<SocialAccount[]>(
        db.accounts.socialAccounts
          .filter((account) => account.user === user.id)
          .map((account) => ({
            id: account.id,
            provider: account.provider,
            uid: account.uid,
            email: account.email,
            display_name: account.display_name,
            avatar_url: account.avatar_url,
            date_joined: account.date_joined,
            last_login: account.last_login,
          })),
      ),
    ),
    route('disconnectSocialAccount', async (context) => {
      const body = await context.body<OAuthDisconnectRequest>();
      if (body instanceof Response) return body;
      const removed = context.db.accounts.socialAccounts.removeWhere(
        (account) => account.user === context.user.id && account.provider === body.provider,
      );
      if (removed === 0) return fieldErrors({ provider: `No ${PROVIDERS[body.provider].display} account is linked.` });
      return json<MessageResponse>({ message: `${PROVIDERS[body.provider].display} account disconnected.`, success: true });
    }),
  ];
}

/** The mock authenticator accepts `123456` (what the setup screen of the demo says) or an unused backup code. */
export const MOCK_TWO_FACTOR_CODE = '123456';

function twoFactorHandlers(): HttpHandler[] {
  const codeAccepted = (db: MockDatabase, userId: number, code: string): boolean => {
    const setup = db.accounts.twoFactor.get(userId);
    if (!setup) return false;
    if (code === MOCK_TWO_FACTOR_CODE) return true;
    if (!setup.backup_codes.includes(code)) return false;
    db.accounts.twoFactor.update(userId, { backup_codes: setup.backup_codes.filter((backup) => backup !== code) });
    return true;
  };
  return [
    route('enableTwoFactor', ({ db, user }) => {
      if (user.two_factor_enabled) return detail(400, 'Two-factor authentication is already enabled.');
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
      const secret = Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
      const backupCodes = Array.from({ length: 8 }, () => String(Math.floor(10_000_000 + Math.random() * 89_999_999)));
      db.accounts.twoFactor.remove(user.id);
      db.accounts.twoFactor.insert({ id: user.id, secret, backup_codes: backupCodes, enabled: false });
      return json<TwoFactorSetup>({
        secret,
        otpauth_url: `otpauth://totp/Ujuzi:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Ujuzi`,
        qr_code: null,
        backup_codes: backupCodes,
      });
    }),
    route('verifyTwoFactor', async (context) => {
      const body = await context.body<TwoFactorCodeRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      if (!db.accounts.twoFactor.get(user.id))
        return detail(400, 'Two-factor authentication has not been set up. Enable it first.');
      if (!codeAccepted(db, user.id, body.code.trim())) return fieldErrors({ code: 'Invalid two-factor code.' });
      db.accounts.twoFactor.update(user.id, { enabled: true });
      db.accounts.users.update(user.id, { two_factor_enabled: true });
      return json<TwoFactorVerification>({
        verified: true,
        two_factor_enabled: true,
        message: 'Two-factor authentication is enabled.',
      });
    }),
    route('disableTwoFactor', async (context) => {
      const body = await context.body<TwoFactorCodeRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      if (!user.two_factor_enabled) return detail(400, 'Two-factor authentication is not enabled.');
      if (!codeAccepted(db, user.id, body.code.trim())) return fieldErrors({ code: 'Invalid two-factor code.' });
      db.accounts.twoFactor.remove(user.id);
      db.accounts.users.update(user.id, { two_factor_enabled: false });
      return json<MessageResponse>({ message: 'Two-factor authentication is disabled.', success: true });
    }),
  ];
}

const USER_SEARCH = [
  'username',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  (user: UserRecord) => fullName(user),
] as const;

function userHandlers(): HttpHandler[] {
  const listUsers = (context: AuthedContext, rows: UserRecord[]): Response => {
    const page = listPage(context, rows, {
      search: USER_SEARCH,
      ordering: '-date_joined',
      // `staff=true`: the staff management list (every type but student and parent).
      filters: { staff: (user, value) => isStaffType(user.user_type) === (value === 'true' || value === '1') },
    });
    return json({ ...page, results: page.results.map((user) => presentUser(context.db, user)) });
  };
  const visibleUsers = ({ db, user }: AuthedContext): UserRecord[] => {
    const visible = visibleUserIds(db, user);
    return visible === 'all' ? db.accounts.users.all() : db.accounts.users.filter((candidate) => visible.includes(candidate.id));
  };
  const ofType = (operationId: string, type: UserType, roles: readonly UserType[]): HttpHandler =>
    route(
      operationId,
      (context) =>
        listUsers(
          context,
          context.db.accounts.users.filter((user) => user.user_type === type),
        ),
      { roles },
    );
  const update = async (context: AuthedContext): Promise<Response> => {
    const { db, user } = context;
    const target = db.accounts.users.get(context.id());
    if (!target || !canSeeUser(db, user, target.id)) return notFound();
    const self = target.id === user.id;
    if (!self && !mayManage(user, target.user_type)) return context.deny();
    const body = await context.body();
    if (body instanceof Response) return body;
    const input = normalised(body);
    if (self) {
      delete input.user_type;
      delete input.is_active;
    } else if (typeof input.user_type === 'string' && !mayManage(user, input.user_type as UserType)) return context.deny();
    const errors = definedErrors(userFieldErrors(db, input, target));
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    return json<User>(presentUser(db, applyUserUpdate(db, target, input)));
  };
  const setActive = (active: boolean) => (context: AuthedContext) => {
    const { db, user } = context;
    const target = db.accounts.users.get(context.id());
    if (!target) return notFound();
    if (target.id === user.id || !mayManage(user, target.user_type)) return context.deny();
    if (!active) db.accounts.sessions.removeWhere((session) => session.user === target.id);
    return json<User>(presentUser(db, db.accounts.users.update(target.id, { is_active: active }) ?? target));
  };
  return [
    route('listUsers', (context) => listUsers(context, visibleUsers(context))),
    route('searchAccounts', (context) => {
      const term = context.query.get('q');
      if (!term || term.trim().length < 2) return fieldErrors({ q: 'Enter at least 2 characters to search.' });
      // Students and parents find staff (to write to them) besides the users they may see.
      const visible = visibleUsers(context);
      const pool = isStaffType(context.user.user_type)
        ? visible
        : [...visible, ...context.db.accounts.users.filter((user) => STAFF.includes(user.user_type) && !visible.includes(user))];
      return listUsers(context, pool);
    }),
    route('getUser', (context) => {
      const target = context.db.accounts.users.get(context.id());
      return target && canSeeUser(context.db, context.user, target.id) ? json<User>(presentUser(context.db, target)) : notFound();
    }),
    route('updateUser', update),
    route('partialUpdateUser', update),
    route('deleteUser', (context) => {
      const target = context.db.accounts.users.get(context.id());
      if (!target) return notFound();
      if (target.id === context.user.id || !mayManage(context.user, target.user_type)) return context.deny();
      removeUser(context.db, target.id);
      return noContent();
    }),
    route(
      'createUser',
      async (context) => {
        const body = await context.body();
        if (body instanceof Response) return body;
        const input = normalised(body);
        if (!mayManage(context.user, input.user_type as UserType)) return context.deny();
        const errors = userFieldErrors(context.db, input);
        if (typeof input.password === 'string' && input.password !== '') {
          const problems = passwordProblems(input.password);
          if (problems.length > 0) errors.password = problems;
        }
        const reported = definedErrors(errors);
        if (Object.keys(reported).length > 0) return fieldErrors(reported);
        return created<User>(presentUser(context.db, createUserRecord(context.db, input, { emailVerified: false })));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkCreateUsers',
      async (context) => {
        const body = await context.body<UserBulkCreateRequestWritable>();
        if (body instanceof Response) return body;
        const schema = componentSchema('UserRequest');
        const result: UserBulkCreateResult = { created_count: 0, error_count: 0, created: [], errors: [] };
        body.users.forEach((row, index) => {
          const input = normalised(row as unknown as BodyRecord);
          const errors: Record<string, string[]> = {};
          for (const error of checkSchema(schema, input))
            (errors[String(error.path[0] ?? 'non_field_errors')] ??= []).push(error.message);
          for (const [field, message] of Object.entries(definedErrors(userFieldErrors(context.db, input))))
            (errors[field] ??= []).push(...[message].flat());
          if (!mayManage(context.user, input.user_type as UserType))
            (errors.user_type ??= []).push(`You cannot create a user of type ${String(input.user_type)}.`);
          if (Object.keys(errors).length > 0) {
            result.errors.push({ index, identifier: typeof input.username === 'string' ? input.username : null, errors });
            return;
          }
          result.created.push(presentUser(context.db, createUserRecord(context.db, input, { emailVerified: false })));
        });
        result.created_count = result.created.length;
        result.error_count = result.errors.length;
        return created<UserBulkCreateResult>(result);
      },
      { roles: MANAGEMENT },
    ),
    route('activateUser', setActive(true), { roles: MANAGEMENT }),
    route('deactivateUser', setActive(false), { roles: MANAGEMENT }),
    ofType('listStudentUsers', 'student', STAFF),
    ofType('listTeacherUsers', 'teacher', MANAGEMENT),
    ofType('listParentUsers', 'parent', STAFF),
    ofType('listAdminUsers', 'admin', MANAGEMENT),
    publicRoute('checkUsernameAvailability', ({ db, query }) => {
      const username = query.get('username')?.trim().toLowerCase();
      if (!username) return fieldErrors({ username: MESSAGES.required });
      if (!/^[\w.@+-]+$/.test(username))
        return fieldErrors({
          username: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
        });
      const taken = findUserByUsername(db, username) !== undefined;
      return json<AvailabilityCheck>({
        available: !taken,
        message: taken ? 'A user with that username already exists.' : 'This username is available.',
      });
    }),
    publicRoute('checkEmailAvailability', ({ db, query }) => {
      const email = query.get('email')?.trim().toLowerCase();
      if (!email) return fieldErrors({ email: MESSAGES.required });
      if (checkSchema({ type: 'string', format: 'email' }, email).length > 0)
        return fieldErrors({ email: 'Enter a valid email address.' });
      const taken = findUserByEmail(db, email) !== undefined;
      return json<AvailabilityCheck>({
        available: !taken,
        message: taken ? 'A user with that email already exists.' : 'This e-mail address is available.',
      });
    }),
  ];
}

function statsHandlers(): HttpHandler[] {
  const monthStart = (): string => `${todayIso().slice(0, 7)}-01`;
  return [
    route(
      'getUserStats',
      ({ db }) => {
        const users = db.accounts.users.all();
        const active = users.filter((user) => user.is_active).length;
        return json<UserStats>({
          total_users: users.length,
          active_users: active,
          inactive_users: users.length - active,
          verified_emails: users.filter((user) => user.email_verified).length,
          two_factor_enabled: users.filter((user) => user.two_factor_enabled).length,
          new_this_month: users.filter((user) => user.date_joined.slice(0, 10) >= monthStart()).length,
          by_type: counts(users),
        });
      },
      { roles: MANAGEMENT },
    ),
    route('getAccountsDashboardStats', ({ db, user }) => {
      const today = todayIso();
      const stats: AccountsDashboardStats = { user_type: user.user_type };
      if (isStaffType(user.user_type)) {
        const users = db.accounts.users.all();
        const byType = counts(users);
        const todayRows = db.accounts.attendance.filter((row) => row.date === today);
        Object.assign(stats, {
          total_students: byType.student,
          total_teachers: byType.teacher,
          total_parents: byType.parent,
          total_staff: byType.super_admin + byType.admin + byType.teacher + byType.accountant + byType.staff,
          active_users: users.filter((candidate) => candidate.is_active).length,
          pending_leaves: db.accounts.leaves.count((leave) => leave.status === 'pending'),
          unverified_documents: db.accounts.documents.count((document) => !document.is_verified),
          today_attendance_rate: todayRows.length > 0 ? attendanceCounts(todayRows).attendance_rate : null,
        });
      }
      if (user.user_type === 'parent') {
        const children = childrenOf(db, user.id);
        Object.assign(stats, {
          children_count: children.length,
          my_pending_leaves: db.accounts.leaves.count((leave) => leave.applicant === user.id && leave.status === 'pending'),
        });
      }
      if (user.user_type === 'student') {
        Object.assign(stats, {
          my_attendance_rate: attendanceCounts(db.accounts.attendance.filter((row) => row.student === user.id)).attendance_rate,
          my_pending_leaves: db.accounts.leaves.count((leave) => leave.applicant === user.id && leave.status === 'pending'),
        });
      }
      return json<AccountsDashboardStats>(stats);
    }),
    route('getAccountPermissions', ({ user }) => {
      const type = levelOf(user.user_type);
      return json<AccountPermissions>({
        user_type: user.user_type,
        level: ROLE_LEVELS[type],
        permissions: permissionsOf(type),
        manageable_user_types:
          user.user_type === 'super_admin' || user.user_type === 'admin'
            ? [...manageableTypes(type), 'accountant', 'staff']
            : manageableTypes(type),
        accessible_user_types: accessibleTypes(type),
      });
    }),
    route(
      'getAdminSystemStats',
      ({ db }) => {
        const users = db.accounts.users.all();
        const today = todayIso();
        return json<AdminSystemStats>({
          generated_at: nowIso(),
          total_users: users.length,
          active_users: users.filter((user) => user.is_active).length,
          users_by_type: counts(users),
          new_users_this_month: users.filter((user) => user.date_joined.slice(0, 10) >= monthStart()).length,
          logins_today: users.filter((user) => user.last_login?.slice(0, 10) === today).length,
          active_sessions: db.accounts.sessions.count((session) => session.accessExpiresAt > Date.now()),
          pending_leaves: db.accounts.leaves.count((leave) => leave.status === 'pending'),
          unverified_documents: db.accounts.documents.count((document) => !document.is_verified),
          storage_used_bytes: db.accounts.documents.all().reduce((sum, document) => sum + (document.file_size ?? 0), 0),
        });
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getAdminSystemHealth',
      () =>
        json<AdminSystemHealth>({
          ...health(),
          uptime_seconds: Math.floor(performance.now() / 1000),
          cpu_percent: 18.5,
          memory_percent: 54.2,
          disk_percent: 41.7,
          python_version: '3.12.7',
          django_version: '5.1.4',
        }),
      { roles: MANAGEMENT },
    ),
    publicRoute('getAccountsHealth', () => json<HealthStatus>(health())),
    publicRoute('getHealth', () => json<HealthStatus>(health())),
  ];
}

function reportHandlers(): HttpHandler[] {
  const usersReport = (context: AuthedContext): UsersReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const type = context.query.get('user_type');
    const users = context.db.accounts.users.filter((user) => !type || user.user_type === type);
    const joined = users.filter(
      (user) => user.date_joined.slice(0, 10) >= range.from && user.date_joined.slice(0, 10) <= range.to,
    );
    const months = new Map<string, number>();
    for (const user of joined) months.set(user.date_joined.slice(0, 7), (months.get(user.date_joined.slice(0, 7)) ?? 0) + 1);
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      total_users: users.length,
      active_users: users.filter((user) => user.is_active).length,
      new_users: joined.length,
      by_type: counts(users),
      registrations_by_month: [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, count]) => ({ month, count })),
    };
  };
  const attendanceReport = (context: AuthedContext): AttendanceReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const student = context.query.get('student');
    const rows = context.db.accounts.attendance.filter(
      (row) => row.date >= range.from && row.date <= range.to && (!student || String(row.student) === student),
    );
    const students = [...new Set(rows.map((row) => row.student))];
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      counts: attendanceCounts(rows),
      students: students.flatMap((id) => {
        const user = context.db.accounts.users.get(id);
        return user ? [{ student: userSummary(user), counts: attendanceCounts(rows.filter((row) => row.student === id)) }] : [];
      }),
    };
  };
  const leavesReport = (context: AuthedContext): LeavesReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const status = context.query.get('status');
    const leaves = context.db.accounts.leaves.filter(
      (leave) => leave.start_date >= range.from && leave.start_date <= range.to && (!status || leave.status === status),
    );
    const types = [...new Set(leaves.map((leave) => leave.leave_type))];
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      total: leaves.length,
      pending: leaves.filter((leave) => leave.status === 'pending').length,
      approved: leaves.filter((leave) => leave.status === 'approved').length,
      rejected: leaves.filter((leave) => leave.status === 'rejected').length,
      approved_days: leaves.filter((leave) => leave.status === 'approved').reduce((sum, leave) => sum + leave.days, 0),
      by_type: types.map((type) => {
        const ofType = leaves.filter((leave) => leave.leave_type === type);
        return { leave_type: type, count: ofType.length, days: ofType.reduce((sum, leave) => sum + leave.days, 0) };
      }),
    };
  };
  const academicReport = (context: AuthedContext): AcademicReport => {
    const { query, db } = context;
    const year = query.get('academic_year');
    const term = query.get('term');
    const student = query.get('student');
    const records = db.accounts.academicRecords.filter(
      (record) =>
        (!year || record.academic_year === year) &&
        (!term || record.term === term) &&
        (!student || String(record.student) === student),
    );
    const average = (scores: number[]): string =>
      scores.length > 0 ? (scores.reduce((sum, score) => sum + score, 0) / scores.length).toFixed(2) : '0.00';
    const subjects = [...new Set(records.map((record) => record.subject))];
    const students = [...new Set(records.map((record) => record.student))];
    return {
      generated_at: nowIso(),
      academic_year: year,
      term,
      total_records: records.length,
      average_score: records.length > 0 ? average(records.map((record) => Number(record.score))) : null,
      subjects: subjects.map((subject) => {
        const scores = records.filter((record) => record.subject === subject).map((record) => Number(record.score));
        return {
          subject,
          records: scores.length,
          average_score: average(scores),
          highest_score: Math.max(...scores).toFixed(2),
          lowest_score: Math.min(...scores).toFixed(2),
        };
      }),
      top_students: students
        .map((id) => ({ id, scores: records.filter((record) => record.student === id).map((record) => Number(record.score)) }))
        .sort((a, b) => Number(average(b.scores)) - Number(average(a.scores)))
        .slice(0, 10)
        .flatMap(({ id, scores }) => {
          const user = db.accounts.users.get(id);
          return user ? [{ student: userSummary(user), average_score: average(scores), records: scores.length }] : [];
        }),
    };
  };
  const answer = <T>(value: T | Response): Response => (value instanceof Response ? value : json<T>(value));
  const REPORTS = ['super_admin', 'admin'] as const satisfies readonly UserType[];
  const STAFF_REPORTS = ['super_admin', 'admin', 'teacher'] as const satisfies readonly UserType[];
  return [
    route('getUsersReport', (context) => answer(usersReport(context)), { roles: REPORTS }),
    route('getAttendanceReport', (context) => answer(attendanceReport(context)), { roles: STAFF_REPORTS }),
    route('getLeavesReport', (context) => answer(leavesReport(context)), { roles: REPORTS }),
    route('getAcademicReport', (context) => answer(academicReport(context)), { roles: STAFF_REPORTS }),
    route(
      'exportUsersReport',
      (context) => {
        const report = usersReport(context);
        if (report instanceof Response) return report;
        const type = context.query.get('user_type');
        return exportRows(
          context,
          'users-report',
          context.db.accounts.users.filter((user) => !type || user.user_type === type).map(userRow),
        );
      },
      { roles: REPORTS },
    ),
    route(
      'exportAttendanceReport',
      (context) => {
        const report = attendanceReport(context);
        if (report instanceof Response) return report;
        return exportRows(
          context,
          'attendance-report',
          report.students.map((row) => ({ student: row.student.get_full_name ?? row.student.username, ...row.counts })),
        );
      },
      { roles: STAFF_REPORTS },
    ),
    route(
      'exportLeavesReport',
      (context) => {
        const report = leavesReport(context);
        if (report instanceof Response) return report;
        return exportRows(
          context,
          'leaves-report',
          report.by_type.map((row) => ({ ...row })),
        );
      },
      { roles: REPORTS },
    ),
    route(
      'exportAcademicReport',
      (context) =>
        exportRows(
          context,
          'academic-report',
          academicReport(context).subjects.map((row) => ({ ...row })),
        ),
      { roles: STAFF_REPORTS },
    ),
    route(
      'exportAccounts',
      (context) => {
        const type = context.query.get('user_type');
        const active = context.query.get('is_active');
        const term = context.query.get('search')?.toLowerCase();
        const staff = context.query.get('staff');
        const users = context.db.accounts.users.filter(
          (user) =>
            (!type || user.user_type === type) &&
            (staff === null || isStaffType(user.user_type) === (staff === 'true')) &&
            (active === null || String(user.is_active) === active) &&
            (!term || `${user.username} ${user.email} ${fullName(user)}`.toLowerCase().includes(term)),
        );
        return exportRows(context, 'users', users.map(userRow));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'exportAdminData',
      (context) => {
        const dataset = context.query.get('dataset') ?? 'users';
        const { db } = context;
        const rows: Record<string, unknown>[] =
          dataset === 'attendance'
            ? db.accounts.attendance.all().map((row) => ({ ...row }))
            : dataset === 'leaves'
              ? db.accounts.leaves.all().map((row) => ({ ...row }))
              : dataset === 'profiles'
                ? db.accounts.profiles.all().map((row) => ({ ...row }))
                : dataset === 'documents'
                  ? db.accounts.documents.all().map((row) => ({ ...row }))
                  : dataset === 'academic_records'
                    ? db.accounts.academicRecords.all().map((row) => ({ ...row }))
                    : db.accounts.users.all().map(userRow);
        return exportRows(context, `ujuzi-${dataset}`, rows);
      },
      { roles: MANAGEMENT },
    ),
  ];
}

export function accountsHandlers(): HttpHandler[] {
  return [
    ...authHandlers(),
    ...profileHandlers(),
    ...oauthHandlers(),
    ...twoFactorHandlers(),
    ...userHandlers(),
    ...statsHandlers(),
    ...reportHandlers(),
  ];
}
