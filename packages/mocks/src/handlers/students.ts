/** The students group: bulk creation, update and deletion of student accounts, with a result per row. */
import type {
  StudentBulkCreateRequest,
  StudentBulkCreateResult,
  StudentBulkDeleteRequest,
  StudentBulkDeleteResult,
  StudentBulkRowError,
  StudentBulkUpdateRequest,
  StudentBulkUpdateResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { checkSchema } from '../contract/check';
import { componentSchema } from '../contract/spec';
import { findUserByEmail, findUserByUsername, userSummary, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../demo-accounts';
import { nowIso, todayIso } from '../db/time';
import { MANAGEMENT, STAFF } from '../kit/crud';
import { json } from '../kit/respond';
import { route, type BodyRecord } from '../kit/route';

type RowErrors = Record<string, string[]>;

function schemaErrors(schemaName: string, row: BodyRecord): RowErrors {
  const errors: RowErrors = {};
  for (const error of checkSchema(componentSchema(schemaName), row))
    (errors[String(error.path[0] ?? 'non_field_errors')] ??= []).push(error.message);
  return errors;
}

function uniquenessErrors(db: MockDatabase, row: BodyRecord, self?: UserRecord): RowErrors {
  const errors: RowErrors = {};
  const taken = (other: UserRecord | undefined) => other !== undefined && other.id !== self?.id;
  if (typeof row.username === 'string' && taken(findUserByUsername(db, row.username)))
    errors.username = ['A user with that username already exists.'];
  if (typeof row.email === 'string' && taken(findUserByEmail(db, row.email)))
    errors.email = ['A user with that email already exists.'];
  for (const field of ['date_of_birth', 'admission_date'] as const) {
    if (typeof row[field] === 'string' && String(row[field]) > todayIso())
      errors[field] = [
        field === 'date_of_birth' ? 'Date of birth cannot be in the future.' : 'Admission date cannot be in the future.',
      ];
  }
  return errors;
}

const lower = (row: BodyRecord): BodyRecord => ({
  ...row,
  ...(typeof row.username === 'string' ? { username: row.username.trim().toLowerCase() } : {}),
  ...(typeof row.email === 'string' ? { email: row.email.trim().toLowerCase() } : {}),
});

function createStudent(db: MockDatabase, row: BodyRecord): UserRecord {
  const stamp = nowIso();
  const user = db.accounts.users.insert({
    username: String(row.username),
    email: String(row.email),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    user_type: 'student',
    phone_number: (row.phone_number as string | null | undefined) ?? null,
    address: (row.address as string | null | undefined) ?? null,
    date_of_birth: (row.date_of_birth as string | null | undefined) ?? null,
    profile_picture: null,
    avatar: null,
    joining_date: null,
    experience_years: null,
    basic_salary: null,
    salary_currency: 'KES',
    admission_date: (row.admission_date as string | null | undefined) ?? todayIso(),
    is_active: true,
    is_staff: false,
    date_joined: stamp,
    last_login: null,
    email_verified: false,
    two_factor_enabled: false,
  });
  db.accounts.credentials.insert({
    id: user.id,
    password: typeof row.password === 'string' && row.password !== '' ? row.password : DEMO_PASSWORD,
  });
  db.accounts.profiles.insert({ user: user.id, country: 'Kenya', nationality: 'Kenyan', created_at: stamp, updated_at: stamp });
  return user;
}

export function studentsHandlers(): HttpHandler[] {
  return [
    route(
      'bulkCreateStudents',
      async (context) => {
        const body = await context.body<StudentBulkCreateRequest>();
        if (body instanceof Response) return body;
        const rows = body.students ?? body.users ?? [];
        const result: StudentBulkCreateResult = { created_count: 0, failed_count: 0, created: [], errors: [] };
        rows.forEach((raw, index) => {
          const row = lower(raw as unknown as BodyRecord);
          const errors = { ...schemaErrors('StudentBulkCreateRow', row), ...uniquenessErrors(context.db, row) };
          if (Object.keys(errors).length > 0) {
            result.errors.push({
              index,
              identifier: typeof row.username === 'string' ? row.username : null,
              errors,
            } satisfies StudentBulkRowError);
            return;
          }
          result.created.push(userSummary(createStudent(context.db, row)));
        });
        result.created_count = result.created.length;
        result.failed_count = result.errors.length;
        result.message = `${result.created_count} students created, ${result.failed_count} failed.`;
        return json<StudentBulkCreateResult>(result);
      },
      { roles: STAFF },
    ),
    route(
      'bulkUpdateStudents',
      async (context) => {
        const body = await context.body<StudentBulkUpdateRequest>();
        if (body instanceof Response) return body;
        const result: StudentBulkUpdateResult = { updated_count: 0, failed_count: 0, updated: [], errors: [] };
        body.students.forEach((raw, index) => {
          const row = lower(raw as unknown as BodyRecord);
          const student = context.db.accounts.users.get(raw.id);
          if (!student || student.user_type !== 'student') {
            result.errors.push({
              index,
              identifier: String(raw.id),
              errors: { id: [student ? 'The user is not a student.' : `Invalid pk "${raw.id}" - object does not exist.`] },
            });
            return;
          }
          const errors = { ...schemaErrors('StudentBulkUpdateRow', row), ...uniquenessErrors(context.db, row, student) };
          if (Object.keys(errors).length > 0) {
            result.errors.push({ index, identifier: student.username, errors });
            return;
          }
          const changes = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id')) as Partial<UserRecord>;
          result.updated.push(userSummary(context.db.accounts.users.update(student.id, changes) ?? student));
        });
        result.updated_count = result.updated.length;
        result.failed_count = result.errors.length;
        result.message = `${result.updated_count} students updated, ${result.failed_count} failed.`;
        return json<StudentBulkUpdateResult>(result);
      },
      { roles: STAFF },
    ),
    route(
      'bulkDeleteStudents',
      async (context) => {
        const body = await context.body<StudentBulkDeleteRequest>();
        if (body instanceof Response) return body;
        const { db } = context;
        const result: StudentBulkDeleteResult = { deleted_count: 0, failed_count: 0, deleted_ids: [], errors: [] };
        body.ids.forEach((id, index) => {
          const student = db.accounts.users.get(id);
          if (!student || student.user_type !== 'student') {
            result.errors.push({
              index,
              identifier: String(id),
              errors: { id: [student ? 'The user is not a student.' : `Invalid pk "${id}" - object does not exist.`] },
            });
            return;
          }
          db.accounts.users.remove(id);
          db.accounts.credentials.remove(id);
          db.accounts.profiles.removeWhere((profile) => profile.user === id);
          db.accounts.sessions.removeWhere((session) => session.user === id);
          db.accounts.relations.removeWhere((relation) => relation.student === id);
          result.deleted_ids?.push(id);
        });
        result.deleted_count = result.deleted_ids?.length ?? 0;
        result.failed_count = result.errors.length;
        result.message = `${result.deleted_count} students deleted, ${result.failed_count} failed.`;
        return json<StudentBulkDeleteResult>(result);
      },
      { roles: MANAGEMENT },
    ),
  ];
}
