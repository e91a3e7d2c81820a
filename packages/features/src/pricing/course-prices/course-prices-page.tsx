/**
 * /dashboard/payments/admin/course-prices (admins): every course's prices — by plan and currency, the
 * price before the discount, a limited-time window — filtered by currency, featured and status, each
 * opening its course and changed in a dialog (PATCH). Above the list, the limited-time offers running
 * now (listLimitedTimeCoursePrices) with when each ends. New prices are added on a course's settings.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { CoursePrice } from '@ujuzi/api';
import { useListCoursePrices, useListLimitedTimeCoursePrices } from '@ujuzi/api/hooks';
import { listCoursePricesList } from '@ujuzi/api/list-params';
import { formatDateTime, formatMoney } from '@ujuzi/domain';
import { Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { ListPage, QueryState, columnsOf, lazyFormDialog, links, useList } from '../../infra/kit';
import { PricingHeader } from '../shared';

const PriceDialog = lazyFormDialog(() => import('./course-price-form').then((module) => module.CoursePriceForm), {
  noun: 'course price',
  title: (price: CoursePrice | null) => `Price of ${price?.course?.title ?? 'the course'}`,
  height: '32rem',
});
const CURRENCY_LABELS = { KES: 'KES', USD: 'USD', EUR: 'EUR', GBP: 'GBP', UGX: 'UGX', TZS: 'TZS', NGN: 'NGN' } as const;
const column = columnsOf<CoursePrice>();
const courseName = (price: CoursePrice) => price.course?.title ?? `Course ${price.id}`;
const validity = (price: CoursePrice): string =>
  price.valid_until
    ? `${price.valid_from ? `${formatDateTime(price.valid_from)} – ` : 'Until '}${formatDateTime(price.valid_until)}`
    : price.valid_from
      ? `From ${formatDateTime(price.valid_from)}`
      : 'Always';

function LimitedOffers() {
  const query = useListLimitedTimeCoursePrices();
  return (
    <Card title="Limited-time offers running now" headingLevel={2}>
      <QueryState query={query} noun="limited-time offers" size="sm" empty={{ title: 'No limited-time offer is running' }}>
        {(prices) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {prices.map((price) => (
              <HStack as="li" key={price.id} gap="2" wrap="wrap">
                {price.course ? <Link href={links.course(price.course.slug)}>{price.course.title}</Link> : null}
                <Text>{formatMoney(price.amount, price.currency)}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {price.valid_until ? `until ${formatDateTime(price.valid_until)}` : ''}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

export function CoursePricesPage() {
  const list = useList(listCoursePricesList);
  const query = useListCoursePrices(...list.request);
  const [editing, setEditing] = useState<CoursePrice | null>(null);
  const columns = [
    column.link('course', 'Course', (row) => (row.course ? links.course(row.course.slug) : null), courseName, {
      sub: (row) => row.payment_plan?.name ?? 'Any plan',
    }),
    column.money('amount', 'Price', { currency: (row) => row.currency }),
    column.text(
      'original_amount',
      'Before discount',
      (row) =>
        row.original_amount ? (
          <Text as="s" color="fg.muted">
            {formatMoney(row.original_amount, row.currency)}
          </Text>
        ) : (
          'None'
        ),
      { sortable: false },
    ),
    column.text('valid_until', 'When', (row) => (row.is_limited_time ? `Limited: ${validity(row)}` : validity(row)), {
      sortable: false,
    }),
    column.flag('is_featured', 'Featured', 'Featured', 'No'),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.actions((row) => (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(row)}
        onPointerEnter={PriceDialog.preload}
        aria-label={`Edit price of ${courseName(row)}`}
      >
        Edit price
      </Button>
    )),
  ];
  return (
    <>
      <ListPage
        header={
          <Stack gap="5">
            <PricingHeader
              title="Course prices"
              description="What each course costs, by plan and currency, with discounts and limited-time offers."
            />
            <LimitedOffers />
          </Stack>
        }
        list={list}
        query={query}
        label="Course prices"
        noun={{ one: 'course price', many: 'course prices' }}
        columns={columns}
        getRowLabel={courseName}
        search={{ label: 'Search course prices', placeholder: 'Course' }}
        filters={[
          { type: 'enum', name: 'currency', label: 'Currency', labels: CURRENCY_LABELS },
          { type: 'boolean', name: 'is_featured', label: 'Featured', yes: 'Featured', no: 'Not featured' },
          { type: 'boolean', name: 'is_active', label: 'Status', yes: 'Active', no: 'Inactive' },
        ]}
        empty={{
          title: 'No course prices yet',
          description: 'Give a course its price on its settings, under Pricing.',
          action: <Link href={links.courses()}>Open the courses</Link>,
        }}
      />
      <PriceDialog item={editing} open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
    </>
  );
}
