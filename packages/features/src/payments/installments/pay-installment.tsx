/**
 * Paying for someone else: one installment from the installments list (`?pay=<installmentId>`), with
 * any other unpaid ones ticked to go in the same payment (with_installments: one total, one push), or what
 * an enrollment owes from its page (`?pay=1`) — how a parent pays for a child, and how staff take a
 * payment for a learner. The gateways of checkout, M-Pesa
 * first (the number normalised, the wait with its countdown kept in the URL as `&payment=<id>` so a
 * reload resumes), a card or wallet on the provider's page, or a bank transfer with its instructions.
 * A second tap on Pay while one starts does nothing.
 */
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { Installment, PaymentGateway, PaymentInitiationResponse, PaymentStatusDetail } from '@ujuzi/api';
import { payInstallment, useGetInstallment, useListInstallments } from '@ujuzi/api/hooks';
import { formatDate, formatMoney, mpesaAmount, GATEWAY_LABELS, GATEWAY_ORDER } from '@ujuzi/domain';
import { Button, Card, Checkbox, ErrorState, LoadingDots, RadioGroup } from '@ujuzi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../infra/kit/shared/api-error';
import { useSession } from '../../infra/session/session-context';
import { MpesaWaiting } from '../checkout/mpesa-waiting';
import { BankSlipUpload, MpesaPhoneField, refreshPaymentQueries, useMpesaPhone, type MpesaOutcome } from '../shared';
import { links } from '../../infra/kit/links';
import { useSearchParams } from '../../infra/kit';

/** "Installment 2 of 3 of Python for Data Analysis for Baraka Kamau". */
export function installmentName(installment: Installment, viewerId: number | undefined): string {
  const of = installment.total_installments ? ` of ${installment.total_installments}` : '';
  const learner = installment.user && installment.user.id !== viewerId ? ` for ${installment.user.get_full_name}` : '';
  return `Installment ${installment.number}${of} of ${installment.course?.title ?? 'the course'}${learner}`;
}

interface PayFormProps {
  /** The amount due now (the installment's balance, or the enrollment's next amount). */
  amount: string;
  currency: string;
  /** "Ksh 4,000.00 due 27 Oct 2026 · 30 days late". */
  dueText: string;
  enrollmentId: number;
  /** Starts the payment through the operation that fits (pay-installment or initiate-payment). */
  start: (gateway: PaymentGateway, phone: string | null) => Promise<PaymentInitiationResponse>;
  onClose: () => void;
}

export function PayForm({ amount: balance, currency, dueText, enrollmentId, start, onClose }: PayFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [gateway, setGateway] = useState<PaymentGateway>('mpesa');
  const mpesaPhone = useMpesaPhone();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<MpesaOutcome | null>(null);
  const [bankMessage, setBankMessage] = useState<string | null>(null);
  const [bankPaymentId, setBankPaymentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  const paymentId = Number(search.get('payment')) || null;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (starting.current) return;
    let phoneNumber: string | null = null;
    if (gateway === 'mpesa') {
      phoneNumber = mpesaPhone.check();
      if (phoneNumber === null) return;
    }
    mpesaPhone.setError(null);
    setError(null);
    setOutcome(null);
    setBankMessage(null);
    starting.current = true;
    setBusy(true);
    let underWay = false;
    try {
      const answer = await start(gateway, phoneNumber);
      if (gateway === 'mpesa') {
        underWay = true;
        setSearch((params) => {
          params.set('payment', String(answer.payment.id));
          return params;
        });
      } else if (answer.checkout_url) {
        underWay = true;
        window.location.assign(answer.checkout_url);
      } else {
        setBankMessage(answer.message);
        setBankPaymentId(answer.payment.id);
        await refreshPaymentQueries(queryClient);
      }
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      if (!underWay) starting.current = false;
      setBusy(false);
    }
  };

  const endWait = useCallback(
    (ended: MpesaOutcome, detail: PaymentStatusDetail | null) => {
      starting.current = false;
      void refreshPaymentQueries(queryClient);
      if (ended.kind === 'paid' && paymentId) {
        void navigate(links.paymentSuccess(detail?.enrollment_id ?? enrollmentId, { payment: paymentId }), { replace: true });
        return;
      }
      setOutcome(ended);
      setSearch(
        (params) => {
          params.delete('payment');
          return params;
        },
        { replace: true },
      );
    },
    [paymentId, navigate, enrollmentId, queryClient, setSearch],
  );

  if (paymentId !== null)
    return <MpesaWaiting key={paymentId} paymentId={paymentId} startedAt={null} phone={mpesaPhone.phone} onEnd={endWait} />;

  return (
    <Stack gap="4">
      <chakra.form onSubmit={(event) => void pay(event)} noValidate>
        <Stack gap="4">
          <Text>{dueText}</Text>
          {outcome ? (
            <Stack role="alert" gap="1" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="l2" p="3">
              <Text fontWeight="semibold">{outcome.title}</Text>
              <Text>{outcome.text}</Text>
            </Stack>
          ) : null}
          <RadioGroup
            label="Pay with"
            value={gateway}
            onChange={(value) => setGateway(value as PaymentGateway)}
            options={GATEWAY_ORDER.map((value) => ({ value, label: GATEWAY_LABELS[value] }))}
          />
          {gateway === 'mpesa' ? <MpesaPhoneField state={mpesaPhone} /> : null}
          {bankMessage ? (
            <Stack role="status" gap="1" borderWidth="1px" rounded="l2" p="3" bg="bg.info">
              <Text fontWeight="semibold">Bank transfer details</Text>
              <Text>{bankMessage}</Text>
            </Stack>
          ) : null}
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={busy} loadingText="Starting the payment…">
              {gateway === 'mpesa'
                ? `Pay ${formatMoney(mpesaAmount(balance))} with M-Pesa`
                : `Pay ${formatMoney(balance, currency)}`}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {bankMessage ? 'Done' : 'Not now'}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {bankPaymentId !== null ? <BankSlipUpload paymentId={bankPaymentId} /> : null}
    </Stack>
  );
}

