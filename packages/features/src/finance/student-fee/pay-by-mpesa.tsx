/**
 * A learner or parent pays a fee's balance by M-Pesa: the phone gets an STK push (createFeePayment), the
 * payment stays pending until the PIN is entered, and the page follows it (getFeePayment every 2 s) to
 * its receipt or its failure. One tap sends one push: the button is disabled while it is being sent.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type FeePayment, type StudentFee } from '@ujuzi/api';
import {
  getGetStudentFeeQueryKey,
  getListFeePaymentsQueryKey,
  getListPaymentInvoicesQueryKey,
  getListStudentFeesQueryKey,
  useCreateFeePayment,
  useGetFeePayment,
} from '@ujuzi/api/hooks';
import { formatMoney, normaliseMpesaPhone } from '@ujuzi/domain';
import { Button, Card, Link, TextField } from '@ujuzi/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { links } from '../../infra/kit';

export function PayByMpesa({ fee, onStart }: { fee: StudentFee; onStart: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateFeePayment();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const payment = useGetFeePayment(paymentId ?? 0, {
    query: {
      enabled: paymentId !== null,
      refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
    },
  });
  const status: FeePayment['status'] | undefined = payment.data?.status;
  useEffect(() => {
    if (status === 'completed' || status === 'failed')
      for (const queryKey of [
        getGetStudentFeeQueryKey(fee.id),
        getListStudentFeesQueryKey(),
        getListFeePaymentsQueryKey(),
        getListPaymentInvoicesQueryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
  }, [status, fee.id, queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const number = normaliseMpesaPhone(phone);
    if (!number.ok) return setError(number.message);
    setError(null);
    try {
      const started = await create.mutateAsync({
        data: { student_fee: fee.id, amount: fee.balance, payment_method: 'mpesa', payer_phone: `+${number.phone}` },
      });
      setPaymentId(started.id);
      onStart();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not reach M-Pesa. Try again.');
    }
  };

  if (payment.data && status === 'pending')
    return (
      <Card title="Check your phone and enter your M-Pesa PIN" headingLevel={2}>
        <Text role="status">
          {formatMoney(payment.data.amount, payment.data.currency)} for {fee.fee_structure_name}: waiting for M-Pesa to confirm…
        </Text>
      </Card>
    );
  if (payment.data && status === 'completed')
    return (
      <Card title="Payment received" headingLevel={2}>
        <Stack gap="2" role="status">
          <Text>
            {formatMoney(payment.data.amount, payment.data.currency)} paid for {fee.fee_structure_name}.
          </Text>
          <Text>M-Pesa receipt {payment.data.mpesa_receipt_number}</Text>
          {payment.data.receipt ? (
            <Link href={links.financeReceipt(payment.data.receipt)}>Receipt {payment.data.receipt_number}</Link>
          ) : null}
        </Stack>
      </Card>
    );
  return (
    <Card title="Pay by M-Pesa" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} aria-label="Pay by M-Pesa" noValidate>
        <Stack gap="4">
          {payment.data && status === 'failed' ? (
            <Text role="alert" color="fg.error">
              The payment did not go through: {payment.data.notes ?? 'M-Pesa declined it'}. Try again.
            </Text>
          ) : null}
          <TextField
            label="M-Pesa phone number"
            type="tel"
            name="payer_phone"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            required
            error={error ?? undefined}
            helpText="The phone that pays gets a prompt for its M-Pesa PIN."
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            Pay {formatMoney(fee.balance, fee.currency)} with M-Pesa
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
