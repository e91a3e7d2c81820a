/**
 * /dashboard/payments/methods (students and parents): "Saved payment methods" — the ways the signed-in
 * learner or parent has saved to pay (M-Pesa numbers masked, cards by their last digits, PayPal, bank
 * accounts), the default first; added, renamed, made the default, or removed after a confirmation.
 */
import { HStack, Text } from '@chakra-ui/react';
import type { SavedPaymentMethod } from '@ujuzi/api';
import {
  getListPaymentMethodsQueryKey,
  useDeletePaymentMethod,
  useListPaymentMethods,
  useSetDefaultPaymentMethod,
} from '@ujuzi/api/hooks';
import { listPaymentMethodsList } from '@ujuzi/api/list-params';
import { GATEWAY_LABELS } from '@ujuzi/domain';
import { Badge, Button } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, useCrud, useEntityAction, useList } from '../../infra/kit';
import { PricingHeader } from '../shared';
import { methodDetails, methodName } from './method-labels';

const MethodDialog = lazyFormDialog(() => import('./method-form').then((module) => module.MethodForm), {
  noun: 'payment method',
  title: (method: SavedPaymentMethod | null) => (method ? `Edit ${methodName(method)}` : 'Add a payment method'),
  height: '30rem',
});
const column = columnsOf<SavedPaymentMethod>();
const invalidate = [getListPaymentMethodsQueryKey()];

export function SavedMethodsPage() {
  const list = useList(listPaymentMethodsList);
  const query = useListPaymentMethods(...list.request);
  const remove = useDeletePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const makeDefault = useEntityAction<SavedPaymentMethod, SavedPaymentMethod>({
    call: (method) => setDefault.mutateAsync({ id: method.id }),
    success: (method) => ({ title: 'Default payment method changed', description: methodName(method) }),
    failure: 'Could not change the default payment method',
    invalidate,
  });
  const crud = useCrud<SavedPaymentMethod>({
    noun: 'payment method',
    name: methodName,
    form: MethodDialog,
    labels: { delete: (method) => `Remove “${methodName(method)}”` },
    remove: {
      call: (method) => remove.mutateAsync({ id: method.id }),
      title: () => 'Remove this payment method?',
      message: (method) =>
        `${methodDetails(method)} is no longer offered at checkout.${method.is_default ? ' Your most recent other method becomes the default.' : ''}`,
      invalidate,
    },
  });
  const columns = [
    column.text('label', 'Method', (row) => <Text fontWeight="medium">{methodName(row)}</Text>, {
      isRowHeader: true,
      sortable: false,
    }),
    column.text('gateway', 'Details', (row) => methodDetails(row), { sortable: false }),
    column.text('is_default', 'Default', (row) => (row.is_default ? <Badge tone="brand">Default</Badge> : null), {
      sortable: false,
    }),
    column.flag('is_verified', 'Verified', 'Verified', 'Not yet verified', { sortable: false }),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        {row.is_default ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void makeDefault.run(row)}
            aria-label={`Make default: ${methodName(row)}`}
          >
            Make default
          </Button>
        )}
        {crud.rowActions(row)}
      </HStack>
    )),
  ];
  const create = crud.createButton('Add a payment method');
  return (
    <>
      <ListPage
        header={
          <PricingHeader
            title="Saved payment methods"
            description="Saved ways to pay: checkout offers the default first, and you can still choose another."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Saved payment methods"
        noun={{ one: 'payment method', many: 'payment methods' }}
        columns={columns}
        getRowLabel={methodName}
        filters={[{ type: 'enum', name: 'gateway', label: 'Gateway', labels: GATEWAY_LABELS }]}
        empty={{
          title: 'No saved payment methods',
          description: 'Save your M-Pesa number to pay faster at checkout.',
          action: create,
        }}
      />
      <MethodDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
