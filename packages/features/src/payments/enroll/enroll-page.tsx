/**
 * /dashboard/courses/enroll/:slug — where every Enroll button leads. Runs the enrollment flow
 * (course summary, validation, status check; service spec §4, §5, §8, §9) and shows the course and
 * the flow the learner is in, with its one next step: checkout, the course, the payment waiting for
 * the phone, the trial upgrade, or Retry.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, type EnrollmentNextStep } from '@ujuzi/domain';
import { Badge, Button, Card, ErrorState, LoadingDots } from '@ujuzi/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useEnrollmentFlow, type EnrollmentFlow } from '../../enrollment/use-enrollment-flow';
import { EntityLink } from '../../kit';
import { ButtonLink } from '../../public/shared/button-link';
import { COURSES_CRUMB, FLOW_TEXT, PaymentsHeader, checkoutHref, courseLessonsHref, enrollmentHref } from '../shared';

function NextStep({
  flow,
  step,
  slug,
  courseId,
}: {
  flow: EnrollmentFlow;
  step: EnrollmentNextStep;
  slug: string;
  courseId: number;
}) {
  const navigate = useNavigate();
  switch (step.kind) {
    case 'enroll':
      return step.requiresPayment ? (
        <ButtonLink href={checkoutHref(courseId)}>Continue to checkout</ButtonLink>
      ) : (
        <Button
          loading={flow.phase === 'enrolling'}
          loadingText="Enrolling…"
          onClick={() =>
            void flow.enroll().then((type) => {
              if (type === 'already_active' || type === 'active_enrollment' || type === 'existing_enrollment')
                void navigate(courseLessonsHref(slug));
            })
          }
        >
          Enroll for free
        </Button>
      );
    case 'pay':
      return <ButtonLink href={checkoutHref(courseId)}>Pay now</ButtonLink>;
    case 'finish_payment':
      return <ButtonLink href={checkoutHref(courseId)}>Follow the payment</ButtonLink>;
    case 'upgrade_trial':
      return <ButtonLink href={checkoutHref(courseId)}>Upgrade to full access</ButtonLink>;
    case 'open_course':
      return <ButtonLink href={courseLessonsHref(slug)}>Go to the course</ButtonLink>;
    case 'view_enrollment':
      return step.enrollmentId ? <ButtonLink href={enrollmentHref(step.enrollmentId)}>View your enrollment</ButtonLink> : null;
    case 'unavailable':
      return <Text color="fg.muted">{step.reason}</Text>;
    case 'retry':
      return null;
  }
}

export function EnrollPage() {
  const { slug = '' } = useParams();
  const flow = useEnrollmentFlow(slug);
  const { summary, nextStep } = flow;
  const title = summary ? `Enroll in ${summary.course.title}` : 'Enroll in a course';

  return (
    <Stack gap="6" maxW="3xl">
      <PaymentsHeader title={title} trail={[COURSES_CRUMB]} />
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
        <ErrorState title={FLOW_TEXT.error.title} message={flow.message ?? undefined} onRetry={flow.reload} headingLevel="h2" />
      ) : (
        <Card title={FLOW_TEXT[flow.flow].title} headingLevel={2} description={FLOW_TEXT[flow.flow].text}>
          <Stack gap="3" align="flex-start" aria-live="polite">
            {flow.message && flow.flow !== 'new' ? <Text>{flow.message}</Text> : null}
            {summary ? <NextStep flow={flow} step={nextStep} slug={summary.course.slug} courseId={summary.course.id} /> : null}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
