/**
 * The dialogs of an admin's enrollment actions. Each names the learner and the course, asks what the
 * contract takes (a reason; the target course; the new plan), keeps what was typed when something is
 * missing or the server refuses, and reports the server's own message when done.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '@ujuzi/api';
import {
  getGetEnrollmentAuditTrailQueryKey,
  getGetEnrollmentPaymentStatusQueryKey,
  getGetEnrollmentQueryKey,
  getGetEnrollmentStatisticsQueryKey,
  reactivateEnrollment,
  sendEnrollmentConfirmation,
  suspendEnrollment,
  transferEnrollment,
  updateEnrollmentPaymentPlan,
  useListCourses,
  useListPaymentPlans,
} from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { Checkbox, ConfirmDialog, Select, TextareaField, toast } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, links } from '../../infra/kit';
import { PAYMENT_DEPENDENT_QUERIES } from '../shared';

export type StaffActionKind = 'suspend' | 'reactivate' | 'transfer' | 'plan' | 'confirmation';

export const STAFF_MESSAGES = {
  reason: 'Give the reason: it is kept in the enrollment’s history.',
  course: 'Choose the course to transfer to.',
  plan: 'Choose the new payment plan.',
} as const;

interface StaffDialogProps {
  kind: StaffActionKind;
  enrollment: Enrollment;
  onClose: () => void;
}

export function StaffDialog({ kind, enrollment, onClose }: StaffDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [carryOver, setCarryOver] = useState(true);
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; choice?: string }>({});
  const courses = useListCourses({ page_size: 100, ordering: 'title' }, { query: { enabled: kind === 'transfer' } });
  const plans = useListPaymentPlans({ is_active: true, page_size: 100 }, { query: { enabled: kind === 'plan' } });
  const learner = enrollment.user.get_full_name || enrollment.user.username;
  const course = enrollment.course.title;
  const paid = formatMoney(enrollment.total_amount_paid, enrollment.currency);
  const target = courses.data?.results.find((candidate) => String(candidate.id) === choice);
  const plan = plans.data?.results.find((candidate) => String(candidate.id) === choice);

  const refresh = () =>
    Promise.all(
      [
        getGetEnrollmentQueryKey(enrollment.id),
        getGetEnrollmentAuditTrailQueryKey(enrollment.id),
        getGetEnrollmentPaymentStatusQueryKey(enrollment.id),
        getGetEnrollmentStatisticsQueryKey(),
        ...PAYMENT_DEPENDENT_QUERIES,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  /** Checks the fields (throwing keeps the dialog open), sends, reports. */
  const run = async () => {
    const needsReason = kind === 'suspend' || kind === 'reactivate';
    const missing = {
      reason: needsReason && !reason.trim() ? STAFF_MESSAGES.reason : undefined,
      choice:
        kind === 'transfer' && !choice ? STAFF_MESSAGES.course : kind === 'plan' && !choice ? STAFF_MESSAGES.plan : undefined,
    };
    setErrors(missing);
    if (missing.reason || missing.choice) throw new Error('Fields missing');
    const note = reason.trim() ? { reason: reason.trim() } : {};
    try {
      if (kind === 'suspend') {
        const answer = await suspendEnrollment(enrollment.id, { ...note, notify_student: notify });
        toast.success('Enrollment suspended', answer.message);
      } else if (kind === 'reactivate') {
        const answer = await reactivateEnrollment(enrollment.id, { ...note, notify_student: notify });
        toast.success('Enrollment reactivated', answer.message);
      } else if (kind === 'transfer') {
        const answer = await transferEnrollment(enrollment.id, {
          target_course_id: Number(choice),
          carry_over_payments: carryOver,
          ...note,
        });
        toast.success('Enrollment transferred', answer.message);
        void navigate(links.enrollment(answer.enrollment.id));
      } else if (kind === 'plan') {
        const answer = await updateEnrollmentPaymentPlan(enrollment.id, { payment_plan_id: Number(choice), ...note });
        toast.success('Payment plan changed', answer.message);
      } else {
        const answer = await sendEnrollmentConfirmation(enrollment.id);
        toast.success('Confirmation sent', answer.message);
      }
    } catch (error) {
      toast.error(FAILURES[kind], errorMessage(error));
      throw error;
    } finally {
      await refresh();
    }
    onClose();
  };

  const reasonField = (label: string) => (
    <TextareaField
      label={label}
      rows={3}
      required={kind === 'suspend' || kind === 'reactivate'}
      value={reason}
      error={errors.reason}
      onChange={(event) => setReason(event.target.value)}
    />
  );
  const notifyField = <Checkbox label={`Tell ${learner} by e-mail`} checked={notify} onChange={setNotify} />;

  const dialogs: Record<
    StaffActionKind,
    { title: string; message: string; confirm: string; destructive?: boolean; body?: ReactNode }
  > = {
    suspend: {
      title: `Suspend ${learner}’s enrollment in ${course}?`,
      message: 'Access to the course closes until the enrollment is reactivated. Payments and progress are kept.',
      confirm: 'Suspend enrollment',
      destructive: true,
      body: (
        <Stack gap="3">
          {reasonField('Reason')}
          {notifyField}
        </Stack>
      ),
    },
    reactivate: {
      title: `Reactivate ${learner}’s enrollment in ${course}?`,
      message: 'Access to the course opens again (after payment, when nothing has been paid yet).',
      confirm: 'Reactivate enrollment',
      body: (
        <Stack gap="3">
          {reasonField('Reason')}
          {notifyField}
        </Stack>
      ),
    },
    transfer: {
      title: target ? `Transfer ${learner} from ${course} to ${target.title}?` : `Transfer ${learner} from ${course}?`,
      message: `The enrollment in ${course} is cancelled and a new one opens in the course you choose.`,
      confirm: 'Transfer enrollment',
      body: (
        <Stack gap="3">
          <Select
            label="New course"
            required
            placeholder={courses.isPending ? 'Loading the courses…' : 'Choose a course'}
            value={choice}
            error={errors.choice}
            onChange={setChoice}
            options={(courses.data?.results ?? [])
              .filter((candidate) => candidate.id !== enrollment.course.id)
              .map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
          />
          {Number(enrollment.total_amount_paid) > 0 ? (
            <Checkbox
              label={`Credit the ${paid} already paid to the new enrollment`}
              checked={carryOver}
              onChange={setCarryOver}
            />
          ) : null}
          {reasonField('Reason (optional)')}
        </Stack>
      ),
    },
    plan: {
      title: plan ? `Move ${learner} to ${plan.name} for ${course}?` : `Change ${learner}’s payment plan for ${course}?`,
      message: `What is paid (${paid}) is kept; the unpaid installments are rescheduled on the new plan.`,
      confirm: 'Change plan',
      body: (
        <Stack gap="3">
          <Select
            label="New plan"
            required
            placeholder={plans.isPending ? 'Loading the plans…' : 'Choose a plan'}
            value={choice}
            error={errors.choice}
            onChange={setChoice}
            options={(plans.data?.results ?? [])
              .filter((candidate) => candidate.id !== enrollment.payment_plan?.id)
              .map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          />
          {reasonField('Reason (optional)')}
        </Stack>
      ),
    },
    confirmation: {
      title: `Resend the enrollment confirmation to ${learner}?`,
      message: `The confirmation e-mail for ${course} goes to their address again.`,
      confirm: 'Resend confirmation',
    },
  };
  const dialog = dialogs[kind];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={dialog.title}
      message={dialog.message}
      confirmLabel={dialog.confirm}
      destructive={dialog.destructive}
      onConfirm={run}
    >
      {dialog.body}
    </ConfirmDialog>
  );
}

const FAILURES: Readonly<Record<StaffActionKind, string>> = {
  suspend: 'Could not suspend the enrollment',
  reactivate: 'Could not reactivate the enrollment',
  transfer: 'Could not transfer the enrollment',
  plan: 'Could not change the payment plan',
  confirmation: 'Could not send the confirmation',
};
