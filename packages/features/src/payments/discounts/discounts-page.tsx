/**
 * /dashboard/payments/admin/discounts: the discount codes (admins) — what each takes off, when it is
 * valid, how often it was used against its limit, the courses it applies to — created, edited,
 * deactivated (or activated) and deleted. A code already used is only deactivated by a delete.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { DiscountCode } from '@ujuzi/api';
import {
  getListDiscountCodesQueryKey,
  useDeleteDiscountCode,
  useListDiscountCodes,
  usePartialUpdateDiscountCode,
} from '@ujuzi/api/hooks';
import { listDiscountCodesList } from '@ujuzi/api/list-params';
import { Button, Link } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useEntityAction, useList } from '../../infra/kit';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';
import { DISCOUNT_TYPE_LABELS, discountValue, usage, validity } from './discount-labels';

const DiscountDialog = lazyFormDialog(() => import('./discount-form').then((module) => module.DiscountForm), {
  noun: 'discount code',
  title: (code: DiscountCode | null) => (code ? `Edit ${code.code}` : 'New discount code'),
  height: '40rem',
});
const column = columnsOf<DiscountCode>();
const invalidate = [getListDiscountCodesQueryKey()];

const courses = (row: DiscountCode) =>
  row.applicable_courses?.length ? (
    <Stack gap="0.5">
      {row.applicable_courses.map((course) => (
        <Link key={course.id} href={links.course(course.slug)}>
          {course.title}
        </Link>
      ))}
    </Stack>
  ) : (
    'Every course'
  );

export function DiscountsPage() {
  const list = useList(listDiscountCodesList);
  const query = useListDiscountCodes(...list.request);
  const remove = useDeleteDiscountCode();
  const update = usePartialUpdateDiscountCode();
  const toggle = useEntityAction<DiscountCode, DiscountCode>({
    call: (code) => update.mutateAsync({ id: code.id, data: { is_active: !code.is_active } }),
    success: (code) => ({
      title: code.is_active ? 'Discount code deactivated' : 'Discount code activated',
      description: code.code,
    }),
    failure: 'Could not change the discount code',
    invalidate,
  });
  const crud = useCrud<DiscountCode>({
    noun: 'discount code',
    name: (code) => code.code,
    form: DiscountDialog,
    remove: {
      call: (code) => remove.mutateAsync({ id: code.id }),
      message: (code) =>
        code.used_count > 0
          ? `${code.code} has been used (${usage(code)}): deleting it deactivates it and keeps it for the records.`
          : `${code.code} is deleted. This cannot be undone.`,
      invalidate,
    },
  });
  const columns = [
    column.link('code', 'Code', () => null, undefined, { sub: (row) => row.description }),
    column.text('value', 'Discount', (row) => discountValue(row), { sortable: false }),
    column.text('applicable_courses', 'Courses', courses, { sortable: false }),
    column.text('valid_until', 'Valid', (row) => validity(row)),
    column.text('used_count', 'Used', (row) => (
      <Stack gap="0">
        <Text>{usage(row)}</Text>
        <Text color="fg.muted" textStyle="sm">{`${row.max_uses_per_user ?? 1} per learner`}</Text>
      </Stack>
    )),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void toggle.run(row)}
          aria-label={`${row.is_active ? 'Deactivate' : 'Activate'} ${row.code}`}
        >
          {row.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        {crud.rowActions(row)}
      </HStack>
    )),
  ];
  const create = crud.createButton('New discount code');
  return (
    <>
      <ListPage
        header={
          <PaymentsHeader
            title="Discount codes"
            trail={[PAYMENTS_CRUMB]}
            description="Codes learners type at checkout: a percentage or an amount off, for a time, a number of uses and some courses."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Discount codes"
        noun={{ one: 'discount code', many: 'discount codes' }}
        columns={columns}
        getRowLabel={(row) => row.code}
        search={{ label: 'Search discount codes', placeholder: 'Code or description' }}
        filters={[
          { type: 'boolean', name: 'is_active', label: 'Status', yes: 'Active', no: 'Inactive' },
          { type: 'enum', name: 'discount_type', label: 'Type', labels: DISCOUNT_TYPE_LABELS },
        ]}
        empty={{ title: 'No discount codes yet', description: 'Create a code for a promotion or a partner.', action: create }}
      />
      <DiscountDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
