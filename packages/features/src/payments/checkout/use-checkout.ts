/**
 * Checkout's state: what the learner typed (plan, discount code, gateway, phone), the two steps' calls
 * (reserve the place and apply the code, then start the payment) and the M-Pesa wait in the URL.
 */
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
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEnrollmentFlow } from '../../infra/enrollment/use-enrollment-flow';
import { serverFieldError as fieldError, useRouteParams, links, useSearchParams } from '../../infra/kit';
import { errorText } from '../../infra/kit/shared/api-error';
import {
  LEARNER_PARAM,
  forgetPendingPayment,
  pendingPaymentOf,
  rememberPendingPayment,
  useMpesaPhone,
  type LearnerChoice,
  type MpesaOutcome,
} from '../shared';
import {
  type CheckoutState,
  type Discount,
  type PaymentPlanOption,
  type PaymentStatusQuery,
  type PricingQuery,
} from './checkout-state';

/** The learner's enrollment in the course once created: the caller's status check, or a child's detail. */
async function learnerEnrollment(courseId: number, learnerId: number | null) {
  if (learnerId === null) return (await checkEnrollmentStatus({ course_id: courseId })).enrollment;
  const { existing_enrollment_id: id } = await validateEnrollment({ course_id: courseId, user_id: learnerId });
  if (!id) throw new Error('Failed to create enrollment after retries');
  return getEnrollment(id);
}

/** `phoneInput` is the M-Pesa number's field: a number that does not pass takes the focus. */
export function useCheckout({ learnerId }: LearnerChoice, phoneInput: RefObject<HTMLInputElement | null>): CheckoutState {
  const { id: courseId } = useRouteParams(getCoursePricingDetailsPath, { names: { id: 'courseId' } });
  const navigate = useNavigate();
  const [search, setSearchParams] = useSearchParams();
  /** Sets the query while keeping the chosen child (`?for=`). */
  const setSearch = useCallback(
    (next: Record<string, string>, options?: { replace?: boolean }) =>
      setSearchParams(learnerId === null ? next : { ...next, [LEARNER_PARAM]: String(learnerId) }, options),
    [learnerId, setSearchParams],
  );
  const flow = useEnrollmentFlow(String(courseId), { userId: learnerId });
  const pricing: PricingQuery = useGetCoursePricingDetails(courseId);

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

  const paymentId = Number(search.get('payment')) || null;
  const enrollmentId = createdEnrollmentId ?? flow.enrollment?.id ?? null;
  const paymentStatus: PaymentStatusQuery = useGetEnrollmentPaymentStatus(enrollmentId ?? 0, {
    query: { enabled: enrollmentId !== null },
  });

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
  const plans: PaymentPlanOption[] = pricing.data?.payment_plans ?? [];
  const plan: PaymentPlanOption | undefined = plans.find((option) => String(option.id) === planId) ?? plans[0];
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

  /** Another plan may change what the code saves, so a code already tried is checked again. */
  const choosePlan = (value: string) => {
    setPlanId(value);
    if (discount || codeError) void checkCode(plans.find((option) => String(option.id) === value));
  };

  /** A changed code no longer holds the saving of the one checked. */
  const typeCode = (value: string) => {
    setCode(value);
    if (discount) setDiscount(null);
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

  return {
    flow,
    pricing,
    paymentStatus,
    paymentId,
    summary,
    plans,
    plan,
    total,
    interval,
    needsEnrollment,
    amountDue,
    code,
    discount,
    codeError,
    checkingCode,
    gateway,
    setGateway,
    mpesaPhone,
    stepError,
    busy,
    outcome,
    bankMessage,
    bankPaymentId,
    checkCode,
    choosePlan,
    typeCode,
    continueToPayment,
    pay,
    endWait,
  };
}
