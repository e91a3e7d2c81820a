/**
 * /dashboard/profile (any role): the signed-in user as the product knows them (GET users/me), with
 * what their role adds: a student's courses, enrollments and certificates, a parent's children, a
 * teacher's courses. Everything named links to its screen; editing is on the settings page.
 */
import { Box, chakra, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { User } from '@ujuzi/api';
import {
  useGetCourseInstructorDashboard,
  useGetCurrentUser,
  useListEnrollments,
  useListMyChildren,
  useListMyCourseCertificates,
  useListMyStudentEnrollments,
} from '@ujuzi/api/hooks';
import { displayName, formatDate } from '@ujuzi/domain';
import { Avatar, Badge, Card, ErrorState, Link, SkeletonCard, SkeletonText, StatCard } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { QueryCard, errorMessage, links } from '../../infra/kit';
import { pictureOf, ROLE_LABELS } from '../../infra/shell/dashboard-shell';
import { ProfileHeader } from '../shared';

const GENDER_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

const RELATIONSHIP_LABELS: Record<string, string> = {
  mother: 'Mother',
  father: 'Father',
  guardian: 'Guardian',
  grandparent: 'Grandparent',
  sibling: 'Sibling',
  sponsor: 'Sponsor',
  other: 'Family',
};

const NOT_GIVEN = 'Not given';

/** One label and value of a description list; a missing value reads 'Not given'. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === '';
  return (
    <Stack gap="0.5" minW="0">
      <chakra.dt textStyle="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd ms="0" overflowWrap="anywhere" color={missing ? 'fg.muted' : undefined}>
        {missing ? NOT_GIVEN : children}
      </chakra.dd>
    </Stack>
  );
}

function Identity({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <Card headingLevel={2} title="About me">
      <Stack gap="4">
        <HStack gap="4" align="center" wrap="wrap">
          <Avatar name={name} src={pictureOf(user)} size="2xl" decorative />
          <Stack gap="1" minW="0">
            <Text as="p" textStyle="xl" fontWeight="semibold" overflowWrap="anywhere">
              {name}
            </Text>
            <Text as="p" color="fg.muted" overflowWrap="anywhere">
              @{user.username}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge tone="brand">{ROLE_LABELS[user.user_type] ?? user.user_type}</Badge>
              {user.email_verified ? <Badge tone="success">E-mail verified</Badge> : null}
              {user.two_factor_enabled ? <Badge tone="success">Two-factor sign-in on</Badge> : null}
            </HStack>
          </Stack>
        </HStack>
        <Text color={user.profile?.bio ? undefined : 'fg.muted'}>
          {user.profile?.bio || 'No bio yet. Add a few words about yourself in settings.'}
        </Text>
      </Stack>
    </Card>
  );
}

function ContactDetails({ user }: { user: User }) {
  const profile = user.profile;
  const place = [profile?.city, profile?.county, profile?.country].filter(Boolean).join(', ');
  const profileLinks = [
    { label: 'LinkedIn', url: profile?.linkedin_url },
    { label: 'GitHub', url: profile?.github_url },
    { label: 'Website', url: profile?.website },
  ].filter((entry): entry is { label: string; url: string } => Boolean(entry.url));
  return (
    <Card headingLevel={2} title="Details">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
        <Detail label="E-mail">{user.email}</Detail>
        <Detail label="Phone">{user.phone_number}</Detail>
        <Detail label="Address">{user.address}</Detail>
        <Detail label="City and country">{place}</Detail>
        <Detail label="Date of birth">{user.date_of_birth ? formatDate(user.date_of_birth) : null}</Detail>
        <Detail label="Gender">{profile?.gender ? GENDER_LABELS[profile.gender] : null}</Detail>
        <Detail label="Member since">{formatDate(user.date_joined)}</Detail>
        {user.user_type === 'student' ? (
          <Detail label="Admitted">{user.admission_date ? formatDate(user.admission_date) : null}</Detail>
        ) : user.joining_date ? (
          <Detail label="Joined the staff">{formatDate(user.joining_date)}</Detail>
        ) : null}
        <Detail label="Links">
          {profileLinks.length > 0 ? (
            <HStack gap="3" wrap="wrap">
              {profileLinks.map((entry) => (
                <Link key={entry.label} href={entry.url} external>
                  {entry.label}
                </Link>
              ))}
            </HStack>
          ) : null}
        </Detail>
      </SimpleGrid>
    </Card>
  );
}

/** A student's learning at a glance: each figure opens the list it counts. */
function StudentFigures() {
  const courses = useListMyStudentEnrollments({ page_size: 1 });
  const enrollments = useListEnrollments({ page_size: 1 });
  const certificates = useListMyCourseCertificates({ page_size: 1 });
  const figure = (query: { data?: { count: number }; isError: boolean }) =>
    query.data ? String(query.data.count) : query.isError ? '–' : '…';
  return (
    <Card headingLevel={2} title="My learning">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <StatCard label="Courses" value={figure(courses)} href={links.progress()} />
        <StatCard label="Enrollments" value={figure(enrollments)} href={links.enrollments()} />
        <StatCard label="Certificates" value={figure(certificates)} href={links.myCertificates()} />
      </SimpleGrid>
    </Card>
  );
}

function ParentChildren() {
  const children = useListMyChildren();
  return (
    <QueryCard
      title="My children"
      query={children}
      empty={{
        title: 'No children linked yet',
        description: 'The school links your children to your account.',
        action: <Link href="/contact">Contact the school</Link>,
      }}
    >
      {(list) => (
        <Stack as="ul" listStyle="none" gap="4">
          {list.map((child) => {
            const name = displayName(child.student);
            return (
              <HStack as="li" key={child.relation_id} gap="3" align="flex-start">
                <Avatar name={name} src={child.student.profile_picture} size="md" decorative />
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{name}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {[
                      RELATIONSHIP_LABELS[child.relationship] ?? child.relationship,
                      child.is_primary_contact ? 'primary contact' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <HStack gap="3" wrap="wrap" textStyle="sm">
                    <Link href={links.progress()}>{`${name}’s progress`}</Link>
                    <Link href={links.myCertificates()}>{`${name}’s certificates`}</Link>
                    <Link href={links.enrollments()}>{`${name}’s enrollments`}</Link>
                  </HStack>
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      )}
    </QueryCard>
  );
}

function TeacherCourses() {
  const dashboard = useGetCourseInstructorDashboard();
  return (
    <QueryCard
      title="Courses I teach"
      query={dashboard}
      isEmpty={(data) => data.courses.length === 0}
      empty={{ title: 'No courses yet', action: <Link href={links.newCourse()}>Create a course</Link> }}
      actions={
        <Link href={links.manageCourses()} variant="plain">
          Manage courses
        </Link>
      }
    >
      {(data) => (
        <Stack as="ul" listStyle="none" gap="3">
          {data.courses.slice(0, 8).map((entry) => (
            <HStack as="li" key={entry.course.id} justify="space-between" gap="0 3" wrap="wrap">
              <Link href={links.course(entry.course.slug)} variant="plain">
                {entry.course.title}
              </Link>
              <Text textStyle="sm" color="fg.muted">{`${entry.enrollments} enrolled`}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

function RolePart({ user }: { user: User }) {
  if (user.user_type === 'student') return <StudentFigures />;
  if (user.user_type === 'parent') return <ParentChildren />;
  if (user.user_type === 'teacher') return <TeacherCourses />;
  return null;
}

function Shortcuts({ user }: { user: User }) {
  return (
    <Card headingLevel={2} title="More">
      <Stack as="ul" listStyle="none" gap="2">
        <li>
          <Link href={links.profileSettings()}>Edit profile, picture and password</Link>
        </li>
        <li>
          <Link href={links.qrCode()}>My QR code and public profile</Link>
        </li>
        {user.user_type === 'student' || user.user_type === 'parent' ? (
          <li>
            <Link href={links.myCertificates()}>Certificates</Link>
          </li>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ProfilePage() {
  const query = useGetCurrentUser();
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
        <SkeletonCard media={false} avatar lines={3} label="Loading your profile" />
        <SkeletonText lines={6} label="Loading your details" />
      </Grid>
    );
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h2"
        title="Could not load your profile"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const user = query.data;
    body = (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Identity user={user} />
          <ContactDetails user={user} />
        </Stack>
        <Stack gap="6">
          <RolePart user={user} />
          <Box>
            <Shortcuts user={user} />
          </Box>
        </Stack>
      </Grid>
    );
  }
  return (
    <Stack gap="6">
      <ProfileHeader
        title="My profile"
        current={links.profile()}
        description="Who you are on Ujuzi."
        actions={<Link href={links.profileSettings()}>Edit profile</Link>}
      />
      {body}
    </Stack>
  );
}
