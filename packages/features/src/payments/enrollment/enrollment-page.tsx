/**
 * /dashboard/payments/enrollments/:enrollmentId: one enrollment — the course, its status, plan,
 * discount, what is paid and due, the next installment and the one next step — with its payments
 * (payment-history) as a tab, and what the viewer may do to it (upgrade or extend a trial, cancel,
 * download the receipt); a parent or staff pays what it owes here (`?pay=1`). Built with the kit's DetailPage.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Enrollment } from '@ujuzi/api';
import { useGetEnrollment, useGetEnrollmentPaymentStatus, useListEnrollmentPaymentHistory } from '@ujuzi/api/hooks';
import { getEnrollmentPath } from '@ujuzi/api/path-params';
import { can, formatDate, formatDateTime, formatMoney, GATEWAY_LABELS } from '@ujuzi/domain';
import { Badge, Card, EmptyState, ErrorState, Link, LoadingDots } from '@ujuzi/ui';
import {
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  lazyPart,
  useRouteParams,
  links,
  useSearchParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { EnrollmentActions } from './enrollment-actions';
import { StaffActions } from './staff-actions';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES, EnrollmentNext, PAYMENTS_CRUMB, PaymentsHeader } from '../shared';

// An admin's history of the enrollment (timeline and notes) arrives when its tab is first shown.
const AuditTrail = lazyPart(() => import('./audit-trail').then((part) => part.AuditTrail), '12rem');
const PayEnrollment = lazyPart(() => import('./pay-enrollment').then((part) => part.PayEnrollment), '16rem');

function Summary({ enrollment }: { enrollment: Enrollment }) {
  const { user } = useSession();
  const status = useGetEnrollmentPaymentStatus(enrollment.id);
  const next = status.data?.next_installment;
  return (
    <Card>
      <Stack gap="4">
        <DetailFields>
          {enrollment.user.id === user?.id ? null : (
            <DetailField label="Learner">
              <EntityLink href={links.student(enrollment.user.id)}>{enrollment.user.get_full_name}</EntityLink>
            </DetailField>
          )}
          <DetailField label="Course">
            <EntityLink href={`/courses/${enrollment.course.slug}`}>{enrollment.course.title}</EntityLink>
          </DetailField>
          <DetailField label="Plan">
            {enrollment.payment_plan?.name ?? (enrollment.is_free ? 'Free course' : 'Full payment')}
          </DetailField>
          <DetailField label="Course fee">{formatMoney(enrollment.total_amount, enrollment.currency)}</DetailField>
          <DetailField label="Discount">
            {enrollment.discount_code
              ? `${enrollment.discount_code} (− ${formatMoney(enrollment.discount_amount, enrollment.currency)})`
              : 'None'}
          </DetailField>
          <DetailField label="Paid">{formatMoney(enrollment.total_amount_paid, enrollment.currency)}</DetailField>
          <DetailField label="Balance due">{formatMoney(enrollment.balance_due, enrollment.currency)}</DetailField>
          <DetailField label="Next installment">
            {status.isPending ? (
              <LoadingDots />
            ) : next ? (
              `${formatMoney(next.balance, next.currency)} due ${formatDate(next.due_date)}`
            ) : (
              'None'
            )}
          </DetailField>
          <DetailField label="Enrolled">{formatDateTime(enrollment.enrolled_at)}</DetailField>
          {enrollment.status === 'trial' && enrollment.trial_ends_at ? (
            <DetailField label="Trial ends">{formatDateTime(enrollment.trial_ends_at)}</DetailField>
          ) : null}
        </DetailFields>
        <Box>
          <EnrollmentNext enrollment={enrollment} />
        </Box>
      </Stack>
    </Card>
  );
}

function Payments({ enrollmentId }: { enrollmentId: number }) {
  const history = useListEnrollmentPaymentHistory(enrollmentId, { page_size: 50 });
  if (history.isPending)
    return (
      <HStack gap="3" role="status">
        <LoadingDots />
        <Text>Loading the payments…</Text>
      </HStack>
    );
  if (history.isError) return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} size="sm" />;
  if (history.data.results.length === 0)
    return (
      <EmptyState
        title="No payments yet"
        description="Payments for this enrollment show here with their receipts."
        size="sm"
        headingLevel="h2"
      />
    );
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Payments">
      {history.data.results.map((payment) => (
        <HStack as="li" key={payment.id} justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" py="2">
          <Stack gap="0">
            <Text fontWeight="medium">{`${formatMoney(payment.amount, payment.currency)} · ${GATEWAY_LABELS[payment.gateway]}`}</Text>
            <Text textStyle="xs" color="fg.muted">
              {`${payment.reference} · ${formatDateTime(payment.created_at)}${payment.mpesa_receipt_number ? ` · M-Pesa ${payment.mpesa_receipt_number}` : ''}`}
            </Text>
          </Stack>
          <HStack gap="3">
            <Badge tone={payment.status === 'completed' ? 'success' : payment.status === 'processing' ? 'info' : 'warning'}>
              {payment.status.charAt(0).toUpperCase() + payment.status.slice(1)}
            </Badge>
            {payment.status === 'completed' ? <Link href={links.receipt(payment.id)}>Receipt</Link> : null}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

export function EnrollmentPage() {
  const { id } = useRouteParams(getEnrollmentPath, { names: { id: 'enrollmentId' } });
  const query = useGetEnrollment(id);
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const paying = search.get('pay') === '1';
  return (
    <DetailPage
      query={query}
      noun="enrollment"
      notFoundAction={<Link href={links.enrollments()}>Back to my enrollments</Link>}
      header={(enrollment) => (
        <PaymentsHeader
          title={enrollment?.course.title ?? 'Enrollment'}
          trail={[PAYMENTS_CRUMB, { label: 'My enrollments', href: links.enrollments() }]}
          actions={enrollment ? <EnrollmentActions enrollment={enrollment} /> : undefined}
          description={
            enrollment ? (
              <Badge tone={ENROLLMENT_STATUS_TONES[enrollment.status]}>{ENROLLMENT_STATUS_LABELS[enrollment.status]}</Badge>
            ) : undefined
          }
        />
      )}
      summary={(enrollment) => (
        <Stack gap="6">
          {paying && enrollment.user.id !== user?.id ? (
            <PayEnrollment
              enrollment={enrollment}
              onClose={() =>
                setSearch((params) => {
                  params.delete('pay');
                  params.delete('payment');
                  return params;
                })
              }
            />
          ) : null}
          <Summary enrollment={enrollment} />
          <StaffActions enrollment={enrollment} />
        </Stack>
      )}
      tabs={(enrollment) => [
        { value: 'payments', label: 'Payments', content: <Payments enrollmentId={enrollment.id} /> },
        ...(can(user, 'enrollment.administer')
          ? [{ value: 'history', label: 'History', content: <AuditTrail enrollmentId={enrollment.id} /> }]
          : []),
      ]}
    />
  );
}
