/** What a payment's page says about it: who paid, for what, how much, through which gateway, and its trail. */
import { Stack, Text } from '@chakra-ui/react';
import type { AdminPayment } from '@ujuzi/api';
import { GATEWAY_LABELS, can, displayName, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Card } from '@ujuzi/ui';
import { DetailField, DetailFields, EntityLink, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

export function PaymentFacts({ payment }: { payment: AdminPayment }) {
  const { user } = useSession();
  const learner = links.person(payment.user);
  const refunded = Number(payment.refunded_amount ?? 0);
  return (
    <Stack gap="4">
      <Card title="Payment" headingLevel={2}>
        <DetailFields>
          <DetailField label="Learner">
            {learner ? <EntityLink href={learner}>{displayName(payment.user)}</EntityLink> : displayName(payment.user)}
          </DetailField>
          <DetailField label="Course">
            {payment.course ? <EntityLink href={links.course(payment.course.slug)}>{payment.course.title}</EntityLink> : '—'}
          </DetailField>
          <DetailField label="Enrollment">
            <EntityLink href={links.enrollment(payment.enrollment)}>Enrollment #{payment.enrollment}</EntityLink>
          </DetailField>
          {payment.installment ? <DetailField label="Installment">#{payment.installment}</DetailField> : null}
          <DetailField label="Amount">
            <Text fontWeight="semibold">{formatMoney(payment.amount, payment.currency)}</Text>
            {refunded > 0 ? <Text color="fg.muted">{formatMoney(refunded, payment.currency)} refunded</Text> : null}
          </DetailField>
          <DetailField label="Paid with">{GATEWAY_LABELS[payment.gateway]}</DetailField>
          <DetailField label="Description">{orDash(payment.description)}</DetailField>
          <DetailField label="Created">{formatDateTime(payment.created_at)}</DetailField>
          <DetailField label="Completed">{payment.completed_at ? formatDateTime(payment.completed_at) : '—'}</DetailField>
          {payment.failure_reason ? <DetailField label="Why it failed">{payment.failure_reason}</DetailField> : null}
          {payment.status === 'completed' ? (
            <DetailField label="Receipt">
              <EntityLink href={links.receipt(payment.id)}>The learner’s receipt</EntityLink>
            </DetailField>
          ) : null}
        </DetailFields>
      </Card>
      <Card title="Gateway" headingLevel={2}>
        <DetailFields>
          <DetailField label="M-Pesa receipt">{orDash(payment.mpesa_receipt_number)}</DetailField>
          <DetailField label="M-Pesa number">{orDash(payment.phone_number)}</DetailField>
          <DetailField label="Gateway or bank reference">{orDash(payment.gateway_transaction_id)}</DetailField>
          {payment.checkout_request_id ? <DetailField label="Checkout request">{payment.checkout_request_id}</DetailField> : null}
          {payment.transfer_slip ? (
            <DetailField label="Bank slip">
              <EntityLink href={payment.transfer_slip}>{payment.transfer_slip_reference ?? 'The uploaded slip'}</EntityLink>
            </DetailField>
          ) : null}
          <DetailField label="Gateway’s answer">
            {payment.gateway_response_message || payment.gateway_response_code
              ? `${orDash(payment.gateway_response_message)} (code ${orDash(payment.gateway_response_code)})`
              : '—'}
          </DetailField>
          {can(user, 'gatewayLog.list') ? (
            <DetailField label="Exchanges">
              <EntityLink href={links.gatewayLogs({ payment_id: payment.id })}>Gateway logs of this payment</EntityLink>
            </DetailField>
          ) : null}
        </DetailFields>
      </Card>
      <Card title="Checks and notes" headingLevel={2}>
        <DetailFields>
          <DetailField label="Verified by">{payment.verified_by ? displayName(payment.verified_by) : '—'}</DetailField>
          <DetailField label="Paid from">{orDash(payment.ip_address)}</DetailField>
          <DetailField label="Internal notes">
            <Text whiteSpace="pre-wrap">{orDash(payment.admin_notes)}</Text>
          </DetailField>
        </DetailFields>
      </Card>
    </Stack>
  );
}
