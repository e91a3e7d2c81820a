/** User management: CRUD, bulk creation, activation, search and username/e-mail availability. */
import type { AvailabilityCheck, User, UserBulkCreateRequestWritable, UserBulkCreateResult, UserType } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { checkSchema } from '../contract/check';
import { componentSchema } from '../contract/spec';
import { type UserRecord, fullName, presentUser, findUserByUsername, findUserByEmail } from '../db/accounts';
import { definedErrors, STAFF, MANAGEMENT } from '../kit/crud';
import { listPage } from '../kit/list';
import { json, notFound, fieldErrors, noContent, created, MESSAGES } from '../kit/respond';
import { type AuthedContext, route, type BodyRecord, publicRoute } from '../kit/route';
import {
  isStaffType,
  visibleUserIds,
  canSeeUser,
  mayManage,
  normalised,
  userFieldErrors,
  applyUserUpdate,
  passwordProblems,
  createUserRecord,
} from './accounts-shared';

export function removeUser(db: MockDatabase, id: number): void {
  db.accounts.users.remove(id);
  db.accounts.credentials.remove(id);
  db.accounts.twoFactor.remove(id);
  db.accounts.profiles.removeWhere((profile) => profile.user === id);
  db.accounts.sessions.removeWhere((session) => session.user === id);
  db.accounts.socialAccounts.removeWhere((account) => account.user === id);
  db.accounts.relations.removeWhere((relation) => relation.student === id || relation.parent === id);
}

const USER_SEARCH = [
  'username',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  (user: UserRecord) => fullName(user),
] as const;

