/**
 * The accounts group, part 2: student–parent relations, attendance (with today, monthly, summary,
 * bulk and quick marking), leave applications (apply, approve, reject), documents (upload, verify)
 * and academic records. Students see their own records, parents their children's, staff all.
 */
import type {
  AcademicRecordRequest,
  Attendance,
  AttendanceBulkMarkRequest,
  AttendanceBulkMarkResult,
  AttendanceCounts,
  AttendanceMonthlyReport,
  AttendanceRequest,
  AttendanceSummary,
  AttendanceToday,
  LeaveApplication,
  LeaveApplicationRequest,
  LeaveReviewRequest,
  ParentChild,
  QuickAttendanceRequest,
  StudentParentRelationRequest,
  UserDocument,
  UserType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  canSeeStudent,
  childrenOf,
  presentAcademicRecord,
  presentAttendance,
  presentDocument,
  presentLeave,
  presentRelation,
  usersOfType,
  visibleStudentIds,
  type AttendanceRow,
  type DocumentRow,
  type LeaveRow,
  type UserRecord,
} from '../db/accounts';
import type { MockDatabase } from '../db/database';
import type { Row, Table } from '../db/table';
import { nowIso, todayIso } from '../db/time';
import { definedErrors, MANAGEMENT, STAFF, type FieldErrorMap } from '../kit/crud';
import { listPage, type ListOptions } from '../kit/list';
import { relationErrors } from '../kit/relations';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Present, absent, late and excused counts; late and excused count as attended. */
export function attendanceCounts(rows: readonly Pick<AttendanceRow, 'status'>[]): AttendanceCounts {
  const result: AttendanceCounts = { total: rows.length, present: 0, absent: 0, late: 0, excused: 0, attendance_rate: 0 };
  for (const row of rows) result[row.status]++;
  result.attendance_rate = rows.length > 0 ? round2(((result.present + result.late + result.excused) / rows.length) * 100) : 0;
  return result;
}

const isStaff = (user: UserRecord): boolean => !['student', 'parent'].includes(user.user_type);
const isManagement = (user: UserRecord): boolean => user.user_type === 'super_admin' || user.user_type === 'admin';

/** Errors when an id does not name a user of the expected type. */
function userTypeError(db: MockDatabase, id: unknown, type: UserType, field: string): FieldErrorMap {
  if (typeof id !== 'number') return {};
  const user = db.accounts.users.get(id);
  return user && user.user_type !== type ? { [field]: `The user is not a ${type}.` } : {};
}

interface RecordRoutes<T extends Row, A> {
  table: (db: MockDatabase) => Table<T>;
  present: (db: MockDatabase, row: T) => A;
  visible: (row: T, context: AuthedContext) => boolean;
  list?: ListOptions<A, AuthedContext>;
  /** Who may change a row they can see (management by default). */
  mayWrite?: (row: T, context: AuthedContext) => boolean;
  /** Builds the row to store from a validated body, or refuses with field errors. */
  write: (input: BodyRecord, existing: T | undefined, context: AuthedContext) => Omit<T, 'id'> | Refusal;
  operations: { list: string; create: string; get: string; update: string; partialUpdate: string; delete: string };
  writeRoles?: readonly UserType[];
}

/** A write refused with DRF field errors. */
class Refusal {
  constructor(readonly errors: FieldErrorMap) {}
}

const refuse = (errors: FieldErrorMap): Refusal => new Refusal(errors);

