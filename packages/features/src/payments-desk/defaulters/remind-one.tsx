/** 'Remind' on a defaulter's row: asks how (e-mail, SMS or both), names the learner, the debt and the amount, then says what happened. */
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentDefaulter } from '@ujuzi/api';
import { getListPaymentDefaultersQueryKey, sendDefaulterReminders } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { Button, ConfirmDialog, RadioGroup, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage } from '../../infra/kit';
import { CHANNEL_CHOICES, channelWords, channelsOf, debtFor, learnerOf } from './reminders';

export function RemindOne({ debt }: { debt: PaymentDefaulter }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>(CHANNEL_CHOICES[0].value);
  const learner = learnerOf(debt);
  const amount = formatMoney(debt.amount_overdue, debt.currency);

  const send = async () => {
    try {
      const result = await sendDefaulterReminders({ ids: [debt.id], channels: channelsOf(choice) });
      const outcome = result.results[0];
      if (outcome?.ok)
        toast.success(
          `Reminder sent to ${learner}`,
          `By ${channelWords(outcome.channels_sent)}: ${amount} for ${debtFor(debt)}.`,
        );
      else
        toast.warning(
          outcome?.channels_sent.length
            ? `Reminder sent to ${learner} by ${channelWords(outcome.channels_sent)} only`
            : `No reminder sent to ${learner}`,
          outcome?.error ?? result.message,
        );
      setOpen(false);
    } catch (error) {
      toast.error(`Could not remind ${learner}`, errorMessage(error));
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: getListPaymentDefaultersQueryKey() });
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Remind ${learner}`}>
        Remind
      </Button>
      {open ? (
        <ConfirmDialog
          open
          onOpenChange={setOpen}
          title={`Remind ${learner} of ${amount}?`}
          message={`${amount} for ${debtFor(debt)} is ${debt.days_overdue} days late. The reminder says how to pay.`}
          confirmLabel="Send reminder"
          onConfirm={send}
        >
          <RadioGroup label="Send by" options={[...CHANNEL_CHOICES]} value={choice} onChange={setChoice} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