/**
 * The other unpaid installments the viewer may pay with this one (a parent: every child's), each a
 * checkbox; the chosen ones are paid in the same gateway payment (pay-installment with_installments).
 */
function AlsoPay({
  others,
  chosen,
  onChange,
  viewerId,
}: {
  others: readonly Installment[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  viewerId: number | undefined;
}) {
  if (others.length === 0) return null;
  return (
    <Stack as="fieldset" gap="2" borderWidth="1px" rounded="l2" p="3">
      <Text as="legend" fontWeight="semibold" px="1">
        Pay together with
      </Text>
      {others.map((other) => (
        <Checkbox
          key={other.id}
          label={`${installmentName(other, viewerId)}: ${formatMoney(other.balance, other.currency)}${
            other.status === 'overdue' && other.days_overdue ? ` · ${other.days_overdue} days late` : ''
          }`}
          checked={chosen.includes(other.id)}
          onChange={(checked) => onChange(checked ? [...chosen, other.id] : chosen.filter((id) => id !== other.id))}
        />
      ))}
    </Stack>
  );
}

export function PayInstallment({ installmentId, onClose }: { installmentId: number; onClose: () => void }) {
  const { user } = useSession();
  const query = useGetInstallment(installmentId);
  // The list puts overdue first: the ones most worth paying together come first.
  const owed = useListInstallments({ page_size: 100 });
  // A parent pays any child's together; staff only the same learner's.
  const payable = (row: Installment) =>
    user?.user_type === 'parent' || (row.user !== undefined && row.user?.id === query.data?.user?.id);
  const others = (owed.data?.results ?? []).filter(
    (row) => row.id !== installmentId && Number(row.balance) > 0 && row.course && payable(row),
  );
  const [also, setAlso] = useState<number[]>([]);
  const together = others.filter((row) => also.includes(row.id));
  const total = query.data
    ? together.reduce((sum, row) => sum + Number(row.balance), Number(query.data.balance)).toFixed(2)
    : '0.00';
  const title = query.data ? `Pay ${installmentName(query.data, user?.id).replace(/^I/, 'i')}` : 'Pay an installment';
  return (
    <Card title={title} headingLevel={2}>
      {query.isPending ? (
        <HStack gap="3" role="status">
          <LoadingDots />
          <Text>Loading the installment…</Text>
        </HStack>
      ) : query.isError ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} size="sm" />
      ) : Number(query.data.balance) <= 0 ? (
        <Stack gap="3" align="flex-start">
          <Text>This installment is paid.</Text>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <AlsoPay others={others} chosen={also} onChange={setAlso} viewerId={user?.id} />
          <PayForm
            amount={total}
            currency={query.data.currency}
            dueText={
              together.length > 0
                ? `${together.length + 1} installments in one payment: ${formatMoney(total, query.data.currency)} in all`
                : `${formatMoney(query.data.balance, query.data.currency)} due ${formatDate(query.data.due_date)}${
                    query.data.status === 'overdue' && query.data.days_overdue ? ` · ${query.data.days_overdue} days late` : ''
                  }`
            }
            enrollmentId={query.data.enrollment}
            start={(gateway, phone) =>
              payInstallment(installmentId, {
                payment_gateway: gateway,
                phone_number: phone,
                // Several together: one gateway payment for all of them.
                ...(together.length > 0 ? { with_installments: together.map((row) => row.id) } : {}),
              })
            }
            onClose={onClose}
          />
        </Stack>
      )}
    </Card>
  );
}