/** List, create, get, update, patch and delete for rows that keep users by id and are presented on read. */
function recordRoutes<T extends Row & { created_at?: string }, A>(config: RecordRoutes<T, A>): HttpHandler[] {
  const { operations } = config;
  const find = (context: AuthedContext): T | undefined => {
    const row = config.table(context.db).get(context.id());
    return row && config.visible(row, context) ? row : undefined;
  };
  const mayWrite = (row: T, context: AuthedContext): boolean =>
    config.mayWrite ? config.mayWrite(row, context) : isManagement(context.user);
  const write = async (context: AuthedContext, existing?: T): Promise<Response> => {
    const body = await context.body();
    if (body instanceof Response) return body;
    const related = relationErrors(context.db, body);
    if (Object.keys(related).length > 0) return fieldErrors(related);
    const built = config.write(body, existing, context);
    if (built instanceof Refusal) return fieldErrors(definedErrors(built.errors));
    const table = config.table(context.db);
    const stored = existing
      ? (table.update(existing.id, built as Partial<T>) ?? existing)
      : table.insert(built as Omit<T, 'id'> & { id?: number });
    return existing ? json(config.present(context.db, stored)) : created(config.present(context.db, stored));
  };
  return [
    route(operations.list, (context) => {
      const rows = config
        .table(context.db)
        .filter((row) => config.visible(row, context))
        .map((row) => config.present(context.db, row));
      return json(listPage(context, rows, { ordering: '-created_at', ...config.list }));
    }),
    route(operations.get, (context) => {
      const row = find(context);
      return row ? json(config.present(context.db, row)) : notFound();
    }),
    route(operations.create, (context) => write(context), { roles: config.writeRoles }),
    ...[operations.update, operations.partialUpdate].map((operationId) =>
      route(
        operationId,
        (context) => {
          const row = find(context);
          if (!row) return notFound();
          return mayWrite(row, context) ? write(context, row) : context.deny();
        },
        { roles: config.writeRoles },
      ),
    ),
    route(
      operations.delete,
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!mayWrite(row, context)) return context.deny();
        config.table(context.db).remove(row.id);
        return noContent();
      },
      { roles: config.writeRoles },
    ),
  ];
}

const stamps = (existing: { created_at?: string } | undefined) => {
  const now = nowIso();
  return { created_at: existing?.created_at ?? now, updated_at: now };
};

/** Days from start to end, both included. */
const inclusiveDays = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

function notifyUser(
  db: MockDatabase,
  recipient: number,
  title: string,
  message: string,
  priority: 'high' | 'normal',
  actionUrl: string | null,
): void {
  db.communication.notifications.insert({
    recipient,
    title,
    message,
    notification_type: 'info',
    priority,
    is_read: false,
    read_at: null,
    action_url: actionUrl,
    created_at: nowIso(),
  });
}

function relationHandlers(): HttpHandler[] {
  return recordRoutes({
    table: (db) => db.accounts.relations,
    present: presentRelation,
    visible: (row, { user }) => isStaff(user) || row.parent === user.id || row.student === user.id,
    list: { search: ['student.get_full_name', 'parent.get_full_name', 'student.username', 'parent.username'] },
    operations: {
      list: 'listStudentParentRelations',
      create: 'createStudentParentRelation',
      get: 'getStudentParentRelation',
      update: 'updateStudentParentRelation',
      partialUpdate: 'partialUpdateStudentParentRelation',
      delete: 'deleteStudentParentRelation',
    },
    writeRoles: MANAGEMENT,
    write: (input, existing, { db }) => {
      const body = input as Partial<StudentParentRelationRequest>;
      const student = body.student ?? existing?.student;
      const parent = body.parent ?? existing?.parent;
      const errors = {
        ...userTypeError(db, body.student, 'student', 'student'),
        ...userTypeError(db, body.parent, 'parent', 'parent'),
      };
      if (db.accounts.relations.some((row) => row.id !== existing?.id && row.student === student && row.parent === parent))
        errors.non_field_errors = 'This parent is already linked to this student.';
      if (Object.keys(errors).length > 0 || student === undefined || parent === undefined) return refuse(errors);
      return {
        student,
        parent,
        relationship: body.relationship ?? existing?.relationship ?? 'guardian',
        is_primary_contact: body.is_primary_contact ?? existing?.is_primary_contact ?? false,
        can_pickup: body.can_pickup ?? existing?.can_pickup ?? true,
        ...stamps(existing),
      };
    },
  });
}

