/**
 * Finance staff's side of a bank transfer: the payments awaiting verification (gateway bank_transfer, status
 * pending), each naming the learner and the enrollment and linking the uploaded slip, with Verify (mark-completed with the slip's
 * reference: the payment completes and the enrollment becomes active) and Reject (the payment fails
 * with the reason; the learner can pay again). Finance staff do either — admins and accountants
 * (domain `mayVerifyBankTransfers`, the contract's admin payment operations).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '@ujuzi/api';
import {
  bulkUpdateAdminPaymentStatus,
  getListAdminPaymentsQueryKey,
  markAdminPaymentCompleted,
  useListAdminPayments,
} from '@ujuzi/api/hooks';
import { formatDateTime, formatMoney } from '@ujuzi/domain';
import { Button, Card, ConfirmDialog, ErrorState, Link, LoadingDots, TextField, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { refreshPaymentQueries } from '../shared';

export const AWAITING_BANK_TRANSFERS = { gateway: 'bank_transfer', status: 'pending', page_size: 50 } as const;

function Awaiting({ payment }: { payment: AdminPayment }) {
  const queryClient = useQueryClient();
  const [slip, setSlip] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const learner = payment.user.get_full_name || payment.user.username;
  const done = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListAdminPaymentsQueryKey() }),
      refreshPaymentQueries(queryClient),
    ]);
  };
  const verify = async () => {
    try {
      await markAdminPaymentCompleted(payment.id, {
        gateway_transaction_id: slip.trim() || null,
        note: slip.trim()
          ? `Bank slip ${slip.trim()} checked against the statement.`
          : 'Bank transfer checked against the statement.',
      });
      toast.success('Bank transfer verified', `${payment.reference}: ${learner}’s enrollment is active.`);
      await done();
    } catch (error) {
      toast.error('Could not verify the transfer', errorMessage(error));
      throw error;
    }
  };
  const reject = async () => {
    if (!reason.trim()) {
      setReasonError('Say why, so the learner knows what to do.');
      throw new Error('A reason is required');
    }
    try {
      const result = await bulkUpdateAdminPaymentStatus({ payment_ids: [payment.id], status: 'failed', note: reason.trim() });
      if (!result.success) throw new Error(result.errors?.[0]?.error ?? result.message);
      toast.success('Bank transfer rejected', `${payment.reference}: ${learner} can pay again.`);
      await done();
    } catch (error) {
      if (!(error instanceof Error && error.message === 'A reason is required'))
        toast.error('Could not reject the transfer', errorMessage(error));
      throw error;
    }
  };
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" pb="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="medium">{`${formatMoney(payment.amount, payment.currency)} · ${payment.reference}`}</Text>
          <Text textStyle="sm">
            {learner}
            {payment.course ? (
              <>
                {' · '}
                <EntityLink href={links.enrollment(payment.enrollment)}>{payment.course.title}</EntityLink>
              </>
            ) : null}
          </Text>
          <Text textStyle="xs" color="fg.muted">{`Started ${formatDateTime(payment.created_at)}`}</Text>
          {payment.transfer_slip ? (
            <Text textStyle="sm">
              <Link href={payment.transfer_slip} external>
                {`Transfer slip from ${learner}`}
              </Link>
              {payment.transfer_slip_reference ? ` · reference ${payment.transfer_slip_reference}` : ''}
            </Text>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No slip uploaded yet
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          <ConfirmDialog
            trigger={<Button size="sm">Verify</Button>}
            title={`Verify ${payment.reference} from ${learner}?`}
            message={`Confirm that ${formatMoney(payment.amount, payment.currency)} reached the school's account. The payment completes and the enrollment becomes active.`}
            confirmLabel="Verify payment"
            onConfirm={verify}
          >
            <TextField
              label="Bank slip reference"
              value={slip}
              onChange={(event) => setSlip(event.target.value)}
              helpText="As printed on the deposit slip or the bank statement."
              autoComplete="off"
            />
          </ConfirmDialog>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline">
                Reject
              </Button>
            }
            title={`Reject ${payment.reference} from ${learner}?`}
            message="The payment is marked failed and the learner is asked to pay again."
            confirmLabel="Reject payment"
            destructive
            onConfirm={reject}
          >
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              error={reasonError ?? undefined}
              required
            />
          </ConfirmDialog>
        </HStack>
      </HStack>
    </Stack>
  );
}

export function BankTransfersAwaiting() {
  const list = useListAdminPayments(AWAITING_BANK_TRANSFERS);
  return (
    <Card title="Bank transfers awaiting verification" headingLevel={2}>
      {list.isPending ? (
        <HStack gap="3" role="status">
          <LoadingDots />
          <Text>Loading bank transfers…</Text>
        </HStack>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} size="sm" />
      ) : list.data.results.length === 0 ? (
        <Box>
          <Text color="fg.muted">
            No bank transfer is waiting. New ones show here as learners choose bank transfer at checkout.
          </Text>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Bank transfers awaiting verification">
          {list.data.results.map((payment) => (
            <Awaiting key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
