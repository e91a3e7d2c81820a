/**
 * /dashboard/learning/study-groups/:id: one study group — its course, when and where it meets, its places
 * and its members (the creator first). A learner joins (not when the group is full or inactive, the
 * contract's joinStudyGroup rules, told why) or leaves after a confirmation; the creator and staff edit,
 * deactivate or delete it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudyGroup, UserSummary } from '@ujuzi/api';
import {
  useDeleteStudyGroup,
  useGetStudyGroup,
  useJoinStudyGroup,
  useLeaveStudyGroup,
  usePartialUpdateStudyGroup,
} from '@ujuzi/api/hooks';
import { getStudyGroupPath } from '@ujuzi/api/path-params';
import { displayName, formatDate, mayManageStudyGroup } from '@ujuzi/domain';
import { Avatar, Badge, Button, Card, Link, toast } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  errorMessage,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LearningHeader } from '../shared';
import { groupPlaces, isGroupFull, refreshStudyGroups, useGroupCourses } from '../study-groups/group-courses';
import { StudyGroupDialog } from '../study-groups/study-group-dialog';

const STUDY_GROUPS_CRUMB = { label: 'Study groups', href: links.studyGroups() };

function Person({ person }: { person: UserSummary }) {
  const href = links.person(person);
  return (
    <HStack gap="2">
      <Avatar name={displayName(person)} src={person.profile_picture} size="sm" decorative />
      {href ? <EntityLink href={href}>{displayName(person)}</EntityLink> : <Text>{displayName(person)}</Text>}
    </HStack>
  );
}

function Summary({ group }: { group: StudyGroup }) {
  const course = useGroupCourses().byId(group.course);
  const members = group.members ?? [];
  return (
    <Stack gap="5">
      <Card title="About the group" headingLevel={2}>
        <Stack gap="4">
          {group.description ? <Text whiteSpace="pre-line">{group.description}</Text> : null}
          <DetailFields>
            <DetailField label="Course">
              {course ? <EntityLink href={links.course(course.slug)}>{course.title}</EntityLink> : 'Any course'}
            </DetailField>
            <DetailField label="Meets">{group.meeting_schedule || 'Not set yet'}</DetailField>
            {group.meeting_link ? (
              <DetailField label="Meeting link">
                <Link href={group.meeting_link}>{group.meeting_link}</Link>
              </DetailField>
            ) : null}
            <DetailField label="Places">{groupPlaces(group)}</DetailField>
            <DetailField label="Started">{`${formatDate(group.created_at)} by ${displayName(group.created_by)}`}</DetailField>
          </DetailFields>
        </Stack>
      </Card>
      <Card title={`Members (${group.members_count})`} headingLevel={2}>
        {members.length ? (
          <Stack as="ul" listStyleType="none" p="0" gap="3">
            {members.map((member, index) => (
              <HStack as="li" key={member.id} gap="2" justify="space-between" wrap="wrap">
                <Person person={member} />
                {index === 0 && member.id === group.created_by.id ? <Badge tone="brand">Started the group</Badge> : null}
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">Nobody has joined yet.</Text>
        )}
      </Card>
    </Stack>
  );
}

/** Join or leave, or why the learner cannot join. */
function Membership({ group }: { group: StudyGroup }) {
  const queryClient = useQueryClient();
  const join = useJoinStudyGroup();
  const leave = useLeaveStudyGroup();
  const run = async (action: 'join' | 'leave') => {
    try {
      const result = await (action === 'join' ? join : leave).mutateAsync({ id: group.id });
      toast.success(result.message);
    } catch (failure) {
      toast.error(action === 'join' ? 'Could not join the group' : 'Could not leave the group', errorMessage(failure));
    }
    await refreshStudyGroups(queryClient);
  };
  if (group.is_member)
    return (
      <ActionButton
        label="Leave group"
        pending={leave.isPending}
        confirm={{ title: `Leave “${group.name}”?`, message: 'You can join again later while it has places.' }}
        onRun={() => run('leave')}
      />
    );
  if (group.is_active === false) return <Text color="fg.muted">This group is no longer active.</Text>;
  if (isGroupFull(group)) return <Text color="fg.muted">This group is full.</Text>;
  return <ActionButton label="Join group" variant="solid" pending={join.isPending} onRun={() => run('join')} />;
}

function Manage({ group, onEdit }: { group: StudyGroup; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteStudyGroup();
  const patch = usePartialUpdateStudyGroup();
  const active = group.is_active !== false;
  const removeGroup = async () => {
    try {
      await remove.mutateAsync({ id: group.id });
      toast.success('Study group deleted', group.name);
      void navigate(links.studyGroups());
      await refreshStudyGroups(queryClient);
    } catch (failure) {
      toast.error('Could not delete the study group', errorMessage(failure));
    }
  };
  const toggle = async () => {
    try {
      await patch.mutateAsync({ id: group.id, data: { is_active: !active } });
      toast.success(active ? 'Study group deactivated' : 'Study group reactivated', group.name);
      await refreshStudyGroups(queryClient);
    } catch (failure) {
      toast.error('Could not change the study group', errorMessage(failure));
    }
  };
  return (
    <>
      <Button variant="outline" onClick={onEdit} onPointerEnter={StudyGroupDialog.preload} onFocus={StudyGroupDialog.preload}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <ActionButton
        label={active ? 'Deactivate' : 'Reactivate'}
        pending={patch.isPending}
        confirm={
          active
            ? { title: `Deactivate “${group.name}”?`, message: 'Nobody can join it until it is reactivated; its members stay.' }
            : undefined
        }
        onRun={toggle}
      />
      <ActionButton
        label="Delete"
        destructive
        pending={remove.isPending}
        confirm={{ title: `Delete “${group.name}”?`, message: 'The group is removed for all its members.' }}
        onRun={removeGroup}
      />
    </>
  );
}

export function StudyGroupPage() {
  const { id } = useRouteParams(getStudyGroupPath);
  const query = useGetStudyGroup(id);
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <DetailPage
        query={query}
        noun="study group"
        notFoundAction={<Link href={links.studyGroups()}>Back to the study groups</Link>}
        header={(group) => (
          <LearningHeader
            title={group?.name ?? 'Study group'}
            trail={[STUDY_GROUPS_CRUMB]}
            description={
              group ? (
                <HStack gap="2" wrap="wrap">
                  <Badge tone={group.is_private ? 'neutral' : 'brand'}>{group.is_private ? 'Private' : 'Public'}</Badge>
                  {group.is_member ? <Badge tone="success">You are a member</Badge> : null}
                  {group.is_active === false ? <Badge tone="neutral">Inactive</Badge> : null}
                  <Text as="span" color="fg.muted">
                    {groupPlaces(group)}
                  </Text>
                </HStack>
              ) : undefined
            }
            actions={
              group ? (
                <>
                  <Membership group={group} />
                  {mayManageStudyGroup(user, group) ? <Manage group={group} onEdit={() => setEditing(true)} /> : null}
                </>
              ) : undefined
            }
          />
        )}
        summary={(group) => <Summary group={group} />}
      />
      {query.data ? <StudyGroupDialog item={query.data} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}
