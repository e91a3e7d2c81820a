/**
 * The progress domain: what students do in courses. Lesson and module completions (course progress
 * is computed from them), project submissions, course reviews with helpful marks, study sessions,
 * activity heartbeats, course learning-path enrollments, certificates and user QR codes.
 * Seeded from the enrollments, so a completed enrollment has every lesson done and a certificate.
 */
import type {
  CourseCertificate,
  CourseReview,
  CourseStudySession,
  LessonCompletion,
  ModuleCompletion,
  ProjectSubmission,
  StudentCourseLearningPath,
  UserQrCode,
  UserQrCodeSettings,
} from '@ujuzi/api';
import type { Faker } from '@faker-js/faker';
import { usersOfType } from './accounts';
import { lessonsOfCourse } from './courses';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime } from './time';

type WithIds<T, K extends keyof T> = Omit<T, K> & { [P in K]: number };

export type LessonCompletionRow = Omit<LessonCompletion, 'student' | 'lesson_title'> & { student: number };
export type ModuleCompletionRow = Omit<ModuleCompletion, 'student' | 'module_title'> & { student: number };
export type SubmissionRow = Omit<ProjectSubmission, 'student' | 'graded_by' | 'project_title' | 'course'> & {
  student: number;
  graded_by: number | null;
};
export type ReviewRow = Omit<CourseReview, 'student' | 'helpful_count' | 'is_marked_helpful'> & {
  student: number;
  helpful_by: number[];
};
export type StudySessionRow = Omit<CourseStudySession, 'student' | 'course_title'> & { student: number };
export type CertificateRow = Omit<CourseCertificate, 'student' | 'course' | 'issued_by' | 'verification_url' | 'download_url'> & {
  student: number;
  course: number;
  issued_by: number | null;
  /** Public verifications so far (statistics). */
  verifications: number;
};
export type QrCodeRow = Omit<UserQrCode, 'user' | 'qr_code_image' | 'profile_url'> & { user: number };
export type StudentPathRow = WithIds<
  Omit<StudentCourseLearningPath, 'learning_path_title' | 'progress' | 'current_course'>,
  'student'
>;

/** An activity heartbeat from the course player (live stats, active users). */
export interface ActivityRow {
  id: number;
  user: number;
  course: number;
  activity_type: 'viewing' | 'watching_video' | 'reading' | 'coding' | 'quiz' | 'idle';
  lesson: number | null;
  at: string;
  time_spent_seconds: number;
}

export const progressTables = () => ({
  lessonCompletions: new Table<LessonCompletionRow>(),
  moduleCompletions: new Table<ModuleCompletionRow>(),
  submissions: new Table<SubmissionRow>(),
  reviews: new Table<ReviewRow>(),
  studySessions: new Table<StudySessionRow>(),
  activity: new Table<ActivityRow>(),
  studentPaths: new Table<StudentPathRow>(),
  certificates: new Table<CertificateRow>(),
  qrCodes: new Table<QrCodeRow>(),
});

export type ProgressTables = ReturnType<typeof progressTables>;

export const DEFAULT_QR_SETTINGS: UserQrCodeSettings = {
  is_public: true,
  show_email: false,
  show_phone: false,
  show_bio: true,
  show_courses: true,
  show_certificates: true,
  show_social_links: true,
};

/** `UJZ-2026-PDS-000731`: the year, the course's initials and a sequence number. */
export function certificateNumber(title: string, id: number, year: string): string {
  const initials =
    title
      .replace(/\(.*\)/, '')
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length > 2 && !['and', 'for', 'the', 'with', 'your'].includes(word.toLowerCase()))
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 3) || 'UJZ';
  return `UJZ-${year}-${initials}-${String(id + 700).padStart(6, '0')}`;
}

/** A random lower-case hex string (runtime writes; the seed uses its faker). */
export function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/**
 * The pending certificate of a completed enrollment (staff issue it), created once: an enrollment
 * that already has one (pending or issued) keeps it; after a revocation a new one can follow.
 */
export function createPendingCertificate(
  db: MockDatabase,
  enrollment: { id: number; user: number; course: number },
): CertificateRow {
  const existing = db.progress.certificates.find((row) => row.enrollment === enrollment.id && row.status !== 'revoked');
  if (existing) return existing;
  const title = db.courses.courses.get(enrollment.course)?.title ?? 'Course';
  const stamp = isoDateTime(new Date());
  return db.progress.certificates.insert({
    certificate_number: certificateNumber(title, db.progress.certificates.nextId(), stamp.slice(0, 4)),
    verification_hash: randomHex(32),
    student: enrollment.user,
    course: enrollment.course,
    enrollment: enrollment.id,
    status: 'pending',
    grade: null,
    completion_date: isoDate(new Date()),
    issued_at: null,
    issued_by: null,
    revoked_at: null,
    revocation_reason: null,
    verifications: 0,
    created_at: stamp,
    updated_at: stamp,
  });
}

