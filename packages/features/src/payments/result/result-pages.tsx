/**
 * Where a payment ends: the success pages (/dashboard/payments/success/:enrollmentId?, and
 * /payment/success where a card gateway sends the payer back), the cancel pages (the enrollment is
 * kept, so paying can resume) and /payment/verify/:paymentId, which asks the server before it says
 * paid and refuses an id it does not know. Success leads straight into the course.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type Payment, type PaymentVerificationResult } from '@ujuzi/api';
import { processPaymentCallback, useGetEnrollment, useGetPaymentStatus, useGetPaymentVerification } from '@ujuzi/api/hooks';
import { getEnrollmentPath, getPaymentVerificationPath } from '@ujuzi/api/path-params';
import { formatDateTime, formatMoney, GATEWAY_LABELS } from '@ujuzi/domain';
import { ButtonLink, Card, ErrorState, LoadingDots } from '@ujuzi/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EntityLink, useRouteParams, links, useSearchParams } from '../../infra/kit';
import { errorText } from '../../infra/kit/shared/api-error';
import { PaymentsHeader, refreshPaymentQueries } from '../shared';

export const RESULT_TEXT = {
  paid: 'Payment received',
  paidText: 'Thank you! Your course is open.',
  cancelled: 'Payment cancelled',
  cancelledText: 'Nothing was charged. Your enrollment is kept, so you can pay whenever you are ready.',
  unknownPayment: 'We could not find this payment',
  unknownPaymentText: 'The link does not name a payment of yours. Open the payment from your payment history instead.',
  notConfirmed: 'Payment not confirmed',
} as const;

const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
// The enrollment a result page may name (`/dashboard/payments/success/:enrollmentId?`).
const OPTIONAL_ENROLLMENT = { enrollmentId: { ...getEnrollmentPath.id, optional: true } } as const;
const positiveId = (text: string | null | undefined): number | null => {
  const value = Number(text);
  return text && /^\d+$/.test(text) && value > 0 ? value : null;
};

/** Once a payment is confirmed, the lists and the sidebar's counters show it at once. */
function useRefreshWhenPaid(paid: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (paid) void refreshPaymentQueries(queryClient);
  }, [paid, queryClient]);
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="6" maxW="3xl" w="full" mx="auto" px={{ base: '4', md: '0' }} py={{ base: '4', md: '6' }}>
      <PaymentsHeader title={title} />
      {children}
    </Stack>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <Card>
      <HStack gap="3" role="status">
        <LoadingDots />
        <Text>{text}</Text>
      </HStack>
    </Card>
  );
}

/** A confirmed payment: what was paid, how, the receipt, and the way into the course. */
function PaidCard({ payment, courseSlug, courseTitle }: { payment?: Payment | null; courseSlug?: string; courseTitle?: string }) {
  return (
    <Card title={RESULT_TEXT.paidText} headingLevel={2}>
      <Stack gap="4" align="flex-start">
        {payment ? (
          <Stack gap="1">
            <Text>{`${formatMoney(payment.amount, payment.currency)} by ${GATEWAY_LABELS[payment.gateway]}`}</Text>
            {payment.mpesa_receipt_number ? (
              <Text fontWeight="semibold">{`M-Pesa receipt ${payment.mpesa_receipt_number}`}</Text>
            ) : null}
            {payment.completed_at ? <Text color="fg.muted">{formatDateTime(payment.completed_at)}</Text> : null}
          </Stack>
        ) : null}
        {courseTitle && courseSlug ? <EntityLink href={`/courses/${courseSlug}`}>{courseTitle}</EntityLink> : null}
        <HStack gap="3" wrap="wrap">
          {courseSlug ? <ButtonLink href={links.lessons(courseSlug)}>Start learning</ButtonLink> : null}
          {payment ? (
            <ButtonLink href={links.receipt(payment.id)} variant="outline">
              See the receipt
            </ButtonLink>
          ) : null}
          <ButtonLink href={links.enrollments()} variant="ghost">
            My enrollments
          </ButtonLink>
        </HStack>
      </Stack>
    </Card>
  );
}

