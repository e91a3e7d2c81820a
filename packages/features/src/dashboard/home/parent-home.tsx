/** The parent's home (client spec §6): their children, each child's course progress and fees. */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Enrollment, Installment, ParentChild, StudentEnrollment } from '@ujuzi/api';
import { useListEnrollments, useListMyChildren, useListOverdueInstallments, useListStudentEnrollments } from '@ujuzi/api/hooks';
import { displayName, formatMoney } from '@ujuzi/domain';
import { Avatar, Badge, Card, EmptyState, ErrorState, Link, ProgressBar, SkeletonCard } from '@ujuzi/ui';
import { Users } from 'lucide-react';
import { links } from '../../infra/kit/links';

interface ChildFigures {
  courses: StudentEnrollment[];
  enrollments: Enrollment[];
  overdue: Installment[];
}

const RELATIONSHIP: Record<string, string> = {
  mother: 'Your child',
  father: 'Your child',
  guardian: 'In your care',
  grandparent: 'Grandchild',
  sibling: 'Sibling',
  sponsor: 'Sponsored learner',
  other: 'Family',
};

/** A child's fees: what is still due on their paid enrollments, and how much of it is overdue. */
export function childFees(enrollments: readonly Enrollment[], overdue: readonly Installment[]) {
  const active = enrollments.filter((enrollment) => enrollment.status !== 'cancelled');
  return {
    due: active.reduce((sum, enrollment) => sum + Number(enrollment.balance_due), 0),
    paid: active.reduce((sum, enrollment) => sum + Number(enrollment.total_amount_paid), 0),
    overdue: overdue.reduce((sum, installment) => sum + Number(installment.balance), 0),
    currency: active[0]?.currency ?? overdue[0]?.currency ?? 'KES',
  };
}

function ChildCard({ child, figures, loading }: { child: ParentChild; figures: ChildFigures; loading: boolean }) {
  const name = displayName(child.student);
  const fees = childFees(figures.enrollments, figures.overdue);
  return (
    <Card
      as="article"
      title={
        <HStack gap="3">
          <Avatar name={name} src={child.student.profile_picture} size="sm" decorative />
          <span>{name}</span>
        </HStack>
      }
      description={`${RELATIONSHIP[child.relationship] ?? child.relationship}${child.is_primary_contact ? ' · primary contact' : ''}`}
      headingLevel={3}
      fullHeight
    >
      <Stack gap="5">
        <HStack gap="2" wrap="wrap">
          {child.attendance.total > 0 ? (
            <Badge tone="info">{`Attendance ${Math.round(child.attendance.attendance_rate)}%`}</Badge>
          ) : null}
          {child.latest_average_score ? <Badge tone="brand">{`Average score ${child.latest_average_score}`}</Badge> : null}
          {child.pending_leaves ? (
            <Badge tone="warning">{`${child.pending_leaves} leave ${child.pending_leaves === 1 ? 'request' : 'requests'} pending`}</Badge>
          ) : null}
        </HStack>
        <HStack gap="4" wrap="wrap" textStyle="sm">
          <Link href={links.leaves({ apply: child.student.id })}>{`Apply for leave for ${name}`}</Link>
          <Link href={links.leaves({ student: child.student.id })}>{`Leave applications for ${name}`}</Link>
          <Link href={links.myAttendance({ child: child.student.id })}>{`Attendance of ${name}`}</Link>
          <Link href={links.documents({ owner: child.student.id })}>{`Documents of ${name}`}</Link>
        </HStack>
        <Stack gap="3">
          <Text as="h4" fontWeight="semibold">
            Courses
          </Text>
          {loading ? (
            <Text color="fg.muted" textStyle="sm">
              Loading…
            </Text>
          ) : figures.courses.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              Not enrolled in a course yet.
            </Text>
          ) : (
            <Stack as="ul" listStyle="none" gap="3">
              {figures.courses.map((course) => (
                <li key={course.id}>
                  <ProgressBar
                    label={course.course.title}
                    value={course.progress}
                    size="sm"
                    tone={course.progress >= 100 ? 'success' : 'brand'}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="2">
          <Text as="h4" fontWeight="semibold">
            Fees
          </Text>
          {loading ? (
            <Text color="fg.muted" textStyle="sm">
              Loading…
            </Text>
          ) : (
            <SimpleGrid columns={3} gap="2" textStyle="sm">
              <Stack gap="0">
                <Text color="fg.muted">Paid</Text>
                <Text fontWeight="semibold">{formatMoney(fees.paid, fees.currency)}</Text>
              </Stack>
              <Stack gap="0">
                <Text color="fg.muted">Still due</Text>
                <Text fontWeight="semibold">{formatMoney(fees.due, fees.currency)}</Text>
              </Stack>
              <Stack gap="0">
                <Text color="fg.muted">Overdue</Text>
                <Text fontWeight="semibold" color={fees.overdue > 0 ? 'fg.error' : undefined}>
                  {formatMoney(fees.overdue, fees.currency)}
                </Text>
              </Stack>
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function ParentHome() {
  const children = useListMyChildren();
  // One call each for all the children (a parent sees their children's records), grouped per child.
  const courses = useListStudentEnrollments({ page_size: 100 });
  const enrollments = useListEnrollments({ page_size: 100 });
  const overdue = useListOverdueInstallments();
  const loadingFigures = courses.isPending || enrollments.isPending || overdue.isPending;

  if (children.isPending)
    return (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <SkeletonCard media={false} avatar lines={4} label="Loading your children…" />
        <SkeletonCard media={false} avatar lines={4} label="Loading your children…" />
      </SimpleGrid>
    );
  if (children.isError)
    return (
      <Card>
        <ErrorState
          title="Could not load your children"
          message={children.error.message}
          onRetry={() => void children.refetch()}
        />
      </Card>
    );
  if (children.data.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<Users />}
          title="No children linked yet"
          description="Ask the school to link your account to your child's. Their courses and fees will then show here."
          action={<Link href="/contact">Contact the school</Link>}
        />
      </Card>
    );
  const figuresOf = (studentId: number): ChildFigures => ({
    courses: courses.data?.results.filter((row) => row.student.id === studentId) ?? [],
    enrollments: enrollments.data?.results.filter((row) => row.user.id === studentId) ?? [],
    overdue: overdue.data?.filter((row) => row.user?.id === studentId) ?? [],
  });
  return (
    <Stack gap="4">
      <Text as="h2" textStyle="xl" fontWeight="semibold">
        My children
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {children.data.map((child) => (
          <ChildCard key={child.relation_id} child={child} figures={figuresOf(child.student.id)} loading={loadingFigures} />
        ))}
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        Pay or review fees under <Link href={links.enrollments()}>enrollments</Link> and{' '}
        <Link href={links.installments()}>installments</Link>; see what they earned under{' '}
        <Link href={links.myCertificates()}>certificates</Link>.
      </Text>
    </Stack>
  );
}
