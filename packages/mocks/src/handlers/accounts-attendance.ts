/** Attendance: CRUD, marking in bulk, by student and class, and its counts. */
import type {
  Attendance,
  AttendanceBulkMarkRequest,
  AttendanceBulkMarkResult,
  AttendanceCounts,
  AttendanceMonthlyReport,
  AttendanceRequest,
  AttendanceSummary,
  AttendanceToday,
  ParentChild,
  QuickAttendanceRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  visibleStudentIds,
  usersOfType,
  presentRelation,
  presentAttendance,
  canSeeStudent,
  onApprovedLeave,
  type AttendanceRow,
  type UserRecord,
} from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { nowIso, todayIso } from '../db/time';
import { STAFF } from '../kit/crud';
import { detail, fieldErrors, json } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { recordRoutes, userTypeError, refuse, stamps } from './accounts-records-shared';

/** A YYYY-MM-DD day moved by whole days. */
const shiftDays = (day: string, by: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Present, absent, late and excused counts; late and excused count as attended. */
export function attendanceCounts(rows: readonly Pick<AttendanceRow, 'status'>[]): AttendanceCounts {
  const result: AttendanceCounts = { total: rows.length, present: 0, absent: 0, late: 0, excused: 0, attendance_rate: 0 };
  for (const row of rows) result[row.status]++;
  result.attendance_rate = rows.length > 0 ? round2(((result.present + result.late + result.excused) / rows.length) * 100) : 0;
  return result;
}

/** Students actively enrolled in a class section. */
const sectionStudents = (db: MockDatabase, section: number): number[] =>
  db.academics.classEnrollments
    .filter((enrollment) => enrollment.class_section === section && enrollment.status === 'active')
    .map((enrollment) => enrollment.student.id);

/** The sections whose register the user keeps: a teacher's own (as class teacher), every one for management. */
const keptSections = (db: MockDatabase, user: UserRecord) =>
  user.user_type === 'super_admin' || user.user_type === 'admin'
    ? db.academics.classSections.filter((section) => section.is_active)
    : user.user_type === 'teacher'
      ? db.academics.classSections.filter((section) => section.is_active && section.class_teacher?.id === user.id)
      : [];

export const NOT_YOUR_SECTION = 'You can only take the register of your own class sections.';

export function attendanceHandlers(): HttpHandler[] {
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
          class_section: (row: Attendance, value, { db }) => sectionStudents(db, Number(value)).includes(row.student.id),
          on_leave: (row: Attendance, value) => row.on_leave === (value === 'true'),
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
        const section = body.class_section ? context.db.academics.classSections.get(body.class_section) : undefined;
        if (body.class_section && !section)
          return fieldErrors({ class_section: `Invalid pk "${body.class_section}" - object does not exist.` });
        if (section && !keptSections(context.db, context.user).some((kept) => kept.id === section.id))
          return detail(403, NOT_YOUR_SECTION);
        const enrolled = section ? sectionStudents(context.db, section.id) : null;
        const result: AttendanceBulkMarkResult = { date: body.date, created: 0, updated: 0, records: [], errors: [] };
        body.records.forEach((entry, index) => {
          const student = context.db.accounts.users.get(entry.student);
          if (student && enrolled && !enrolled.includes(student.id)) {
            const errors = {
              student: [`${student.first_name} ${student.last_name} is not enrolled in ${section?.display_name}.`],
            };
            result.errors.push({ index, identifier: String(entry.student), errors });
            return;
          }
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
        sections: keptSections(context.db, context.user).map((section) => {
          const students = sectionStudents(context.db, section.id);
          const marks = rows.filter((row) => students.includes(row.student));
          return {
            class_section: section.id,
            display_name: section.display_name ?? section.name,
            class_teacher: section.class_teacher ?? null,
            students: students.length,
            marked: marks.length,
            absent: marks.filter((row) => row.status === 'absent').length,
          };
        }),
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
          const day = rows.filter((row) => row.date === date);
          const { present, absent, late, excused, total } = attendanceCounts(day);
          const onLeave = day.filter(
            (row) => (row.status === 'absent' || row.status === 'excused') && onApprovedLeave(context.db, row.student, date),
          ).length;
          return { date, total, present, absent, late, excused, on_leave: onLeave };
        }),
      });
    }),
    route('getAttendanceSummary', (context) => {
      const today = todayIso();
      // The contract's default period: the last 30 days.
      const from = context.query.get('date_from') ?? shiftDays(today, -30);
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
