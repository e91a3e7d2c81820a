/**
 * /dashboard/learning/study-groups: the study groups a learner may join (active public groups and the
 * private ones they belong to), filtered by course (`?course=`, as a course's page links here), by
 * membership and searched; anyone creates a group, its creator or staff edit and delete it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { StudyGroup } from '@ujuzi/api';
import { useDeleteStudyGroup, useListStudyGroups } from '@ujuzi/api/hooks';
import { listStudyGroupsList } from '@ujuzi/api/list-params';
import { displayName, mayManageStudyGroup } from '@ujuzi/domain';
import { Badge } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LearningHeader } from '../shared';
import { groupPlaces, isGroupFull, refreshStudyGroups, useGroupCourses } from './group-courses';
import { StudyGroupDialog } from './study-group-dialog';

const column = columnsOf<StudyGroup>();

/** What a row's badges say: the viewer's membership, a private, full or inactive group. */
function GroupBadges({ group }: { group: StudyGroup }) {
  return (
    <HStack gap="1" wrap="wrap">
      {group.is_member ? <Badge tone="success">Member</Badge> : null}
      {group.is_private ? <Badge tone="neutral">Private</Badge> : null}
      {isGroupFull(group) ? <Badge tone="warning">Full</Badge> : null}
      {group.is_active === false ? <Badge tone="neutral">Inactive</Badge> : null}
    </HStack>
  );
}

export function StudyGroupsPage() {
  const { user } = useSession();
  const list = useList(listStudyGroupsList);
  const query = useListStudyGroups(...list.request);
  const courses = useGroupCourses();
  const remove = useDeleteStudyGroup();
  const course = list.params.course ?? null;
  const crud = useCrud<StudyGroup>({
    noun: 'study group',
    name: (group) => group.name,
    form: StudyGroupDialog,
    canEdit: (group) => mayManageStudyGroup(user, group),
    canDelete: (group) => mayManageStudyGroup(user, group),
    remove: { call: (group) => remove.mutateAsync({ id: group.id }), refresh: refreshStudyGroups },
  });
  const columns = [
    column.link('name', 'Group', (row) => links.studyGroup(row.id), undefined, { sub: (row) => row.meeting_schedule }),
    column.entity('course', 'Course', (row) => {
      const found = courses.byId(row.course);
      return found ? { name: found.title, href: links.course(found.slug) } : null;
    }),
    column.text('members_count', 'Members', (row) => (
      <Stack gap="1" align="flex-start">
        <Text>{groupPlaces(row)}</Text>
        <GroupBadges group={row} />
      </Stack>
    )),
    column.person('created_by', 'Started by', ({ created_by: creator }) => ({
      name: displayName(creator),
      avatar: creator.profile_picture,
      href: links.person(creator),
    })),
    column.date('created_at', 'Started', { relative: true }),
    column.actions(crud.rowActions),
  ];
  const filtered = courses.byId(course);
  const create = crud.createButton('New study group');
  return (
    <>
      <ListPage
        header={
          <LearningHeader
            title="Study groups"
            trail={filtered ? [{ label: filtered.title, href: links.course(filtered.slug) }] : []}
            description="Learn with others: find a group for your course, or start one."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Study groups"
        noun={{ one: 'study group', many: 'study groups' }}
        columns={columns}
        search={{ label: 'Search study groups', placeholder: 'Name, description or schedule' }}
        filters={[
          { type: 'select', name: 'course', label: 'Course', placeholder: 'Every course', options: courses.options },
          {
            type: 'boolean',
            name: 'is_member',
            label: 'Membership',
            placeholder: 'All groups',
            yes: 'My groups',
            no: 'Groups I can join',
          },
        ]}
        empty={{
          title: 'No study groups yet',
          description: 'Start one and invite your classmates to learn together.',
          action: create,
        }}
      />
      <StudyGroupDialog {...crud.dialog} course={course} />
      <CrudDelete crud={crud} />
    </>
  );
}
