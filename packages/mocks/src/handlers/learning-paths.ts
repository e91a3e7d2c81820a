/** Learning-center paths and a student's enrolment and progress on them. */
import type {
  CourseSummary,
  LearningCenterPath,
  LearningCenterPathProgress,
  StudentLearningCenterPath,
  StudentLearningCenterPathProgressRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { inScope, studentScope } from './learning-shared';
import { round2 } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent, detail } from '../kit/respond';
import { listPage } from '../kit/list';
import { uniqueSlug, STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { CenterPathRow, StudentCenterPathRow } from '../db/learning';
import { enrollmentFor, courseProgress, isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { courseSummaryById } from '../db/courses';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Learning-centre paths.
const pathCourses = (db: MockDatabase, row: CenterPathRow): CourseSummary[] => row.courses.map((id) => courseSummaryById(db, id));

function presentPath(db: MockDatabase, row: CenterPathRow, viewer: number): LearningCenterPath {
  const { courses, created_by, ...rest } = row;
  return {
    ...rest,
    courses: pathCourses(db, row),
    courses_count: courses.length,
    enrolled_count: db.learning.studentCenterPaths.count((membership) => membership.learning_path === row.id),
    is_enrolled: db.learning.studentCenterPaths.some(
      (membership) => membership.learning_path === row.id && membership.student === viewer,
    ),
    created_by: userSummaryById(db, created_by),
  };
}

function presentMembership(db: MockDatabase, row: StudentCenterPathRow): StudentLearningCenterPath {
  const { student, ...rest } = row;
  return {
    ...rest,
    student: userSummaryById(db, student),
    learning_path_title: db.learning.centerPaths.get(row.learning_path)?.title ?? '',
  };
}

function pathProgress(db: MockDatabase, path: CenterPathRow, membership: StudentCenterPathRow): LearningCenterPathProgress {
  const courses = path.courses.map((id) => {
    const enrollment = enrollmentFor(db, membership.student, id);
    const progress = enrollment ? courseProgress(db, membership.student, id).progress : 0;
    const completed = enrollment?.status === 'completed' || progress >= 100;
    return {
      course: courseSummaryById(db, id),
      progress_percentage: progress,
      is_completed: completed,
      completed_at: completed ? (enrollment?.completed_at ?? null) : null,
    };
  });
  const done = courses.filter((course) => course.is_completed).length;
  return {
    learning_path: path.id,
    status: membership.status,
    progress_percentage: membership.progress_percentage,
    courses_completed: done,
    courses_total: courses.length,
    current_course: membership.current_course
      ? courseSummaryById(db, membership.current_course)
      : (courses.find((course) => !course.is_completed)?.course ?? null),
    courses,
    started_at: membership.started_at ?? null,
    last_activity_at: membership.last_activity_at ?? null,
  };
}

function enrollOnPath(db: MockDatabase, path: CenterPathRow, studentId: number): StudentCenterPathRow {
  const stamp = nowIso();
  return db.learning.studentCenterPaths.insert({
    student: studentId,
    learning_path: path.id,
    status: 'in_progress',
    progress_percentage: 0,
    current_course: path.courses[0] ?? null,
    started_at: stamp,
    paused_at: null,
    completed_at: null,
    last_activity_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  });
}

export function learningPathHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): CenterPathRow | undefined => {
    const row = context.db.learning.centerPaths.get(context.id());
    return row && (row.is_published || isStaff(context.user)) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: CenterPathRow): Promise<Response> => {
    const input = await context.body<Partial<LearningCenterPath> & { course_ids?: number[] }>();
    if (input instanceof Response) return input;
    const missing = (input.course_ids ?? []).find((id) => !context.db.courses.courses.get(id));
    if (missing !== undefined) return fieldErrors({ course_ids: `Invalid pk "${missing}" - object does not exist.` });
    const title = input.title ?? existing?.title ?? 'Learning path';
    const courses = input.course_ids ?? existing?.courses ?? [];
    const stamp = nowIso();
    const fields = {
      title,
      slug:
        typeof input.slug === 'string' && input.slug
          ? input.slug
          : existing && input.title === undefined
            ? existing.slug
            : uniqueSlug(context.db.learning.centerPaths, title, existing?.id),
      description: input.description ?? existing?.description ?? '',
      difficulty: input.difficulty ?? existing?.difficulty ?? ('beginner' as const),
      estimated_hours:
        input.estimated_hours !== undefined
          ? input.estimated_hours
          : (existing?.estimated_hours ??
            courses.reduce((sum, id) => sum + (context.db.courses.courses.get(id)?.duration_hours ?? 0), 0)),
      courses,
      image: existing?.image ?? null,
      is_published: input.is_published ?? existing?.is_published ?? false,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.centerPaths.update(existing.id, fields) ?? existing)
      : context.db.learning.centerPaths.insert({ ...fields, created_by: context.user.id, created_at: stamp });
    return existing
      ? json<LearningCenterPath>(presentPath(context.db, stored, context.user.id))
      : created<LearningCenterPath>(presentPath(context.db, stored, context.user.id));
  };
  const findMembership = (context: AuthedContext): StudentCenterPathRow | undefined => {
    const row = context.db.learning.studentCenterPaths.get(context.id());
    return row && inScope(studentScope(context.db, context.user), row.student) ? row : undefined;
  };
  const act = (
    operationId: string,
    change: (
      context: AuthedContext,
      row: StudentCenterPathRow,
    ) => Partial<StudentCenterPathRow> | Response | Promise<Partial<StudentCenterPathRow> | Response>,
  ) =>
    route(operationId, async (context) => {
      const row = findMembership(context);
      if (!row) return notFound();
      if (row.student !== context.user.id && !isStaff(context.user)) return context.deny();
      const patch = await change(context, row);
      if (patch instanceof Response) return patch;
      const updated =
        context.db.learning.studentCenterPaths.update(row.id, { ...patch, last_activity_at: nowIso(), updated_at: nowIso() }) ??
        row;
      return json<StudentLearningCenterPath>(presentMembership(context.db, updated));
    });
  return [
    route('listLearningCenterPaths', (context) => {
      const rows = context.db.learning.centerPaths
        .filter((row) => row.is_published || isStaff(context.user))
        .map((row) => presentPath(context.db, row, context.user.id));
      return json(listPage(context, rows, { search: ['title', 'description'], ordering: 'title' }));
    }),
    route('createLearningCenterPath', (context) => write(context), { roles: STAFF }),
    route('getLearningCenterPath', (context) => {
      const row = find(context);
      return row ? json<LearningCenterPath>(presentPath(context.db, row, context.user.id)) : notFound();
    }),
    ...(['updateLearningCenterPath', 'partialUpdateLearningCenterPath'] as const).map((operationId) =>
      route(operationId, withRow(find, write), { roles: STAFF }),
    ),
    route(
      'deleteLearningCenterPath',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.learning.studentCenterPaths.removeWhere((membership) => membership.learning_path === row.id);
        context.db.learning.centerPaths.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('enrollInLearningCenterPath', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (!row.is_published) return detail(400, 'This learning path is not published.');
      if (
        context.db.learning.studentCenterPaths.some(
          (membership) => membership.learning_path === row.id && membership.student === context.user.id,
        )
      )
        return detail(400, 'You are already enrolled on this learning path.');
      return created<StudentLearningCenterPath>(presentMembership(context.db, enrollOnPath(context.db, row, context.user.id)));
    }),
    route(
      'getLearningCenterPathProgress',
      (context) => {
        const row = find(context);
        const membership = row
          ? context.db.learning.studentCenterPaths.find(
              (candidate) => candidate.learning_path === row.id && candidate.student === context.user.id,
            )
          : undefined;
        if (!row || !membership) return notFound('You are not enrolled on this learning path.');
        return json<LearningCenterPathProgress>(pathProgress(context.db, row, membership));
      },
      // Only students follow learning paths (others have no progress to show).
      { roles: ['student'] },
    ),
    route('listStudentLearningCenterPaths', (context) => {
      const scope = studentScope(context.db, context.user);
      const rows = context.db.learning.studentCenterPaths
        .filter((row) => inScope(scope, row.student))
        .map((row) => presentMembership(context.db, row));
      return json(listPage(context, rows, { search: ['learning_path_title', 'student.get_full_name'], ordering: '-started_at' }));
    }),
    route('createStudentLearningCenterPath', async (context) => {
      const input = await context.body<{
        learning_path: number;
        student?: number;
        status?: StudentCenterPathRow['status'];
        current_course?: number | null;
      }>();
      if (input instanceof Response) return input;
      const path = context.db.learning.centerPaths.get(input.learning_path);
      if (!path || (!path.is_published && !isStaff(context.user)))
        return fieldErrors({ learning_path: `Invalid pk "${input.learning_path}" - object does not exist.` });
      const studentId = input.student !== undefined && isStaff(context.user) ? input.student : context.user.id;
      if (context.db.accounts.users.get(studentId)?.user_type !== 'student' && studentId !== context.user.id)
        return fieldErrors({ student: 'The user is not a student.' });
      if (context.db.learning.studentCenterPaths.some((row) => row.learning_path === path.id && row.student === studentId))
        return fieldErrors({ non_field_errors: 'The student is already enrolled on this learning path.' });
      const row = enrollOnPath(context.db, path, studentId);
      const patched =
        input.status || input.current_course !== undefined
          ? (context.db.learning.studentCenterPaths.update(row.id, {
              ...(input.status ? { status: input.status } : {}),
              ...(input.current_course !== undefined ? { current_course: input.current_course } : {}),
            }) ?? row)
          : row;
      return created<StudentLearningCenterPath>(presentMembership(context.db, patched));
    }),
    route('getStudentLearningCenterPath', (context) => {
      const row = findMembership(context);
      return row ? json<StudentLearningCenterPath>(presentMembership(context.db, row)) : notFound();
    }),
    ...(['updateStudentLearningCenterPath', 'partialUpdateStudentLearningCenterPath'] as const).map((operationId) =>
      route(
        operationId,
        async (context) => {
          const row = findMembership(context);
          if (!row) return notFound();
          const input = await context.body<{
            learning_path?: number;
            student?: number;
            status?: StudentCenterPathRow['status'];
            current_course?: number | null;
          }>();
          if (input instanceof Response) return input;
          if (input.learning_path !== undefined && !context.db.learning.centerPaths.get(input.learning_path))
            return fieldErrors({ learning_path: `Invalid pk "${input.learning_path}" - object does not exist.` });
          const stamp = nowIso();
          const updated =
            context.db.learning.studentCenterPaths.update(row.id, {
              ...(input.learning_path !== undefined ? { learning_path: input.learning_path } : {}),
              ...(input.student !== undefined ? { student: input.student } : {}),
              ...(input.status !== undefined
                ? {
                    status: input.status,
                    completed_at: input.status === 'completed' ? (row.completed_at ?? stamp) : row.completed_at,
                    paused_at: input.status === 'paused' ? (row.paused_at ?? stamp) : null,
                  }
                : {}),
              ...(input.current_course !== undefined ? { current_course: input.current_course } : {}),
              updated_at: stamp,
            }) ?? row;
          return json<StudentLearningCenterPath>(presentMembership(context.db, updated));
        },
        { roles: STAFF },
      ),
    ),
    route('deleteStudentLearningCenterPath', (context) => {
      const row = findMembership(context);
      if (!row) return notFound();
      if (row.student !== context.user.id && !isStaff(context.user)) return context.deny();
      context.db.learning.studentCenterPaths.remove(row.id);
      return noContent();
    }),
    act('updateStudentLearningCenterPathProgress', async (context, row) => {
      const input = await context.body<StudentLearningCenterPathProgressRequest>();
      if (input instanceof Response) return input;
      if (row.status === 'completed') return detail(400, 'This learning path is already completed.');
      if (input.progress_percentage < 0 || input.progress_percentage > 100)
        return fieldErrors({ progress_percentage: 'Ensure this value is between 0 and 100.' });
      const path = context.db.learning.centerPaths.get(row.learning_path);
      const course =
        input.current_course ??
        (input.completed_course
          ? (path?.courses[(path.courses.indexOf(input.completed_course) ?? -1) + 1] ?? null)
          : row.current_course);
      const done = input.progress_percentage >= 100;
      return {
        progress_percentage: round2(input.progress_percentage),
        current_course: done ? null : (course ?? null),
        status: done ? 'completed' : 'in_progress',
        completed_at: done ? nowIso() : null,
        paused_at: null,
      };
    }),
    act('pauseStudentLearningCenterPath', (_context, row) =>
      row.status === 'in_progress'
        ? { status: 'paused', paused_at: nowIso() }
        : detail(400, `Only a learning path in progress can be paused (this one is ${row.status.replace('_', ' ')}).`),
    ),
    act('resumeStudentLearningCenterPath', (_context, row) =>
      row.status === 'paused'
        ? { status: 'in_progress', paused_at: null }
        : detail(400, `Only a paused learning path can be resumed (this one is ${row.status.replace('_', ' ')}).`),
    ),
  ];
}