export function userHandlers(): HttpHandler[] {
  const listUsers = (context: AuthedContext, rows: UserRecord[]): Response => {
    const page = listPage(context, rows, {
      search: USER_SEARCH,
      ordering: '-date_joined',
      // `staff=true`: the staff management list (every type but student and parent).
      filters: { staff: (user, value) => isStaffType(user.user_type) === (value === 'true' || value === '1') },
    });
    return json({ ...page, results: page.results.map((user) => presentUser(context.db, user)) });
  };
  const visibleUsers = ({ db, user }: AuthedContext): UserRecord[] => {
    const visible = visibleUserIds(db, user);
    return visible === 'all' ? db.accounts.users.all() : db.accounts.users.filter((candidate) => visible.includes(candidate.id));
  };
  const ofType = (operationId: string, type: UserType, roles: readonly UserType[]): HttpHandler =>
    route(
      operationId,
      (context) =>
        listUsers(
          context,
          context.db.accounts.users.filter((user) => user.user_type === type),
        ),
      { roles },
    );
  const update = async (context: AuthedContext): Promise<Response> => {
    const { db, user } = context;
    const target = db.accounts.users.get(context.id());
    if (!target || !canSeeUser(db, user, target.id)) return notFound();
    const self = target.id === user.id;
    if (!self && !mayManage(user, target.user_type)) return context.deny();
    const body = await context.body();
    if (body instanceof Response) return body;
    const input = normalised(body);
    if (self) {
      delete input.user_type;
      delete input.is_active;
    } else if (typeof input.user_type === 'string' && !mayManage(user, input.user_type as UserType)) return context.deny();
    const errors = definedErrors(userFieldErrors(db, input, target));
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    return json<User>(presentUser(db, applyUserUpdate(db, target, input)));
  };
  const setActive = (active: boolean) => (context: AuthedContext) => {
    const { db, user } = context;
    const target = db.accounts.users.get(context.id());
    if (!target) return notFound();
    if (target.id === user.id || !mayManage(user, target.user_type)) return context.deny();
    if (!active) db.accounts.sessions.removeWhere((session) => session.user === target.id);
    return json<User>(presentUser(db, db.accounts.users.update(target.id, { is_active: active }) ?? target));
  };
  return [
    route('listUsers', (context) => listUsers(context, visibleUsers(context))),
    route('searchAccounts', (context) => {
      const term = context.query.get('q');
      if (!term || term.trim().length < 2) return fieldErrors({ q: 'Enter at least 2 characters to search.' });
      // Students and parents find staff (to write to them) besides the users they may see.
      const visible = visibleUsers(context);
      const pool = isStaffType(context.user.user_type)
        ? visible
        : [...visible, ...context.db.accounts.users.filter((user) => STAFF.includes(user.user_type) && !visible.includes(user))];
      return listUsers(context, pool);
    }),
    route('getUser', (context) => {
      const target = context.db.accounts.users.get(context.id());
      return target && canSeeUser(context.db, context.user, target.id) ? json<User>(presentUser(context.db, target)) : notFound();
    }),
    route('updateUser', update),
    route('partialUpdateUser', update),
    route('deleteUser', (context) => {
      const target = context.db.accounts.users.get(context.id());
      if (!target) return notFound();
      if (target.id === context.user.id || !mayManage(context.user, target.user_type)) return context.deny();
      removeUser(context.db, target.id);
      return noContent();
    }),
    route(
      'createUser',
      async (context) => {
        const body = await context.body();
        if (body instanceof Response) return body;
        const input = normalised(body);
        if (!mayManage(context.user, input.user_type as UserType)) return context.deny();
        const errors = userFieldErrors(context.db, input);
        if (typeof input.password === 'string' && input.password !== '') {
          const problems = passwordProblems(input.password);
          if (problems.length > 0) errors.password = problems;
        }
        const reported = definedErrors(errors);
        if (Object.keys(reported).length > 0) return fieldErrors(reported);
        return created<User>(presentUser(context.db, createUserRecord(context.db, input, { emailVerified: false })));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkCreateUsers',
      async (context) => {
        const body = await context.body<UserBulkCreateRequestWritable>();
        if (body instanceof Response) return body;
        const schema = componentSchema('UserRequest');
        const result: UserBulkCreateResult = { created_count: 0, error_count: 0, created: [], errors: [] };
        body.users.forEach((row, index) => {
          const input = normalised(row as unknown as BodyRecord);
          const errors: Record<string, string[]> = {};
          for (const error of checkSchema(schema, input))
            (errors[String(error.path[0] ?? 'non_field_errors')] ??= []).push(error.message);
          for (const [field, message] of Object.entries(definedErrors(userFieldErrors(context.db, input))))
            (errors[field] ??= []).push(...[message].flat());
          if (!mayManage(context.user, input.user_type as UserType))
            (errors.user_type ??= []).push(`You cannot create a user of type ${String(input.user_type)}.`);
          if (Object.keys(errors).length > 0) {
            result.errors.push({ index, identifier: typeof input.username === 'string' ? input.username : null, errors });
            return;
          }
          result.created.push(presentUser(context.db, createUserRecord(context.db, input, { emailVerified: false })));
        });
        result.created_count = result.created.length;
        result.error_count = result.errors.length;
        return created<UserBulkCreateResult>(result);
      },
      { roles: MANAGEMENT },
    ),
    route('activateUser', setActive(true), { roles: MANAGEMENT }),
    route('deactivateUser', setActive(false), { roles: MANAGEMENT }),
    ofType('listStudentUsers', 'student', STAFF),
    ofType('listTeacherUsers', 'teacher', MANAGEMENT),
    ofType('listParentUsers', 'parent', STAFF),
    ofType('listAdminUsers', 'admin', MANAGEMENT),
    publicRoute('checkUsernameAvailability', ({ db, query }) => {
      const username = query.get('username')?.trim().toLowerCase();
      if (!username) return fieldErrors({ username: MESSAGES.required });
      if (!/^[\w.@+-]+$/.test(username))
        return fieldErrors({
          username: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
        });
      const taken = findUserByUsername(db, username) !== undefined;
      return json<AvailabilityCheck>({
        available: !taken,
        message: taken ? 'A user with that username already exists.' : 'This username is available.',
      });
    }),
    publicRoute('checkEmailAvailability', ({ db, query }) => {
      const email = query.get('email')?.trim().toLowerCase();
      if (!email) return fieldErrors({ email: MESSAGES.required });
      if (checkSchema({ type: 'string', format: 'email' }, email).length > 0)
        return fieldErrors({ email: 'Enter a valid email address.' });
      const taken = findUserByEmail(db, email) !== undefined;
      return json<AvailabilityCheck>({
        available: !taken,
        message: taken ? 'A user with that email already exists.' : 'This e-mail address is available.',
      });
    }),
  ];
}
