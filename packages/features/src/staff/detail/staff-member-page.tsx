/**
 * /dashboard/staff/:slug (management): a staff member's profile — role, status, contact, employment
 * facts — and the courses they teach (each opening its course page). Those who may manage them
 * (a strictly higher role) edit them, and deactivate or reactivate their account after a confirmation.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@ujuzi/api';
import { getListUsersQueryKey, useActivateUser, useDeactivateUser, useListCourses } from '@ujuzi/api/hooks';
import { formatDate, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link } from '@ujuzi/ui';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  QueryState,
  useEntityAction,
  links,
  useRouteParams,
  SLUG_PARAMS,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { StaffHeader, mayManageMember, memberName, roleLabel, statusLabel, statusTone, useStaffMember } from '../shared';

function CoursesTaught({ member }: { member: User }) {
  const query = useListCourses({ instructor: member.id, page_size: 100 });
  return (
    <Card title="Courses taught" headingLevel={2}>
      <QueryState query={query} noun="the courses" headingLevel="h3" loadingLines={3}>
        {({ results: courses }) =>
          courses.length === 0 ? (
            <Text>{memberName(member)} teaches no course yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Courses taught">
              {courses.map((course) => (
                <li key={course.id}>
                  <Link href={links.course(course.slug)}>{course.title}</Link>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}

function Profile({ member }: { member: User }) {
  return (
    <Card title="Profile" headingLevel={2}>
      <DetailFields>
        <DetailField label="Username">@{member.username}</DetailField>
        <DetailField label="Role">{roleLabel(member.user_type)}</DetailField>
        <DetailField label="E-mail">
          <Link href={`mailto:${member.email}`}>{member.email}</Link>
        </DetailField>
        <DetailField label="Phone">
          {member.phone_number ? <Link href={`tel:${member.phone_number}`}>{member.phone_number}</Link> : 'Not given'}
        </DetailField>
        <DetailField label="Address">{member.address || 'Not given'}</DetailField>
        <DetailField label="Date of birth">{member.date_of_birth ? formatDate(member.date_of_birth) : 'Not given'}</DetailField>
        <DetailField label="Joining date">{member.joining_date ? formatDate(member.joining_date) : 'Not given'}</DetailField>
        <DetailField label="Experience">
          {member.experience_years === null || member.experience_years === undefined
            ? 'Not given'
            : `${member.experience_years} ${member.experience_years === 1 ? 'year' : 'years'}`}
        </DetailField>
        <DetailField label="Basic salary">
          {member.basic_salary ? formatMoney(member.basic_salary, member.salary_currency ?? undefined) : 'Not given'}
        </DetailField>
        <DetailField label="Last signed in">{member.last_login ? formatDateTime(member.last_login) : 'Never'}</DetailField>
      </DetailFields>
    </Card>
  );
}

export function StaffMemberPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const { user } = useSession();
  const query = useStaffMember(slug);
  const member = query.data;
  const activate = useActivateUser();
  const deactivate = useDeactivateUser();
  const listKey = getListUsersQueryKey();
  const setActive = useEntityAction<User, boolean>({
    queryKey: listKey,
    call: (active) => (active ? activate : deactivate).mutateAsync({ id: member?.id ?? 0 }),
    success: (active) => ({
      title: active ? 'Account reactivated' : 'Account deactivated',
      description: member && memberName(member),
    }),
    failure: 'Could not change the account',
    invalidate: [listKey],
  });
  return (
    <DetailPage
      query={query}
      noun="staff member"
      notFoundAction={<Link href={links.staff()}>Back to staff</Link>}
      header={(entity) => (
        <StaffHeader
          title={entity ? memberName(entity) : 'Staff member'}
          description={
            entity ? (
              <HStack gap="2" wrap="wrap">
                <Badge tone="info">{roleLabel(entity.user_type)}</Badge>
                <Badge tone={statusTone(entity.is_active)}>{statusLabel(entity.is_active)}</Badge>
              </HStack>
            ) : undefined
          }
          actions={
            entity && mayManageMember(user, entity) ? (
              <>
                <ButtonLink href={links.documents({ owner: entity.id })} variant="outline">
                  Documents
                </ButtonLink>
                <ButtonLink href={links.staffEdit(entity.username)} variant="outline">
                  Edit
                </ButtonLink>
                {entity.is_active ? (
                  <ActionButton
                    label="Deactivate"
                    destructive
                    pending={setActive.pending}
                    confirm={{
                      title: `Deactivate ${memberName(entity)}?`,
                      message: 'They are signed out and cannot sign in until their account is reactivated.',
                    }}
                    onRun={() => setActive.run(false)}
                  />
                ) : (
                  <ActionButton
                    label="Reactivate"
                    pending={setActive.pending}
                    confirm={{ title: `Reactivate ${memberName(entity)}?` }}
                    onRun={() => setActive.run(true)}
                  />
                )}
              </>
            ) : null
          }
        />
      )}
      summary={(entity) => (
        <Stack gap="5">
          <Profile member={entity} />
          <CoursesTaught member={entity} />
        </Stack>
      )}
    />
  );
}
