/**
 * The accounts domain: users (with the six demo accounts), profiles, credentials, sessions, password
 * resets, social accounts, two-factor setups, student–parent relations, attendance, leaves,
 * documents and academic records. Rows keep relations by user id; presenters build the API shapes.
 */
import type {
  AcademicRecord,
  Attendance,
  LeaveApplication,
  SocialAccount,
  StudentParentRelation,
  User,
  UserDocument,
  UserProfile,
  UserSummary,
  UserType,
} from '@ujuzi/api';
import type { MockDatabase } from './database';
import { Table } from './table';

/** A user as stored: the API's User without the parts derived at read time. */
export type UserRecord = Omit<User, 'profile' | 'get_full_name'>;

export interface CredentialRow {
  /** The user's id. */
  id: number;
  password: string;
}

/** A signed-in session: an access JWT (1 hour) and its refresh JWT (7 days). */
export interface SessionRow {
  id: number;
  user: number;
  access: string;
  refresh: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
  createdAt: string;
}

export interface PasswordResetRow {
  id: number;
  user: number;
  uid: string;
  token: string;
  created_at: string;
  used: boolean;
}

export interface EmailVerificationRow {
  id: number;
  user: number;
  key: string;
}

export type SocialAccountRow = SocialAccount & { user: number };

export interface TwoFactorRow {
  /** The user's id. */
  id: number;
  secret: string;
  backup_codes: string[];
  enabled: boolean;
}

type WithUsers<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: null extends T[P] ? number | null : number };

export type RelationRow = WithUsers<StudentParentRelation, 'student' | 'parent'>;

export type AttendanceRow = WithUsers<Omit<Attendance, 'on_leave'>, 'student' | 'marked_by'>;

export type LeaveRow = WithUsers<LeaveApplication, 'applicant' | 'student' | 'reviewed_by'>;

export type DocumentRow = WithUsers<UserDocument, 'owner' | 'verified_by'>;

export type AcademicRecordRow = WithUsers<AcademicRecord, 'student' | 'recorded_by'>;

export const accountsTables = () => ({
  users: new Table<UserRecord>(),
  profiles: new Table<UserProfile>(),
  credentials: new Table<CredentialRow>(),
  sessions: new Table<SessionRow>(),
  passwordResets: new Table<PasswordResetRow>(),
  emailVerifications: new Table<EmailVerificationRow>(),
  socialAccounts: new Table<SocialAccountRow>(),
  twoFactor: new Table<TwoFactorRow>(),
  relations: new Table<RelationRow>(),
  attendance: new Table<AttendanceRow>(),
  leaves: new Table<LeaveRow>(),
  documents: new Table<DocumentRow>(),
  academicRecords: new Table<AcademicRecordRow>(),
});

export type AccountsTables = ReturnType<typeof accountsTables>;

// ---------------------------------------------------------------------------------------------
// Presenters: rows → API shapes.

export const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();

export function userSummary(user: UserRecord): UserSummary {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    get_full_name: fullName(user),
    user_type: user.user_type,
    profile_picture: user.profile_picture ?? null,
  };
}

/** The summary of a user by id; a deleted user reads as a placeholder so old rows still answer. */
export function userSummaryById(db: MockDatabase, id: number): UserSummary {
  const user = db.accounts.users.get(id);
  return user
    ? userSummary(user)
    : {
        id,
        username: `deleted-${id}`,
        first_name: '',
        last_name: '',
        get_full_name: '',
        user_type: 'student',
        profile_picture: null,
      };
}

export const optionalSummary = (db: MockDatabase, id: number | null | undefined): UserSummary | null =>
  id === null || id === undefined ? null : userSummaryById(db, id);

export const profileOf = (db: MockDatabase, userId: number): UserProfile | undefined =>
  db.accounts.profiles.find((profile) => profile.user === userId);

export function presentUser(db: MockDatabase, user: UserRecord): User {
  const profile = profileOf(db, user.id);
  return { ...user, get_full_name: fullName(user), ...(profile ? { profile } : {}) };
}

export const presentRelation = (db: MockDatabase, row: RelationRow): StudentParentRelation => ({
  ...row,
  student: userSummaryById(db, row.student),
  parent: userSummaryById(db, row.parent),
});

/** Whether an approved leave of the student (their own or a parent's for them) covers the date. */
export const onApprovedLeave = (db: MockDatabase, student: number, date: string): boolean =>
  db.accounts.leaves.some(
    (leave) => leave.status === 'approved' && leave.student === student && leave.start_date <= date && leave.end_date >= date,
  );

export const presentAttendance = (db: MockDatabase, row: AttendanceRow): Attendance => ({
  ...row,
  student: userSummaryById(db, row.student),
  marked_by: optionalSummary(db, row.marked_by),
  on_leave: (row.status === 'absent' || row.status === 'excused') && onApprovedLeave(db, row.student, row.date),
});

export const presentLeave = (db: MockDatabase, row: LeaveRow): LeaveApplication => ({
  ...row,
  applicant: userSummaryById(db, row.applicant),
  student: optionalSummary(db, row.student),
  reviewed_by: optionalSummary(db, row.reviewed_by),
});

export const presentDocument = (db: MockDatabase, row: DocumentRow): UserDocument => ({
  ...row,
  owner: userSummaryById(db, row.owner),
  verified_by: optionalSummary(db, row.verified_by),
});

export const presentAcademicRecord = (db: MockDatabase, row: AcademicRecordRow): AcademicRecord => ({
  ...row,
  student: userSummaryById(db, row.student),
  recorded_by: optionalSummary(db, row.recorded_by),
});

// ---------------------------------------------------------------------------------------------
// Queries shared by handlers of several domains.

export const findUserByUsername = (db: MockDatabase, username: string): UserRecord | undefined => {
  const wanted = username.trim().toLowerCase();
  return db.accounts.users.find((user) => user.username === wanted);
};

export const findUserByEmail = (db: MockDatabase, email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.accounts.users.find((user) => user.email.toLowerCase() === wanted);
};

export const usersOfType = (db: MockDatabase, type: UserType): UserRecord[] =>
  db.accounts.users.filter((user) => user.user_type === type);

/** The ids of a parent's children. */
export const childrenOf = (db: MockDatabase, parentId: number): number[] =>
  db.accounts.relations.filter((relation) => relation.parent === parentId).map((relation) => relation.student);

export const STAFF_USER_TYPES: readonly UserType[] = ['super_admin', 'admin', 'teacher', 'accountant', 'staff'];

/**
 * The students whose records a user may see: staff see everyone (`'all'`), a student only
 * themselves, a parent their children.
 */
export function visibleStudentIds(db: MockDatabase, user: UserRecord): 'all' | number[] {
  if (user.user_type === 'student') return [user.id];
  if (user.user_type === 'parent') return childrenOf(db, user.id);
  return 'all';
}

export function canSeeStudent(db: MockDatabase, user: UserRecord, studentId: number): boolean {
  const visible = visibleStudentIds(db, user);
  return visible === 'all' || visible.includes(studentId);
}

const GRADES: [number, string][] = [
  [80, 'A'],
  [75, 'A-'],
  [70, 'B+'],
  [65, 'B'],
  [60, 'B-'],
  [55, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D-'],
  [0, 'E'],
];

/** The KCSE-style letter grade for a percentage. */
export const gradeFor = (score: number): string => GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'E';
