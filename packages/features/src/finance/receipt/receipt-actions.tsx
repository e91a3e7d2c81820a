/**
 * A receipt's finance-staff actions, in a chunk of their own: cancel it (its payment is reversed, the fee's
 * balance goes back up) or delete one issued by mistake, each after a confirmation naming the learner, what
 * it was for and the amount.
 */
import type { FinanceReceipt } from '@ujuzi/api';
import { useDeleteFinanceReceipt, usePartialUpdateFinanceReceipt } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { useNavigate } from 'react-router-dom';
import { ActionButton, links, useEntityAction } from '../../infra/kit';
import { learnerOf } from '../shared';
import { refreshFinance } from '../student-fee/refresh';

export function ReceiptActions({ receipt }: { receipt: FinanceReceipt }) {
  const navigate = useNavigate();
  const patch = usePartialUpdateFinanceReceipt();
  const destroy = useDeleteFinanceReceipt();
  const what = `${learnerOf(receipt)}’s receipt of ${formatMoney(receipt.amount, receipt.currency)}${receipt.description ? ` for ${receipt.description}` : ''}`;
  const cancel = useEntityAction<FinanceReceipt, number>({
    call: (id) => patch.mutateAsync({ id, data: { status: 'cancelled' } }),
    success: () => ({ title: 'Receipt cancelled', description: what }),
    failure: 'Could not cancel the receipt',
    refresh: refreshFinance,
  });
  const remove = useEntityAction<unknown, number>({
    call: (id) => destroy.mutateAsync({ id }),
    success: () => ({ title: 'Receipt deleted', description: what }),
    failure: 'Could not delete the receipt',
  });
  return (
    <>
      {receipt.status === 'issued' ? (
        <ActionButton
          label="Cancel receipt"
          variant="outline"
          pending={cancel.pending}
          confirm={{
            title: `Cancel ${what}?`,
            message: `Its payment is reversed: the fee’s balance goes back up by ${formatMoney(receipt.amount, receipt.currency)}.`,
            confirmLabel: 'Cancel receipt',
          }}
          onRun={() => cancel.run(receipt.id)}
        />
      ) : null}
      <ActionButton
        label="Delete receipt"
        destructive
        variant="outline"
        pending={remove.pending}
        confirm={{
          title: `Delete ${what}?`,
          message: 'The receipt goes; its payment stays on the fee. This cannot be undone.',
          confirmLabel: 'Delete receipt',
        }}
        onRun={async () => {
          if (await remove.run(receipt.id)) navigate(links.financeReceipts());
        }}
      />
    </>
  );
}