/** /dashboard/payments/success/:enrollmentId? (?payment=<id> after an M-Pesa push). */
export function PaymentSuccessPage() {
  const { enrollmentId = null } = useRouteParams(OPTIONAL_ENROLLMENT);
  const [search] = useSearchParams();
  const paymentId = positiveId(search.get('payment'));
  const enrollment = useGetEnrollment(enrollmentId ?? 0, { query: { enabled: enrollmentId !== null } });
  const status = useGetPaymentStatus(paymentId ?? 0, { query: { enabled: paymentId !== null } });
  useRefreshWhenPaid(status.data?.status === 'completed' || (paymentId === null && enrollment.isSuccess));
  if ((enrollmentId !== null && enrollment.isPending) || (paymentId !== null && status.isPending))
    return (
      <Page title={RESULT_TEXT.paid}>
        <Loading text="Confirming your payment…" />
      </Page>
    );
  if (enrollment.isError || status.isError)
    return (
      <Page title={RESULT_TEXT.paid}>
        <ErrorState
          message={errorText(enrollment.error ?? status.error)}
          onRetry={() => void Promise.all([enrollment.refetch(), status.refetch()])}
          headingLevel="h2"
        />
      </Page>
    );
  if (status.data && status.data.status !== 'completed')
    return (
      <Page title={RESULT_TEXT.notConfirmed}>
        <Card>
          <Stack gap="3" align="flex-start">
            <Text>{status.data.message}</Text>
            {enrollment.data ? <ButtonLink href={links.checkout(enrollment.data.course.id)}>Back to checkout</ButtonLink> : null}
          </Stack>
        </Card>
      </Page>
    );
  const receipt = status.data?.mpesa_receipt_number;
  return (
    <Page title={RESULT_TEXT.paid}>
      {receipt ? <Text fontWeight="semibold" textStyle="lg">{`M-Pesa receipt ${receipt}`}</Text> : null}
      <PaidCard courseSlug={enrollment.data?.course.slug} courseTitle={enrollment.data?.course.title} />
      {paymentId ? <EntityLink href={links.receipt(paymentId)}>See the receipt</EntityLink> : null}
    </Page>
  );
}

function CancelledCard({ enrollmentId }: { enrollmentId: number | null }) {
  const enrollment = useGetEnrollment(enrollmentId ?? 0, { query: { enabled: enrollmentId !== null } });
  return (
    <Card title={RESULT_TEXT.cancelledText} headingLevel={2}>
      <HStack gap="3" wrap="wrap">
        {enrollment.data ? (
          <ButtonLink href={links.checkout(enrollment.data.course.id)}>{`Pay for ${enrollment.data.course.title}`}</ButtonLink>
        ) : enrollmentId !== null && enrollment.isPending ? (
          <LoadingDots />
        ) : null}
        <ButtonLink href={links.enrollments()} variant="outline">
          My enrollments
        </ButtonLink>
      </HStack>
    </Card>
  );
}

/** /dashboard/payments/cancel/:enrollmentId? */
export function PaymentCancelPage() {
  const { enrollmentId = null } = useRouteParams(OPTIONAL_ENROLLMENT);
  return (
    <Page title={RESULT_TEXT.cancelled}>
      <CancelledCard enrollmentId={enrollmentId} />
    </Page>
  );
}

/** /payment/cancel: the gateway's way back after the payer gave up (?enrollment_id=…). */
export function PublicPaymentCancelPage() {
  const [search] = useSearchParams();
  return (
    <Page title={RESULT_TEXT.cancelled}>
      <CancelledCard enrollmentId={positiveId(search.get('enrollment_id'))} />
    </Page>
  );
}