/** Records a lesson as completed (once) and the module when all its lessons are done; answers the completion. */
export function completeLesson(
  tables: ProgressTables,
  db: MockDatabase,
  studentId: number,
  lessonId: number,
  at: string,
  seconds: number,
): { completion: LessonCompletionRow; already: boolean; moduleCompleted: boolean } {
  const existing = tables.lessonCompletions.find((row) => row.student === studentId && row.lesson === lessonId);
  if (existing) return { completion: existing, already: true, moduleCompleted: false };
  const lesson = db.courses.lessons.get(lessonId);
  const completion = tables.lessonCompletions.insert({
    student: studentId,
    lesson: lessonId,
    course: lesson?.course ?? 0,
    module: lesson?.module ?? null,
    completed_at: at,
    time_spent_seconds: seconds,
  });
  let moduleCompleted = false;
  if (lesson?.module) {
    const moduleId = lesson.module;
    const lessons = db.courses.lessons.filter((candidate) => candidate.module === moduleId && candidate.is_published);
    const done = new Set(
      tables.lessonCompletions.filter((row) => row.student === studentId && row.module === moduleId).map((row) => row.lesson),
    );
    if (
      lessons.every((candidate) => done.has(candidate.id)) &&
      !tables.moduleCompletions.some((row) => row.student === studentId && row.module === moduleId)
    ) {
      const spent = tables.lessonCompletions
        .filter((row) => row.student === studentId && row.module === moduleId)
        .reduce((sum, row) => sum + row.time_spent_seconds, 0);
      tables.moduleCompletions.insert({
        student: studentId,
        module: moduleId,
        course: lesson.course,
        lessons_completed: lessons.length,
        time_spent_seconds: spent,
        completed_at: at,
      });
      moduleCompleted = true;
    }
  }
  return { completion, already: false, moduleCompleted };
}

// ---------------------------------------------------------------------------------------------
// Seed.

/** How far along the demo student is, by course slug. */
const DEMO_PROGRESS: Record<string, number> = {
  'javascript-fundamentals': 0.6,
  'full-stack-web-development-with-django-and-react': 0.35,
  'python-for-data-analysis': 0.4,
  'modern-javascript-and-typescript': 0.17,
};

const REVIEW_TEXTS: [number, string, string][] = [
  [
    5,
    'Practical and well paced',
    'Every lesson had an exercise I could finish on my phone during the commute. The projects are now on my CV.',
  ],
  [5, 'Got me my first job', 'I used the capstone project in interviews and got an internship at a fintech in Westlands.'],
  [4, 'Great content, fast pace', 'Some modules moved quickly, but the live Q&A sessions filled the gaps.'],
  [4, 'Worth the fee', 'Clear explanations with Kenyan examples (M-Pesa, matatu routes). More exercises would help.'],
  [3, 'Good but needs updates', 'A few videos use older library versions; the notes were up to date though.'],
  [5, 'Asante sana to the instructor!', 'Patient answers on the forum and quick feedback on projects.'],
  [4, 'Solid foundation', 'I came in with zero experience and can now build small apps on my own.'],
  [2, 'Too advanced for me', 'I should have taken the beginner course first; the pace was hard to keep up with.'],
];

