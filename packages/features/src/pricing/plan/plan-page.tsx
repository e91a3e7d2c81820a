/**
 * /dashboard/payments/admin/plans/:planId (admins): one payment plan — its type, schedule, down payment,
 * discount, late fee, grace days and trial — edited or deleted here, with the other active plans of its
 * type (listPaymentPlansByType) beside it, each opening its page.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentPlan } from '@ujuzi/api';
import { useDeletePaymentPlan, useGetPaymentPlan, useListPaymentPlansByType } from '@ujuzi/api/hooks';
import { getPaymentPlanPath } from '@ujuzi/api/path-params';
import { formatDate } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import {
  CrudDelete,
  DetailField,
  DetailFields,
  DetailPage,
  EntityNotFound,
  QueryState,
  links,
  useCrud,
  useRouteParams,
} from '../../infra/kit';
import { INTERVAL_LABELS, PLAN_TYPE_LABELS, PLAN_TYPE_TONES, PricingHeader, lateFee, percent, planSchedule } from '../shared';
import { PLAN_QUERIES } from '../plans/plan-queries';
import { PlanDialog } from '../plans/plan-dialog';

const PLANS_CRUMB = { label: 'Payment plans', href: links.paymentPlans() };

function SameType({ plan }: { plan: PaymentPlan }) {
  const query = useListPaymentPlansByType({ plan_type: plan.plan_type });
  const type = PLAN_TYPE_LABELS[plan.plan_type];
  return (
    <Card title={`Other plans of this type: ${type}`} headingLevel={2}>
      <QueryState
        query={query}
        noun={`${type.toLowerCase()} plans`}
        size="sm"
        isEmpty={(plans) => plans.every((other) => other.id === plan.id)}
        empty={{ title: 'No other active plan of this type' }}
      >
        {(plans) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {plans
              .filter((other) => other.id !== plan.id)
              .map((other) => (
                <HStack as="li" key={other.id} gap="2" wrap="wrap">
                  <Link href={links.paymentPlan(other.id)}>{other.name}</Link>
                  <Text color="fg.muted" textStyle="sm">
                    {planSchedule(other)}
                  </Text>
                </HStack>
              ))}
          </Stack>
        )}
      </QueryState>
      <Link
        href={links.paymentPlans({ plan_type: plan.plan_type })}
      >{`Every ${type.toLowerCase()} plan, inactive ones too`}</Link>
    </Card>
  );
}

function Summary({ plan }: { plan: PaymentPlan }) {
  return (
    <Stack gap="5">
      <Card title="How learners pay" headingLevel={2}>
        {plan.description ? <Text>{plan.description}</Text> : null}
        <DetailFields>
          <DetailField label="Schedule">{planSchedule(plan)}</DetailField>
          <DetailField label="Interval">{plan.interval ? INTERVAL_LABELS[plan.interval] : 'None'}</DetailField>
          <DetailField label="Down payment">{percent(plan.down_payment_percentage)}</DetailField>
          <DetailField label="Discount">{percent(plan.discount_percentage)}</DetailField>
          <DetailField label="Late fee">{lateFee(plan)}</DetailField>
          <DetailField label="Grace period">{`${plan.grace_period_days ?? 0} days`}</DetailField>
          <DetailField label="Free trial">{plan.trial_days ? `${plan.trial_days} days` : 'None'}</DetailField>
          <DetailField label="Display order">{String(plan.display_order ?? '–')}</DetailField>
          <DetailField label="Created">{formatDate(plan.created_at)}</DetailField>
          <DetailField label="Updated">{formatDate(plan.updated_at)}</DetailField>
        </DetailFields>
      </Card>
      <SameType plan={plan} />
    </Stack>
  );
}

export function PaymentPlanPage() {
  const back = <Link href={links.paymentPlans()}>Back to payment plans</Link>;
  const { id } = useRouteParams(getPaymentPlanPath, {
    names: { id: 'planId' },
    notFound: <EntityNotFound noun="payment plan" action={back} />,
  });
  const navigate = useNavigate();
  const query = useGetPaymentPlan(id);
  const remove = useDeletePaymentPlan();
  const crud = useCrud<PaymentPlan>({
    noun: 'payment plan',
    name: (plan) => plan.name,
    form: PlanDialog,
    remove: {
      call: async (plan) => {
        await remove.mutateAsync({ id: plan.id });
        void navigate(links.paymentPlans());
      },
      message: (plan) => `${plan.name} is deleted. A plan that enrollments use cannot be deleted: deactivate it instead.`,
      invalidate: PLAN_QUERIES,
    },
  });
  return (
    <Stack gap="6" maxW="60rem">
      <DetailPage
        query={query}
        noun="payment plan"
        notFoundAction={back}
        header={(plan) => (
          <PricingHeader
            title={plan?.name ?? 'Payment plan'}
            trail={[PLANS_CRUMB]}
            description={
              plan ? (
                <HStack gap="2" wrap="wrap">
                  <Badge tone={PLAN_TYPE_TONES[plan.plan_type]}>{PLAN_TYPE_LABELS[plan.plan_type]}</Badge>
                  <Badge tone={plan.is_active ? 'success' : 'neutral'}>{plan.is_active ? 'Active' : 'Inactive'}</Badge>
                  {plan.is_featured ? <Badge tone="brand">Featured</Badge> : null}
                </HStack>
              ) : undefined
            }
            actions={
              plan ? (
                <HStack gap="2">
                  <Button variant="outline" onClick={() => crud.edit(plan)} onPointerEnter={PlanDialog.preload}>
                    Edit
                  </Button>
                  <Button variant="danger" onClick={() => crud.setDeleting(plan)}>
                    Delete
                  </Button>
                </HStack>
              ) : null
            }
          />
        )}
        summary={(plan) => <Summary plan={plan} />}
      />
      <PlanDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </Stack>
  );
}
