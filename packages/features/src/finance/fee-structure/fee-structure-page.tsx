/**
 * /dashboard/finance/fee-structures/:id (finance staff): a fee structure's items and total in KES, its
 * class level, term and due date, how many learners are billed (opening their fees); billed from here
 * (the whole class level, a section or one learner), edited, or deleted while no one is billed.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeeStructure } from '@ujuzi/api';
import { getListFeeStructuresQueryKey, useDeleteFeeStructure, useGetFeeStructure } from '@ujuzi/api/hooks';
import { getFeeStructurePath } from '@ujuzi/api/path-params';
import { can, formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link, SimpleTable, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  countOf,
  lazyPart,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FeeStructureDialog } from '../fee-structures/fee-structure-dialog';
import { FEE_STRUCTURES_CRUMB, FinanceHeader } from '../shared';

// The billing dialog (radio group, section list, learner search) arrives when it is first opened.
const BillDialog = lazyPart(() => import('./bill-dialog').then((module) => module.BillDialog), '0');

function Items({ structure }: { structure: FeeStructure }) {
  return (
    <Box overflowX="auto">
      <SimpleTable.Root size="sm">
        <SimpleTable.Caption srOnly>Items and total</SimpleTable.Caption>
        <SimpleTable.Header>
          <SimpleTable.Row>
            <SimpleTable.ColumnHeader>Item</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader textAlign="end">Amount</SimpleTable.ColumnHeader>
          </SimpleTable.Row>
        </SimpleTable.Header>
        <SimpleTable.Body>
          {structure.items.map((item, index) => (
            <SimpleTable.Row key={`${item.name}-${index}`}>
              <SimpleTable.Cell>
                {item.name}
                {item.is_mandatory === false ? ' (optional)' : ''}
              </SimpleTable.Cell>
              <SimpleTable.Cell textAlign="end">{formatMoney(item.amount, structure.currency)}</SimpleTable.Cell>
            </SimpleTable.Row>
          ))}
          <SimpleTable.Row>
            <SimpleTable.ColumnHeader scope="row" textAlign="end">
              Total
            </SimpleTable.ColumnHeader>
            <SimpleTable.Cell textAlign="end" fontWeight="bold">
              {formatMoney(structure.total_amount, structure.currency)}
            </SimpleTable.Cell>
          </SimpleTable.Row>
        </SimpleTable.Body>
      </SimpleTable.Root>
    </Box>
  );
}

export function FeeStructurePage() {
  const { id } = useRouteParams(getFeeStructurePath);
  const { user } = useSession();
  const manage = can(user, 'feeStructure.manage');
  const query = useGetFeeStructure(id);
  const remove = useDeleteFeeStructure();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'bill' | 'edit' | null>(null);
  const billed = query.data?.students_billed ?? 0;
  return (
    <Stack gap="6" maxW="4xl">
      <DetailPage
        query={query}
        noun="fee structure"
        notFoundAction={<Link href={links.feeStructures()}>Back to fee structures</Link>}
        header={(structure) => (
          <FinanceHeader
            title={structure?.name ?? 'Fee structure'}
            current={links.feeStructures()}
            trail={[FEE_STRUCTURES_CRUMB]}
            description={
              structure ? (
                <Badge tone={structure.is_active ? 'success' : 'neutral'}>{structure.is_active ? 'Active' : 'Inactive'}</Badge>
              ) : undefined
            }
            actions={
              structure && manage ? (
                <>
                  {structure.is_active ? (
                    <Button onClick={() => setDialog('bill')} onPointerEnter={BillDialog.preload} onFocus={BillDialog.preload}>
                      Bill learners
                    </Button>
                  ) : null}
                  <Button variant="outline" onClick={() => setDialog('edit')} onPointerEnter={FeeStructureDialog.preload}>
                    Edit
                  </Button>
                  {billed === 0 ? (
                    <ActionButton
                      label="Delete"
                      destructive
                      variant="outline"
                      confirm={{ title: `Delete “${structure.name}”?`, message: 'No learner is billed from it yet.' }}
                      onRun={async () => {
                        await remove.mutateAsync({ id: structure.id });
                        toast.success('Fee structure deleted', structure.name);
                        void queryClient.invalidateQueries({ queryKey: getListFeeStructuresQueryKey() });
                        void navigate(links.feeStructures());
                      }}
                    />
                  ) : null}
                </>
              ) : null
            }
          />
        )}
        summary={(structure) => (
          <Stack gap="6">
            <Card title="Who pays, and when" headingLevel={2}>
              <DetailFields>
                <DetailField label="Class level">{structure.class_level_name ?? `Level ${structure.class_level}`}</DetailField>
                <DetailField label="Term">{structure.academic_term_name ?? '—'}</DetailField>
                <DetailField label="Due">{structure.due_date ? formatDate(structure.due_date) : 'No due date'}</DetailField>
                <DetailField label="Billed">
                  <EntityLink href={links.studentFees({ fee_structure: structure.id })}>
                    {countOf(billed, 'learner', 'learners')}
                  </EntityLink>
                </DetailField>
                {structure.description ? <DetailField label="How to pay">{structure.description}</DetailField> : null}
              </DetailFields>
            </Card>
            <Card title="Items" headingLevel={2}>
              <Items structure={structure} />
            </Card>
          </Stack>
        )}
      />
      {query.data && manage ? (
        <>
          {dialog === 'bill' ? <BillDialog structure={query.data} open onClose={() => setDialog(null)} /> : null}
          <FeeStructureDialog
            item={query.data}
            open={dialog === 'edit'}
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
        </>
      ) : null}
    </Stack>
  );
}
