/**
 * /dashboard/payments/enroll/:courseId — checkout. Step 1 (no enrollment yet): the course, its prices
 * and payment plans (full, installments with their schedule, the trial where offered), a discount code
 * (validate-code, then apply-discount once enrolled) and the total in KES. Step 2: the amount due now
 * (the server's figure, whole shillings for M-Pesa) and the gateway, M-Pesa first. An M-Pesa push
 * shows the wait (?payment=<id> in the URL and in session storage, so a reload finds it again) and
 * ends paid (to the success page) or with the outcome in plain words above the kept form. A parent
 * first chooses which child the enrollment is for (`?for=<childId>`, kept through the payment's URL);
 * validation and creation carry the child's `user_id`, the parent pays.
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type PaymentGateway, type PaymentStatusDetail } from '@ujuzi/api';
import {
  applyEnrollmentDiscount,
  checkEnrollmentStatus,
  getEnrollment,
  getGetEnrollmentPaymentStatusQueryKey,
  initiateEnrollmentPayment,
  useGetCoursePricingDetails,
  useGetEnrollmentPaymentStatus,
  validateDiscountCode,
  validateEnrollment,
} from '@ujuzi/api/hooks';
import { getCoursePricingDetailsPath } from '@ujuzi/api/path-params';
import { formatDate, formatMoney, installmentSchedule, mpesaAmount } from '@ujuzi/domain';
import { Button, ButtonLink, Card, ErrorState, LoadingDots, RadioGroup, TextField } from '@ujuzi/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnrollmentFlow } from '../../enrollment/use-enrollment-flow';
import { EntityLink, serverFieldError as fieldError, useRouteParams, links } from '../../kit';
import { errorText } from '../../kit/shared/api-error';
import {
  FLOW_TEXT,
  LEARNER_PARAM,
  PAYMENTS_CRUMB,
  PaymentsHeader,
  forgetPendingPayment,
  pendingPaymentOf,
  pendingStartOf,
  rememberPendingPayment,
  useLearnerChoice,
  withLearner,
  BankSlipUpload,
  MpesaPhoneField,
  useMpesaPhone,
  type LearnerChoice,
  type MpesaOutcome,
} from '../shared';
import { GATEWAY_LABELS } from './gateway-labels';
import { MpesaWaiting } from './mpesa-waiting';

/** M-Pesa first: most learners pay from the phone. */
const GATEWAYS: readonly PaymentGateway[] = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'];
/** Whose page a card or wallet payment continues on. */
const PROVIDER_NAMES: Partial<Record<PaymentGateway, string>> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
};

