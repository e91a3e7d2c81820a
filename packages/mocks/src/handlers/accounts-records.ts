/**
 * The accounts group, part 2: student–parent relations, attendance (with today, monthly, summary,
 * bulk and quick marking), leave applications (apply, approve, reject), documents (upload, verify)
 * and academic records. Students see their own records, parents their children's, staff all.
 */
import type {
  AcademicRecordRequest,
  LeaveApplication,
  LeaveApplicationRequest,
  LeaveReviewRequest,
  StudentParentRelationRequest,
  UserDocument,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  canSeeStudent,
  childrenOf,
  presentAcademicRecord,
  presentDocument,
  presentLeave,
  presentRelation,
  type DocumentRow,
  type LeaveRow,
  type UserRecord,
} from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { nowIso } from '../db/time';
import { MANAGEMENT, STAFF, type FieldErrorMap } from '../kit/crud';
import { listPage } from '../kit/list';
import { detail, json, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { recordRoutes, userTypeError, refuse, stamps, isManagement } from './accounts-records-shared';
import { attendanceHandlers } from './accounts-attendance';

const isStaff = (user: UserRecord): boolean => !['student', 'parent'].includes(user.user_type);

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

/** Who may decide on a leave: management any; a teacher student leaves (not their own). */
const mayReview = (leave: LeaveRow, user: UserRecord): boolean =>
  leave.applicant !== user.id && (isManagement(user) || (user.user_type === 'teacher' && leave.student !== null));

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The remark an attendance row carries when approved leave covers it (the attendance screens read it). */
export const ON_LEAVE_REMARK = 'On approved leave';

/**
 * Approved leave excuses the student on each day it covers: a day not yet marked is recorded excused, an
 * absence becomes excused; present or late days stay as marked (the student came after all).
 */
function excuseLeaveDays(db: MockDatabase, leave: LeaveRow): void {
  const student = leave.student ?? (db.accounts.users.get(leave.applicant)?.user_type === 'student' ? leave.applicant : null);
  if (student === null) return;
  const now = nowIso();
  for (let day = Date.parse(leave.start_date); day <= Date.parse(leave.end_date); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    const remarks = `${ON_LEAVE_REMARK} (${leave.leave_type})`;
    const marked = db.accounts.attendance.find((row) => row.student === student && row.date === date);
    if (!marked)
      db.accounts.attendance.insert({
        student,
        date,
        status: 'excused',
        check_in_time: null,
        remarks,
        marked_by: null,
        created_at: now,
        updated_at: now,
      });
    else if (marked.status === 'absent')
      db.accounts.attendance.update(marked.id, { status: 'excused', remarks, updated_at: now });
  }
}

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
    if (status === 'approved') excuseLeaveDays(db, updated);
    notifyUser(
      db,
      leave.applicant,
      `Leave ${status}`,
      `Your ${leave.leave_type} leave from ${leave.start_date} to ${leave.end_date} was ${status}.${body.comment ? ` ${body.comment}` : ''}`,
      status === 'rejected' ? 'high' : 'normal',
      `/dashboard/leave/${leave.id}`,
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
        const upload = input.attachment instanceof Blob ? input.attachment : undefined;
        const attachmentName = upload
          ? (upload instanceof File && upload.name ? upload.name : 'attachment.pdf').replace(/[^\w.-]+/g, '_')
          : undefined;
        if (upload && upload.size > MAX_ATTACHMENT_BYTES) errors.attachment = 'The attachment must be 5 MB or smaller.';
        else if (upload && !ATTACHMENT_TYPES.includes(upload.type)) errors.attachment = 'Attach a PDF, JPEG or PNG file.';
        if (Object.keys(errors).length > 0 || !start || !end) return refuse(errors);
        return {
          applicant: existing?.applicant ?? user.id,
          student,
          leave_type: body.leave_type ?? existing?.leave_type ?? 'other',
          start_date: start,
          end_date: end,
          days: inclusiveDays(start, end),
          reason: body.reason ?? existing?.reason ?? '',
          attachment: upload ? `/media/leaves/${Date.now().toString(36)}_${attachmentName}` : (existing?.attachment ?? null),
          attachment_name: attachmentName ?? existing?.attachment_name ?? null,
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