function attendanceHandlers(): HttpHandler[] {
  const visibleRows = (context: AuthedContext): AttendanceRow[] => {
    const visible = visibleStudentIds(context.db, context.user);
    return visible === 'all'
      ? context.db.accounts.attendance.all()
      : context.db.accounts.attendance.filter((row) => visible.includes(row.student));
  };
  const upsert = (
    db: MockDatabase,
    marker: UserRecord,
    student: number,
    date: string,
    status: AttendanceRow['status'],
    remarks: string | null | undefined,
    checkIn?: string | null,
  ): { row: AttendanceRow; created: boolean } => {
    const existing = db.accounts.attendance.find((row) => row.student === student && row.date === date);
    const now = nowIso();
    const time = checkIn ?? (status === 'present' || status === 'late' ? now.slice(11, 16) : null);
    if (existing) {
      return {
        row:
          db.accounts.attendance.update(existing.id, {
            status,
            remarks: remarks ?? existing.remarks ?? null,
            check_in_time: time,
            marked_by: marker.id,
            updated_at: now,
          }) ?? existing,
        created: false,
      };
    }
    return {
      row: db.accounts.attendance.insert({
        student,
        date,
        status,
        check_in_time: time,
        remarks: remarks ?? null,
        marked_by: marker.id,
        created_at: now,
        updated_at: now,
      }),
      created: true,
    };
  };
  const visibleStudents = (context: AuthedContext): number[] => {
    const visible = visibleStudentIds(context.db, context.user);
    return visible === 'all' ? usersOfType(context.db, 'student').map((user) => user.id) : visible;
  };
  return [
    ...recordRoutes({
      table: (db) => db.accounts.attendance,
      present: presentAttendance,
      visible: (row, { db, user }) => canSeeStudent(db, user, row.student),
      mayWrite: (_row, { user }) => STAFF.includes(user.user_type),
      list: {
        ordering: '-date',
        search: ['student.get_full_name', 'student.username', 'remarks'],
        filters: {
          date_from: (row: Attendance, value) => row.date >= value,
          date_to: (row: Attendance, value) => row.date <= value,
        },
      },
      operations: {
        list: 'listAttendance',
        create: 'createAttendance',
        get: 'getAttendance',
        update: 'updateAttendance',
        partialUpdate: 'partialUpdateAttendance',
        delete: 'deleteAttendance',
      },
      writeRoles: STAFF,
      write: (input, existing, { db, user }) => {
        const body = input as Partial<AttendanceRequest>;
        const student = body.student ?? existing?.student;
        const date = body.date ?? existing?.date;
        const errors = userTypeError(db, body.student, 'student', 'student');
        if (date && date > todayIso()) errors.date = 'Attendance cannot be marked for a future date.';
        if (db.accounts.attendance.some((row) => row.id !== existing?.id && row.student === student && row.date === date)) {
          errors.non_field_errors = 'Attendance for this student on this date already exists.';
        }
        if (Object.keys(errors).length > 0 || student === undefined || date === undefined) return refuse(errors);
        return {
          student,
          date,
          status: body.status ?? existing?.status ?? 'present',
          check_in_time: body.check_in_time !== undefined ? body.check_in_time : (existing?.check_in_time ?? null),
          remarks: body.remarks !== undefined ? body.remarks : (existing?.remarks ?? null),
          marked_by: user.id,
          ...stamps(existing),
        };
      },
    }),
    route(
      'bulkMarkAttendance',
      async (context) => {
        const body = await context.body<AttendanceBulkMarkRequest>();
        if (body instanceof Response) return body;
        if (body.date > todayIso()) return fieldErrors({ date: 'Attendance cannot be marked for a future date.' });
        const result: AttendanceBulkMarkResult = { date: body.date, created: 0, updated: 0, records: [], errors: [] };
        body.records.forEach((entry, index) => {
          const student = context.db.accounts.users.get(entry.student);
          if (!student || student.user_type !== 'student') {
            result.errors.push({
              index,
              identifier: String(entry.student),
              errors: {
                student: [student ? 'The user is not a student.' : `Invalid pk "${entry.student}" - object does not exist.`],
              },
            });
            return;
          }
          const { row, created: isNew } = upsert(context.db, context.user, student.id, body.date, entry.status, entry.remarks);
          if (isNew) result.created++;
          else result.updated++;
          result.records.push(presentAttendance(context.db, row));
        });
        return json<AttendanceBulkMarkResult>(result);
      },
      { roles: STAFF },
    ),
    route(
      'markQuickAttendance',
      async (context) => {
        const body = await context.body<QuickAttendanceRequest>();
        if (body instanceof Response) return body;
        const student = context.db.accounts.users.get(body.student);
        if (!student) return fieldErrors({ student: `Invalid pk "${body.student}" - object does not exist.` });
        if (student.user_type !== 'student') return fieldErrors({ student: 'The user is not a student.' });
        return json<Attendance>(
          presentAttendance(context.db, upsert(context.db, context.user, student.id, todayIso(), body.status, body.remarks).row),
        );
      },
      { roles: STAFF },
    ),
    route('getTodayAttendance', (context) => {
      const today = todayIso();
      const rows = visibleRows(context).filter((row) => row.date === today);
      const students = visibleStudents(context);
      return json<AttendanceToday>({
        date: today,
        counts: attendanceCounts(rows),
        not_marked: Math.max(0, students.length - new Set(rows.map((row) => row.student)).size),
        records: rows.map((row) => presentAttendance(context.db, row)),
      });
    }),
    route('getMonthlyAttendance', (context) => {
      const now = todayIso();
      const month = Number(context.query.get('month') ?? now.slice(5, 7));
      const year = Number(context.query.get('year') ?? now.slice(0, 4));
      const studentParam = context.query.get('student');
      if (!Number.isInteger(month) || month < 1 || month > 12)
        return fieldErrors({ month: 'Ensure this value is between 1 and 12.' });
      if (!Number.isInteger(year) || year < 2000 || year > 2100) return fieldErrors({ year: 'Enter a valid year.' });
      const student = studentParam ? Number(studentParam) : context.user.user_type === 'student' ? context.user.id : null;
      if (student !== null && !canSeeStudent(context.db, context.user, student))
        return fieldErrors({ student: 'You cannot see this student’s attendance.' });
      const prefix = `${year}-${String(month).padStart(2, '0')}`;
      const rows = visibleRows(context).filter(
        (row) => row.date.startsWith(prefix) && (student === null || row.student === student),
      );
      const dates = [...new Set(rows.map((row) => row.date))].sort();
      return json<AttendanceMonthlyReport>({
        month,
        year,
        student,
        counts: attendanceCounts(rows),
        days: dates.map((date) => {
          const { present, absent, late, excused, total } = attendanceCounts(rows.filter((row) => row.date === date));
          return { date, total, present, absent, late, excused };
        }),
      });
    }),
    route('getAttendanceSummary', (context) => {
      const today = todayIso();
      const from = context.query.get('date_from') ?? `${today.slice(0, 7)}-01`;
      const to = context.query.get('date_to') ?? today;
      if (to < from) return fieldErrors({ date_to: 'date_to must not be before date_from.' });
      const rows = visibleRows(context);
      return json<AttendanceSummary>({
        date_from: from,
        date_to: to,
        counts: attendanceCounts(rows.filter((row) => row.date >= from && row.date <= to)),
        today: attendanceCounts(rows.filter((row) => row.date === today)),
      });
    }),
    route(
      'listMyChildren',
      ({ db, user }) =>
        json<ParentChild[]>(
          db.accounts.relations
            .filter((relation) => relation.parent === user.id)
            .flatMap((relation) => {
              const child = db.accounts.users.get(relation.student);
              if (!child) return [];
              const scores = db.accounts.academicRecords
                .filter((record) => record.student === child.id)
                .map((record) => Number(record.score));
              return [
                {
                  relation_id: relation.id,
                  student: presentRelation(db, relation).student,
                  relationship: relation.relationship,
                  is_primary_contact: relation.is_primary_contact,
                  admission_date: child.admission_date ?? null,
                  attendance: attendanceCounts(db.accounts.attendance.filter((row) => row.student === child.id)),
                  pending_leaves: db.accounts.leaves.count((leave) => leave.student === child.id && leave.status === 'pending'),
                  latest_average_score:
                    scores.length > 0 ? (scores.reduce((sum, score) => sum + score, 0) / scores.length).toFixed(2) : null,
                },
              ];
            }),
        ),
      { roles: ['parent'] },
    ),
  ];
}

