/**
 * Records a fee payment taken at the desk or seen on the bank statement (createFinanceReceipt: the
 * payment and its receipt in one call). The amount starts at the balance; the server refuses more.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentFee } from '@ujuzi/api';
import { useCreateFinanceReceipt } from '@ujuzi/api/hooks';
import { zCreateFinanceReceiptBody } from '@ujuzi/api/schemas';
import { formatMoney } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormMoneyField, FormSelect, FormTextField, useContractForm } from '../../infra/kit/forms';
import { PAYMENT_METHOD_LABELS, keysOf } from '../shared/labels';
import { refreshFees } from './refresh';

const METHODS = keysOf(PAYMENT_METHOD_LABELS).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** Opened on one learner's fee only: `item` is never null. */
export function RecordPaymentForm({ item: fee, onDone }: { item: StudentFee; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateFinanceReceipt();
  const form = useContractForm({
    schema: zCreateFinanceReceiptBody,
    defaultValues: {
      student_fee: fee.id,
      amount: fee.balance,
      payment_method: 'mpesa',
      mpesa_receipt_number: '',
      reference: '',
      payer_name: '',
    },
    send: (data) => create.mutateAsync({ data }),
    onSuccess: (receipt) => {
      toast.success(
        `Receipt ${receipt.receipt_number} issued`,
        `${formatMoney(receipt.amount, receipt.currency)} received; balance ${formatMoney(receipt.balance_after ?? '0', receipt.currency)}.`,
      );
      void refreshFees(queryClient);
      onDone();
    },
  });
  const method = form.form.watch('payment_method');
  return (
    <ContractForm form={form} submitLabel="Record payment" onCancel={onDone} aria-label="Record a payment">
      <Text>
        Balance of {fee.fee_structure_name ?? 'this fee'}: <strong>{formatMoney(fee.balance, fee.currency)}</strong>
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormMoneyField name="amount" label="Amount received" />
        <FormSelect name="payment_method" label="Paid with" options={METHODS} />
      </Stack>
      {method === 'mpesa' ? (
        <FormTextField name="mpesa_receipt_number" label="M-Pesa code" helpText="10 letters and digits, such as QJK3H5L2M1." />
      ) : method === 'bank' || method === 'card' ? (
        <FormTextField name="reference" label="Reference" helpText="The bank or card transaction reference." />
      ) : null}
      <FormTextField name="payer_name" label="Paid by" helpText="Who brought or sent the money, if not the learner." />
    </ContractForm>
  );
}
