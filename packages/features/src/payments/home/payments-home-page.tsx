/**
 * /dashboard/payments: where a learner (or parent) sees what is paid and what is due at a glance —
 * active enrollments, balance due, overdue installments — with the upcoming installments and recent
 * payments, each leading to its screen, and the payment notices. Finance staff (admins, accountants) verify or reject the bank transfers awaiting
 * verification; staff get the sections as links (their own screens are elsewhere in finance).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useGetStudentPaymentOverview } from '@ujuzi/api/hooks';
import { formatDate, formatMoney, mayVerifyBankTransfers, GATEWAY_LABELS } from '@ujuzi/domain';
import { Card, ErrorState, Link, LoadingDots, StatCard } from '@ujuzi/ui';
import { useSession } from '../../infra/session/session-context';
import { PAYMENT_STATUS_LABELS } from '../history/payment-status';
import { BankTransfersAwaiting } from './bank-transfers';
import { PaymentNotices } from '../../infra/kit/shared/payment-notices';
import { PaymentsHeader } from '../shared';
import { links } from '../../infra/kit/links';

const SECTIONS = [
  { label: 'My enrollments', href: links.enrollments(), text: 'Status, what is paid and the balance of each course.' },
  { label: 'Installments', href: links.installments(), text: 'What is due and when; pay one now.' },
  { label: 'Payment history', href: links.paymentHistory(), text: 'Every payment with its receipt.' },
] as const;

function Sections() {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
      {SECTIONS.map((section) => (
        <Card key={section.href}>
          <Stack gap="1">
            <Link href={section.href}>{section.label}</Link>
            <Text textStyle="sm" color="fg.muted">
              {section.text}
            </Text>
          </Stack>
        </Card>
      ))}
    </Box>
  );
}

function LearnerOverview() {
  const overview = useGetStudentPaymentOverview();
  if (overview.isPending)
    return (
      <Card>
        <HStack gap="3" role="status">
          <LoadingDots />
          <Text>Loading your payments…</Text>
        </HStack>
      </Card>
    );
  if (overview.isError)
    return <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} headingLevel="h2" />;
  const data = overview.data;
  return (
    <Stack gap="6">
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        <StatCard
          label="Active enrollments"
          value={String(data.active_enrollments)}
          href={links.enrollments({ status: 'active' })}
        />
        <StatCard label="Balance due" value={formatMoney(data.total_balance_due, data.currency)} href={links.enrollments()} />
        <StatCard
          label="Overdue installments"
          value={String(data.overdue_installments_count)}
          href={links.installments({ status: 'overdue' })}
        />
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="4">
        <Card title="Coming up" headingLevel={2}>
          {data.upcoming_installments.length === 0 ? (
            <Text color="fg.muted">No installment is due soon.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Upcoming installments">
              {data.upcoming_installments.map((item) => (
                <HStack as="li" key={item.id} justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" pb="2">
                  <Text>{`${item.course?.title ?? 'Installment'} · due ${formatDate(item.due_date)}`}</Text>
                  {item.course ? (
                    <Link href={links.checkout(item.course.id)}>{`Pay ${formatMoney(item.balance, item.currency)}`}</Link>
                  ) : (
                    <Text>{formatMoney(item.balance, item.currency)}</Text>
                  )}
                </HStack>
              ))}
            </Stack>
          )}
        </Card>
        <Card title="Recent payments" headingLevel={2}>
          {data.recent_payments.length === 0 ? (
            <Text color="fg.muted">No payments yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Recent payments">
              {data.recent_payments.map((payment) => (
                <HStack as="li" key={payment.id} justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" pb="2">
                  {payment.status === 'completed' ? (
                    <Link href={links.receipt(payment.id)}>{payment.course?.title ?? payment.reference}</Link>
                  ) : (
                    <Text>{payment.course?.title ?? payment.reference}</Text>
                  )}
                  <Text>
                    {`${formatMoney(payment.amount, payment.currency)} · ${GATEWAY_LABELS[payment.gateway]}`}
                    {payment.status === 'completed' ? '' : ` · ${PAYMENT_STATUS_LABELS[payment.status]}`}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Card>
      </Box>
    </Stack>
  );
}

export function PaymentsHomePage() {
  const { user } = useSession();
  const learner = user?.user_type === 'student' || user?.user_type === 'parent';
  return (
    <Stack gap="6">
      <PaymentsHeader title="Payments" trail={[]} description="What is paid, what is due, and the receipts." />
      {learner ? <LearnerOverview /> : null}
      {learner ? <PaymentNotices /> : null}
      {mayVerifyBankTransfers(user) ? <BankTransfersAwaiting /> : null}
      <Sections />
    </Stack>
  );
}
