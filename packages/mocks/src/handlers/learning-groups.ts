/** Study groups: CRUD, joining and leaving. */
import type { StudyGroup, StudyGroupMembershipResult } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent, detail } from '../kit/respond';
import { listPage } from '../kit/list';
import { nowIso } from '../db/time';
import type { StudyGroupRow } from '../db/learning';
import { isStaff } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Study groups.
function presentGroup(db: MockDatabase, row: StudyGroupRow, viewer: number, withMembers = false): StudyGroup {
  const { members, created_by, ...rest } = row;
  return {
    ...rest,
    created_by: userSummaryById(db, created_by),
    members_count: members.length,
    is_member: members.includes(viewer),
    // The group's own page names its members, the creator first.
    ...(withMembers
      ? {
          members: [created_by, ...members.filter((id) => id !== created_by)]
            .filter((id) => members.includes(id))
            .map((id) => userSummaryById(db, id)),
        }
      : {}),
  };
}

export function groupHandlers(): HttpHandler[] {
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
    if (!existing && input.name === undefined) return fieldErrors({ name: 'This field is required.' });
    if (input.name !== undefined && !input.name.trim()) return fieldErrors({ name: 'This field may not be blank.' });
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
      ? json<StudyGroup>(presentGroup(context.db, stored, context.user.id, true))
      : created<StudyGroup>(presentGroup(context.db, stored, context.user.id, true));
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
      return row ? json<StudyGroup>(presentGroup(context.db, row, context.user.id, true)) : notFound();
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
