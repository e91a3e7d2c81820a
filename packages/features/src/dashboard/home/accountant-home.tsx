/** The accountant's home (finance routes of client spec §2): fee collection and the overdue summary. */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StudentFee } from '@ujuzi/api';
import { useGetInstallmentSummary, useListFeePayments, useListOverdueInstallments, useListStudentFees } from '@ujuzi/api/hooks';
import { displayName, formatDate, formatMoney, percentage } from '@ujuzi/domain';
import { Card, ErrorState, Link, Money, ProgressBar, RelativeTime, SkeletonCard, StatCard } from '@ujuzi/ui';
import { AlarmClock, Banknote, HandCoins, Wallet } from 'lucide-react';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';

const PAYMENT_METHODS: Readonly<Record<string, string>> = {
  mpesa: 'M-Pesa',
  bank: 'Bank transfer',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
};

/** Billed, collected and outstanding over the school fees, and the share collected. */
export function feeCollection(fees: readonly StudentFee[]) {
  const billed = fees.reduce((sum, fee) => sum + Number(fee.total_amount) - Number(fee.discount_amount), 0);
  const collected = fees.reduce((sum, fee) => sum + Number(fee.amount_paid), 0);
  const outstanding = fees.reduce((sum, fee) => sum + Number(fee.balance), 0);
  return { billed, collected, outstanding, rate: percentage(collected, billed), currency: fees[0]?.currency ?? 'KES' };
}

function CollectionFigures() {
  const fees = useListStudentFees({ page_size: 1000 });
  const installments = useGetInstallmentSummary();
  if (fees.isPending || installments.isPending)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading fee figures…" />
        ))}
      </SimpleGrid>
    );
  if (fees.isError || installments.isError)
    return (
      <Card>
        <ErrorState
          size="sm"
          title="Could not load fee figures"
          message={(fees.error ?? installments.error)?.message}
          onRetry={() => {
            void fees.refetch();
            void installments.refetch();
          }}
        />
      </Card>
    );
  const collection = feeCollection(fees.data.results);
  const summary = installments.data;
  // Two per row: amounts in shillings are long.
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <StatCard
        label="School fees collected"
        value={formatMoney(collection.collected, collection.currency)}
        help={`${collection.rate}% of ${formatMoney(collection.billed, collection.currency)}`}
        icon={<Banknote />}
      />
      <StatCard
        label="School fees outstanding"
        value={formatMoney(collection.outstanding, collection.currency)}
        icon={<Wallet />}
      />
      <StatCard
        label="Course installments paid"
        value={formatMoney(summary.total_paid, summary.currency)}
        help={`${summary.paid_count} of ${summary.total_installments} installments`}
        icon={<HandCoins />}
      />
      <StatCard
        label="Overdue installments"
        value={formatMoney(summary.total_overdue, summary.currency)}
        help={`${summary.overdue_count} overdue`}
        icon={<AlarmClock />}
      />
    </SimpleGrid>
  );
}

function CollectionProgress() {
  const fees = useListStudentFees({ page_size: 1000 });
  return (
    <QueryCard
      title="Fee collection"
      query={fees}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'No fees billed yet' }}
      actions={
        <Link href={links.feeCollection()} variant="plain">
          Fee collection
        </Link>
      }
    >
      {(page) => {
        const collection = feeCollection(page.results);
        const byStatus = (status: StudentFee['status']) => page.results.filter((fee) => fee.status === status).length;
        return (
          <Stack gap="4">
            <ProgressBar
              label="Collected this term"
              value={collection.rate}
              tone={collection.rate >= 75 ? 'success' : 'warning'}
            />
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" textStyle="sm">
              {(
                [
                  ['Paid', 'paid'],
                  ['Partly paid', 'partial'],
                  ['Unpaid', 'unpaid'],
                  ['Overdue', 'overdue'],
                ] as const
              ).map(([label, status]) => (
                <Stack key={status} gap="0">
                  <Text color="fg.muted">{label}</Text>
                  <Text
                    fontWeight="semibold"
                    textStyle="lg"
                    color={status === 'overdue' && byStatus(status) > 0 ? 'fg.error' : undefined}
                  >
                    {byStatus(status)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryCard>
  );
}

function RecentFeePayments() {
  const payments = useListFeePayments({ ordering: '-payment_date', page_size: 5 });
  return (
    <QueryCard
      title="Recent fee payments"
      query={payments}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'No payments recorded yet' }}
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3">
          {page.results.map((payment) => (
            <HStack as="li" key={payment.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  {displayName(payment.student)}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {PAYMENT_METHODS[payment.payment_method] ?? payment.payment_method.replace(/_/g, ' ')} ·{' '}
                  <RelativeTime value={payment.payment_date} />
                </Text>
              </Stack>
              <Money amount={payment.amount} currency={payment.currency} emphasis />
            </HStack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

function OverdueList() {
  const overdue = useListOverdueInstallments();
  return (
    <QueryCard
      title="Overdue installments"
      query={overdue}
      empty={{ title: 'Nothing overdue', description: 'Every course installment is paid on time.' }}
      actions={
        <Link href={links.installments()} variant="plain">
          All installments
        </Link>
      }
    >
      {(items) => (
        <Stack as="ul" listStyle="none" gap="3">
          {items.slice(0, 6).map((installment) => (
            <HStack as="li" key={installment.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  {installment.user ? displayName(installment.user) : `Enrollment ${installment.enrollment}`}
                </Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {installment.course?.title ?? 'Course'} · due {formatDate(installment.due_date)}
                  {installment.days_overdue ? ` · ${installment.days_overdue} days late` : ''}
                </Text>
              </Stack>
              <Money amount={installment.balance} currency={installment.currency} emphasis />
            </HStack>
          ))}
          {items.length > 6 ? (
            <Text textStyle="sm" color="fg.muted">
              and {items.length - 6} more
            </Text>
          ) : null}
        </Stack>
      )}
    </QueryCard>
  );
}

export function AccountantHome() {
  return (
    <Stack gap="6">
      <CollectionFigures />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <CollectionProgress />
        <OverdueList />
        <RecentFeePayments />
      </SimpleGrid>
    </Stack>
  );
}
