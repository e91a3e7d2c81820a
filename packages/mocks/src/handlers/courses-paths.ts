/** Learning paths and a student's progress along them. */
import type {
  CourseLearningPath,
  CourseLearningPathProgress,
  StudentCourseLearningPath,
  StudentCourseLearningPathRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { percent, COURSE_RELATIONS } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent } from '../kit/respond';
import { listPage } from '../kit/list';
import { crudHandlers, STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { StudentPathRow } from '../db/progress';
import { enrollmentFor, courseProgress, isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { type UserRecord, userSummaryById, userSummary } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Course learning paths.
function pathProgress(db: MockDatabase, user: UserRecord, path: CourseLearningPath): CourseLearningPathProgress {
  const courses = path.courses.map((summary, index) => {
    const enrollment = enrollmentFor(db, user.id, summary.id);
    const progress = enrollment ? courseProgress(db, user.id, summary.id).progress : 0;
    return {
      course: summary,
      order: index + 1,
      is_enrolled: !!enrollment,
      progress,
      is_completed: enrollment?.status === 'completed' || progress >= 100,
    };
  });
  const completed = courses.filter((course) => course.is_completed).length;
  const membership = db.progress.studentPaths.find((row) => row.student === user.id && row.learning_path === path.id);
  return {
    learning_path_id: path.id,
    status: membership?.status ?? null,
    progress:
      percent(completed, courses.length) ||
      (courses.length > 0
        ? Math.round((courses.reduce((sum, course) => sum + course.progress, 0) / courses.length) * 100) / 100
        : 0),
    completed_courses: completed,
    total_courses: courses.length,
    current_course: courses.find((course) => !course.is_completed)?.course ?? null,
    courses,
  };
}

function presentStudentPath(db: MockDatabase, row: StudentPathRow): StudentCourseLearningPath {
  const path = db.courses.learningPaths.get(row.learning_path);
  const student = db.accounts.users.get(row.student);
  const progress = path && student ? pathProgress(db, student, path) : undefined;
  return {
    ...row,
    student: userSummaryById(db, row.student),
    learning_path_title: path?.title ?? '',
    progress: progress?.progress ?? 0,
    current_course: progress?.current_course?.id ?? null,
  };
}

export function pathHandlers(): HttpHandler[] {
  const findMembership = (context: AuthedContext): StudentPathRow | undefined => {
    const row = context.db.progress.studentPaths.get(context.id());
    return row &&
      (row.student === context.user.id ||
        isStaff(context.user) ||
        (context.user.user_type === 'parent' &&
          context.db.accounts.relations.some(
            (relation) => relation.parent === context.user.id && relation.student === row.student,
          )))
      ? row
      : undefined;
  };
  const writeMembership = async (context: AuthedContext, existing?: StudentPathRow): Promise<Response> => {
    const input = await context.body<Partial<StudentCourseLearningPathRequest>>();
    if (input instanceof Response) return input;
    const staff = isStaff(context.user);
    if (existing && existing.student !== context.user.id && !staff) return context.deny();
    const studentId = staff && input.student ? input.student : (existing?.student ?? context.user.id);
    const pathId = input.learning_path ?? existing?.learning_path;
    const path = pathId ? context.db.courses.learningPaths.get(pathId) : undefined;
    if (!path) return fieldErrors({ learning_path: `Invalid pk "${String(pathId)}" - object does not exist.` });
    if (context.db.accounts.users.get(studentId)?.user_type !== 'student')
      return fieldErrors({ student: 'The user is not a student.' });
    if (
      context.db.progress.studentPaths.some(
        (row) => row.student === studentId && row.learning_path === path.id && row.id !== existing?.id,
      )
    )
      return fieldErrors({ non_field_errors: 'The student already follows this learning path.' });
    const stamp = nowIso();
    const status = input.status ?? existing?.status ?? 'active';
    const fields = {
      student: studentId,
      learning_path: path.id,
      status,
      completed_at: status === 'completed' ? (existing?.completed_at ?? stamp) : null,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.progress.studentPaths.update(existing.id, fields) ?? existing)
      : context.db.progress.studentPaths.insert({ ...fields, started_at: stamp, created_at: stamp });
    return existing
      ? json<StudentCourseLearningPath>(presentStudentPath(context.db, stored))
      : created<StudentCourseLearningPath>(presentStudentPath(context.db, stored));
  };
  return [
    ...crudHandlers<CourseLearningPath>({
      table: (db) => db.courses.learningPaths,
      schema: 'CourseLearningPath',
      operations: {
        list: 'listCourseLearningPaths',
        create: 'createCourseLearningPath',
        get: 'getCourseLearningPath',
        update: 'updateCourseLearningPath',
        partialUpdate: 'partialUpdateCourseLearningPath',
        delete: 'deleteCourseLearningPath',
      },
      writeRoles: STAFF,
      relations: { ...COURSE_RELATIONS, created_by: null },
      search: ['title', 'description'],
      ordering: 'title',
      visible: (row, context) => row.is_published || isStaff(context.user),
      onCreate: ({ user }) => ({ created_by: userSummary(user), is_published: false, level: 'beginner' }),
      derive: (row, { db }) => ({
        ...row,
        courses_count: row.courses.length,
        estimated_hours: row.courses.reduce((sum, course) => sum + (db.courses.courses.get(course.id)?.duration_hours ?? 0), 0),
        enrolled_count: db.progress.studentPaths.count((membership) => membership.learning_path === row.id),
      }),
      beforeDelete: (row, { db }) => {
        db.progress.studentPaths.removeWhere((membership) => membership.learning_path === row.id);
        return undefined;
      },
    }),
    route('getCourseLearningPathProgress', (context) => {
      const path = context.db.courses.learningPaths.get(context.id());
      if (!path || (!path.is_published && !isStaff(context.user))) return notFound();
      return json<CourseLearningPathProgress>(pathProgress(context.db, context.user, path));
    }),
    route('listStudentCourseLearningPaths', (context) => {
      const staff = isStaff(context.user);
      const children = context.db.accounts.relations
        .filter((relation) => relation.parent === context.user.id)
        .map((relation) => relation.student);
      const rows = context.db.progress.studentPaths
        .filter((row) => staff || row.student === context.user.id || children.includes(row.student))
        .map((row) => presentStudentPath(context.db, row));
      return json(listPage(context, rows, { search: ['learning_path_title', 'student.get_full_name'], ordering: '-started_at' }));
    }),
    route(
      'getStudentCourseLearningPath',
      withRow(findMembership, (context, row) => json<StudentCourseLearningPath>(presentStudentPath(context.db, row))),
    ),
    route('createStudentCourseLearningPath', (context) => writeMembership(context)),
    ...(['updateStudentCourseLearningPath', 'partialUpdateStudentCourseLearningPath'] as const).map((operationId) =>
      route(operationId, withRow(findMembership, writeMembership)),
    ),
    route(
      'deleteStudentCourseLearningPath',
      withRow(findMembership, (context, row) => {
        if (row.student !== context.user.id && !isStaff(context.user)) return context.deny();
        context.db.progress.studentPaths.remove(row.id);
        return noContent();
      }),
    ),
  ];
}
