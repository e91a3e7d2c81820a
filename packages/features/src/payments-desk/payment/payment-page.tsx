/**
 * /dashboard/payments/admin/payments/:paymentId (admins and accountants): one payment with its learner,
 * course and enrollment linked, its gateway references and notes. Admins correct it (status or reference,
 * with the reason), check a pending one with its gateway (verifyPayment), start a new attempt of a failed or
 * cancelled one (retryPayment, opening the new payment) and delete one that was never completed or refunded.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminPayment } from '@ujuzi/api';
import {
  deleteAdminPayment,
  getGetAdminPaymentQueryKey,
  getListAdminPaymentsQueryKey,
  retryPayment,
  useGetAdminPayment,
  verifyPayment,
} from '@ujuzi/api/hooks';
import { getAdminPaymentPath } from '@ujuzi/api/path-params';
import { can, displayName, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, DetailPage, lazyFormDialog, links, useEntityAction, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ALL_PAYMENTS_CRUMB, DeskHeader, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../shared';
import { PaymentFacts } from './payment-facts';

const CorrectDialog = lazyFormDialog(() => import('./correct-payment-form').then((module) => module.CorrectPaymentForm), {
  noun: 'payment',
  title: (payment: AdminPayment | null) => `Correct ${payment?.reference ?? 'the payment'}`,
  description: (payment: AdminPayment | null) =>
    payment ? `${formatMoney(payment.amount, payment.currency)} from ${displayName(payment.user)}.` : null,
  height: '24rem',
});

const subject = (payment: AdminPayment) =>
  `${payment.reference}: ${formatMoney(payment.amount, payment.currency)} from ${displayName(payment.user)}${payment.course ? ` for ${payment.course.title}` : ''}`;

function Actions({
  payment,
  onCorrect,
  onChecked,
}: {
  payment: AdminPayment;
  onCorrect: () => void;
  onChecked: (note: string) => void;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryKey = getGetAdminPaymentQueryKey(payment.id);
  const invalidate = [queryKey, getListAdminPaymentsQueryKey()];
  const verify = useEntityAction<AdminPayment>({
    call: async () => onChecked((await verifyPayment(payment.id)).message),
    success: 'Checked with the gateway',
    failure: 'Could not check the payment',
    invalidate,
  });
  const retry = useEntityAction<AdminPayment>({
    call: async () => {
      const started = await retryPayment(payment.id, {});
      void navigate(links.adminPayment(started.payment.id));
    },
    success: 'A new attempt was started',
    failure: 'Could not retry the payment',
    invalidate: [getListAdminPaymentsQueryKey()],
  });
  const remove = useEntityAction<AdminPayment>({
    call: async () => {
      await deleteAdminPayment(payment.id);
      void navigate(links.adminPayments());
    },
    success: () => ({ title: 'Payment deleted', description: payment.reference }),
    failure: 'Could not delete the payment',
    invalidate: [getListAdminPaymentsQueryKey()],
  });
  if (!can(user, 'payment.record')) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {can(user, 'payment.verify', payment.status) ? (
        <ActionButton label="Verify with the gateway" variant="solid" onRun={() => verify.run()} pending={verify.pending} />
      ) : null}
      {can(user, 'payment.retry', payment.status) ? (
        <ActionButton
          label="Retry payment"
          confirm={{
            title: `Retry ${payment.reference}?`,
            message: `A new attempt of ${formatMoney(payment.amount, payment.currency)} is started for ${displayName(payment.user)}; an M-Pesa payment sends a new prompt to their phone.`,
            confirmLabel: 'Start a new attempt',
          }}
          onRun={() => retry.run()}
          pending={retry.pending}
        />
      ) : null}
      <Button variant="outline" onClick={onCorrect} onPointerEnter={CorrectDialog.preload} onFocus={CorrectDialog.preload}>
        Correct
      </Button>
      {can(user, 'payment.delete', payment.status) ? (
        <ActionButton
          label="Delete"
          destructive
          confirm={{
            title: `Delete payment ${payment.reference}?`,
            message: `${subject(payment)} is deleted. This cannot be undone.`,
            confirmLabel: 'Delete payment',
          }}
          onRun={() => remove.run()}
          pending={remove.pending}
        />
      ) : null}
    </HStack>
  );
}

export function AdminPaymentPage() {
  const { id } = useRouteParams(getAdminPaymentPath, { names: { id: 'paymentId' } });
  const query = useGetAdminPayment(id);
  const [correcting, setCorrecting] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <>
      <DetailPage
        query={query}
        noun="payment"
        notFoundAction={<Link href={links.adminPayments()}>Back to all payments</Link>}
        header={(payment) => (
          <DeskHeader
            title={payment ? `Payment ${payment.reference}` : 'Payment'}
            trail={[ALL_PAYMENTS_CRUMB]}
            description={
              payment ? (
                <Badge tone={PAYMENT_STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
              ) : undefined
            }
            actions={
              payment ? <Actions payment={payment} onCorrect={() => setCorrecting(true)} onChecked={setChecked} /> : undefined
            }
          />
        )}
        summary={(payment) => (
          <Stack gap="4">
            {checked ? (
              <Card title="The gateway’s answer" headingLevel={2}>
                <Text role="status">{checked}</Text>
              </Card>
            ) : null}
            <PaymentFacts payment={payment} />
          </Stack>
        )}
      />
      <CorrectDialog item={query.data ?? null} open={correcting} onOpenChange={setCorrecting} />
    </>
  );
}