function VerificationView({ result }: { result: PaymentVerificationResult }) {
  if (result.verified && result.status === 'completed')
    return (
      <PaidCard payment={result.payment} courseSlug={result.payment.course?.slug} courseTitle={result.payment.course?.title} />
    );
  return (
    <Card title={RESULT_TEXT.notConfirmed} headingLevel={2}>
      <Stack gap="3" align="flex-start">
        <Text>{result.message}</Text>
        {result.payment.course ? <ButtonLink href={links.checkout(result.payment.course.id)}>Back to checkout</ButtonLink> : null}
      </Stack>
    </Card>
  );
}

/**
 * /payment/success: a card gateway's return (?gateway, payment_id, reference, session_id). The page
 * forwards them to process-callback once and says paid only when the server confirms it.
 */
export function PublicPaymentSuccessPage() {
  const [search] = useSearchParams();
  const paymentId = positiveId(search.get('payment_id'));
  const gateway = search.get('gateway');
  const [state, setState] = useState<{ result?: PaymentVerificationResult; error?: unknown }>({});
  const sent = useRef(false);
  const known = paymentId !== null && gateway !== null && gateway in GATEWAY_LABELS;
  useEffect(() => {
    if (!known || sent.current) return;
    sent.current = true;
    processPaymentCallback({
      gateway: gateway as keyof typeof GATEWAY_LABELS,
      payment_id: paymentId,
      reference: search.get('reference'),
      session_id: search.get('session_id'),
    }).then(
      (result) => setState({ result }),
      (error: unknown) => setState({ error }),
    );
  }, [known, gateway, paymentId, search]);
  useRefreshWhenPaid(state.result?.verified === true);
  if (!known || (state.error && isNotFound(state.error)))
    return (
      <Page title={RESULT_TEXT.unknownPayment}>
        <Card>
          <Stack gap="3" align="flex-start">
            <Text>{RESULT_TEXT.unknownPaymentText}</Text>
            <ButtonLink href={links.paymentHistory()}>Payment history</ButtonLink>
          </Stack>
        </Card>
      </Page>
    );
  if (state.error)
    return (
      <Page title={RESULT_TEXT.notConfirmed}>
        <ErrorState message={errorText(state.error)} headingLevel="h2" />
        {paymentId ? <ButtonLink href={`/payment/verify/${paymentId}`}>Check the payment again</ButtonLink> : null}
      </Page>
    );
  if (!state.result)
    return (
      <Page title={RESULT_TEXT.paid}>
        <Loading text="Confirming your payment with the provider…" />
      </Page>
    );
  return (
    <Page title={state.result.verified ? RESULT_TEXT.paid : RESULT_TEXT.notConfirmed}>
      <VerificationView result={state.result} />
    </Page>
  );
}

function UnknownPayment() {
  return (
    <Page title={RESULT_TEXT.unknownPayment}>
      <Card>
        <Stack gap="3" align="flex-start">
          <Text>{RESULT_TEXT.unknownPaymentText}</Text>
          <ButtonLink href={links.paymentHistory()}>Payment history</ButtonLink>
        </Stack>
      </Card>
    </Page>
  );
}

/** /payment/verify/:paymentId: the server's word on one payment; unknown or malformed ids are refused. */
export function PaymentVerifyPage() {
  const { id: paymentId } = useRouteParams(getPaymentVerificationPath, {
    names: { id: 'paymentId' },
    notFound: <UnknownPayment />,
  });
  const query = useGetPaymentVerification(paymentId, { query: { retry: false } });
  if (query.isError && isNotFound(query.error)) return <UnknownPayment />;
  if (query.isError)
    return (
      <Page title="Checking the payment">
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} headingLevel="h2" />
      </Page>
    );
  if (!query.data)
    return (
      <Page title="Checking the payment">
        <Loading text="Asking the server about this payment…" />
      </Page>
    );
  return (
    <Page title={query.data.verified && query.data.status === 'completed' ? RESULT_TEXT.paid : RESULT_TEXT.notConfirmed}>
      <VerificationView result={query.data} />
    </Page>
  );
}
