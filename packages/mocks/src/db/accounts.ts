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
import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import {
  COUNTIES,
  EMAIL_DOMAINS,
  kenyanPerson,
  kenyanPhone,
  nairobiAddress,
  nationalId,
  postalAddress,
  usernameFor,
  type KenyanPerson,
} from './kenya';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime } from './time';

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
export type AttendanceRow = WithUsers<Attendance, 'student' | 'marked_by'>;
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

export const presentAttendance = (db: MockDatabase, row: AttendanceRow): Attendance => ({
  ...row,
  student: userSummaryById(db, row.student),
  marked_by: optionalSummary(db, row.marked_by),
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

// ---------------------------------------------------------------------------------------------
// Seed.

const STAFF_TYPES = new Set<UserType>(['super_admin', 'admin', 'teacher', 'accountant', 'staff']);

interface NewUser {
  person: KenyanPerson;
  userType: UserType;
  username?: string;
  joined: Date;
  email?: string;
}

function addUser(tables: AccountsTables, faker: Faker, spec: NewUser): UserRecord {
  const { person, userType, joined } = spec;
  const username =
    spec.username ?? usernameFor(person, (candidate) => tables.users.find((user) => user.username === candidate) !== undefined);
  const isStudent = userType === 'student';
  const isStaffType = STAFF_TYPES.has(userType);
  const born = isStudent
    ? faker.date.between({ from: '1998-01-01', to: '2008-12-31' })
    : faker.date.between({ from: '1965-01-01', to: '1996-12-31' });
  const email =
    spec.email ??
    `${username}@${isStaffType ? 'ujuzi.ac.ke' : faker.helpers.arrayElement(EMAIL_DOMAINS.filter((domain) => domain !== 'students.ujuzi.ac.ke'))}`;
  const user = tables.users.insert({
    username,
    email,
    first_name: person.firstName,
    last_name: person.lastName,
    user_type: userType,
    phone_number: kenyanPhone(faker),
    address: nairobiAddress(faker),
    date_of_birth: isoDate(born),
    profile_picture: null,
    avatar: null,
    joining_date: isStaffType ? isoDate(joined) : null,
    experience_years: isStaffType ? faker.number.int({ min: 1, max: 25 }) : null,
    basic_salary: isStaffType ? `${faker.number.int({ min: 55, max: 320 }) * 1000}.00` : null,
    salary_currency: 'KES',
    admission_date: isStudent ? isoDate(joined) : null,
    is_active: true,
    is_staff: userType === 'super_admin' || userType === 'admin',
    date_joined: isoDateTime(joined),
    last_login: isoDateTime(addDays(joined, faker.number.int({ min: 1, max: 20 }))),
    email_verified: faker.number.int({ min: 0, max: 9 }) > 0,
    two_factor_enabled: false,
  });
  tables.credentials.insert({ id: user.id, password: DEMO_PASSWORD });
  const county = faker.helpers.arrayElement(COUNTIES);
  tables.profiles.insert({
    user: user.id,
    bio: isStudent
      ? faker.helpers.arrayElement([
          'Aspiring full-stack developer learning Django and React at Ujuzi.',
          'Learning data analysis with Python; interested in agritech.',
          'Mobile developer in the making, building apps for Kenyan SMEs.',
          'Career switcher from accounting into software engineering.',
        ])
      : `${userType === 'teacher' ? 'Instructor' : 'Staff member'} at Ujuzi, Nairobi.`,
    gender: person.gender,
    nationality: 'Kenyan',
    national_id_number: nationalId(faker),
    city: county === 'Nairobi' ? 'Nairobi' : county,
    county,
    country: 'Kenya',
    postal_address: postalAddress(faker),
    emergency_contact_name: `${faker.helpers.arrayElement(['Grace', 'Joseph', 'Mary', 'John', 'Ann', 'James'])} ${person.lastName}`,
    emergency_contact_phone: kenyanPhone(faker),
    emergency_contact_relationship: faker.helpers.arrayElement(['Mother', 'Father', 'Sibling', 'Spouse', 'Guardian']),
    profile_picture: null,
    linkedin_url: isStudent || userType === 'teacher' ? `https://www.linkedin.com/in/${username.replace('.', '-')}` : null,
    github_url: isStudent || userType === 'teacher' ? `https://github.com/${username.replace('.', '')}` : null,
    website: null,
    created_at: isoDateTime(joined),
    updated_at: isoDateTime(joined),
  });
  return user;
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

const RECORD_SUBJECTS = [
  'Python Programming',
  'Web Development',
  'Databases',
  'Data Structures',
  'Mobile Development',
  'Cloud Computing',
];

function seedAccounts(tables: AccountsTables, { faker }: SeedContext): void {
  // The demo accounts come first, with fixed ids 1–6 and the shared demo password.
  const demo = new Map<string, UserRecord>();
  for (const account of DEMO_ACCOUNTS) {
    const user = addUser(tables, faker, {
      person: { firstName: account.firstName, lastName: account.lastName, gender: account.gender },
      userType: account.userType,
      username: account.username,
      email: account.email,
      joined: daysAgo(account.userType === 'student' ? 290 : 700),
    });
    tables.users.update(user.id, { email_verified: true, last_login: isoDateTime(daysAgo(1)) });
    demo.set(account.username, user);
  }

  const teachers = [demo.get('teacher')];
  const students = [demo.get('student')];
  for (let index = 0; index < 2; index++)
    addUser(tables, faker, {
      person: kenyanPerson(faker),
      userType: 'admin',
      joined: daysAgo(faker.number.int({ min: 400, max: 900 })),
    });
  addUser(tables, faker, { person: kenyanPerson(faker), userType: 'accountant', joined: daysAgo(500) });
  addUser(tables, faker, { person: kenyanPerson(faker), userType: 'staff', joined: daysAgo(350) });
  for (let index = 0; index < 11; index++) {
    teachers.push(
      addUser(tables, faker, {
        person: kenyanPerson(faker),
        userType: 'teacher',
        joined: daysAgo(faker.number.int({ min: 120, max: 1400 })),
      }),
    );
  }
  // The demo student's sibling, so the demo parent has two children.
  const sibling = addUser(tables, faker, {
    person: { firstName: 'Baraka', lastName: 'Kamau', gender: 'male' },
    userType: 'student',
    joined: daysAgo(120),
  });
  students.push(sibling);
  for (let index = 0; index < 56; index++) {
    students.push(
      addUser(tables, faker, {
        person: kenyanPerson(faker),
        userType: 'student',
        joined: daysAgo(faker.number.int({ min: 20, max: 600 })),
      }),
    );
  }

  const demoParent = demo.get('parent');
  const demoStudent = demo.get('student');
  const teacherIds = teachers.flatMap((teacher) => (teacher ? [teacher.id] : []));
  const studentRows = students.flatMap((student) => (student ? [student] : []));

  // Parents: the demo parent has the demo student and the sibling; every other student one or two parents.
  const relate = (student: UserRecord, parent: UserRecord, relationship: RelationRow['relationship'], primary: boolean) =>
    tables.relations.insert({
      student: student.id,
      parent: parent.id,
      relationship,
      is_primary_contact: primary,
      can_pickup: true,
      created_at: student.date_joined,
      updated_at: student.date_joined,
    });
  if (demoParent && demoStudent) {
    relate(demoStudent, demoParent, 'mother', true);
    relate(sibling, demoParent, 'mother', true);
  }
  for (const student of studentRows.slice(2)) {
    const mother = addUser(tables, faker, {
      person: { ...kenyanPerson(faker, 'female'), lastName: student.last_name },
      userType: 'parent',
      joined: new Date(student.date_joined),
    });
    relate(student, mother, 'mother', true);
    if (faker.number.int({ min: 0, max: 3 }) === 0) {
      const father = addUser(tables, faker, {
        person: { ...kenyanPerson(faker, 'male'), lastName: student.last_name },
        userType: 'parent',
        joined: new Date(student.date_joined),
      });
      relate(student, father, 'father', false);
    }
  }

  // Two weeks of attendance for every student (weekdays before the reference date).
  const schoolDays: Date[] = [];
  for (let back = 1; schoolDays.length < 10; back++) {
    const day = daysAgo(back);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) schoolDays.push(day);
  }
  for (const student of studentRows) {
    for (const day of schoolDays) {
      const status = faker.helpers.weightedArrayElement([
        { weight: 85, value: 'present' as const },
        { weight: 7, value: 'late' as const },
        { weight: 5, value: 'absent' as const },
        { weight: 3, value: 'excused' as const },
      ]);
      const stamp = isoDateTime(new Date(day.getTime() + 3_600_000));
      tables.attendance.insert({
        student: student.id,
        date: isoDate(day),
        status,
        check_in_time:
          status === 'present'
            ? `07:${faker.number.int({ min: 30, max: 59 })}`
            : status === 'late'
              ? `08:${faker.number.int({ min: 10, max: 45 })}`
              : null,
        remarks:
          status === 'excused'
            ? 'Medical appointment (note provided).'
            : status === 'absent'
              ? 'No communication from guardian.'
              : null,
        marked_by: faker.helpers.arrayElement(teacherIds),
        created_at: stamp,
        updated_at: stamp,
      });
    }
  }

  // Leave applications from students, parents and teachers.
  const leave = (
    applicant: number,
    student: number | null,
    status: LeaveRow['status'],
    start: Date,
    days: number,
    leaveType: LeaveRow['leave_type'],
    reason: string,
  ) => {
    const created = isoDateTime(addDays(start, -3));
    const reviewed = status === 'pending' ? null : isoDateTime(addDays(start, -2));
    tables.leaves.insert({
      applicant,
      student,
      leave_type: leaveType,
      start_date: isoDate(start),
      end_date: isoDate(addDays(start, days - 1)),
      days,
      reason,
      status,
      reviewed_by: status === 'pending' ? null : (demo.get('admin')?.id ?? null),
      reviewed_at: reviewed,
      review_comment:
        status === 'rejected'
          ? 'Clashes with the end-of-term assessments.'
          : status === 'approved'
            ? 'Approved. Catch up on the missed lessons online.'
            : null,
      created_at: created,
      updated_at: reviewed ?? created,
    });
  };
  if (demoStudent && demoParent) {
    leave(demoStudent.id, demoStudent.id, 'pending', daysAgo(-5), 2, 'sick', 'Dental surgery at Kenyatta National Hospital.');
    leave(demoStudent.id, demoStudent.id, 'approved', daysAgo(40), 1, 'compassionate', 'Family funeral in Nyeri.');
    leave(demoParent.id, sibling.id, 'pending', daysAgo(-9), 3, 'casual', 'Travelling upcountry for a family wedding in Kisumu.');
  }
  const reasons: [LeaveRow['leave_type'], string][] = [
    ['sick', 'Malaria treatment; doctor’s note attached.'],
    ['casual', 'Attending a hackathon at iHub.'],
    ['study', 'Sitting an AWS certification exam.'],
    ['compassionate', 'Bereavement in the family.'],
    ['annual', 'Annual leave.'],
  ];
  for (let index = 0; index < 22; index++) {
    const [leaveType, reason] = faker.helpers.arrayElement(reasons);
    const staffLeave = index % 4 === 0;
    const applicant = staffLeave ? faker.helpers.arrayElement(teacherIds) : faker.helpers.arrayElement(studentRows).id;
    const status = faker.helpers.arrayElement(['pending', 'approved', 'approved', 'rejected'] as const);
    leave(
      applicant,
      staffLeave ? null : applicant,
      status,
      daysAgo(faker.number.int({ min: -20, max: 90 })),
      faker.number.int({ min: 1, max: 5 }),
      staffLeave ? 'annual' : leaveType,
      reason,
    );
  }

  // Documents, some verified.
  const documentTypes: [UserDocument['document_type'], string][] = [
    ['national_id', 'National ID'],
    ['kcse_certificate', 'KCSE certificate'],
    ['birth_certificate', 'Birth certificate'],
    ['cv', 'Curriculum vitae'],
    ['academic_certificate', 'Diploma certificate'],
  ];
  const documentOwners = [...studentRows.slice(0, 20), ...teachers.flatMap((teacher) => (teacher ? [teacher] : [])).slice(0, 4)];
  for (const owner of documentOwners) {
    const [documentType, title] = faker.helpers.arrayElement(documentTypes);
    const verified = faker.number.int({ min: 0, max: 2 }) > 0;
    const uploaded = addDays(new Date(owner.date_joined), 2);
    const fileName = `${owner.username.replace('.', '_')}_${documentType}.pdf`;
    tables.documents.insert({
      owner: owner.id,
      title,
      document_type: documentType,
      description: `${title} of ${fullName(owner)}.`,
      file: `/media/documents/${fileName}`,
      file_name: fileName,
      file_size: faker.number.int({ min: 80_000, max: 2_400_000 }),
      content_type: 'application/pdf',
      is_verified: verified,
      verified_by: verified ? (demo.get('admin')?.id ?? null) : null,
      verified_at: verified ? isoDateTime(addDays(uploaded, 1)) : null,
      created_at: isoDateTime(uploaded),
      updated_at: isoDateTime(uploaded),
    });
  }

  // Academic records for last year's terms.
  for (const student of studentRows.slice(0, 40)) {
    for (const term of ['Term 2', 'Term 3']) {
      for (const subject of faker.helpers.arrayElements(RECORD_SUBJECTS, 3)) {
        const score = faker.number.float({ min: 38, max: 96, fractionDigits: 2 });
        const stamp = isoDateTime(term === 'Term 2' ? daysAgo(160) : daysAgo(60));
        tables.academicRecords.insert({
          student: student.id,
          academic_year: '2026',
          term,
          subject,
          score: score.toFixed(2),
          grade: gradeFor(score),
          remarks:
            score >= 75
              ? 'Excellent work.'
              : score >= 50
                ? 'Good progress; keep practising.'
                : 'Needs more practice; see the instructor.',
          recorded_by: faker.helpers.arrayElement(teacherIds),
          created_at: stamp,
          updated_at: stamp,
        });
      }
    }
  }

  // Linked social accounts: the demo student signs in with Google too, the demo teacher with GitHub.
  if (demoStudent) {
    tables.socialAccounts.insert({
      user: demoStudent.id,
      provider: 'google',
      uid: '108234567890123456789',
      email: demoStudent.email,
      display_name: fullName(demoStudent),
      avatar_url: 'https://lh3.googleusercontent.com/a/wanjiku-kamau',
      date_joined: isoDateTime(daysAgo(200)),
      last_login: isoDateTime(daysAgo(3)),
    });
  }
  const demoTeacher = demo.get('teacher');
  if (demoTeacher) {
    tables.socialAccounts.insert({
      user: demoTeacher.id,
      provider: 'github',
      uid: '5812349',
      email: demoTeacher.email,
      display_name: fullName(demoTeacher),
      avatar_url: 'https://avatars.githubusercontent.com/u/5812349',
      date_joined: isoDateTime(daysAgo(300)),
      last_login: isoDateTime(daysAgo(2)),
    });
  }
}

export const accountsDomain = defineDomain({ name: 'accounts', tables: accountsTables, seed: seedAccounts });
