/**
 * /dashboard/payments/admin/refunds/:refundId: one refund (admins) — the learner, the course, the
 * enrollment and the payment linked, the amount asked against what is left to refund, the reason and the
 * decision. A pending one is approved (in full or in part, with how the money goes back) or rejected with
 * a reason; both dialogs name the learner, the course and the amount.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentRefund } from '@ujuzi/api';
import { useGetPaymentRefund } from '@ujuzi/api/hooks';
import { getPaymentRefundPath } from '@ujuzi/api/path-params';
import { GATEWAY_LABELS, can, displayName, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { DetailField, DetailFields, DetailPage, EntityLink, lazyFormDialog, links, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';
import { REFUND_METHOD_LABELS, REFUND_STATUS_LABELS, REFUND_STATUS_TONES, refundSubject } from '../refunds/refund-labels';

const TRAIL = [PAYMENTS_CRUMB, { label: 'Refunds', href: links.refunds() }];

const describe = (refund: PaymentRefund | null) => (refund ? refundSubject(refund, refund.amount) : null);
const ApproveDialog = lazyFormDialog(() => import('./approve-refund-form').then((module) => module.ApproveRefundForm), {
  noun: 'refund',
  title: (refund) => `Approve the refund to ${refund ? displayName(refund.user) : 'the learner'}?`,
  description: describe,
  height: '24rem',
});
const RejectDialog = lazyFormDialog(() => import('./reject-refund-form').then((module) => module.RejectRefundForm), {
  noun: 'refund',
  title: (refund) => `Reject the refund to ${refund ? displayName(refund.user) : 'the learner'}?`,
  description: describe,
  height: '14rem',
});

function Decision({ refund }: { refund: PaymentRefund }) {
  if (refund.status === 'pending') return <Text>Waiting for a decision.</Text>;
  return (
    <DetailFields>
      <DetailField label="Decided by">
        {refund.reviewed_by ? displayName(refund.reviewed_by) : '—'}
        {refund.reviewed_at ? <Text color="fg.muted">{formatDateTime(refund.reviewed_at)}</Text> : null}
      </DetailField>
      {refund.rejection_reason ? <DetailField label="Reason given">{refund.rejection_reason}</DetailField> : null}
      {refund.method ? <DetailField label="Refunded through">{REFUND_METHOD_LABELS[refund.method]}</DetailField> : null}
      {refund.gateway_refund_id ? <DetailField label="Reference">{refund.gateway_refund_id}</DetailField> : null}
      {refund.processed_at ? <DetailField label="Money sent">{formatDateTime(refund.processed_at)}</DetailField> : null}
      {refund.admin_notes ? <DetailField label="Note">{refund.admin_notes}</DetailField> : null}
    </DetailFields>
  );
}

function Facts({ refund }: { refund: PaymentRefund }) {
  const learner = links.person(refund.user);
  return (
    <Stack gap="4">
      <Card title="Request" headingLevel={2}>
        <DetailFields>
          <DetailField label="Learner">
            {learner ? <EntityLink href={learner}>{displayName(refund.user)}</EntityLink> : displayName(refund.user)}
          </DetailField>
          <DetailField label="Course">
            {refund.course ? <EntityLink href={links.course(refund.course.slug)}>{refund.course.title}</EntityLink> : '—'}
          </DetailField>
          {refund.enrollment ? (
            <DetailField label="Enrollment">
              <EntityLink href={links.enrollment(refund.enrollment)}>Enrollment #{refund.enrollment}</EntityLink>
            </DetailField>
          ) : null}
          <DetailField label="Payment">
            <EntityLink href={links.receipt(refund.payment)}>
              {refund.payment_reference ?? `Payment #${refund.payment}`}
            </EntityLink>
            <Text color="fg.muted">
              {formatMoney(refund.payment_amount, refund.currency)}
              {refund.gateway ? ` · ${GATEWAY_LABELS[refund.gateway]}` : ''}
            </Text>
          </DetailField>
          <DetailField label="Amount">
            <Text fontWeight="semibold">{formatMoney(refund.amount, refund.currency)}</Text>
          </DetailField>
          <DetailField label="Left to refund">{formatMoney(refund.refundable_amount, refund.currency)}</DetailField>
          <DetailField label="Reason">{refund.reason}</DetailField>
          <DetailField label="Asked">
            {formatDateTime(refund.created_at)}
            {refund.requested_by ? <Text color="fg.muted">by {displayName(refund.requested_by)}</Text> : null}
          </DetailField>
        </DetailFields>
      </Card>
      <Card title="Decision" headingLevel={2}>
        <Decision refund={refund} />
      </Card>
    </Stack>
  );
}

export function RefundPage() {
  const { user } = useSession();
  const { id } = useRouteParams(getPaymentRefundPath, { names: { id: 'refundId' } });
  const query = useGetPaymentRefund(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const refund = query.data ?? null;
  const decide = refund !== null && can(user, 'refund.decide', refund.status);
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <>
      <DetailPage
        query={query}
        noun="refund"
        notFoundAction={<Link href={links.refunds()}>Back to refunds</Link>}
        header={(shown) => (
          <PaymentsHeader
            title={shown ? `Refund ${shown.reference}` : 'Refund'}
            trail={TRAIL}
            description={
              shown ? <Badge tone={REFUND_STATUS_TONES[shown.status]}>{REFUND_STATUS_LABELS[shown.status]}</Badge> : undefined
            }
            actions={
              decide ? (
                <HStack gap="2" wrap="wrap">
                  <Button onClick={() => setDialog('approve')} onPointerEnter={ApproveDialog.preload}>
                    Approve
                  </Button>
                  <Button variant="outline" onClick={() => setDialog('reject')} onPointerEnter={RejectDialog.preload}>
                    Reject
                  </Button>
                </HStack>
              ) : undefined
            }
          />
        )}
        summary={(shown) => <Facts refund={shown} />}
      />
      <ApproveDialog item={refund} open={dialog === 'approve'} onOpenChange={close} />
      <RejectDialog item={refund} open={dialog === 'reject'} onOpenChange={close} />
    </>
  );
}
