/** Course offerings (with enrolment in one), code snippets and lesson attachments. */
import type {
  CodeSnippet,
  CourseEnrollResponse,
  CourseOffering,
  CourseOfferingEnrollmentDetails,
  CourseOfferingEnrollRequest,
  LessonAttachment,
  LessonAttachmentBulkUploadResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  COURSE_RELATIONS,
  visibleCourse,
  ownershipErrors,
  targetCourse,
  settled,
  ALREADY_ENROLLED,
  managesCourse,
  id,
} from './courses-shared';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';
import { detail, notFound, fieldErrors, json, created } from '../kit/respond';
import { crudHandlers, STAFF, buildRow } from '../kit/crud';
import { nowIso, todayIso } from '../db/time';
import { PAYMENT_PROCESSING_MESSAGE } from '../db/payment-flow';
import { presentStudentEnrollment, isStaff, enrollmentFor, canOpenCourse } from '../db/enrollments';
import { enrollUser } from '../db/enrolling';
import type { MockDatabase } from '../db/database';
import { userSummary } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Offerings, snippets and attachments.
const enrolledIn = (db: MockDatabase, offeringId: number): number =>
  db.payments.enrollments.count((row) => row.course_offering === offeringId && row.status !== 'cancelled');

export function offeringHandlers(): HttpHandler[] {
  return [
    ...crudHandlers<CourseOffering>({
      table: (db) => db.courses.offerings,
      schema: 'CourseOffering',
      operations: {
        list: 'listCourseOfferings',
        create: 'createCourseOffering',
        get: 'getCourseOffering',
        update: 'updateCourseOffering',
        partialUpdate: 'partialUpdateCourseOffering',
        delete: 'deleteCourseOffering',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'course.title', 'schedule', 'location'],
      ordering: 'start_date',
      filters: { course: (row, value) => String(row.course.id) === value || row.course.slug === value },
      visible: (row, context) => !!visibleCourse(context.db, context.user, row.course.id),
      validate: (input, existing, context) => {
        const own = ownershipErrors(context, targetCourse(context.db, input, existing));
        if (own) return own;
        const start = (input.start_date ?? existing?.start_date) as string | undefined;
        const end = (input.end_date ?? existing?.end_date) as string | null | undefined;
        return start && end && end < start ? { end_date: 'End date must be after start date.' } : undefined;
      },
      onCreate: () => ({ status: 'upcoming', is_active: true, currency: 'KES' }),
      derive: (row, { db }) => {
        const enrolled = enrolledIn(db, row.id);
        return { ...row, enrolled_count: enrolled, available_seats: row.capacity ? Math.max(0, row.capacity - enrolled) : null };
      },
      beforeDelete: (row, context) =>
        enrolledIn(context.db, row.id) > 0
          ? detail(403, 'This offering has enrollments; cancel it instead of deleting it.')
          : undefined,
    }),
    route(
      'enrollInCourseOffering',
      settled<AuthedContext>(async (context) => {
        const offering = context.db.courses.offerings.get(context.id());
        const course = offering ? visibleCourse(context.db, context.user, offering.course.id) : undefined;
        if (!offering || !course) return notFound();
        const input = await context.body<CourseOfferingEnrollRequest>();
        if (input instanceof Response) return input;
        const today = todayIso();
        if (!offering.is_active || offering.status === 'completed' || offering.status === 'cancelled')
          return detail(400, 'This offering is closed for enrollment.');
        if (offering.enrollment_deadline && offering.enrollment_deadline < today)
          return detail(400, 'The enrollment deadline for this offering has passed.');
        const outcome = enrollUser(context.db, context.user, course, { planId: input.payment_plan, offeringId: offering.id });
        if (outcome.kind === 'invalid') return fieldErrors(outcome.errors);
        if (outcome.kind === 'already') return detail(400, ALREADY_ENROLLED);
        if (outcome.kind === 'processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
        if (input.notes) context.db.payments.enrollments.update(outcome.row.id, { notes: input.notes });
        const row = context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row;
        return json<CourseEnrollResponse>(
          {
            success: true,
            message:
              row.status === 'active'
                ? `You joined ${offering.title}.`
                : `Seat reserved in ${offering.title}. Complete payment to start.`,
            enrollment: presentStudentEnrollment(context.db, row),
            requires_payment: !row.is_free && row.status !== 'active' && row.status !== 'trial',
            payment_enrollment_id: row.id,
          },
          201,
        );
      }),
    ),
    route('getCourseOfferingEnrollmentDetails', (context) => {
      const offering = context.db.courses.offerings.get(context.id());
      if (!offering || !visibleCourse(context.db, context.user, offering.course.id)) return notFound();
      const rows = context.db.payments.enrollments.filter(
        (row) => row.course_offering === offering.id && row.status !== 'cancelled',
      );
      const mine = rows.find((row) => row.user === context.user.id);
      const today = todayIso();
      const statuses = new Map<string, number>();
      for (const row of rows) {
        const status = row.status === 'payment_pending' || row.status === 'payment_processing' ? 'pending' : row.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const full = !!offering.capacity && rows.length >= offering.capacity;
      return json<CourseOfferingEnrollmentDetails>({
        offering_id: offering.id,
        capacity: offering.capacity ?? null,
        enrolled_count: rows.length,
        available_seats: offering.capacity ? Math.max(0, offering.capacity - rows.length) : null,
        is_full: full,
        enrollment_open:
          offering.is_active &&
          !full &&
          ['open', 'upcoming', 'in_progress'].includes(offering.status) &&
          (!offering.enrollment_deadline || offering.enrollment_deadline >= today),
        enrollment_deadline: offering.enrollment_deadline ?? null,
        is_enrolled: !!mine,
        enrollment_id: mine?.id ?? null,
        by_status: [...statuses.entries()].map(([status, count]) => ({ status: status as 'pending', count })),
      });
    }),
    ...crudHandlers<CodeSnippet>({
      table: (db) => db.courses.snippets,
      schema: 'CodeSnippet',
      operations: {
        list: 'listCodeSnippets',
        create: 'createCodeSnippet',
        get: 'getCodeSnippet',
        update: 'updateCodeSnippet',
        partialUpdate: 'partialUpdateCodeSnippet',
        delete: 'deleteCodeSnippet',
      },
      writeRoles: STAFF,
      search: ['title', 'description', 'code'],
      ordering: 'lesson,order',
      visible: (row, context) =>
        row.is_public ||
        isStaff(context.user) ||
        row.author?.id === context.user.id ||
        (!!row.course && !!enrollmentFor(context.db, context.user.id, row.course)),
      validate: (input, existing, context) =>
        ownershipErrors(
          context,
          targetCourse(
            context.db,
            input,
            existing ? { course: existing.course ?? null, lesson: existing.lesson ?? undefined } : undefined,
          ),
        ),
      // The spec wraps read-only user summaries in allOf, which the shared relations leave as ids: keep them as stored summaries.
      relations: { ...COURSE_RELATIONS, author: null },
      onCreate: ({ user }) => ({ author: userSummary(user), is_public: true }),
    }),
    ...crudHandlers<LessonAttachment>({
      table: (db) => db.courses.attachments,
      schema: 'LessonAttachment',
      operations: { list: 'listLessonAttachments', get: 'getLessonAttachment', delete: 'deleteLessonAttachment' },
      writeRoles: STAFF,
      relations: { ...COURSE_RELATIONS, uploaded_by: null },
      search: ['title', 'description'],
      ordering: 'lesson,title',
      filters: { course: (row, value, { db }) => String(db.courses.lessons.get(row.lesson)?.course) === value },
      visible: (row, context) => {
        const lesson = context.db.courses.lessons.get(row.lesson);
        const course = lesson ? context.db.courses.courses.get(lesson.course) : undefined;
        return (
          !!lesson &&
          !!course &&
          (isStaff(context.user) || lesson.is_free_preview || canOpenCourse(context.db, context.user, course))
        );
      },
      beforeDelete: (row, context) =>
        managesCourse(context.user, targetCourse(context.db, { lesson: row.lesson })) ? undefined : context.deny(),
    }),
    route('createLessonAttachment', (context) => writeAttachment(context), { roles: STAFF }),
    ...(['updateLessonAttachment', 'partialUpdateLessonAttachment'] as const).map((operationId) =>
      route(
        operationId,
        (context) => {
          const existing = context.db.courses.attachments.get(context.id());
          return existing ? writeAttachment(context, existing) : notFound();
        },
        { roles: STAFF },
      ),
    ),
    route(
      'bulkUploadLessonAttachments',
      async (context) => {
        const input = await context.body<{ lesson: number; files: Blob[] | Blob; is_downloadable?: boolean }>();
        if (input instanceof Response) return input;
        const lesson = context.db.courses.lessons.get(input.lesson);
        if (!lesson) return fieldErrors({ lesson: `Invalid pk "${input.lesson}" - object does not exist.` });
        if (!managesCourse(context.user, context.db.courses.courses.get(lesson.course))) return context.deny();
        const files = (Array.isArray(input.files) ? input.files : [input.files]).filter(
          (item): item is Blob => item instanceof Blob,
        );
        const stamp = nowIso();
        const attachments = files.map((upload) => {
          const name = upload instanceof File ? upload.name : 'attachment.bin';
          return context.db.courses.attachments.insert({
            lesson: lesson.id,
            title: name,
            description: '',
            file: mediaPath(lesson.id, name),
            file_type: fileType(name),
            file_size: upload.size,
            is_downloadable: input.is_downloadable ?? true,
            download_count: 0,
            uploaded_by: userSummary(context.user),
            created_at: stamp,
            updated_at: stamp,
          });
        });
        return created<LessonAttachmentBulkUploadResult>({
          success: true,
          message: `${attachments.length} files uploaded.`,
          uploaded_count: attachments.length,
          failed_count: 0,
          attachments,
          errors: [],
        });
      },
      { roles: STAFF },
    ),
  ];
}

const FILE_TYPES: [LessonAttachment['file_type'], string[]][] = [
  ['pdf', ['pdf']],
  ['document', ['doc', 'docx', 'odt', 'txt', 'md', 'rtf']],
  ['spreadsheet', ['xls', 'xlsx', 'csv', 'ods']],
  ['presentation', ['ppt', 'pptx', 'odp', 'key']],
  ['image', ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp']],
  ['video', ['mp4', 'mov', 'webm', 'mkv']],
  ['audio', ['mp3', 'wav', 'ogg', 'm4a']],
  ['archive', ['zip', 'tar', 'gz', 'rar', '7z']],
  [
    'code',
    ['py', 'js', 'ts', 'java', 'c', 'cpp', 'cs', 'go', 'rs', 'kt', 'dart', 'php', 'rb', 'swift', 'sql', 'ipynb', 'html', 'css'],
  ],
];

export function fileType(name: string): LessonAttachment['file_type'] {
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return FILE_TYPES.find(([, extensions]) => extensions.includes(extension))?.[0] ?? 'other';
}

const mediaPath = (lessonId: number, name: string): string =>
  `/media/attachments/lesson-${lessonId}/${name.replace(/[^A-Za-z0-9._-]+/g, '-')}`;

async function writeAttachment(context: AuthedContext, existing?: LessonAttachment): Promise<Response> {
  const input = await context.body<BodyRecord>();
  if (input instanceof Response) return input;
  const lessonId = id(input.lesson) ?? existing?.lesson;
  const lesson = lessonId ? context.db.courses.lessons.get(lessonId) : undefined;
  if (!lesson) return fieldErrors({ lesson: `Invalid pk "${String(input.lesson)}" - object does not exist.` });
  if (!managesCourse(context.user, context.db.courses.courses.get(lesson.course))) return context.deny();
  const upload = input.file instanceof Blob ? input.file : undefined;
  const fields: BodyRecord = { ...input };
  delete fields.file;
  const system: BodyRecord = upload
    ? {
        file: mediaPath(lesson.id, upload instanceof File ? upload.name : 'attachment.bin'),
        file_type: fileType(upload instanceof File ? upload.name : ''),
        file_size: upload.size,
      }
    : {};
  if (!existing)
    Object.assign(system, {
      uploaded_by: userSummary(context.user),
      download_count: 0,
      is_downloadable: input.is_downloadable ?? true,
    });
  const row = buildRow<LessonAttachment>(
    { table: (db) => db.courses.attachments, schema: 'LessonAttachment', relations: { ...COURSE_RELATIONS, uploaded_by: null } },
    context,
    fields,
    existing,
    system,
  );
  const stored = existing
    ? (context.db.courses.attachments.update(existing.id, row) ?? row)
    : context.db.courses.attachments.insert(row);
  return existing ? json<LessonAttachment>(stored) : created<LessonAttachment>(stored);
}
