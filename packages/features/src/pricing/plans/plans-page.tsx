/**
 * /dashboard/payments/admin/plans (admins): the ways to pay for a course — in full, in installments, as
 * a subscription — filtered by type, featured and status; created, edited, featured, deactivated and
 * deleted (a plan enrollments use is refused by the server: deactivate it instead). Above the list, the
 * featured plans in the order the pricing pages show them (listFeaturedPaymentPlans).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentPlan } from '@ujuzi/api';
import {
  useDeletePaymentPlan,
  useListFeaturedPaymentPlans,
  useListPaymentPlans,
  usePartialUpdatePaymentPlan,
} from '@ujuzi/api/hooks';
import { listPaymentPlansList } from '@ujuzi/api/list-params';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { CrudDelete, ListPage, QueryState, columnsOf, links, useCrud, useEntityAction, useList } from '../../infra/kit';
import { PLAN_TYPE_LABELS, PLAN_TYPE_TONES, PricingHeader, percent, planSchedule } from '../shared';
import { PlanDialog } from './plan-dialog';
import { PLAN_QUERIES } from './plan-queries';

const column = columnsOf<PaymentPlan>();

/** The featured plans, in the order learners see them on the pricing pages. */
function FeaturedPlans() {
  const query = useListFeaturedPaymentPlans();
  return (
    <Card title="Featured on the pricing pages" headingLevel={2}>
      <QueryState
        query={query}
        noun="featured plans"
        empty={{ title: 'No featured plans', description: 'Feature a plan to show it first on the pricing pages.' }}
      >
        {(plans) => (
          <HStack as="ol" gap="2" wrap="wrap" listStyleType="none" aria-label="Featured plans, in display order">
            {plans.map((plan, index) => (
              <HStack as="li" key={plan.id} gap="1.5" borderWidth="1px" borderRadius="md" px="2.5" py="1">
                <Text color="fg.muted" textStyle="sm">{`${index + 1}.`}</Text>
                <Link href={links.paymentPlan(plan.id)}>{plan.name}</Link>
                <Text color="fg.muted" textStyle="sm">
                  {planSchedule(plan)}
                </Text>
              </HStack>
            ))}
          </HStack>
        )}
      </QueryState>
    </Card>
  );
}

export function PaymentPlansPage() {
  const list = useList(listPaymentPlansList);
  const query = useListPaymentPlans(...list.request);
  const remove = useDeletePaymentPlan();
  const update = usePartialUpdatePaymentPlan();
  const feature = useEntityAction<PaymentPlan, PaymentPlan>({
    call: (plan) => update.mutateAsync({ id: plan.id, data: { is_featured: !plan.is_featured } }),
    success: (plan) => ({ title: plan.is_featured ? 'Plan no longer featured' : 'Plan featured', description: plan.name }),
    failure: 'Could not change the plan',
    invalidate: PLAN_QUERIES,
  });
  const crud = useCrud<PaymentPlan>({
    noun: 'payment plan',
    name: (plan) => plan.name,
    form: PlanDialog,
    remove: {
      call: (plan) => remove.mutateAsync({ id: plan.id }),
      message: (plan) => `${plan.name} is deleted. A plan that enrollments use cannot be deleted: deactivate it instead.`,
      invalidate: PLAN_QUERIES,
    },
  });
  const columns = [
    column.link('name', 'Plan', (row) => links.paymentPlan(row.id), undefined, { sub: (row) => row.description }),
    column.status('plan_type', 'Type', PLAN_TYPE_LABELS, PLAN_TYPE_TONES),
    column.text('number_of_installments', 'Schedule', (row) => planSchedule(row)),
    column.text('down_payment_percentage', 'Down payment', (row) => percent(row.down_payment_percentage), { sortable: false }),
    column.text('trial_days', 'Trial', (row) => (row.trial_days ? `${row.trial_days} days` : 'None'), { sortable: false }),
    column.text('is_featured', 'Featured', (row) =>
      row.is_featured ? <Badge tone="brand">{`Featured · ${row.display_order ?? '–'}`}</Badge> : <Text color="fg.muted">No</Text>,
    ),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void feature.run(row)}
          aria-label={`${row.is_featured ? 'Unfeature' : 'Feature'} ${row.name}`}
        >
          {row.is_featured ? 'Unfeature' : 'Feature'}
        </Button>
        {crud.rowActions(row)}
      </HStack>
    )),
  ];
  const create = crud.createButton('New payment plan');
  return (
    <>
      <ListPage
        header={
          <Stack gap="5">
            <PricingHeader
              title="Payment plans"
              description="How learners may pay for a course: in full, in installments or as a subscription."
              actions={create}
            />
            <FeaturedPlans />
          </Stack>
        }
        list={list}
        query={query}
        label="Payment plans"
        noun={{ one: 'payment plan', many: 'payment plans' }}
        columns={columns}
        search={{ label: 'Search payment plans', placeholder: 'Name or description' }}
        filters={[
          { type: 'enum', name: 'plan_type', label: 'Type', labels: PLAN_TYPE_LABELS },
          { type: 'boolean', name: 'is_featured', label: 'Featured', yes: 'Featured', no: 'Not featured' },
          { type: 'boolean', name: 'is_active', label: 'Status', yes: 'Active', no: 'Inactive' },
        ]}
        empty={{ title: 'No payment plans yet', description: 'Create a plan so learners can choose how to pay.', action: create }}
      />
      <PlanDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