/** Who may decide on a leave: management any; a teacher student leaves (not their own). */
const mayReview = (leave: LeaveRow, user: UserRecord): boolean =>
  leave.applicant !== user.id && (isManagement(user) || (user.user_type === 'teacher' && leave.student !== null));

function leaveHandlers(): HttpHandler[] {
  const visible = (row: LeaveRow, { db, user }: AuthedContext): boolean => {
    if (isManagement(user) || row.applicant === user.id) return true;
    if (user.user_type === 'teacher') return row.student !== null;
    if (user.user_type === 'parent') return row.student !== null && childrenOf(db, user.id).includes(row.student);
    return row.student === user.id;
  };
  const review = (status: 'approved' | 'rejected') => async (context: AuthedContext) => {
    const { db, user } = context;
    const leave = db.accounts.leaves.get(context.id());
    if (!leave || !visible(leave, context)) return notFound();
    if (!mayReview(leave, user)) return context.deny();
    const body = await context.body<LeaveReviewRequest>();
    if (body instanceof Response) return body;
    if (leave.status !== 'pending') return detail(400, 'This leave application has already been reviewed.');
    const now = nowIso();
    const updated =
      db.accounts.leaves.update(leave.id, {
        status,
        reviewed_by: user.id,
        reviewed_at: now,
        review_comment: body.comment ?? null,
        updated_at: now,
      }) ?? leave;
    notifyUser(
      db,
      leave.applicant,
      `Leave ${status}`,
      `Your ${leave.leave_type} leave from ${leave.start_date} to ${leave.end_date} was ${status}.${body.comment ? ` ${body.comment}` : ''}`,
      status === 'rejected' ? 'high' : 'normal',
      null,
    );
    return json<LeaveApplication>(presentLeave(db, updated));
  };
  return [
    ...recordRoutes({
      table: (db) => db.accounts.leaves,
      present: presentLeave,
      visible,
      mayWrite: (row, { user }) => isManagement(user) || (row.applicant === user.id && row.status === 'pending'),
      list: {
        search: ['reason', 'applicant.get_full_name', 'student.get_full_name'],
        filters: {
          start_date_from: (row: LeaveApplication, value) => row.start_date >= value,
          start_date_to: (row: LeaveApplication, value) => row.start_date <= value,
        },
      },
      operations: {
        list: 'listLeaves',
        create: 'createLeave',
        get: 'getLeave',
        update: 'updateLeave',
        partialUpdate: 'partialUpdateLeave',
        delete: 'deleteLeave',
      },
      write: (input, existing, { db, user }) => {
        const body = input as Partial<LeaveApplicationRequest>;
        const start = body.start_date ?? existing?.start_date;
        const end = body.end_date ?? existing?.end_date;
        const errors: FieldErrorMap = {};
        if (start && end && end < start) errors.end_date = 'End date must be after start date.';
        let student = body.student !== undefined ? body.student : (existing?.student ?? null);
        if (user.user_type === 'student') student = user.id;
        else if (user.user_type === 'parent') {
          if (student === null || !childrenOf(db, user.id).includes(student)) errors.student = 'Choose one of your children.';
        } else if (student !== null) Object.assign(errors, userTypeError(db, student, 'student', 'student'));
        if (existing && existing.status !== 'pending') errors.non_field_errors = 'Only pending applications can be changed.';
        if (Object.keys(errors).length > 0 || !start || !end) return refuse(errors);
        return {
          applicant: existing?.applicant ?? user.id,
          student,
          leave_type: body.leave_type ?? existing?.leave_type ?? 'other',
          start_date: start,
          end_date: end,
          days: inclusiveDays(start, end),
          reason: body.reason ?? existing?.reason ?? '',
          status: existing?.status ?? 'pending',
          reviewed_by: existing?.reviewed_by ?? null,
          reviewed_at: existing?.reviewed_at ?? null,
          review_comment: existing?.review_comment ?? null,
          ...stamps(existing),
        };
      },
    }),
    route('approveLeave', review('approved')),
    route('rejectLeave', review('rejected')),
    route(
      'listPendingLeaveApprovals',
      (context) => {
        const rows = context.db.accounts.leaves
          .filter((leave) => leave.status === 'pending' && mayReview(leave, context.user))
          .map((leave) => presentLeave(context.db, leave));
        return json(
          listPage(context, rows, {
            ordering: 'start_date',
            search: ['reason', 'applicant.get_full_name', 'student.get_full_name'],
          }),
        );
      },
      { roles: STAFF },
    ),
  ];
}

