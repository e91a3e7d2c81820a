/**
 * The course's prices and the payment plans they apply to. Every payment plan on offer is listed with
 * its terms and this course's price for it (a price for no plan applies to every plan); administrators
 * add, change and remove the course's prices (the contract gives price writes to management only).
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CoursePrice, PaymentPlan } from '@ujuzi/api';
import { deleteCoursePrice, getListCoursePricesQueryKey, useListCoursePrices, useListPaymentPlans } from '@ujuzi/api/hooks';
import { formatDate, formatMoney, isManagement } from '@ujuzi/domain';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, ErrorState, SkeletonText, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../../infra/kit/shared/lazy-part';
import { useSession } from '../../infra/session/session-context';
import { writeErrorText } from './curriculum-data';

const PriceForm = lazyPart(() => import('./price-form').then((m) => m.PriceForm), '24rem');

const INTERVALS: Record<string, string> = {
  weekly: 'week',
  biweekly: 'two weeks',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

export function planTerms(
  plan: Pick<PaymentPlan, 'plan_type' | 'number_of_installments' | 'interval'> & Partial<PaymentPlan>,
): string {
  const parts: string[] = [];
  if (plan.plan_type === 'full') parts.push('Paid in full');
  else if (plan.plan_type === 'subscription')
    parts.push(`Subscription, every ${INTERVALS[plan.interval ?? 'monthly'] ?? plan.interval}`);
  else
    parts.push(
      `${plan.number_of_installments} installments, one every ${INTERVALS[plan.interval ?? 'monthly'] ?? plan.interval}`,
    );
  if (plan.plan_type !== 'full' && plan.down_payment_percentage && Number(plan.down_payment_percentage) > 0)
    parts.push(`${Number(plan.down_payment_percentage)}% down`);
  if (plan.discount_percentage && Number(plan.discount_percentage) > 0) parts.push(`${Number(plan.discount_percentage)}% off`);
  if (plan.trial_days) parts.push(`${plan.trial_days}-day free trial`);
  return parts.join(' · ');
}

const priceLabel = (price: CoursePrice) =>
  `${formatMoney(price.amount, price.currency)}${price.original_amount ? ` (was ${formatMoney(price.original_amount, price.currency)})` : ''}`;

export function PricingSection({ course }: { course: Course }) {
  const { user } = useSession();
  const admin = isManagement(user?.user_type);
  const queryClient = useQueryClient();
  const prices = useListCoursePrices({ course_id: course.id, page_size: 100 });
  const plans = useListPaymentPlans({ is_active: true, page_size: 100, ordering: 'display_order' });
  const [editing, setEditing] = useState<CoursePrice | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListCoursePricesQueryKey() });
  const priceRows = prices.data?.results ?? [];
  const planRows = plans.data?.results ?? [];
  const error = prices.error ?? plans.error;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Pricing
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {course.pricing_type === 'free'
              ? 'This course is free; prices below apply if it becomes paid.'
              : `Listed at ${formatMoney(course.price ?? 0)}. Prices per payment plan override it.`}
          </Text>
        </Stack>
        {admin ? (
          <Button size="sm" onPointerEnter={PriceForm.preload} onFocus={PriceForm.preload} onClick={() => setEditing('new')}>
            Add price
          </Button>
        ) : null}
      </HStack>
      {!admin ? (
        <Text textStyle="sm" color="fg.muted">
          Prices and payment plans are set by administrators.
        </Text>
      ) : null}
      {error ? (
        <ErrorState
          title="Could not load the pricing"
          message={writeErrorText(error)}
          onRetry={() => {
            if (prices.error) void prices.refetch();
            if (plans.error) void plans.refetch();
          }}
        />
      ) : prices.isPending || plans.isPending ? (
        <SkeletonText lines={4} />
      ) : (
        <>
          <Stack as="section" aria-labelledby="course-prices-heading" gap="2">
            <Heading as="h3" size="md" id="course-prices-heading">
              Prices of this course
            </Heading>
            {priceRows.length === 0 ? (
              <EmptyState
                size="sm"
                headingLevel="h4"
                title="No prices set"
                description="Learners pay the course’s listed price on every plan."
              />
            ) : (
              <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2" aria-label="Prices of this course">
                {priceRows.map((price) => (
                  <HStack
                    as="li"
                    key={price.id}
                    justify="space-between"
                    wrap="wrap"
                    gap="2"
                    borderWidth="1px"
                    borderRadius="l2"
                    p="3"
                  >
                    <Stack gap="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{priceLabel(price)}</Text>
                        {!price.is_active ? <Badge>Inactive</Badge> : null}
                        {price.is_featured ? <Badge tone="brand">Featured</Badge> : null}
                        {price.is_limited_time ? <Badge tone="warning">Limited time</Badge> : null}
                      </HStack>
                      <Text textStyle="sm" color="fg.muted">
                        {price.payment_plan ? `${price.payment_plan.name} plan` : 'Every plan'}
                        {price.valid_until ? ` · until ${formatDate(price.valid_until)}` : ''}
                      </Text>
                    </Stack>
                    {admin ? (
                      <HStack gap="1">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit price ${priceLabel(price)}`}
                          onClick={() => setEditing(price)}
                        >
                          Edit
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="ghost" aria-label={`Delete price ${priceLabel(price)}`}>
                              Delete
                            </Button>
                          }
                          title={`Delete the price ${priceLabel(price)}?`}
                          message={`${price.payment_plan ? `Learners on the ${price.payment_plan.name} plan` : 'Learners'} then pay the course’s listed price.`}
                          confirmLabel="Delete price"
                          destructive
                          onConfirm={async () => {
                            try {
                              await deleteCoursePrice(price.id);
                              toast.success('Price deleted');
                            } catch (failure) {
                              toast.error('Could not delete the price', writeErrorText(failure));
                              throw failure;
                            } finally {
                              await refresh();
                            }
                          }}
                        />
                      </HStack>
                    ) : null}
                  </HStack>
                ))}
              </chakra.ul>
            )}
          </Stack>
          <Stack as="section" aria-labelledby="payment-plans-heading" gap="2">
            <Heading as="h3" size="md" id="payment-plans-heading">
              Payment plans
            </Heading>
            <chakra.ul
              listStyleType="none"
              m="0"
              p="0"
              display="grid"
              gap="2"
              gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
              aria-label="Payment plans"
            >
              {planRows.map((plan) => {
                const price =
                  priceRows.find((row) => row.payment_plan?.id === plan.id && row.is_active) ??
                  priceRows.find((row) => !row.payment_plan && row.is_active);
                return (
                  <Box as="li" key={plan.id} borderWidth="1px" borderRadius="l2" p="3">
                    <Text fontWeight="semibold">{plan.name}</Text>
                    <Text textStyle="sm">{planTerms(plan)}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {price
                        ? `This course: ${formatMoney(price.amount, price.currency)}`
                        : `This course: ${formatMoney(course.price ?? 0)} (listed price)`}
                    </Text>
                  </Box>
                );
              })}
            </chakra.ul>
          </Stack>
        </>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        size="md"
        title={editing === 'new' ? 'New price' : 'Edit price'}
      >
        {editing !== null ? (
          <PriceForm
            course={course}
            price={editing === 'new' ? null : editing}
            plans={planRows}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Stack>
  );
}