function seedProgress(tables: ProgressTables, { db, faker }: SeedContext): void {
  const demoStudent = db.accounts.users.find((user) => user.username === 'student');
  const enrollments = db.payments.enrollments.all();
  const teachers = usersOfType(db, 'teacher');
  const admin = usersOfType(db, 'admin')[0];

  for (const enrollment of enrollments) {
    const course = db.courses.courses.get(enrollment.course);
    if (!course) continue;
    const lessons = lessonsOfCourse(db, course.id, { publishedOnly: true });
    let share = 0;
    if (enrollment.status === 'completed') share = 1;
    else if (enrollment.user === demoStudent?.id && DEMO_PROGRESS[course.slug] !== undefined)
      share = DEMO_PROGRESS[course.slug] ?? 0;
    else if (enrollment.status === 'active') share = faker.number.float({ min: 0.1, max: 0.9 });
    else if (enrollment.status === 'trial') share = faker.number.float({ min: 0, max: 0.3 });
    else if (['suspended', 'cancelled', 'expired'].includes(enrollment.status)) share = faker.number.float({ min: 0, max: 0.4 });
    const count = Math.round(lessons.length * share);
    const start = new Date(enrollment.enrolled_at).getTime();
    const end = new Date(enrollment.completed_at ?? enrollment.last_accessed_at ?? isoDateTime(daysAgo(1))).getTime();
    lessons.slice(0, count).forEach((lesson, index) => {
      const at = new Date(start + ((end - start) * (index + 1)) / (count + 1));
      completeLesson(tables, db, enrollment.user, lesson.id, isoDateTime(at), faker.number.int({ min: 240, max: 2400 }));
    });
    if (count > 0)
      db.payments.enrollments.update(enrollment.id, { last_lesson: lessons[Math.min(count, lessons.length - 1)]?.id ?? null });

    // Project submissions from students well into the course.
    const project = db.courses.projects.find((candidate) => candidate.course === course.id);
    if (
      project &&
      (enrollment.status === 'completed' ||
        (enrollment.status === 'active' && share > 0.7) ||
        (enrollment.user === demoStudent?.id && course.slug === 'full-stack-web-development-with-django-and-react'))
    ) {
      const submitted = isoDateTime(new Date(end));
      const graded = enrollment.status === 'completed';
      const instructor = course.instructor?.id ?? teachers[0]?.id ?? null;
      tables.submissions.insert({
        project: project.id,
        student: enrollment.user,
        submission_url: `https://github.com/${db.accounts.users.get(enrollment.user)?.username.replace('.', '') ?? 'student'}/${project.slug}`,
        description: graded
          ? 'Final version with tests and a deployed demo on Render.'
          : 'First version: the main flow works; styling still in progress.',
        submission_file: null,
        status: graded ? 'graded' : faker.helpers.arrayElement(['submitted', 'under_review'] as const),
        grade: graded ? faker.number.int({ min: 62, max: 97 }) : null,
        feedback: graded ? 'Well structured code and a clear README. Add input validation to the forms.' : '',
        is_completed: graded,
        graded_by: graded ? instructor : null,
        graded_at: graded ? isoDateTime(addDays(new Date(end), 2)) : null,
        submitted_at: submitted,
        updated_at: submitted,
      });
    }

    // Reviews from students who have done a good part of the course.
    if (
      (enrollment.status === 'completed' || share > 0.5) &&
      enrollment.user !== demoStudent?.id &&
      faker.number.int({ min: 0, max: 9 }) < 6
    ) {
      const [rating, title, comment] = faker.helpers.arrayElement(REVIEW_TEXTS);
      const at = isoDateTime(new Date(end));
      tables.reviews.insert({
        course: course.id,
        student: enrollment.user,
        rating,
        title,
        comment,
        is_approved: rating >= 3 || faker.datatype.boolean(),
        is_featured: rating === 5 && faker.datatype.boolean(),
        helpful_by: [],
        created_at: at,
        updated_at: at,
      });
    }

    // Certificates: one per completed enrollment; most issued, some awaiting approval.
    if (enrollment.status === 'completed' && enrollment.completed_at) {
      const id = tables.certificates.nextId();
      const pending =
        enrollment.user === demoStudent?.id
          ? course.slug === 'sql-for-data-analysts'
          : faker.number.int({ min: 0, max: 9 }) === 0;
      const completed = enrollment.completed_at;
      const issuedAt = pending ? null : isoDateTime(addDays(new Date(completed), 1));
      tables.certificates.insert({
        certificate_number: certificateNumber(course.title, id, (issuedAt ?? completed).slice(0, 4)),
        verification_hash: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
        student: enrollment.user,
        course: course.id,
        enrollment: enrollment.id,
        status: pending ? 'pending' : 'issued',
        grade: faker.helpers.arrayElement(['Distinction', 'Merit', 'Pass']),
        completion_date: completed.slice(0, 10),
        issued_at: issuedAt,
        issued_by: pending ? null : (course.instructor?.id ?? admin?.id ?? null),
        revoked_at: null,
        revocation_reason: null,
        verifications: pending ? 0 : faker.number.int({ min: 0, max: 12 }),
        created_at: completed,
        updated_at: issuedAt ?? completed,
      });
    }
  }

  // One revoked certificate (academic misconduct), as the management screens and verification show.
  const revoked = tables.certificates
    .filter((certificate) => certificate.status === 'issued' && certificate.student !== demoStudent?.id)
    .sort((a, b) => (a.issued_at ?? '').localeCompare(b.issued_at ?? ''))[0];
  if (revoked) {
    const at = isoDateTime(daysAgo(6));
    tables.certificates.update(revoked.id, {
      status: 'revoked',
      revoked_at: at,
      revocation_reason: 'Capstone project found to be copied from another learner.',
      updated_at: at,
    });
  }

  // The demo teacher's approval queue: the two latest certificates of their courses (not the demo
  // student's, nor the first issued one the public pages show) wait for them, so issuing works for a
  // teacher too, one by one or in bulk.
  const demoTeacher = db.accounts.users.find((user) => user.username === 'teacher');
  const firstIssued = tables.certificates.find((certificate) => certificate.status === 'issued');
  const queue = tables.certificates
    .filter(
      (certificate) =>
        certificate.status === 'issued' &&
        certificate !== firstIssued &&
        certificate.student !== demoStudent?.id &&
        db.courses.courses.get(certificate.course)?.instructor?.id === demoTeacher?.id,
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 2);
  for (const certificate of queue) {
    tables.certificates.update(certificate.id, {
      status: 'pending',
      issued_at: null,
      issued_by: null,
      verifications: 0,
      updated_at: certificate.created_at,
    });
  }

  // Helpful marks on reviews.
  const studentIds = usersOfType(db, 'student').map((student) => student.id);
  for (const review of tables.reviews.all()) {
    const voters = faker.helpers.arrayElements(
      studentIds.filter((id) => id !== review.student),
      faker.number.int({ min: 0, max: 6 }),
    );
    tables.reviews.update(review.id, { helpful_by: voters });
  }

  // Study sessions of the demo student (one still running) and a few others.
  if (demoStudent) {
    const current = enrollments.filter(
      (enrollment) => enrollment.user === demoStudent.id && (enrollment.status === 'active' || enrollment.status === 'trial'),
    );
    current.forEach((enrollment, index) => {
      for (let day = 0; day < 3; day++) {
        const started = daysAgo(day * 2 + index, 2);
        const running = day === 0 && index === 0;
        const duration = faker.number.int({ min: 1200, max: 4800 });
        tables.studySessions.insert({
          course: enrollment.course,
          student: demoStudent.id,
          lesson: enrollment.last_lesson,
          started_at: isoDateTime(started),
          ended_at: running ? null : isoDateTime(new Date(started.getTime() + duration * 1000)),
          duration_seconds: running ? null : duration,
          lessons_completed: running ? 0 : faker.number.int({ min: 0, max: 3 }),
          is_active: running,
          notes: running ? '' : 'Worked through the exercises.',
          created_at: isoDateTime(started),
        });
      }
    });
  }

  // Course learning paths: the demo student follows two.
  const paths = db.courses.learningPaths.all();
  const pathFollowers: [number | undefined, number, StudentCourseLearningPath['status']][] = [
    [demoStudent?.id, 0, 'active'],
    [demoStudent?.id, 2, 'active'],
  ];
  for (const student of usersOfType(db, 'student').slice(2, 12))
    pathFollowers.push([
      student.id,
      faker.number.int({ min: 0, max: paths.length - 1 }),
      faker.helpers.arrayElement(['active', 'active', 'paused', 'completed'] as const),
    ]);
  for (const [studentId, pathIndex, status] of pathFollowers) {
    const path = paths[pathIndex];
    if (!studentId || !path || tables.studentPaths.some((row) => row.student === studentId && row.learning_path === path.id))
      continue;
    const started = isoDateTime(daysAgo(faker.number.int({ min: 20, max: 200 })));
    tables.studentPaths.insert({
      student: studentId,
      learning_path: path.id,
      status,
      started_at: started,
      completed_at: status === 'completed' ? isoDateTime(daysAgo(5)) : null,
      created_at: started,
      updated_at: started,
    });
  }

  // QR codes for the demo accounts and some students.
  const owners = [...db.accounts.users.filter((user) => user.id <= 6), ...usersOfType(db, 'student').slice(1, 15)];
  const seen = new Set<number>();
  for (const owner of owners) {
    if (seen.has(owner.id)) continue;
    seen.add(owner.id);
    seedQrCode(tables, faker, owner.id, owner.date_joined ?? isoDateTime(daysAgo(300)));
  }
}

function seedQrCode(tables: ProgressTables, faker: Faker, userId: number, joined: string): void {
  const stamp = joined;
  tables.qrCodes.insert({
    user: userId,
    qr_hash: faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }),
    scan_count: faker.number.int({ min: 0, max: 60 }),
    last_scanned_at: isoDateTime(daysAgo(faker.number.int({ min: 1, max: 40 }))),
    settings: { ...DEFAULT_QR_SETTINGS, show_email: userId === 4 },
    created_at: stamp,
    updated_at: stamp,
  });
}

export const certificateIssueYear = (row: CertificateRow): string =>
  (row.issued_at ?? row.created_at).slice(0, 4) || isoDate(new Date()).slice(0, 4);

export const progressDomain = defineDomain({ name: 'progress', tables: progressTables, seed: seedProgress });
