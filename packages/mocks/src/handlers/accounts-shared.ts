/** What the accounts handler modules share: who sees and manages whom, password and user field checks, creating users and signing in. */
import type { AuthTokenResponse, User, UserProfile, UserType } from '@ujuzi/api';
import { canManage, type UserType as DomainUserType } from '@ujuzi/domain';
import type { BodyRecord } from '../kit/route';
import type { FieldErrorMap } from '../kit/crud';
import { DEMO_PASSWORD } from '../demo-accounts';
import { todayIso, nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import {
  STAFF_USER_TYPES,
  type UserRecord,
  childrenOf,
  findUserByUsername,
  findUserByEmail,
  profileOf,
  presentUser,
} from '../db/accounts';
import { json } from '../kit/respond';
import { issueSession } from '../kit/tokens';

// ---------------------------------------------------------------------------------------------
// Helpers.
export const isStaffType = (type: UserType): boolean => STAFF_USER_TYPES.includes(type);
export const levelOf = (type: UserType): DomainUserType => type as DomainUserType;
export const mayManage = (manager: UserRecord, target: UserType): boolean =>
  manager.user_type === 'super_admin' || canManage(levelOf(manager.user_type), levelOf(target));

/** The users a user may look up: staff see everyone, a parent themselves and their children, a student themselves. */
export function visibleUserIds(db: MockDatabase, user: UserRecord): 'all' | number[] {
  if (isStaffType(user.user_type)) return 'all';
  if (user.user_type === 'parent') return [user.id, ...childrenOf(db, user.id)];
  return [user.id];
}

export const canSeeUser = (db: MockDatabase, user: UserRecord, targetId: number): boolean => {
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
export function userFieldErrors(db: MockDatabase, input: BodyRecord, existing?: UserRecord): FieldErrorMap {
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
export const PROFILE_FIELDS = [
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
export const pick = <K extends string>(input: BodyRecord, keys: readonly K[]): Partial<Record<K, unknown>> =>
  Object.fromEntries(keys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]])) as Partial<
    Record<K, unknown>
  >;

/** Normalises what the specs store trimmed and lower-cased. */
export function normalised(input: BodyRecord): BodyRecord {
  const result = { ...input };
  for (const key of ['username', 'email'] as const)
    if (typeof result[key] === 'string') result[key] = String(result[key]).trim().toLowerCase();
  for (const key of ['first_name', 'last_name', 'phone_number', 'address'] as const)
    if (typeof result[key] === 'string') result[key] = String(result[key]).trim();
  return result;
}

/** Applies user fields and profile fields (nested `profile` or flat, as multipart sends them). */
export function applyUserUpdate(db: MockDatabase, user: UserRecord, input: BodyRecord): UserRecord {
  const stamp = nowIso();
  const updated = db.accounts.users.update(user.id, pick(normalised(input), USER_FIELDS) as Partial<UserRecord>) ?? user;
  const nested = typeof input.profile === 'object' && input.profile !== null ? (input.profile as BodyRecord) : {};
  const profileChanges = { ...pick(input, PROFILE_FIELDS), ...pick(nested, PROFILE_FIELDS) } as Partial<UserProfile>;
  const profile = profileOf(db, user.id);
  if (profile) db.accounts.profiles.update(profile.id, { ...profileChanges, updated_at: stamp });
  else db.accounts.profiles.insert({ user: user.id, ...profileChanges, created_at: stamp, updated_at: stamp });
  return updated;
}

export function createUserRecord(db: MockDatabase, input: BodyRecord, options: { emailVerified: boolean }): UserRecord {
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

/** Opens a session for the user (stamping their last login) and gives its token fields. */
export function sessionTokens(db: MockDatabase, user: UserRecord): AuthTokenResponse {
  const session = issueSession(db, user);
  const updated = db.accounts.users.update(user.id, { last_login: nowIso() }) ?? user;
  return { access: session.access, token: session.access, refresh: session.refresh, user: presentUser(db, updated) };
}

export function signIn(db: MockDatabase, user: UserRecord, extra: Partial<AuthTokenResponse> = {}): Response {
  return json<AuthTokenResponse>({ ...sessionTokens(db, user), ...extra });
}

export const randomToken = (length: number): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
};
