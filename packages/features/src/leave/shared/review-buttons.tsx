/**
 * A reviewer's decision on a pending leave (approveLeave, rejectLeave): Approve after a confirmation that
 * names it, or Reject with the reason the applicant is told. Approved days count as excused in attendance.
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeaveApplication } from '@ujuzi/api';
import { useApproveLeave, useRejectLeave } from '@ujuzi/api/hooks';
import { displayName, formatDate } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ActionButton, ReasonConfirmDialog, errorMessage } from '../../infra/kit';
import { leaveTitle } from './leave-columns';
import { refreshLeave } from './refresh';

export const REJECT_REASON_REQUIRED = 'Please say why, so the applicant knows.';

/** 'Sick leave for Wanjiku Kamau, 24 Nov 2026 – 26 Nov 2026'. */
export function leaveName(leave: LeaveApplication): string {
  const dates =
    leave.start_date === leave.end_date
      ? formatDate(leave.start_date)
      : `${formatDate(leave.start_date)} – ${formatDate(leave.end_date)}`;
  return `${leaveTitle(leave)} for ${displayName(leave.student ?? leave.applicant)}, ${dates}`;
}

export function ReviewButtons({ leave, onDone }: { leave: LeaveApplication; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const approve = useApproveLeave();
  const reject = useRejectLeave();
  const name = leaveName(leave);

  const decide = async (approved: boolean, comment?: string): Promise<boolean> => {
    try {
      const call = approved ? approve : reject;
      await call.mutateAsync({ id: leave.id, data: comment ? { comment } : {} });
      toast.success(
        approved ? 'Leave approved' : 'Leave rejected',
        approved ? `${name}. The days show as excused in attendance.` : `${name}. The applicant sees your reason.`,
      );
      await refreshLeave(queryClient);
      onDone?.();
      return true;
    } catch (failure) {
      toast.error(approved ? 'Could not approve the leave' : 'Could not reject the leave', errorMessage(failure));
      return false;
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      <ActionButton
        label="Approve"
        variant="solid"
        pending={approve.isPending}
        confirm={{ title: `Approve ${name}?`, message: 'The applicant is told, and the days count as excused in attendance.' }}
        onRun={() => decide(true)}
      />
      <ReasonConfirmDialog
        label="Reject"
        pending={reject.isPending}
        title={`Reject ${name}?`}
        message="The applicant is told why."
        reason={{ required: REJECT_REASON_REQUIRED, maxLength: 1000, helpText: 'Shown to the applicant.' }}
        onConfirm={(why) => decide(false, why)}
      />
    </HStack>
  );
}
