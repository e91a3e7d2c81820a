/**
 * What the viewer may do to one enrollment (domain `enrollmentActions`): convert a trial (then pay at
 * checkout when something is owed), extend a trial by the days finance staff choose (the contract's
 * `days`, 1–30, 7 by default, with an optional reason),
 * cancel with a confirmation naming the course (optionally asking for a refund of what was paid), and
 * download the latest receipt (download-receipt, saved under the server's filename).
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '@ujuzi/api';
import {
  cancelEnrollment,
  convertEnrollmentTrial,
  extendEnrollmentTrial,
  getGetEnrollmentPaymentStatusQueryKey,
  getGetEnrollmentQueryKey,
} from '@ujuzi/api/hooks';
import { TRIAL_EXTENSION_DAYS, enrollmentActions, formatDate, formatMoney } from '@ujuzi/domain';
import { Button, Checkbox, ConfirmDialog, NumberField, TextField, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, ExportButton, errorMessage, useEntityAction, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { PAYMENT_DEPENDENT_QUERIES } from '../shared';

const trialDaysMessage = `Choose between ${TRIAL_EXTENSION_DAYS.min} and ${TRIAL_EXTENSION_DAYS.max} days.`;

export const receiptDownload = (enrollment: Pick<Enrollment, 'id' | 'reference'>, paymentId?: number) => ({
  path: `/payments/enrollments/${enrollment.id}/download-receipt/`,
  query: paymentId ? { payment_id: paymentId } : undefined,
  fallbackFilename: `receipt-${enrollment.reference}.pdf`,
});

export function EnrollmentActions({ enrollment }: { enrollment: Enrollment }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refund, setRefund] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [extensionDays, setExtensionDays] = useState<number | null>(TRIAL_EXTENSION_DAYS.default);
  const [extensionReason, setExtensionReason] = useState('');
  const [daysError, setDaysError] = useState<string | null>(null);
  const allowed = enrollmentActions(user, enrollment);
  const queryKey = getGetEnrollmentQueryKey(enrollment.id);
  const invalidate = [...PAYMENT_DEPENDENT_QUERIES, getGetEnrollmentPaymentStatusQueryKey(enrollment.id)];
  const paid = Number(enrollment.total_amount_paid) > 0;
  const learner = enrollment.user.id === user?.id ? 'your' : `${enrollment.user.get_full_name}’s`;

  const convert = useEntityAction<Enrollment>({
    queryKey,
    call: async () => {
      const answer = await convertEnrollmentTrial(enrollment.id, {});
      // Something is owed now: the one next step is paying, at checkout.
      if (answer.enrollment.status === 'payment_pending') void navigate(links.checkout(answer.enrollment.course.id));
    },
    success: 'Trial converted to a paid enrollment',
    failure: 'Could not convert the trial',
    invalidate,
  });
  const extend = useEntityAction<Enrollment, number>({
    queryKey,
    call: (days: number) =>
      extendEnrollmentTrial(enrollment.id, { days, ...(extensionReason.trim() ? { reason: extensionReason.trim() } : {}) }),
    success: (days) => `Trial extended by ${days} ${days === 1 ? 'day' : 'days'}`,
    failure: 'Could not extend the trial',
    invalidate,
  });

  const extendTrial = async () => {
    const days = extensionDays;
    if (days === null || !Number.isInteger(days) || days < TRIAL_EXTENSION_DAYS.min || days > TRIAL_EXTENSION_DAYS.max) {
      setDaysError(trialDaysMessage);
      throw new Error(trialDaysMessage);
    }
    setDaysError(null);
    if (!(await extend.run(days))) throw new Error('Not extended');
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      const answer = await cancelEnrollment(enrollment.id, { request_refund: refund && paid });
      toast.success('Enrollment cancelled', answer.message);
    } catch (error) {
      toast.error('Could not cancel the enrollment', errorMessage(error));
      throw error;
    } finally {
      setCancelling(false);
      await Promise.all([queryKey, ...invalidate].map((key) => queryClient.invalidateQueries({ queryKey: key })));
    }
  };

  return (
    <>
      {allowed.includes('convert_trial') ? (
        <ActionButton
          label="Upgrade to paid"
          variant="solid"
          pending={convert.pending}
          confirm={{
            title: `Upgrade ${enrollment.course.title} to a paid enrollment?`,
            message: `The trial ends now. You then pay ${formatMoney(enrollment.total_amount, enrollment.currency)} (or its first installment) to keep your access and progress.`,
            confirmLabel: 'Upgrade',
          }}
          onRun={() => convert.run()}
        />
      ) : null}
      {allowed.includes('extend_trial') ? (
        <ConfirmDialog
          trigger={<Button loading={extend.pending}>Extend trial</Button>}
          title={`Extend ${learner} trial of ${enrollment.course.title}?`}
          message={enrollment.trial_ends_at ? `The trial now ends on ${formatDate(enrollment.trial_ends_at)}.` : undefined}
          confirmLabel="Extend trial"
          onConfirm={extendTrial}
          onOpenChange={(open) => {
            if (open) return;
            setDaysError(null);
          }}
        >
          <Stack gap="3">
            <NumberField
              label="Days to add"
              unit="days"
              required
              value={extensionDays}
              onChange={setExtensionDays}
              error={daysError ?? undefined}
              helpText={`${TRIAL_EXTENSION_DAYS.min} to ${TRIAL_EXTENSION_DAYS.max} days`}
            />
            <TextField
              label="Reason (optional)"
              value={extensionReason}
              onChange={(event) => setExtensionReason(event.target.value)}
            />
          </Stack>
        </ConfirmDialog>
      ) : null}
      {paid ? <ExportButton label="Download receipt" request={receiptDownload(enrollment)} /> : null}
      {allowed.includes('cancel') ? (
        <ConfirmDialog
          trigger={
            <Button variant="danger" loading={cancelling}>
              Cancel enrollment
            </Button>
          }
          title={`Cancel ${learner} enrollment in ${enrollment.course.title}?`}
          message="Access to the course ends now and any payment still waiting is cancelled. You can enroll again later."
          confirmLabel="Cancel enrollment"
          cancelLabel="Keep enrollment"
          destructive
          onConfirm={cancel}
        >
          {paid ? (
            <Checkbox
              label={`Ask for a refund of what was paid (${formatMoney(enrollment.total_amount_paid, enrollment.currency)})`}
              checked={refund}
              onChange={setRefund}
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