function documentHandlers(): HttpHandler[] {
  const visible = (row: DocumentRow, { db, user }: AuthedContext): boolean =>
    row.owner === user.id || isStaff(user) || (user.user_type === 'parent' && childrenOf(db, user.id).includes(row.owner));
  const verify = (context: AuthedContext): Response => {
    const document = context.db.accounts.documents.get(context.id());
    if (!document) return notFound();
    if (document.is_verified) return detail(400, 'This document is already verified.');
    const now = nowIso();
    const updated =
      context.db.accounts.documents.update(document.id, {
        is_verified: true,
        verified_by: context.user.id,
        verified_at: now,
        updated_at: now,
      }) ?? document;
    notifyUser(context.db, document.owner, 'Document verified', `Your ${document.title} has been verified.`, 'normal', null);
    return json<UserDocument>(presentDocument(context.db, updated));
  };
  return [
    ...recordRoutes({
      table: (db) => db.accounts.documents,
      present: presentDocument,
      visible,
      mayWrite: (row, { user }) => row.owner === user.id || isManagement(user),
      list: {
        search: ['title', 'description', 'file_name', 'owner.get_full_name'],
        filters: { owner: (row: UserDocument, value) => String(row.owner.id) === value },
      },
      operations: {
        list: 'listUserDocuments',
        create: 'createUserDocument',
        get: 'getUserDocument',
        update: 'updateUserDocument',
        partialUpdate: 'partialUpdateUserDocument',
        delete: 'deleteUserDocument',
      },
      write: (input, existing, { user }) => {
        const upload = input.file instanceof Blob ? input.file : undefined;
        const owner = typeof input.owner === 'number' && isManagement(user) ? input.owner : (existing?.owner ?? user.id);
        const fileName = upload
          ? (upload instanceof File && upload.name ? upload.name : 'document.pdf').replace(/[^\w.-]+/g, '_')
          : existing?.file_name;
        if (!upload && !existing) return refuse({ file: 'No file was submitted.' });
        return {
          owner,
          title: typeof input.title === 'string' ? input.title : (existing?.title ?? fileName ?? 'Document'),
          document_type: (input.document_type as DocumentRow['document_type'] | undefined) ?? existing?.document_type ?? 'other',
          description: typeof input.description === 'string' ? input.description : (existing?.description ?? null),
          file: upload ? `/media/documents/${Date.now().toString(36)}_${fileName}` : (existing?.file ?? ''),
          file_name: fileName,
          file_size: upload ? upload.size : existing?.file_size,
          content_type: upload ? upload.type || 'application/octet-stream' : existing?.content_type,
          // A new file must be verified again.
          is_verified: upload ? false : (existing?.is_verified ?? false),
          verified_by: upload ? null : (existing?.verified_by ?? null),
          verified_at: upload ? null : (existing?.verified_at ?? null),
          ...stamps(existing),
        };
      },
    }),
    route('verifyUserDocument', verify, { roles: MANAGEMENT }),
    route(
      'listUnverifiedUserDocuments',
      (context) => {
        const rows = context.db.accounts.documents
          .filter((document) => !document.is_verified)
          .map((document) => presentDocument(context.db, document));
        return json(listPage(context, rows, { ordering: 'created_at', search: ['title', 'file_name', 'owner.get_full_name'] }));
      },
      { roles: MANAGEMENT },
    ),
  ];
}

