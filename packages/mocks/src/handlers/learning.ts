/**
 * The learning group: study resources, study groups, learning-centre paths and students' progress
 * on them, daily learning analytics, the student and instructor dashboards, course analytics,
 * feedback and the code-execution provider's webhook. Coding assessments and the code editor live
 * in learning-assessments.ts; learningHandlers() gathers both.
 */
import type {
  CourseSummary,
  HealthStatus,
  IdeWebhookEvent,
  LearningAnalyticsEntry,
  LearningAnalyticsUpdateRequest,
  LearningAnalyticsUpdateResult,
  LearningCenterPath,
  LearningCenterPathProgress,
  LearningCourseAnalytics,
  LearningDailySummary,
  LearningFeedback,
  LearningFeedbackRequest,
  LearningInstructorDashboard,
  LearningProgressSummary,
  LearningPublishToggleResult,
  LearningStudentDashboard,
  MessageResponse,
  StudentLearningCenterPath,
  StudentLearningCenterPathProgressRequest,
  StudyGroup,
  StudyGroupMembershipResult,
  StudyResource,
  StudyResourcesByType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { userSummaryById, type UserRecord } from '../db/accounts';
import { courseSummaryById } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { courseProgress, enrollmentFor, isStaff } from '../db/enrollments';
import type { AnalyticsRow, CenterPathRow, StudentCenterPathRow, StudyGroupRow, StudyResourceRow } from '../db/learning';
import { addDays, isoDate, isoDateTime, nowIso } from '../db/time';
import { MANAGEMENT, STAFF, uniqueSlug } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { publicRoute, route, type AuthedContext } from '../kit/route';
import { managesCourse, percent, round2 } from './courses-shared';
import {
  assessmentSummary,
  learningAssessmentHandlers,
  managesAssessment,
  presentAttempt,
  seesAssessment,
} from './learning-assessments';
import { withRow } from '../kit/row-lookup';

const TYPE_LABELS: Record<StudyResource['resource_type'], string> = {
  document: 'Documents',
  video: 'Videos',
  audio: 'Audio',
  link: 'Links',
  code_sample: 'Code samples',
  presentation: 'Presentations',
  ebook: 'E-books',
  cheat_sheet: 'Cheat sheets',
  other: 'Other',
};

/** The students whose learning records a user may see: themselves, their children, everyone for staff. */
function studentScope(db: MockDatabase, user: UserRecord): 'all' | number[] {
  if (isStaff(user)) return 'all';
  if (user.user_type === 'parent')
    return db.accounts.relations.filter((relation) => relation.parent === user.id).map((relation) => relation.student);
  return [user.id];
}

const inScope = (scope: 'all' | number[], studentId: number): boolean => scope === 'all' || scope.includes(studentId);

// ---------------------------------------------------------------------------------------------
// Study resources.

function presentResource(db: MockDatabase, row: StudyResourceRow, withMetadata: boolean): StudyResource {
  const { created_by, metadata, ...rest } = row;
  return {
    ...rest,
    course_title: row.course ? (db.courses.courses.get(row.course)?.title ?? null) : null,
    created_by: userSummaryById(db, created_by),
    metadata: withMetadata ? metadata : null,
  };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function writeResource(context: AuthedContext, existing?: StudyResourceRow): Promise<Response> {
  const input = await context.body<Record<string, unknown>>();
  if (input instanceof Response) return input;
  const type = (input.resource_type ?? existing?.resource_type) as StudyResource['resource_type'];
  const courseId = input.course !== undefined ? (input.course as number | null) : (existing?.course ?? null);
  if (courseId !== null && !context.db.courses.courses.get(courseId))
    return fieldErrors({ course: `Invalid pk "${courseId}" - object does not exist.` });
  if (
    courseId !== null &&
    !managesCourse(context.user, context.db.courses.courses.get(courseId)) &&
    context.user.user_type === 'teacher'
  )
    return context.deny();
  const upload = input.file instanceof Blob ? input.file : undefined;
  const url = input.url !== undefined ? (input.url as string | null) : (existing?.url ?? null);
  if (type === 'link' && !url) return fieldErrors({ url: 'A link resource needs a URL.' });
  if (type !== 'link' && !url && !upload && !existing?.file) return fieldErrors({ file: 'Upload a file or give a URL.' });
  const title = (input.title as string | undefined) ?? existing?.title ?? 'Resource';
  const name = upload instanceof File ? upload.name : 'resource.pdf';
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? 'pdf') : 'pdf';
  const stamp = nowIso();
  const fields: Omit<StudyResourceRow, 'id' | 'created_at' | 'created_by' | 'view_count' | 'download_count'> = {
    title,
    slug: existing && input.title === undefined ? existing.slug : uniqueSlug(context.db.learning.resources, title, existing?.id),
    description: (input.description as string | undefined) ?? existing?.description ?? '',
    resource_type: type,
    course: courseId,
    url,
    file: upload ? `/media/resources/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${extension}` : (existing?.file ?? null),
    programming_language:
      input.programming_language !== undefined
        ? (input.programming_language as StudyResource['programming_language'])
        : (existing?.programming_language ?? null),
    tags: Array.isArray(input.tags) ? input.tags.map(String) : (existing?.tags ?? []),
    is_published: (input.is_published as boolean | undefined) ?? existing?.is_published ?? false,
    metadata: upload
      ? {
          mime_type: MIME[extension] ?? upload.type ?? 'application/octet-stream',
          file_size_bytes: upload.size,
          page_count: extension === 'pdf' ? 1 : null,
          duration_seconds: null,
          estimated_minutes: 10,
          language: 'en',
          thumbnail: null,
        }
      : (existing?.metadata ?? {
          mime_type: type === 'link' ? 'text/html' : null,
          file_size_bytes: null,
          page_count: null,
          duration_seconds: null,
          estimated_minutes: 10,
          language: 'en',
          thumbnail: null,
        }),
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.learning.resources.update(existing.id, fields) ?? existing)
    : context.db.learning.resources.insert({
        ...fields,
        created_by: context.user.id,
        view_count: 0,
        download_count: 0,
        created_at: stamp,
      });
  const answer = presentResource(context.db, stored, true);
  return existing ? json<StudyResource>(answer) : created<StudyResource>(answer);
}

function resourceHandlers(): HttpHandler[] {
  const visible = (context: AuthedContext, row: StudyResourceRow): boolean => row.is_published || isStaff(context.user);
  const find = (context: AuthedContext): StudyResourceRow | undefined => {
    const row = context.db.learning.resources.get(context.id());
    return row && visible(context, row) ? row : undefined;
  };
  return [
    route('listStudyResources', (context) => {
      const metadata = context.query.get('include_metadata') === 'true';
      const rows = context.db.learning.resources
        .filter((row) => visible(context, row))
        .map((row) => presentResource(context.db, row, metadata));
      return json(
        listPage(context, rows, {
          search: ['title', 'description', 'tags', 'course_title'],
          ordering: '-created_at',
          ignore: ['include_metadata'],
        }),
      );
    }),
    route('createStudyResource', (context) => writeResource(context), { roles: STAFF }),
    route('getStudyResource', (context) => {
      const row = find(context);
      if (!row) return notFound();
      const viewed = context.db.learning.resources.update(row.id, { view_count: (row.view_count ?? 0) + 1 }) ?? row;
      return json<StudyResource>(presentResource(context.db, viewed, true));
    }),
    ...(['updateStudyResource', 'partialUpdateStudyResource'] as const).map((operationId) =>
      route(operationId, withRow(find, writeResource), { roles: STAFF }),
    ),
    route(
      'deleteStudyResource',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.learning.resources.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('listStudyResourcesByType', (context) => {
      const type = context.query.get('type');
      if (type && !(type in TYPE_LABELS))
        return fieldErrors({ type: `Select a valid choice. ${type} is not one of the available choices.` });
      const course = context.query.get('course');
      const metadata = context.query.get('include_metadata') === 'true';
      const rows = context.db.learning.resources.filter(
        (row) => visible(context, row) && (!course || String(row.course) === course) && (!type || row.resource_type === type),
      );
      const groups = (Object.keys(TYPE_LABELS) as StudyResource['resource_type'][])
        .map((resourceType) => {
          const resources = rows
            .filter((row) => row.resource_type === resourceType)
            .map((row) => presentResource(context.db, row, metadata));
          return { resource_type: resourceType, label: TYPE_LABELS[resourceType], count: resources.length, resources };
        })
        .filter((group) => group.count > 0);
      return json<StudyResourcesByType>({ total: rows.length, groups });
    }),
    route(
      'toggleStudyResourcePublished',
      (context) => {
        const row = context.db.learning.resources.get(context.id());
        if (!row) return notFound();
        const updated =
          context.db.learning.resources.update(row.id, { is_published: !row.is_published, updated_at: nowIso() }) ?? row;
        return json<LearningPublishToggleResult>({
          id: row.id,
          is_published: updated.is_published,
          message: updated.is_published ? 'Resource published.' : 'Resource unpublished.',
        });
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Study groups.

function presentGroup(db: MockDatabase, row: StudyGroupRow, viewer: number): StudyGroup {
  const { members, created_by, ...rest } = row;
  return {
    ...rest,
    created_by: userSummaryById(db, created_by),
    members_count: members.length,
    is_member: members.includes(viewer),
  };
}

function groupHandlers(): HttpHandler[] {
  const visible = (context: AuthedContext, row: StudyGroupRow): boolean =>
    !row.is_private || row.members.includes(context.user.id) || isStaff(context.user);
  const find = (context: AuthedContext): StudyGroupRow | undefined => {
    const row = context.db.learning.studyGroups.get(context.id());
    return row && visible(context, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: StudyGroupRow): Promise<Response> => {
    const input = await context.body<Partial<StudyGroup>>();
    if (input instanceof Response) return input;
    if (existing && existing.created_by !== context.user.id && !isStaff(context.user)) return context.deny();
    if (input.course !== undefined && input.course !== null && !context.db.courses.courses.get(input.course))
      return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
    if (input.max_members !== undefined && input.max_members !== null && input.max_members < (existing?.members.length ?? 1))
      return fieldErrors({ max_members: 'The group already has more members than that.' });
    const stamp = nowIso();
    const fields = {
      name: input.name ?? existing?.name ?? 'Study group',
      description: input.description ?? existing?.description ?? '',
      course: input.course !== undefined ? input.course : (existing?.course ?? null),
      max_members: input.max_members !== undefined ? input.max_members : (existing?.max_members ?? null),
      is_private: input.is_private ?? existing?.is_private ?? false,
      meeting_schedule: input.meeting_schedule ?? existing?.meeting_schedule ?? '',
      meeting_link: input.meeting_link !== undefined ? input.meeting_link : (existing?.meeting_link ?? null),
      is_active: input.is_active ?? existing?.is_active ?? true,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.studyGroups.update(existing.id, fields) ?? existing)
      : context.db.learning.studyGroups.insert({
          ...fields,
          created_by: context.user.id,
          members: [context.user.id],
          created_at: stamp,
        });
    return existing
      ? json<StudyGroup>(presentGroup(context.db, stored, context.user.id))
      : created<StudyGroup>(presentGroup(context.db, stored, context.user.id));
  };
  return [
    route('listStudyGroups', (context) => {
      const rows = context.db.learning.studyGroups
        .filter((row) => (row.is_active !== false || isStaff(context.user)) && visible(context, row))
        .map((row) => presentGroup(context.db, row, context.user.id));
      return json(listPage(context, rows, { search: ['name', 'description', 'meeting_schedule'], ordering: '-created_at' }));
    }),
    route('createStudyGroup', (context) => write(context)),
    route('getStudyGroup', (context) => {
      const row = find(context);
      return row ? json<StudyGroup>(presentGroup(context.db, row, context.user.id)) : notFound();
    }),
    ...(['updateStudyGroup', 'partialUpdateStudyGroup'] as const).map((operationId) => route(operationId, withRow(find, write))),
    route('deleteStudyGroup', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.created_by !== context.user.id && !isStaff(context.user)) return context.deny();
      context.db.learning.studyGroups.remove(row.id);
      return noContent();
    }),
    route('joinStudyGroup', (context) => {
      const row = context.db.learning.studyGroups.get(context.id());
      if (!row) return notFound();
      if (row.is_private && !row.members.includes(context.user.id)) return context.deny();
      if (row.members.includes(context.user.id)) return detail(400, 'You are already a member of this group.');
      if (row.is_active === false) return detail(400, 'This group is no longer active.');
      if (row.max_members && row.members.length >= row.max_members) return detail(400, 'This group is full.');
      const updated = context.db.learning.studyGroups.update(row.id, { members: [...row.members, context.user.id] }) ?? row;
      return json<StudyGroupMembershipResult>({
        success: true,
        message: `You joined ${row.name}. Karibu!`,
        is_member: true,
        members_count: updated.members.length,
      });
    }),
    route('leaveStudyGroup', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (!row.members.includes(context.user.id)) return detail(400, 'You are not a member of this group.');
      const updated =
        context.db.learning.studyGroups.update(row.id, { members: row.members.filter((member) => member !== context.user.id) }) ??
        row;
      return json<StudyGroupMembershipResult>({
        success: true,
        message: `You left ${row.name}.`,
        is_member: false,
        members_count: updated.members.length,
      });
    }),
  ];
}

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

function pathHandlers(): HttpHandler[] {
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

// ---------------------------------------------------------------------------------------------
// Analytics and dashboards.

const presentAnalytics = (db: MockDatabase, row: AnalyticsRow): LearningAnalyticsEntry => ({
  ...row,
  student: userSummaryById(db, row.student),
});

/** Consecutive days up to today (or yesterday) with some learning. */
function streak(db: MockDatabase, studentId: number): number {
  const days = new Set(
    db.learning.analytics.filter((row) => row.student === studentId && (row.time_spent_minutes ?? 0) > 0).map((row) => row.date),
  );
  for (const row of db.progress.lessonCompletions.filter((completion) => completion.student === studentId))
    days.add(row.completed_at.slice(0, 10));
  let count = 0;
  let day = new Date();
  if (!days.has(isoDate(day))) day = addDays(day, -1);
  while (days.has(isoDate(day))) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

function analyticsHandlers(): HttpHandler[] {
  return [
    route('listLearningAnalytics', (context) => {
      const scope = studentScope(context.db, context.user);
      const rows = context.db.learning.analytics
        .filter((row) => inScope(scope, row.student))
        .map((row) => presentAnalytics(context.db, row));
      return json(
        listPage(context, rows, {
          ordering: '-date',
          filters: { date_from: (row, value) => row.date >= value, date_to: (row, value) => row.date <= value },
        }),
      );
    }),
    route('getLearningAnalytics', (context) => {
      const row = context.db.learning.analytics.get(context.id());
      return row && inScope(studentScope(context.db, context.user), row.student)
        ? json<LearningAnalyticsEntry>(presentAnalytics(context.db, row))
        : notFound();
    }),
    route('getLearningAnalyticsDailySummary', (context) => {
      const date = context.query.get('date') || isoDate(new Date());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        return fieldErrors({ date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' });
      const course = context.query.get('course');
      const scope = studentScope(context.db, context.user);
      const rows = context.db.learning.analytics.filter(
        (row) => row.date === date && inScope(scope, row.student) && (!course || String(row.course) === course),
      );
      const scores = rows
        .map((row) => row.average_score)
        .filter((score): score is number => score !== null && score !== undefined);
      return json<LearningDailySummary>({
        date,
        active_students: new Set(rows.map((row) => row.student)).size,
        time_spent_minutes: rows.reduce((sum, row) => sum + (row.time_spent_minutes ?? 0), 0),
        lessons_completed: rows.reduce((sum, row) => sum + (row.lessons_completed ?? 0), 0),
        resources_viewed: rows.reduce((sum, row) => sum + (row.resources_viewed ?? 0), 0),
        assessments_taken: rows.reduce((sum, row) => sum + (row.assessments_taken ?? 0), 0),
        average_score: scores.length > 0 ? round2(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
        code_executions: rows.reduce((sum, row) => sum + (row.code_executions ?? 0), 0),
        streak_days: scope === 'all' ? 0 : streak(context.db, context.user.id),
      });
    }),
    route(
      'updateDailyLearningAnalytics',
      async (context) => {
        const input = await context.body<LearningAnalyticsUpdateRequest>();
        if (input instanceof Response) return input;
        const date = input.date ?? isoDate(addDays(new Date(), -1));
        const { db } = context;
        db.learning.analytics.removeWhere(
          (row) => row.date === date && (input.course === undefined || input.course === null || row.course === input.course),
        );
        const completions = db.progress.lessonCompletions.filter(
          (row) =>
            row.completed_at.startsWith(date) &&
            (input.course === undefined || input.course === null || row.course === input.course),
        );
        const attempts = db.learning.attempts.filter((row) => (row.submitted_at ?? '').startsWith(date));
        const students = new Set([...completions.map((row) => row.student), ...attempts.map((row) => row.student)]);
        const stamp = nowIso();
        for (const student of students) {
          const mine = completions.filter((row) => row.student === student);
          const taken = attempts.filter((row) => row.student === student);
          const scores = taken
            .map((row) => row.percentage)
            .filter((score): score is number => score !== null && score !== undefined);
          db.learning.analytics.insert({
            student,
            course: input.course ?? mine[0]?.course ?? null,
            date,
            time_spent_minutes: Math.round(mine.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
            lessons_completed: mine.length,
            resources_viewed: 0,
            assessments_taken: taken.length,
            average_score: scores.length > 0 ? round2(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
            code_executions: 0,
            created_at: stamp,
          });
        }
        return json<LearningAnalyticsUpdateResult>({
          success: true,
          message: `Analytics for ${date} recomputed.`,
          date,
          records_updated: students.size,
        });
      },
      { roles: MANAGEMENT },
    ),
    route('getLearningStudentDashboard', (context) => {
      const { db, user } = context;
      const enrollments = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      const progress = enrollments.map((row) => courseProgress(db, user.id, row.course).progress);
      const attempts = applyOrdering(
        db.learning.attempts.filter((row) => row.student === user.id),
        '-started_at',
      );
      const graded = attempts.filter((row) => row.status === 'graded' && row.percentage !== null && row.percentage !== undefined);
      const stamp = isoDateTime(new Date());
      const upcoming = applyOrdering(
        db.learning.assessments.filter(
          (row) =>
            row.is_published &&
            !!row.due_date &&
            row.due_date >= stamp &&
            seesAssessment(db, user, row) &&
            !attempts.some(
              (attempt) => attempt.assessment === row.id && (attempt.status === 'graded' || attempt.status === 'submitted'),
            ),
        ),
        'due_date',
      );
      const week = Array.from({ length: 7 }, (_, index) => isoDate(addDays(new Date(), index - 6)));
      return json<LearningStudentDashboard>({
        enrolled_courses: enrollments.length,
        in_progress_courses: progress.filter((value) => value > 0 && value < 100).length,
        completed_courses: enrollments.filter((row) => row.status === 'completed').length,
        total_time_spent_minutes: Math.round(
          db.progress.lessonCompletions
            .filter((row) => row.student === user.id)
            .reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60,
        ),
        current_streak_days: streak(db, user.id),
        assessments_completed: attempts.filter((row) => row.status === 'graded' || row.status === 'submitted').length,
        average_score:
          graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
        active_learning_paths: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && row.status === 'in_progress',
        ),
        study_groups: db.learning.studyGroups.count((row) => row.members.includes(user.id)),
        upcoming_assessments: upcoming.slice(0, 5).map((row) => assessmentSummary(db, row)),
        recent_attempts: attempts.slice(0, 5).map((row) => presentAttempt(db, row)),
        weekly_activity: week.map((date) => ({
          date,
          time_spent_minutes: db.learning.analytics
            .filter((row) => row.student === user.id && row.date === date)
            .reduce((sum, row) => sum + (row.time_spent_minutes ?? 0), 0),
        })),
      });
    }),
    route(
      'getLearningInstructorDashboard',
      ({ db, user }) => {
        const courses = db.courses.courses.filter((course) => managesCourse(user, course));
        const ids = new Set(courses.map((course) => course.id));
        const assessments = db.learning.assessments.filter((row) => ids.has(row.course));
        const assessmentIds = new Set(assessments.map((row) => row.id));
        const attempts = db.learning.attempts.filter((row) => assessmentIds.has(row.assessment));
        const graded = attempts.filter((row) => row.status === 'graded');
        const enrollments = db.payments.enrollments.filter((row) => ids.has(row.course) && row.status !== 'cancelled');
        const weekAgo = isoDateTime(addDays(new Date(), -7));
        const stamp = isoDateTime(new Date());
        return json<LearningInstructorDashboard>({
          total_courses: courses.length,
          total_students: new Set(enrollments.map((row) => row.user)).size,
          active_students_7d: new Set(
            db.progress.lessonCompletions
              .filter((row) => ids.has(row.course) && row.completed_at >= weekAgo)
              .map((row) => row.student),
          ).size,
          total_assessments: assessments.length,
          published_assessments: assessments.filter((row) => row.is_published).length,
          pending_grading: attempts.filter((row) => row.status === 'submitted').length,
          unresolved_code_reviews: db.learning.codeReviews.count(
            (row) =>
              !row.is_resolved && attempts.some((attempt) => attempt.id === db.learning.responses.get(row.response)?.attempt),
          ),
          average_score:
            graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
          pass_rate: graded.length > 0 ? percent(graded.filter((row) => row.is_passed).length, graded.length) : null,
          courses: courses
            .filter((course) => course.status === 'published')
            .map((course) => {
              const own = enrollments.filter((row) => row.course === course.id);
              const scores = graded
                .filter((row) => db.learning.assessments.get(row.assessment)?.course === course.id)
                .map((row) => row.percentage ?? 0);
              return {
                course: courseSummaryById(db, course.id),
                students: own.length,
                average_progress:
                  own.length > 0
                    ? round2(own.reduce((sum, row) => sum + courseProgress(db, row.user, course.id).progress, 0) / own.length)
                    : 0,
                average_score: scores.length > 0 ? round2(scores.reduce((sum, value) => sum + value, 0) / scores.length) : null,
              };
            }),
          upcoming_assessments: applyOrdering(
            assessments.filter((row) => row.is_published && !!row.due_date && row.due_date >= stamp),
            'due_date',
          )
            .slice(0, 5)
            .map((row) => assessmentSummary(db, row)),
          recent_submissions: applyOrdering(
            attempts.filter((row) => row.submitted_at),
            '-submitted_at',
          )
            .slice(0, 5)
            .map((row) => presentAttempt(db, row)),
        });
      },
      { roles: STAFF },
    ),
    route(
      'getLearningCourseAnalytics',
      (context) => {
        const course = context.db.courses.courses.get(context.id());
        if (!course) return notFound();
        if (!managesCourse(context.user, course)) return context.deny();
        const { db } = context;
        const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && row.status !== 'cancelled');
        const assessments = db.learning.assessments.filter((row) => row.course === course.id);
        const attempts = db.learning.attempts.filter((row) => assessments.some((assessment) => assessment.id === row.assessment));
        const graded = attempts.filter((row) => row.status === 'graded');
        const days = Array.from({ length: 14 }, (_, index) => isoDate(addDays(new Date(), index - 13)));
        const completions = db.progress.lessonCompletions.filter((row) => row.course === course.id);
        return json<LearningCourseAnalytics>({
          course: courseSummaryById(db, course.id),
          enrolled_students: enrollments.length,
          active_students: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
          average_progress:
            enrollments.length > 0
              ? round2(
                  enrollments.reduce((sum, row) => sum + courseProgress(db, row.user, course.id).progress, 0) /
                    enrollments.length,
                )
              : 0,
          completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          total_time_spent_minutes: Math.round(completions.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
          assessments: assessments.length,
          attempts: attempts.length,
          average_score:
            graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
          pass_rate: graded.length > 0 ? percent(graded.filter((row) => row.is_passed).length, graded.length) : null,
          daily_activity: days.map((date) => {
            const today = completions.filter((row) => row.completed_at.startsWith(date));
            return {
              date,
              active_students: new Set(today.map((row) => row.student)).size,
              time_spent_minutes: Math.round(today.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
            };
          }),
        });
      },
      { roles: STAFF },
    ),
    route('getLearningProgressSummary', ({ db, user }) => {
      const enrollments = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      const attempts = db.learning.attempts.filter((row) => row.student === user.id);
      const graded = attempts.filter((row) => row.status === 'graded');
      return json<LearningProgressSummary>({
        courses_enrolled: enrollments.length,
        courses_completed: enrollments.filter((row) => row.status === 'completed').length,
        lessons_completed: db.progress.lessonCompletions.count((row) => row.student === user.id),
        assessments_attempted: new Set(attempts.map((row) => row.assessment)).size,
        assessments_passed: new Set(graded.filter((row) => row.is_passed).map((row) => row.assessment)).size,
        average_score:
          graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
        total_time_spent_minutes: Math.round(
          db.progress.lessonCompletions
            .filter((row) => row.student === user.id)
            .reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60,
        ),
        learning_paths_active: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && (row.status === 'in_progress' || row.status === 'paused'),
        ),
        learning_paths_completed: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && row.status === 'completed',
        ),
        courses: applyOrdering(enrollments, '-last_accessed_at').map((row) => ({
          course: courseSummaryById(db, row.course),
          progress: courseProgress(db, user.id, row.course).progress,
          last_accessed_at: row.last_accessed_at,
        })),
      });
    }),
    route('submitLearningFeedback', async (context) => {
      const input = await context.body<LearningFeedbackRequest>();
      if (input instanceof Response) return input;
      if (input.rating !== undefined && input.rating !== null && (input.rating < 1 || input.rating > 5))
        return fieldErrors({ rating: 'Ensure this value is between 1 and 5.' });
      if (input.course !== undefined && input.course !== null && !context.db.courses.courses.get(input.course))
        return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
      if (input.assessment !== undefined && input.assessment !== null) {
        const assessment = context.db.learning.assessments.get(input.assessment);
        if (
          !assessment ||
          !(seesAssessment(context.db, context.user, assessment) || managesAssessment(context.db, context.user, assessment))
        )
          return fieldErrors({ assessment: `Invalid pk "${input.assessment}" - object does not exist.` });
      }
      const row = context.db.learning.feedback.insert({
        user: context.user.id,
        feedback_type: input.feedback_type,
        subject: input.subject ?? '',
        message: input.message,
        rating: input.rating ?? null,
        course: input.course ?? null,
        assessment: input.assessment ?? null,
        page_url: input.page_url ?? null,
        created_at: nowIso(),
      });
      return created<LearningFeedback>(row);
    }),
    publicRoute('getLearningHealth', () =>
      json<HealthStatus>({
        status: 'healthy',
        timestamp: nowIso(),
        version: '2026.11.0',
        checks: { database: 'ok', sandbox: 'ok', cache: 'ok' },
      }),
    ),
    publicRoute('receiveIdeWebhook', async (context) => {
      if (!context.request.headers.get('x-webhook-signature')) return detail(400, 'Invalid webhook signature.');
      const event = await context.body<IdeWebhookEvent>();
      if (event instanceof Response) return event;
      if (event.event === 'session.expired') {
        const session = event.session_id ? context.db.learning.ideSessions.get(event.session_id) : undefined;
        if (session && session.status === 'active')
          context.db.learning.ideSessions.update(session.id, { status: 'expired', ended_at: event.timestamp });
        return json<MessageResponse>({ message: session ? 'Session expired.' : 'Unknown session; ignored.', success: true });
      }
      const execution = event.execution_id ? context.db.learning.ideExecutions.get(event.execution_id) : undefined;
      if (!execution) return json<MessageResponse>({ message: 'Unknown execution; ignored.', success: true });
      context.db.learning.ideExecutions.update(execution.id, {
        status:
          event.status ??
          (event.event === 'execution.timeout' ? 'timeout' : event.event === 'execution.failed' ? 'error' : 'success'),
        stdout: event.stdout ?? execution.stdout,
        stderr: event.stderr ?? execution.stderr,
        exit_code: event.exit_code ?? execution.exit_code,
        execution_time_ms: event.execution_time_ms ?? execution.execution_time_ms,
        memory_kb: event.memory_kb ?? execution.memory_kb,
      });
      return json<MessageResponse>({ message: 'Execution updated.', success: true });
    }),
  ];
}

export function learningHandlers(): HttpHandler[] {
  return [...resourceHandlers(), ...groupHandlers(), ...pathHandlers(), ...analyticsHandlers(), ...learningAssessmentHandlers()];
}