interface Discount {
  code: string;
  saving: string;
  finalAmount: string;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack as="div" justify="space-between" gap="4" fontWeight={strong ? 'semibold' : undefined}>
      <Text as="dt">{label}</Text>
      <Text as="dd" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

interface OutcomeNoticeProps {
  outcome: MpesaOutcome;
  onRetry: () => void;
  onAnotherNumber: () => void;
  onAnotherMethod: () => void;
}

/** How an M-Pesa payment ended, in plain words, with its next steps; the form below keeps what was typed. */
function OutcomeNotice({ outcome, onRetry, onAnotherNumber, onAnotherMethod }: OutcomeNoticeProps) {
  return (
    <Stack role="alert" gap="3" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="l2" p="4">
      <Stack gap="1">
        <Text fontWeight="semibold">{outcome.title}</Text>
        <Text>{outcome.text}</Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {outcome.next.includes('retry') ? <Button onClick={onRetry}>Try again</Button> : null}
        {outcome.next.includes('another_number') ? (
          <Button variant="outline" onClick={onAnotherNumber}>
            Use another number
          </Button>
        ) : null}
        {outcome.next.includes('another_method') ? (
          <Button variant="ghost" onClick={onAnotherMethod}>
            Pay another way
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** The learner's enrollment in the course once created: the caller's status check, or a child's detail. */
async function learnerEnrollment(courseId: number, learnerId: number | null) {
  if (learnerId === null) return (await checkEnrollmentStatus({ course_id: courseId })).enrollment;
  const { existing_enrollment_id: id } = await validateEnrollment({ course_id: courseId, user_id: learnerId });
  if (!id) throw new Error('Failed to create enrollment after retries');
  return getEnrollment(id);
}

export function CheckoutPage() {
  const learner = useLearnerChoice();
  if (learner.blocker)
    return (
      <Stack gap="6" maxW="3xl">
        <PaymentsHeader title="Checkout" trail={[PAYMENTS_CRUMB]} />
        {learner.blocker}
      </Stack>
    );
  // Another child starts checkout afresh: nothing typed for one child is paid for another.
  return <Checkout key={learner.learnerId ?? 'self'} learner={learner} />;
}

function Checkout({ learner }: { learner: LearnerChoice }) {
  const { id: courseId } = useRouteParams(getCoursePricingDetailsPath, { names: { id: 'courseId' } });
  const navigate = useNavigate();
  const [search, setSearchParams] = useSearchParams();
  const { learnerId } = learner;
  /** Sets the query while keeping the chosen child (`?for=`). */
  const setSearch = useCallback(
    (next: Record<string, string>, options?: { replace?: boolean }) =>
      setSearchParams(learnerId === null ? next : { ...next, [LEARNER_PARAM]: String(learnerId) }, options),
    [learnerId, setSearchParams],
  );
  const flow = useEnrollmentFlow(String(courseId), { userId: learnerId });
  const pricing = useGetCoursePricingDetails(courseId);

  // Everything typed lives here, above the steps, so no failure or retry loses it.
  const [planId, setPlanId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checkingCode, setCheckingCode] = useState(false);
  const [gateway, setGateway] = useState<PaymentGateway>('mpesa');
  const mpesaPhone = useMpesaPhone();
  const [stepError, setStepError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reserving, setReserving] = useState(false);
  /** The place is reserved but the validated code could not be applied: step 1 stays, so the code is not lost. */
  const [codeNotApplied, setCodeNotApplied] = useState(false);
  const queryClient = useQueryClient();
  const [createdEnrollmentId, setCreatedEnrollmentId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<MpesaOutcome | null>(null);
  const [bankMessage, setBankMessage] = useState<string | null>(null);
  /** The bank transfer started here: its slip can be uploaded. */
  const [bankPaymentId, setBankPaymentId] = useState<number | null>(null);
  /** One payment at a time: a second tap on Pay while one starts does nothing. */
  const starting = useRef(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const payForm = useRef<HTMLFormElement>(null);
  const gatewayGroup = useRef<HTMLDivElement>(null);

  const paymentId = Number(search.get('payment')) || null;
  const enrollmentId = createdEnrollmentId ?? flow.enrollment?.id ?? null;
  const paymentStatus = useGetEnrollmentPaymentStatus(enrollmentId ?? 0, { query: { enabled: enrollmentId !== null } });

  // Coming back without ?payment: the push this tab started, else the one the server still waits on.
  const resumable =
    paymentId === null && flow.flow === 'payment_processing'
      ? paymentStatus.data?.last_payment?.status === 'processing' && paymentStatus.data.last_payment.gateway === 'mpesa'
        ? paymentStatus.data.last_payment.id
        : null
      : null;
  useEffect(() => {
    if (paymentId !== null) return;
    const pending = pendingPaymentOf(courseId)?.paymentId ?? resumable;
    if (pending) setSearch({ payment: String(pending) }, { replace: true });
  }, [paymentId, courseId, resumable, setSearch]);

  const summary = flow.summary;
  const plans = pricing.data?.payment_plans ?? [];
  const plan = plans.find((option) => String(option.id) === planId) ?? plans[0];
  const total = discount ? discount.finalAmount : (plan?.total_amount ?? summary?.price ?? '0');
  const interval = summary?.payment_plans.find((item) => item.id === plan?.id)?.interval ?? 'monthly';
  // Step 1 stays until the place is reserved and the code applied (the flow turns pending midway).
  const needsEnrollment = (flow.flow === 'new' || reserving || codeNotApplied) && createdEnrollmentId === null;
  const amountDue = paymentStatus.data ? (paymentStatus.data.next_installment?.balance ?? paymentStatus.data.balance_due) : null;

  const checkCode = async (chosenPlan = plan) => {
    const text = code.trim();
    setCodeError(null);
    if (!text) return setDiscount(null);
    setCheckingCode(true);
    try {
      const result = await validateDiscountCode({ code: text, course_id: courseId, payment_plan_id: chosenPlan?.id ?? null });
      if (result.valid && result.discount_amount && result.final_amount)
        setDiscount({ code: result.code ?? text, saving: result.discount_amount, finalAmount: result.final_amount });
      else {
        setDiscount(null);
        setCodeError(result.message);
      }
    } catch (error) {
      setDiscount(null);
      setCodeError(fieldError(error, 'code') ?? errorText(error));
    } finally {
      setCheckingCode(false);
    }
  };

  /** Step 1 → 2: creates the enrollment on the chosen plan, then applies the validated code to it. */
  const continueToPayment = async (event: FormEvent) => {
    event.preventDefault();
    if (starting.current) return;
    starting.current = true;
    setBusy(true);
    setReserving(true);
    setStepError(null);
    let reserved = codeNotApplied;
    try {
      if (!codeNotApplied) {
        const type = await flow.enroll({ paymentPlanId: plan?.id ?? null });
        if (type === 'error') return;
      }
      const enrollment = await learnerEnrollment(courseId, learnerId);
      reserved = true;
      if (discount && enrollment.discount_code !== discount.code)
        await applyEnrollmentDiscount(enrollment.id, { discount_code: discount.code });
      await queryClient.invalidateQueries({ queryKey: getGetEnrollmentPaymentStatusQueryKey(enrollment.id) });
      setCodeNotApplied(false);
      setCreatedEnrollmentId(enrollment.id);
    } catch (error) {
      if (reserved && discount) setCodeNotApplied(true);
      setStepError(fieldError(error, 'discount_code') ?? errorText(error));
    } finally {
      starting.current = false;
      setBusy(false);
      setReserving(false);
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (starting.current || enrollmentId === null) return;
    setStepError(null);
    setBankMessage(null);
    let phoneNumber: string | null = null;
    if (gateway === 'mpesa') {
      phoneNumber = mpesaPhone.check();
      if (phoneNumber === null) {
        phoneInput.current?.focus();
        return;
      }
    }
    starting.current = true;
    setBusy(true);
    setOutcome(null);
    // Stays locked once a push or a redirect is under way: a late second tap finds it locked too.
    let underWay = false;
    try {
      const origin = window.location.origin;
      const answer = await initiateEnrollmentPayment(enrollmentId, {
        payment_gateway: gateway,
        phone_number: phoneNumber,
        return_url: `${origin}/payment/success`,
        cancel_url: `${origin}/payment/cancel?enrollment_id=${enrollmentId}`,
      });
      if (gateway === 'mpesa') {
        underWay = true;
        rememberPendingPayment({ paymentId: answer.payment.id, courseId, startedAt: Date.now() });
        setSearch({ payment: String(answer.payment.id) });
      } else if (answer.checkout_url) {
        underWay = true;
        window.location.assign(answer.checkout_url);
      } else {
        setBankMessage(answer.message);
        setBankPaymentId(answer.payment.id);
        void paymentStatus.refetch();
      }
    } catch (error) {
      const onPhone = fieldError(error, 'phone_number');
      if (onPhone) mpesaPhone.setError(onPhone);
      else setStepError(errorText(error));
    } finally {
      if (!underWay) starting.current = false;
      setBusy(false);
    }
  };

  const endWait = useCallback(
    (ended: MpesaOutcome, detail: PaymentStatusDetail | null) => {
      if (paymentId === null) return;
      forgetPendingPayment(paymentId);
      starting.current = false;
      if (ended.kind === 'paid') {
        void navigate(links.paymentSuccess(detail?.enrollment_id ?? enrollmentId, { payment: paymentId }), { replace: true });
        return;
      }
      if (detail?.enrollment_id) setCreatedEnrollmentId(detail.enrollment_id);
      setOutcome(ended);
      setSearch({}, { replace: true });
      void paymentStatus.refetch();
    },
    [paymentId, enrollmentId, navigate, setSearch, paymentStatus],
  );

  const title = summary
    ? `Checkout: ${summary.course.title}${learner.child ? ` for ${learner.child.get_full_name}` : ''}`
    : 'Checkout';
  const header = (
    <PaymentsHeader
      title={title}
      trail={
        summary
          ? [PAYMENTS_CRUMB, { label: summary.course.title, href: withLearner(links.enroll(summary.course.slug), learnerId) }]
          : [PAYMENTS_CRUMB]
      }
    />
  );

  if (paymentId !== null)
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        <MpesaWaiting
          key={paymentId}
          paymentId={paymentId}
          startedAt={pendingStartOf(paymentId)}
          phone={mpesaPhone.phone}
          onEnd={endWait}
        />
      </Stack>
    );

  if (flow.flow === null || (needsEnrollment && pricing.isPending))
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        <Card>
          <HStack gap="3" role="status">
            <LoadingDots />
            <Text>Loading the course and its prices…</Text>
          </HStack>
        </Card>
      </Stack>
    );

  if (flow.flow === 'error' || (needsEnrollment && pricing.isError))
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        <ErrorState
          title={flow.flow === 'error' ? FLOW_TEXT.error.title : 'We could not load the prices'}
          message={flow.flow === 'error' ? (flow.message ?? undefined) : errorText(pricing.error)}
          onRetry={() => (flow.flow === 'error' ? flow.reload() : void pricing.refetch())}
          headingLevel="h2"
        />
      </Stack>
    );

  const step = flow.nextStep;
  // A trial (access without payment) can still be paid for here: only a paid-up enrollment ends checkout.
  const owes = Number(flow.enrollment?.balance_due ?? 0) > 0;
  if (step?.kind === 'open_course' && summary && !owes)
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        {learner.picker}
        <Card title={FLOW_TEXT[flow.flow].title} headingLevel={2} description={FLOW_TEXT[flow.flow].text}>
          {learner.child && flow.enrollment ? (
            <ButtonLink
              href={links.enrollment(flow.enrollment.id)}
            >{`View ${learner.child.get_full_name}’s enrollment`}</ButtonLink>
          ) : (
            <ButtonLink href={links.lessons(summary.course.slug)}>Go to the course</ButtonLink>
          )}
        </Card>
      </Stack>
    );
  if (step?.kind === 'unavailable' || step?.kind === 'view_enrollment')
    return (
      <Stack gap="6" maxW="3xl">
        {header}
        {learner.picker}
        <Card title={FLOW_TEXT[flow.flow].title} headingLevel={2}>
          <Text>{step.kind === 'unavailable' ? step.reason : FLOW_TEXT[flow.flow].text}</Text>
        </Card>
      </Stack>
    );

  return (
    <Stack gap="6" maxW="3xl">
      {header}
      {summary ? (
        <Text>
          <EntityLink href={`/courses/${summary.course.slug}`}>{summary.course.title}</EntityLink>
          {summary.has_trial && summary.trial_days ? ` · ${summary.trial_days}-day free trial offered` : ''}
        </Text>
      ) : null}
      {needsEnrollment ? learner.picker : null}
      {outcome ? (
        <OutcomeNotice
          outcome={outcome}
          onRetry={() => payForm.current?.requestSubmit()}
          onAnotherNumber={() => {
            setGateway('mpesa');
            // The field shows again after the gateway switch; select the old number so typing replaces it.
            window.setTimeout(() => phoneInput.current?.select(), 0);
          }}
          onAnotherMethod={() => gatewayGroup.current?.querySelector<HTMLInputElement>('input:not(:checked)')?.focus()}
        />
      ) : null}

      {needsEnrollment ? (
        <chakra.form onSubmit={(event) => void continueToPayment(event)} noValidate>
          <Stack gap="6">
            <Card title="Choose how to pay for the course" headingLevel={2}>
              <Stack gap="5">
                {plans.length > 0 ? (
                  <RadioGroup
                    label="Payment plan"
                    value={plan ? String(plan.id) : null}
                    onChange={(value) => {
                      setPlanId(value);
                      if (discount || codeError) void checkCode(plans.find((option) => String(option.id) === value));
                    }}
                    options={plans.map((option) => ({
                      value: String(option.id),
                      label: option.name,
                      description:
                        option.installments_count > 1
                          ? `${option.installments_count} payments of about ${formatMoney(option.installment_amount, option.currency)} · ${formatMoney(option.total_amount, option.currency)} in all`
                          : `${formatMoney(option.total_amount, option.currency)} once${option.discount_percentage ? ` (saves ${option.discount_percentage}%)` : ''}`,
                    }))}
                  />
                ) : null}
                {plan && plan.installments_count > 1 ? (
                  <Box>
                    <Text fontWeight="medium" id="schedule-heading">
                      Installment schedule
                    </Text>
                    <chakra.ol aria-labelledby="schedule-heading" listStyleType="none" textStyle="sm">
                      {installmentSchedule(Number(total), plan.installments_count, interval, new Date()).map((item) => (
                        <HStack as="li" key={item.number} justify="space-between" py="1" borderBottomWidth="1px">
                          <Text>{item.number === 1 ? 'Today' : formatDate(item.dueDate.toISOString())}</Text>
                          <Text>{formatMoney(item.amount)}</Text>
                        </HStack>
                      ))}
                    </chakra.ol>
                  </Box>
                ) : null}
                <Stack gap="2">
                  <HStack align="flex-end" gap="2" wrap="wrap">
                    <Box flex="1" minW="12rem">
                      <TextField
                        label="Discount code"
                        value={code}
                        onChange={(event) => {
                          setCode(event.target.value);
                          if (discount) setDiscount(null);
                        }}
                        autoComplete="off"
                        autoCapitalize="characters"
                        error={codeError ?? undefined}
                        helpText={discount ? `${discount.code} applied: you save ${formatMoney(discount.saving)}.` : undefined}
                      />
                    </Box>
                    <Button variant="outline" loading={checkingCode} onClick={() => void checkCode()} disabled={!code.trim()}>
                      Apply
                    </Button>
                  </HStack>
                </Stack>
                <Box as="dl" borderTopWidth="1px" pt="3">
                  <Figure label="Price" value={formatMoney(plan?.total_amount ?? summary?.price, plan?.currency)} />
                  {discount ? <Figure label={`Discount (${discount.code})`} value={`− ${formatMoney(discount.saving)}`} /> : null}
                  <Figure label="Total" value={formatMoney(total)} strong />
                </Box>
              </Stack>
            </Card>
            {stepError ? (
              <Text role="alert" color="fg.error">
                {stepError}
              </Text>
            ) : null}
            <Box>
              <Button type="submit" loading={busy || flow.phase === 'enrolling'} loadingText="Reserving your place…">
                Continue to payment
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      ) : (
        <chakra.form ref={payForm} onSubmit={(event) => void pay(event)} noValidate>
          <Stack gap="6">
            <Card title="Pay for the course" headingLevel={2}>
              <Stack gap="5">
                {paymentStatus.data ? (
                  <Box as="dl">
                    <Figure
                      label="Course fee"
                      value={formatMoney(paymentStatus.data.total_amount, paymentStatus.data.currency)}
                    />
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
                <Box ref={gatewayGroup}>
                  <RadioGroup
                    label="Pay with"
                    value={gateway}
                    onChange={(value) => setGateway(value as PaymentGateway)}
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
                {gateway === 'mpesa' ? <MpesaPhoneField ref={phoneInput} state={mpesaPhone} /> : null}
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
      )}
      {bankPaymentId !== null ? (
        <Card title="Upload the transfer slip" headingLevel={2} description="Speeds up the check: send it once you have paid.">
          <BankSlipUpload paymentId={bankPaymentId} />
        </Card>
      ) : null}
    </Stack>
  );
}
