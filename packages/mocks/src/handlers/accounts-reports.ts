/** Account statistics, permissions and health, and the reports (users, attendance, leaves, academic records). */
import type {
  AccountPermissions,
  AccountsDashboardStats,
  AcademicReport,
  AdminSystemHealth,
  AdminSystemStats,
  AttendanceReport,
  HealthStatus,
  LeavesReport,
  UserStats,
  UserType,
  UserTypeCounts,
  UsersReport,
} from '@ujuzi/api';
import { accessibleTypes, manageableTypes, permissionsOf, ROLE_LEVELS } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { isStaffType, levelOf } from './accounts-shared';
import { attendanceCounts } from './accounts-attendance';
import { answerFromSpec } from '../kit/spec-answer';
import { type PublicContext, route, publicRoute, type AuthedContext } from '../kit/route';
import { fieldErrors, file, json } from '../kit/respond';
import { type FieldErrorMap, definedErrors, MANAGEMENT } from '../kit/crud';
import { todayIso, nowIso } from '../db/time';
import { type UserRecord, childrenOf, userSummary, fullName } from '../db/accounts';

const USER_TYPES: readonly UserType[] = ['super_admin', 'admin', 'teacher', 'student', 'parent', 'accountant', 'staff'];
const counts = (users: readonly UserRecord[]): UserTypeCounts => {
  const result = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as UserTypeCounts;
  for (const user of users) result[user.user_type]++;
  return result;
};

/** The report period: the query's `date_from`/`date_to`, else the start of the year to today. */
function period(context: PublicContext): { from: string; to: string } | Response {
  const from = context.query.get('date_from') ?? `${todayIso().slice(0, 4)}-01-01`;
  const to = context.query.get('date_to') ?? todayIso();
  const errors: FieldErrorMap = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from))
    errors.date_from = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) errors.date_to = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  if (!errors.date_from && !errors.date_to && to < from) errors.date_to = 'date_to must not be before date_from.';
  return Object.keys(errors).length > 0 ? fieldErrors(definedErrors(errors)) : { from, to };
}

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** An export in the asked format: CSV or JSON rows; xlsx and pdf answer a small sample file of their type. */
function exportRows(context: PublicContext, name: string, rows: readonly Record<string, unknown>[]): Response {
  const format = context.query.get('format') ?? 'csv';
  if (!['csv', 'xlsx', 'pdf', 'json'].includes(format)) return fieldErrors({ format: `"${format}" is not a valid choice.` });
  const stamp = todayIso();
  if (format === 'json') return file(JSON.stringify(rows), 'application/json', `${name}-${stamp}.json`);
  if (format === 'csv') {
    const columns = Object.keys(rows[0] ?? { id: '' });
    const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
    return file(`${lines.join('\n')}\n`, 'text/csv', `${name}-${stamp}.csv`);
  }
  const type = format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return answerFromSpec(context.operation.operationId, 200, context.request, type);
}

const userRow = (user: UserRecord): Record<string, unknown> => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  user_type: user.user_type,
  phone_number: user.phone_number,
  is_active: user.is_active,
  date_joined: user.date_joined,
});

function health(): HealthStatus {
  return {
    status: 'healthy',
    timestamp: nowIso(),
    version: '1.0.0-mock',
    checks: { database: 'ok', cache: 'ok', queue: 'ok', storage: 'ok' },
  };
}

