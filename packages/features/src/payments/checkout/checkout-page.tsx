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
import { HStack, Stack, Text } from '@chakra-ui/react';
import { ButtonLink, Card, ErrorState, LoadingDots } from '@ujuzi/ui';
import { useRef } from 'react';
import { EntityLink, links } from '../../infra/kit';
import { errorText } from '../../infra/kit/shared/api-error';
import {
  FLOW_TEXT,
  PAYMENTS_CRUMB,
  PaymentsHeader,
  pendingStartOf,
  useLearnerChoice,
  withLearner,
  BankSlipUpload,
  type LearnerChoice,
} from '../shared';
import { MpesaWaiting } from './mpesa-waiting';
import { OutcomeNotice } from './outcome-notice';
import { PayStep } from './pay-step';
import { PlanStep } from './plan-step';
import { useCheckout } from './use-checkout';

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
  const phoneInput = useRef<HTMLInputElement>(null);
  const checkout = useCheckout(learner, phoneInput);
  const { flow, pricing, paymentId, summary, needsEnrollment, mpesaPhone, outcome, bankPaymentId } = checkout;
  const { learnerId } = learner;
  const payForm = useRef<HTMLFormElement>(null);
  const gatewayGroup = useRef<HTMLDivElement>(null);

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
          onEnd={checkout.endWait}
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
            checkout.setGateway('mpesa');
            // The field shows again after the gateway switch; select the old number so typing replaces it.
            window.setTimeout(() => phoneInput.current?.select(), 0);
          }}
          onAnotherMethod={() => gatewayGroup.current?.querySelector<HTMLInputElement>('input:not(:checked)')?.focus()}
        />
      ) : null}

      {needsEnrollment ? (
        <PlanStep checkout={checkout} />
      ) : (
        <PayStep checkout={checkout} formRef={payForm} gatewayGroupRef={gatewayGroup} phoneRef={phoneInput} />
      )}
      {bankPaymentId !== null ? (
        <Card title="Upload the transfer slip" headingLevel={2} description="Speeds up the check: send it once you have paid.">
          <BankSlipUpload paymentId={bankPaymentId} />
        </Card>
      ) : null}
    </Stack>
  );
}
