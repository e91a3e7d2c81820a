/**
 * /dashboard/courses/enroll/:slug — where every Enroll button leads. Runs the enrollment flow
 * (course summary, validation, status check; service spec §4, §5, §8, §9) and shows the course and
 * the flow the learner is in, with its one next step: checkout, the course, the payment waiting for
 * the phone, the trial upgrade, or Retry. A parent first chooses which child the enrollment is for
 * (validation and creation carry the child's `user_id`; checkout keeps the choice as `?for=`).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { displayName, formatMoney, type EnrollmentNextStep } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Card, ErrorState, LoadingDots } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { useEnrollmentFlow, type EnrollmentFlow } from '../../infra/enrollment/use-enrollment-flow';
import { EntityLink, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import {
  COURSES_CRUMB,
  FLOW_TEXT,
  PARENT_COURSES_CRUMB,
  childFlowText,
  PaymentsHeader,
  useLearnerChoice,
  withLearner,
  type LearnerChoice,
} from '../shared';

function NextStep({
  flow,
  step,
  slug,
  courseId,
  learner,
}: {
  flow: EnrollmentFlow;
  step: EnrollmentNextStep;
  slug: string;
  courseId: number;
  learner: LearnerChoice;
}) {
  const navigate = useNavigate();
  const checkout = withLearner(links.checkout(courseId), learner.learnerId);
  // A parent follows the child's enrollment; the course itself is the child's to open.
  if (learner.child && (step.kind === 'open_course' || step.kind === 'view_enrollment')) {
    const enrollmentId = flow.enrollment?.id ?? flow.validation?.existing_enrollment_id ?? null;
    return enrollmentId ? (
      <ButtonLink href={links.enrollment(enrollmentId)}>{`View ${displayName(learner.child)}’s enrollment`}</ButtonLink>
    ) : null;
  }
  switch (step.kind) {
    case 'enroll':
      return step.requiresPayment ? (
        <ButtonLink href={checkout}>Continue to checkout</ButtonLink>
      ) : (
        <Button
          loading={flow.phase === 'enrolling'}
          loadingText="Enrolling…"
          onClick={() =>
            void flow.enroll().then((type) => {
              if (learner.child) return;
              if (type === 'already_active' || type === 'active_enrollment' || type === 'existing_enrollment')
                void navigate(links.lessons(slug));
            })
          }
        >
          Enroll for free
        </Button>
      );
    case 'pay':
      return <ButtonLink href={checkout}>Pay now</ButtonLink>;
    case 'finish_payment':
      return <ButtonLink href={checkout}>Follow the payment</ButtonLink>;
    case 'upgrade_trial':
      return <ButtonLink href={checkout}>Upgrade to full access</ButtonLink>;
    case 'open_course':
      return <ButtonLink href={links.lessons(slug)}>Go to the course</ButtonLink>;
    case 'view_enrollment':
      return step.enrollmentId ? <ButtonLink href={links.enrollment(step.enrollmentId)}>View your enrollment</ButtonLink> : null;
    case 'unavailable':
      return <Text color="fg.muted">{step.reason}</Text>;
    case 'retry':
      return null;
  }
}

export function EnrollPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const learner = useLearnerChoice();
  if (learner.blocker)
    return (
      <Stack gap="6" maxW="3xl">
        <PaymentsHeader title="Enroll in a course" trail={[COURSES_CRUMB]} />
        {learner.blocker}
      </Stack>
    );
  // A new learner starts the flow afresh.
  return <EnrollFlow key={learner.learnerId ?? 'self'} slug={slug} learner={learner} />;
}

function EnrollFlow({ slug, learner }: { slug: string; learner: LearnerChoice }) {
  const flow = useEnrollmentFlow(slug, { userId: learner.learnerId });
  const { summary, nextStep } = flow;
  const childName = learner.child ? displayName(learner.child) : null;
  const title = summary
    ? childName
      ? `Enroll ${childName} in ${summary.course.title}`
      : `Enroll in ${summary.course.title}`
    : 'Enroll in a course';

  // The flow texts speak to the learner; a parent reads about the child, by name.
  const flowText = flow.flow ? (childName ? childFlowText(flow.flow, childName) : FLOW_TEXT[flow.flow]) : FLOW_TEXT.error;

  return (
    <Stack gap="6" maxW="3xl">
      <PaymentsHeader title={title} trail={[childName ? PARENT_COURSES_CRUMB : COURSES_CRUMB]} />
      {learner.picker}
      {summary ? (
        <Card title="The course" headingLevel={2}>
          <Stack gap="2">
            <EntityLink href={`/courses/${summary.course.slug}`}>{summary.course.title}</EntityLink>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" textStyle="lg">
                {summary.is_free ? 'Free' : formatMoney(summary.price, summary.currency)}
              </Text>
              {summary.has_trial && summary.trial_days ? (
                <Badge tone="info">{`${summary.trial_days}-day free trial`}</Badge>
              ) : null}
            </HStack>
            {summary.payment_plans.length > 1 ? (
              <Text color="fg.muted" textStyle="sm">
                {`Pay in full or in installments: ${summary.payment_plans.map((plan) => plan.name).join(', ')}.`}
              </Text>
            ) : null}
            <Text color="fg.muted" textStyle="sm">
              {`${summary.enrolled_count.toLocaleString('en-KE')} learners enrolled`}
            </Text>
          </Stack>
        </Card>
      ) : null}
      {flow.flow === null || !nextStep ? (
        <Card>
          <HStack gap="3" role="status">
            <LoadingDots />
            <Text>
              {flow.retry
                ? `Checking your enrollment again in ${Math.round(flow.retry.delayMs / 1000)} s…`
                : 'Checking your enrollment…'}
            </Text>
          </HStack>
        </Card>
      ) : flow.flow === 'error' ? (
        <ErrorState title={flowText.title} message={flow.message ?? undefined} onRetry={flow.reload} headingLevel="h2" />
      ) : (
        <Card title={flowText.title} headingLevel={2} description={flowText.text}>
          <Stack gap="3" align="flex-start" aria-live="polite">
            {flow.message && flow.flow !== 'new' ? <Text>{flow.message}</Text> : null}
            {summary ? (
              <NextStep flow={flow} step={nextStep} slug={summary.course.slug} courseId={summary.course.id} learner={learner} />
            ) : null}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
