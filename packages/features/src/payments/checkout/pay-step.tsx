/** Checkout's step 2: what is due now (the server's figures) and the gateway to pay it with, M-Pesa first. */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { type PaymentGateway } from '@ujuzi/api';
import { formatDate, formatMoney, mpesaAmount, GATEWAY_LABELS } from '@ujuzi/domain';
import { Button, Card, ErrorState, LoadingDots, RadioGroup } from '@ujuzi/ui';
import { type RefObject } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';
import { MpesaPhoneField } from '../shared';
import { Figure } from './figure';
import { type CheckoutState } from './checkout-state';

/** M-Pesa first: most learners pay from the phone. */
const GATEWAYS: readonly PaymentGateway[] = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'];
/** Whose page a card or wallet payment continues on. */
const PROVIDER_NAMES: Partial<Record<PaymentGateway, string>> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
};

interface PayStepProps {
  checkout: CheckoutState;
  /** The form, so that an M-Pesa outcome's 'Try again' submits it once more. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The gateways, so that 'Pay another way' can move the focus to one not chosen. */
  gatewayGroupRef: RefObject<HTMLDivElement | null>;
  phoneRef: RefObject<HTMLInputElement | null>;
}

export function PayStep({ checkout, formRef, gatewayGroupRef, phoneRef }: PayStepProps) {
  const { paymentStatus, gateway, amountDue, bankMessage, stepError, busy } = checkout;
  return (
    <chakra.form ref={formRef} onSubmit={(event) => void checkout.pay(event)} noValidate>
      <Stack gap="6">
        <Card title="Pay for the course" headingLevel={2}>
          <Stack gap="5">
            {paymentStatus.data ? (
              <Box as="dl">
                <Figure label="Course fee" value={formatMoney(paymentStatus.data.total_amount, paymentStatus.data.currency)} />
                <Figure
                  label="Paid so far"
                  value={formatMoney(paymentStatus.data.total_amount_paid, paymentStatus.data.currency)}
                />
                <Figure label="Balance" value={formatMoney(paymentStatus.data.balance_due, paymentStatus.data.currency)} />
                {paymentStatus.data.next_installment ? (
                  <Figure
                    label={`Installment ${paymentStatus.data.next_installment.number}, due ${formatDate(paymentStatus.data.next_installment.due_date)}`}
                    value={formatMoney(paymentStatus.data.next_installment.balance)}
                  />
                ) : null}
              </Box>
            ) : paymentStatus.isError ? (
              <ErrorState message={errorText(paymentStatus.error)} onRetry={() => void paymentStatus.refetch()} size="sm" />
            ) : (
              <HStack gap="3" role="status">
                <LoadingDots />
                <Text>Loading what is due…</Text>
              </HStack>
            )}
            <Box ref={gatewayGroupRef}>
              <RadioGroup
                label="Pay with"
                value={gateway}
                onChange={(value) => checkout.setGateway(value as PaymentGateway)}
                options={GATEWAYS.map((value) => ({
                  value,
                  label: GATEWAY_LABELS[value],
                  description:
                    value === 'mpesa'
                      ? 'A request pops up on your phone: enter your M-Pesa PIN there.'
                      : value === 'bank_transfer'
                        ? 'Pay at the bank with the reference we give you; confirmed within a working day.'
                        : `You pay on the ${PROVIDER_NAMES[value] ?? GATEWAY_LABELS[value]} page and come back here.`,
                }))}
              />
            </Box>
            {gateway === 'mpesa' ? <MpesaPhoneField ref={phoneRef} state={checkout.mpesaPhone} /> : null}
          </Stack>
        </Card>
        {bankMessage ? (
          <Box role="status" borderWidth="1px" rounded="l2" p="4" bg="bg.info">
            <Text fontWeight="semibold">Bank transfer details</Text>
            <Text>{bankMessage}</Text>
          </Box>
        ) : null}
        {stepError ? (
          <Text role="alert" color="fg.error">
            {stepError}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText="Starting the payment…" disabled={amountDue === null}>
            {amountDue === null
              ? 'Pay'
              : gateway === 'mpesa' && Number(amountDue) >= 1
                ? `Pay ${formatMoney(mpesaAmount(amountDue))} with M-Pesa`
                : `Pay ${formatMoney(amountDue)}`}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
