/**
 * A payment's refunds on its page, for admins: what has been refunded so far, the payment's refunds in the
 * queue, and 'Start a refund' of what is left (the form's code loads when it first opens).
 */
import { HStack, Text } from '@chakra-ui/react';
import type { AdminPayment } from '@ujuzi/api';
import { useGetAdminPayment } from '@ujuzi/api/hooks';
import { can, displayName, formatMoney } from '@ujuzi/domain';
import { Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyFormDialog, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';

const StartRefundDialog = lazyFormDialog(() => import('./start-refund-form').then((module) => module.StartRefundForm), {
  noun: 'refund',
  title: (payment: AdminPayment | null) => (payment ? `Refund ${displayName(payment.user)}` : 'Start a refund'),
  description: (payment) =>
    payment
      ? `${payment.course?.title ?? payment.description ?? ''} · paid ${formatMoney(payment.amount, payment.currency)}`
      : null,
  height: '22rem',
});

function PaymentRefunds({ paymentId }: { paymentId: number }) {
  const [open, setOpen] = useState(false);
  const query = useGetAdminPayment(paymentId);
  const payment = query.data;
  if (!payment) return null;
  const refunded = Number.parseFloat(payment.refunded_amount ?? '0');
  const left = Number.parseFloat(payment.amount) - refunded;
  return (
    <Card title="Refunds" headingLevel={2}>
      <Text>
        {refunded > 0
          ? `${formatMoney(refunded, payment.currency)} of ${formatMoney(payment.amount, payment.currency)} refunded.`
          : 'Nothing of this payment has been refunded.'}{' '}
        <Link href={links.refunds({ payment_id: payment.id })}>This payment’s refunds</Link>
      </Text>
      {payment.status === 'completed' && left > 0 ? (
        <HStack mt="3">
          <Button variant="outline" onClick={() => setOpen(true)} onPointerEnter={StartRefundDialog.preload}>
            Start a refund
          </Button>
        </HStack>
      ) : null}
      <StartRefundDialog item={payment} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/** Nothing for viewers who may not start refunds (the route rule of the refund queue). */
export function StartRefund({ paymentId }: { paymentId: number }) {
  const { user } = useSession();
  return can(user, 'refund.start') ? <PaymentRefunds paymentId={paymentId} /> : null;
}
