/** Seeds the accounts tables (the demo accounts, staff, students and parents, relations, attendance, leaves, documents, academic records) and defines the accounts domain. */
import type { UserDocument, UserType } from '@ujuzi/api';
import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import {
  accountsTables,
  type AccountsTables,
  type RelationRow,
  type LeaveRow,
  gradeFor,
  fullName,
  type UserRecord,
} from './accounts';
import {
  type KenyanPerson,
  usernameFor,
  EMAIL_DOMAINS,
  kenyanPhone,
  nairobiAddress,
  COUNTIES,
  nationalId,
  postalAddress,
  kenyanPerson,
} from './kenya';
import { isoDate, isoDateTime, addDays, daysAgo } from './time';
import { type SeedContext, defineDomain } from './domain';

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

export function addUser(tables: AccountsTables, faker: Faker, spec: NewUser): UserRecord {
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
      const stamp = isoDateTime(new Date(day.getTime() + 3600000));
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
      file_size: faker.number.int({ min: 80000, max: 2400000 }),
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
