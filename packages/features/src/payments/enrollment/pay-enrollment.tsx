/**
 * What an enrollment owes now (its next installment, else its balance), paid by someone other than the
 * learner — a parent for a child, staff for a learner — through initiate-payment with the same gateways.
 */
import { HStack, Text } from '@chakra-ui/react';
import type { Enrollment } from '@ujuzi/api';
import { initiateEnrollmentPayment, useGetEnrollmentPaymentStatus } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Card, ErrorState, LoadingDots } from '@ujuzi/ui';
import { errorMessage } from '../../infra/kit';
import { PayForm } from '../installments/pay-installment';

export function PayEnrollment({ enrollment, onClose }: { enrollment: Enrollment; onClose: () => void }) {
  const status = useGetEnrollmentPaymentStatus(enrollment.id);
  const next = status.data?.next_installment;
  const amount = next?.balance ?? status.data?.balance_due ?? '0';
  return (
    <Card title={`Pay for ${enrollment.course.title} for ${enrollment.user.get_full_name}`} headingLevel={2}>
      {status.isPending ? (
        <HStack gap="3" role="status">
          <LoadingDots />
          <Text>Loading what is due…</Text>
        </HStack>
      ) : status.isError ? (
        <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} size="sm" />
      ) : Number(amount) <= 0 ? (
        <Text>Nothing is due on this enrollment.</Text>
      ) : (
        <PayForm
          amount={amount}
          currency={status.data.currency}
          dueText={
            next
              ? `Installment ${next.number}: ${formatMoney(next.balance, next.currency)} due ${formatDate(next.due_date)}`
              : `${formatMoney(amount, status.data.currency)} due now`
          }
          enrollmentId={enrollment.id}
          start={(gateway, phone) =>
            initiateEnrollmentPayment(enrollment.id, {
              payment_gateway: gateway,
              phone_number: phone,
              return_url: `${window.location.origin}/payment/success`,
              cancel_url: `${window.location.origin}/payment/cancel?enrollment_id=${enrollment.id}`,
            })
          }
          onClose={onClose}
        />
      )}
    </Card>
  );
}
