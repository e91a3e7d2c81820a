/**
 * The enroll card of a course's page: its price in KES (with a discount or trial), the enroll call
 * (straight to the enroll page when signed in, through sign-in otherwise) and the payment plans.
 */
import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Course, CoursePricingInfo } from '@ujuzi/api';
import { formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link, Money, SkeletonText } from '@ujuzi/ui';
import { links } from '../../infra/kit';
import { errorText } from '../../infra/kit/shared/api-error';
import { pricingQuery } from './queries';

export function PricingPanel({ course, signedIn }: { course: Course; signedIn: boolean }) {
  const pricing = useQuery(pricingQuery(course.id));
  const free = course.pricing_type === 'free';
  return (
    <Card as="section" title="Pricing and plans" headingLevel={2} variant="elevated">
      <Stack gap="4">
        <Stack gap="1">
          {pricing.data?.discounted_price ? (
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text textStyle="2xl" fontWeight="bold">
                <Money amount={pricing.data.discounted_price} currency={pricing.data.currency} />
              </Text>
              <Text as="s" color="fg.muted">
                <Money amount={pricing.data.price} currency={pricing.data.currency} />
              </Text>
            </HStack>
          ) : (
            <Text textStyle="2xl" fontWeight="bold">
              {free ? 'Free' : <Money amount={course.price} currency={course.currency} />}
            </Text>
          )}
          {pricing.data?.discount_ends_at ? (
            <Text textStyle="sm" color="fg.warning">
              Offer ends {formatDate(pricing.data.discount_ends_at)}
            </Text>
          ) : null}
          {pricing.data?.trial_available ? (
            <Text textStyle="sm" color="fg.success">
              Try it free for {pricing.data.trial_days} days
            </Text>
          ) : null}
        </Stack>
        <ButtonLink
          href={signedIn ? links.enroll(course.slug) : links.login({ next: links.enroll(course.slug) })}
          size="lg"
          fullWidth
        >
          {signedIn ? (free ? 'Enroll for free' : 'Enroll now') : free ? 'Sign in to enroll for free' : 'Sign in to enroll'}
        </ButtonLink>
        {signedIn ? null : (
          <Text textStyle="sm" color="fg.muted">
            New to Ujuzi?{' '}
            <Link href={`/register?next=${encodeURIComponent(links.enroll(course.slug))}`}>Create a free account</Link>
          </Text>
        )}
        {pricing.isPending ? (
          <SkeletonText lines={3} label="Loading payment plans…" />
        ) : pricing.isError ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            Payment plans could not be loaded: {errorText(pricing.error)}
          </Text>
        ) : (
          <PaymentPlans pricing={pricing.data} />
        )}
      </Stack>
    </Card>
  );
}

function PaymentPlans({ pricing }: { pricing: CoursePricingInfo }) {
  if (pricing.is_free || pricing.payment_plans.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        Ways to pay
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {pricing.payment_plans.map((plan) => (
          <Box as="li" key={plan.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="medium" textStyle="sm">
                {plan.name}
              </Text>
              {plan.discount_percentage ? <Badge tone="success">Save {plan.discount_percentage}%</Badge> : null}
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {plan.installments_count > 1 && plan.installment_amount ? (
                <>
                  {plan.installments_count} × <Money amount={plan.installment_amount} currency={plan.currency} /> (total{' '}
                  <Money amount={plan.total_amount} currency={plan.currency} />)
                </>
              ) : (
                <>
                  One payment of <Money amount={plan.total_amount} currency={plan.currency} />
                </>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        Pay by M-Pesa, card or bank transfer. Prices in Kenya shillings (KES).
      </Text>
    </Stack>
  );
}
