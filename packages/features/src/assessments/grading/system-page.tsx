/**
 * /dashboard/assessments/grading-systems/:id (staff): one grading system — its bands highest first (the
 * range of percentages each grade covers, its points and remark) and the marks no band covers yet.
 * Management edits the system and adds, edits and deletes its bands here.
 */
import { Alert, Box, Stack } from '@chakra-ui/react';
import type { GradeBand, GradingSystem } from '@ujuzi/api';
import {
  getGetGradingSystemQueryKey,
  getListGradingSystemsQueryKey,
  useDeleteGradeBand,
  useGetGradingSystem,
} from '@ujuzi/api/hooks';
import { getGradingSystemPath } from '@ujuzi/api/path-params';
import { can, gradeBandGaps } from '@ujuzi/domain';
import { Badge, Button, Card, EmptyState, Link, SimpleTable } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  CrudDelete,
  DetailField,
  DetailFields,
  DetailPage,
  lazyFormDialog,
  links,
  useCrud,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, GRADING_SYSTEMS_CRUMB } from '../shared';
import { bandRange, sortBands } from './bands';

const BandDialog = lazyFormDialog(() => import('./band-form').then((module) => module.GradeBandForm), {
  noun: 'grade band',
  title: (band: GradeBand | null) => (band ? `Edit grade ${band.grade}` : 'New grade band'),
});
const SystemDialog = lazyFormDialog(() => import('./system-form').then((module) => module.GradingSystemForm), {
  noun: 'grading system',
  height: '24rem',
});

function Bands({ system, manage }: { system: GradingSystem; manage: boolean }) {
  const remove = useDeleteGradeBand();
  const bands = sortBands(system.bands);
  const gaps = gradeBandGaps(bands);
  const crud = useCrud<GradeBand>({
    noun: 'grade band',
    name: (band) => `${band.grade} (${bandRange(band)})`,
    form: BandDialog,
    labels: { edit: (band) => `Edit grade ${band.grade}`, delete: (band) => `Delete grade ${band.grade}` },
    remove: {
      call: (band) => remove.mutateAsync({ id: band.id }),
      message: (band) =>
        `Grade ${band.grade} (${bandRange(band)}%) is removed from ${system.name}; marks in that range get no grade.`,
      invalidate: [getGetGradingSystemQueryKey(system.id), getListGradingSystemsQueryKey()],
    },
  });
  const add = manage ? crud.createButton('Add grade band') : undefined;
  return (
    <Card
      title="Grade bands"
      headingLevel={2}
      description="Each grade covers a range of percentages, both ends included."
      actions={bands.length > 0 ? add : undefined}
    >
      <Stack gap="4">
        {gaps.length > 0 && bands.length > 0 ? (
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Some marks get no grade</Alert.Title>
              <Alert.Description>
                No band covers {gaps.join(', ')} %.
                {manage ? ' Add or widen a band so that every mark from 0 to 100 has a grade.' : ''}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {bands.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title="No grade bands yet"
            description={
              manage ? 'Add bands from 0 to 100, highest first, each with its points.' : 'Management adds the grade bands.'
            }
            action={add}
          />
        ) : (
          <Box overflowX="auto">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>Grade bands of {system.name}</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Grade</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Marks (%)</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader textAlign="end">Points</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Remark</SimpleTable.ColumnHeader>
                  {manage ? (
                    <SimpleTable.ColumnHeader>
                      <Box srOnly>Actions</Box>
                    </SimpleTable.ColumnHeader>
                  ) : null}
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {bands.map((band) => (
                  <SimpleTable.Row key={band.id}>
                    <SimpleTable.ColumnHeader scope="row">{band.grade}</SimpleTable.ColumnHeader>
                    <SimpleTable.Cell>{bandRange(band)}</SimpleTable.Cell>
                    <SimpleTable.Cell textAlign="end">{band.points}</SimpleTable.Cell>
                    <SimpleTable.Cell>{band.remarks ?? '—'}</SimpleTable.Cell>
                    {manage ? <SimpleTable.Cell>{crud.rowActions(band)}</SimpleTable.Cell> : null}
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </Box>
        )}
      </Stack>
      <BandDialog {...crud.dialog} system={system.id} bands={bands} />
      <CrudDelete crud={crud} />
    </Card>
  );
}

export function GradingSystemPage() {
  const { id } = useRouteParams(getGradingSystemPath);
  const { user } = useSession();
  const manage = can(user, 'gradingSystem.manage');
  const query = useGetGradingSystem(id);
  const [editing, setEditing] = useState(false);
  return (
    <DetailPage
      query={query}
      noun="grading system"
      notFoundAction={<Link href={links.gradingSystems()}>Back to grading systems</Link>}
      header={(found) => (
        <AssessmentsHeader
          title={found ? found.name : 'Grading system'}
          trail={[GRADING_SYSTEMS_CRUMB]}
          current={links.gradingSystems()}
          description={found?.description || undefined}
          actions={
            found && manage ? (
              <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={SystemDialog.preload}>
                <Pencil aria-hidden="true" /> Edit grading system
              </Button>
            ) : undefined
          }
        />
      )}
      summary={(found) => (
        <Stack gap="5">
          <Card title="About this grading system" headingLevel={2}>
            <DetailFields>
              <DetailField label="Default">
                {found.is_default ? <Badge tone="info">Default for exams that name none</Badge> : 'No'}
              </DetailField>
              <DetailField label="Status">
                <Badge tone={found.is_active ? 'success' : 'neutral'}>{found.is_active ? 'Active' : 'Inactive'}</Badge>
              </DetailField>
              <DetailField label="Exams">
                <Link href={links.exams()}>See the exams</Link>
              </DetailField>
            </DetailFields>
          </Card>
          <Bands system={found} manage={manage} />
          <SystemDialog item={found} open={editing} onOpenChange={setEditing} />
        </Stack>
      )}
    />
  );
}
