/** The terms of every year, newest first, with the running one marked; management keeps them here. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { AcademicTerm } from '@ujuzi/api';
import {
  useDeleteAcademicTerm,
  useListAcademicTerms,
  useListAcademicYears,
  usePartialUpdateAcademicTerm,
} from '@ujuzi/api/hooks';
import { Badge, Button, SimpleTable } from '@ujuzi/ui';
import { CrudDelete, QueryState, lazyFormDialog, useCrud, useEntityAction } from '../../infra/kit';
import { termDates, termName } from '../shared';
import { refreshYears } from './refresh';

const TermDialog = lazyFormDialog(() => import('./term-form').then((module) => module.TermForm), {
  noun: 'term',
  title: (term: AcademicTerm | null) => (term ? `Edit ${termName(term)}` : 'New term'),
  height: '30rem',
});

function TermStatus({ term, manage }: { term: AcademicTerm; manage: boolean }) {
  const update = usePartialUpdateAcademicTerm();
  const mark = useEntityAction<AcademicTerm>({
    call: () => update.mutateAsync({ id: term.id, data: { is_current: true } }),
    success: () => ({ title: 'Current term changed', description: `${termName(term)} is now the current term.` }),
    failure: 'Could not change the current term',
    refresh: refreshYears,
  });
  if (term.is_current) return <Badge tone="success">Current</Badge>;
  return manage ? (
    <Button
      size="sm"
      variant="outline"
      loading={mark.pending}
      onClick={() => void mark.run()}
      aria-label={`Mark current: ${termName(term)}`}
    >
      Mark current
    </Button>
  ) : null;
}

export function TermsSection({ manage }: { manage: boolean }) {
  const query = useListAcademicTerms({ page_size: 100, ordering: '-start_date' });
  const years = useListAcademicYears({ page_size: 100, ordering: '-start_date' }, { query: { enabled: manage } });
  const remove = useDeleteAcademicTerm();
  const crud = useCrud<AcademicTerm>({
    noun: 'term',
    name: termName,
    form: TermDialog,
    remove: { call: (term) => remove.mutateAsync({ id: term.id }), refresh: refreshYears },
  });
  const create = manage && years.data ? crud.createButton('New term') : null;
  return (
    <Stack as="section" gap="4" aria-labelledby="terms-heading">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text as="h2" id="terms-heading" textStyle="xl" fontWeight="semibold">
          Terms
        </Text>
        {create}
      </HStack>
      <QueryState
        query={query}
        noun="terms"
        empty={{
          title: 'No terms yet',
          description: manage ? 'Add the terms of each year.' : 'Management adds the terms.',
          action: create,
        }}
      >
        {(page) => (
          <SimpleTable.ScrollArea borderWidth="1px" borderRadius="l2">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>Academic terms, newest first</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Term</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Dates</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Status</SimpleTable.ColumnHeader>
                  {manage ? (
                    <SimpleTable.ColumnHeader>
                      <Text srOnly>Actions</Text>
                    </SimpleTable.ColumnHeader>
                  ) : null}
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {page.results.map((term) => (
                  <SimpleTable.Row key={term.id}>
                    <SimpleTable.Cell fontWeight="medium">{termName(term)}</SimpleTable.Cell>
                    <SimpleTable.Cell>{termDates(term)}</SimpleTable.Cell>
                    <SimpleTable.Cell>
                      <TermStatus term={term} manage={manage} />
                    </SimpleTable.Cell>
                    {manage ? <SimpleTable.Cell>{crud.rowActions(term)}</SimpleTable.Cell> : null}
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </SimpleTable.ScrollArea>
        )}
      </QueryState>
      {manage ? <TermDialog {...crud.dialog} years={years.data?.results ?? []} /> : null}
      <CrudDelete crud={crud} />
    </Stack>
  );
}