function academicRecordHandlers(): HttpHandler[] {
  return recordRoutes({
    table: (db) => db.accounts.academicRecords,
    present: presentAcademicRecord,
    visible: (row, { db, user }) => canSeeStudent(db, user, row.student),
    mayWrite: (_row, { user }) => STAFF.includes(user.user_type),
    list: { ordering: '-created_at', search: ['subject', 'term', 'academic_year', 'student.get_full_name'] },
    operations: {
      list: 'listAcademicRecords',
      create: 'createAcademicRecord',
      get: 'getAcademicRecord',
      update: 'updateAcademicRecord',
      partialUpdate: 'partialUpdateAcademicRecord',
      delete: 'deleteAcademicRecord',
    },
    writeRoles: STAFF,
    write: (input, existing, { db, user }) => {
      const body = input as Partial<AcademicRecordRequest>;
      const errors = userTypeError(db, body.student, 'student', 'student');
      const score = body.score ?? existing?.score;
      if (score !== undefined && Number(score) > 100) errors.score = 'Ensure this value is less than or equal to 100.';
      const student = body.student ?? existing?.student;
      if (Object.keys(errors).length > 0 || student === undefined || score === undefined) return refuse(errors);
      return {
        student,
        academic_year: body.academic_year ?? existing?.academic_year ?? '',
        term: body.term ?? existing?.term ?? '',
        subject: body.subject ?? existing?.subject ?? '',
        score,
        grade: body.grade ?? existing?.grade ?? '',
        remarks: body.remarks !== undefined ? body.remarks : (existing?.remarks ?? null),
        recorded_by: user.id,
        ...stamps(existing),
      };
    },
  });
}

export function accountsRecordHandlers(): HttpHandler[] {
  return [...relationHandlers(), ...attendanceHandlers(), ...leaveHandlers(), ...documentHandlers(), ...academicRecordHandlers()];
}