export function statsHandlers(): HttpHandler[] {
  const monthStart = (): string => `${todayIso().slice(0, 7)}-01`;
  return [
    route(
      'getUserStats',
      ({ db }) => {
        const users = db.accounts.users.all();
        const active = users.filter((user) => user.is_active).length;
        return json<UserStats>({
          total_users: users.length,
          active_users: active,
          inactive_users: users.length - active,
          verified_emails: users.filter((user) => user.email_verified).length,
          two_factor_enabled: users.filter((user) => user.two_factor_enabled).length,
          new_this_month: users.filter((user) => user.date_joined.slice(0, 10) >= monthStart()).length,
          by_type: counts(users),
        });
      },
      { roles: MANAGEMENT },
    ),
    route('getAccountsDashboardStats', ({ db, user }) => {
      const today = todayIso();
      const stats: AccountsDashboardStats = { user_type: user.user_type };
      if (isStaffType(user.user_type)) {
        const users = db.accounts.users.all();
        const byType = counts(users);
        const todayRows = db.accounts.attendance.filter((row) => row.date === today);
        Object.assign(stats, {
          total_students: byType.student,
          total_teachers: byType.teacher,
          total_parents: byType.parent,
          total_staff: byType.super_admin + byType.admin + byType.teacher + byType.accountant + byType.staff,
          active_users: users.filter((candidate) => candidate.is_active).length,
          pending_leaves: db.accounts.leaves.count((leave) => leave.status === 'pending'),
          unverified_documents: db.accounts.documents.count((document) => !document.is_verified),
          today_attendance_rate: todayRows.length > 0 ? attendanceCounts(todayRows).attendance_rate : null,
        });
      }
      if (user.user_type === 'parent') {
        const children = childrenOf(db, user.id);
        Object.assign(stats, {
          children_count: children.length,
          my_pending_leaves: db.accounts.leaves.count((leave) => leave.applicant === user.id && leave.status === 'pending'),
        });
      }
      if (user.user_type === 'student') {
        Object.assign(stats, {
          my_attendance_rate: attendanceCounts(db.accounts.attendance.filter((row) => row.student === user.id)).attendance_rate,
          my_pending_leaves: db.accounts.leaves.count((leave) => leave.applicant === user.id && leave.status === 'pending'),
        });
      }
      return json<AccountsDashboardStats>(stats);
    }),
    route('getAccountPermissions', ({ user }) => {
      const type = levelOf(user.user_type);
      return json<AccountPermissions>({
        user_type: user.user_type,
        level: ROLE_LEVELS[type],
        permissions: permissionsOf(type),
        manageable_user_types:
          user.user_type === 'super_admin' || user.user_type === 'admin'
            ? [...manageableTypes(type), 'accountant', 'staff']
            : manageableTypes(type),
        accessible_user_types: accessibleTypes(type),
      });
    }),
    route(
      'getAdminSystemStats',
      ({ db }) => {
        const users = db.accounts.users.all();
        const today = todayIso();
        return json<AdminSystemStats>({
          generated_at: nowIso(),
          total_users: users.length,
          active_users: users.filter((user) => user.is_active).length,
          users_by_type: counts(users),
          new_users_this_month: users.filter((user) => user.date_joined.slice(0, 10) >= monthStart()).length,
          logins_today: users.filter((user) => user.last_login?.slice(0, 10) === today).length,
          active_sessions: db.accounts.sessions.count((session) => session.accessExpiresAt > Date.now()),
          pending_leaves: db.accounts.leaves.count((leave) => leave.status === 'pending'),
          unverified_documents: db.accounts.documents.count((document) => !document.is_verified),
          storage_used_bytes: db.accounts.documents.all().reduce((sum, document) => sum + (document.file_size ?? 0), 0),
        });
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getAdminSystemHealth',
      () =>
        json<AdminSystemHealth>({
          ...health(),
          uptime_seconds: Math.floor(performance.now() / 1000),
          cpu_percent: 18.5,
          memory_percent: 54.2,
          disk_percent: 41.7,
          python_version: '3.12.7',
          django_version: '5.1.4',
        }),
      { roles: MANAGEMENT },
    ),
    publicRoute('getAccountsHealth', () => json<HealthStatus>(health())),
    publicRoute('getHealth', () => json<HealthStatus>(health())),
  ];
}

export function reportHandlers(): HttpHandler[] {
  const usersReport = (context: AuthedContext): UsersReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const type = context.query.get('user_type');
    const users = context.db.accounts.users.filter((user) => !type || user.user_type === type);
    const joined = users.filter(
      (user) => user.date_joined.slice(0, 10) >= range.from && user.date_joined.slice(0, 10) <= range.to,
    );
    const months = new Map<string, number>();
    for (const user of joined) months.set(user.date_joined.slice(0, 7), (months.get(user.date_joined.slice(0, 7)) ?? 0) + 1);
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      total_users: users.length,
      active_users: users.filter((user) => user.is_active).length,
      new_users: joined.length,
      by_type: counts(users),
      registrations_by_month: [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, count]) => ({ month, count })),
    };
  };
  const attendanceReport = (context: AuthedContext): AttendanceReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const student = context.query.get('student');
    const rows = context.db.accounts.attendance.filter(
      (row) => row.date >= range.from && row.date <= range.to && (!student || String(row.student) === student),
    );
    const students = [...new Set(rows.map((row) => row.student))];
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      counts: attendanceCounts(rows),
      students: students.flatMap((id) => {
        const user = context.db.accounts.users.get(id);
        return user ? [{ student: userSummary(user), counts: attendanceCounts(rows.filter((row) => row.student === id)) }] : [];
      }),
    };
  };
  const leavesReport = (context: AuthedContext): LeavesReport | Response => {
    const range = period(context);
    if (range instanceof Response) return range;
    const status = context.query.get('status');
    const leaves = context.db.accounts.leaves.filter(
      (leave) => leave.start_date >= range.from && leave.start_date <= range.to && (!status || leave.status === status),
    );
    const types = [...new Set(leaves.map((leave) => leave.leave_type))];
    return {
      generated_at: nowIso(),
      date_from: range.from,
      date_to: range.to,
      total: leaves.length,
      pending: leaves.filter((leave) => leave.status === 'pending').length,
      approved: leaves.filter((leave) => leave.status === 'approved').length,
      rejected: leaves.filter((leave) => leave.status === 'rejected').length,
      approved_days: leaves.filter((leave) => leave.status === 'approved').reduce((sum, leave) => sum + leave.days, 0),
      by_type: types.map((type) => {
        const ofType = leaves.filter((leave) => leave.leave_type === type);
        return { leave_type: type, count: ofType.length, days: ofType.reduce((sum, leave) => sum + leave.days, 0) };
      }),
    };
  };
  const academicReport = (context: AuthedContext): AcademicReport => {
    const { query, db } = context;
    const year = query.get('academic_year');
    const term = query.get('term');
    const student = query.get('student');
    const records = db.accounts.academicRecords.filter(
      (record) =>
        (!year || record.academic_year === year) &&
        (!term || record.term === term) &&
        (!student || String(record.student) === student),
    );
    const average = (scores: number[]): string =>
      scores.length > 0 ? (scores.reduce((sum, score) => sum + score, 0) / scores.length).toFixed(2) : '0.00';
    const subjects = [...new Set(records.map((record) => record.subject))];
    const students = [...new Set(records.map((record) => record.student))];
    return {
      generated_at: nowIso(),
      academic_year: year,
      term,
      total_records: records.length,
      average_score: records.length > 0 ? average(records.map((record) => Number(record.score))) : null,
      subjects: subjects.map((subject) => {
        const scores = records.filter((record) => record.subject === subject).map((record) => Number(record.score));
        return {
          subject,
          records: scores.length,
          average_score: average(scores),
          highest_score: Math.max(...scores).toFixed(2),
          lowest_score: Math.min(...scores).toFixed(2),
        };
      }),
      top_students: students
        .map((id) => ({ id, scores: records.filter((record) => record.student === id).map((record) => Number(record.score)) }))
        .sort((a, b) => Number(average(b.scores)) - Number(average(a.scores)))
        .slice(0, 10)
        .flatMap(({ id, scores }) => {
          const user = db.accounts.users.get(id);
          return user ? [{ student: userSummary(user), average_score: average(scores), records: scores.length }] : [];
        }),
    };
  };
  const answer = <T>(value: T | Response): Response => (value instanceof Response ? value : json<T>(value));
  const REPORTS = ['super_admin', 'admin'] as const satisfies readonly UserType[];
  const STAFF_REPORTS = ['super_admin', 'admin', 'teacher'] as const satisfies readonly UserType[];
  return [
    route('getUsersReport', (context) => answer(usersReport(context)), { roles: REPORTS }),
    route('getAttendanceReport', (context) => answer(attendanceReport(context)), { roles: STAFF_REPORTS }),
    route('getLeavesReport', (context) => answer(leavesReport(context)), { roles: REPORTS }),
    route('getAcademicReport', (context) => answer(academicReport(context)), { roles: STAFF_REPORTS }),
    route(
      'exportUsersReport',
      (context) => {
        const report = usersReport(context);
        if (report instanceof Response) return report;
        const type = context.query.get('user_type');
        return exportRows(
          context,
          'users-report',
          context.db.accounts.users.filter((user) => !type || user.user_type === type).map(userRow),
        );
      },
      { roles: REPORTS },
    ),
    route(
      'exportAttendanceReport',
      (context) => {
        const report = attendanceReport(context);
        if (report instanceof Response) return report;
        return exportRows(
          context,
          'attendance-report',
          report.students.map((row) => ({ student: row.student.get_full_name ?? row.student.username, ...row.counts })),
        );
      },
      { roles: STAFF_REPORTS },
    ),
    route(
      'exportLeavesReport',
      (context) => {
        const report = leavesReport(context);
        if (report instanceof Response) return report;
        return exportRows(
          context,
          'leaves-report',
          report.by_type.map((row) => ({ ...row })),
        );
      },
      { roles: REPORTS },
    ),
    route(
      'exportAcademicReport',
      (context) =>
        exportRows(
          context,
          'academic-report',
          academicReport(context).subjects.map((row) => ({ ...row })),
        ),
      { roles: STAFF_REPORTS },
    ),
    route(
      'exportAccounts',
      (context) => {
        const type = context.query.get('user_type');
        const active = context.query.get('is_active');
        const term = context.query.get('search')?.toLowerCase();
        const staff = context.query.get('staff');
        const users = context.db.accounts.users.filter(
          (user) =>
            (!type || user.user_type === type) &&
            (staff === null || isStaffType(user.user_type) === (staff === 'true')) &&
            (active === null || String(user.is_active) === active) &&
            (!term || `${user.username} ${user.email} ${fullName(user)}`.toLowerCase().includes(term)),
        );
        return exportRows(context, 'users', users.map(userRow));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'exportAdminData',
      (context) => {
        const dataset = context.query.get('dataset') ?? 'users';
        const { db } = context;
        const rows: Record<string, unknown>[] =
          dataset === 'attendance'
            ? db.accounts.attendance.all().map((row) => ({ ...row }))
            : dataset === 'leaves'
              ? db.accounts.leaves.all().map((row) => ({ ...row }))
              : dataset === 'profiles'
                ? db.accounts.profiles.all().map((row) => ({ ...row }))
                : dataset === 'documents'
                  ? db.accounts.documents.all().map((row) => ({ ...row }))
                  : dataset === 'academic_records'
                    ? db.accounts.academicRecords.all().map((row) => ({ ...row }))
                    : db.accounts.users.all().map(userRow);
        return exportRows(context, `ujuzi-${dataset}`, rows);
      },
      { roles: MANAGEMENT },
    ),
  ];
}
