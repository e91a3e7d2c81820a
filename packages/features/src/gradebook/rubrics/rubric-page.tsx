/**
 * /dashboard/gradebook/rubrics/:id: one rubric — its criteria in order with their points and levels,
 * the total, its course and status. Staff edit it (its criteria are replaced), activate or deactivate
 * it (partialUpdateRubric) and delete it; a learner opens it from a review to see what is scored.
 */
import { HStack, Stack } from '@chakra-ui/react';
import type { Rubric } from '@ujuzi/api';
import {
  getGetRubricQueryKey,
  getListRubricsQueryKey,
  useDeleteRubric,
  useGetRubric,
  usePartialUpdateRubric,
} from '@ujuzi/api/hooks';
import { getRubricPath } from '@ujuzi/api/path-params';
import { can, displayName } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GradebookHeader, MY_REVIEWS_CRUMB, RUBRICS_CRUMB } from '../shared';
import { RubricCriteria } from './rubric-criteria';
import { RubricDialog } from './rubric-dialog';

function RubricActions({ rubric }: { rubric: Rubric }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const patch = usePartialUpdateRubric();
  const remove = useDeleteRubric();
  const activate = useEntityAction<Rubric, boolean>({
    queryKey: getGetRubricQueryKey(rubric.id),
    call: (active) => patch.mutateAsync({ id: rubric.id, data: { is_active: active } }),
    optimistic: (current, active) => ({ ...current, is_active: active }),
    success: (active) => (active ? 'Rubric activated' : 'Rubric deactivated'),
    failure: 'Could not change the rubric’s status',
    invalidate: [getListRubricsQueryKey()],
  });
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant="outline"
        onClick={() => setEditing(true)}
        onPointerEnter={RubricDialog.preload}
        onFocus={RubricDialog.preload}
      >
        <Pencil aria-hidden="true" /> Edit rubric
      </Button>
      <ActionButton
        label={rubric.is_active ? 'Deactivate' : 'Activate'}
        variant="outline"
        confirm={{
          title: rubric.is_active ? `Deactivate “${rubric.title}”?` : `Activate “${rubric.title}”?`,
          message: rubric.is_active ? 'New reviews cannot use it; reviews that do keep it.' : 'New reviews can use it again.',
        }}
        pending={activate.pending}
        onRun={() => activate.run(!rubric.is_active)}
      />
      <ActionButton
        label="Delete rubric"
        destructive
        confirm={{
          title: `Delete “${rubric.title}”?`,
          message: 'The rubric and its criteria are deleted; a rubric used by submitted reviews is kept.',
          confirmLabel: 'Delete',
        }}
        onRun={async () => {
          await remove.mutateAsync({ id: rubric.id });
          void navigate(links.rubrics());
        }}
      />
      <RubricDialog item={rubric} open={editing} onOpenChange={setEditing} />
    </HStack>
  );
}

export function RubricPage() {
  const { id } = useRouteParams(getRubricPath);
  const { user } = useSession();
  const manage = can(user, 'rubric.manage');
  const query = useGetRubric(id);
  const crumb = manage ? RUBRICS_CRUMB : MY_REVIEWS_CRUMB;
  return (
    <DetailPage
      query={query}
      noun="rubric"
      notFoundAction={<Link href={crumb.href}>Back to {crumb.label.toLowerCase()}</Link>}
      header={(rubric) => (
        <GradebookHeader
          title={rubric?.title ?? 'Rubric'}
          trail={[crumb]}
          current={crumb.href}
          description={rubric?.description || undefined}
          actions={rubric && manage ? <RubricActions rubric={rubric} /> : undefined}
        />
      )}
      summary={(rubric) => (
        <Stack gap="5">
          <Card title="About this rubric" headingLevel={2}>
            <DetailFields>
              <DetailField label="Total">{rubric.total_points} points</DetailField>
              <DetailField label="Criteria">{rubric.criteria.length}</DetailField>
              <DetailField label="Status">
                <Badge tone={rubric.is_active ? 'success' : 'neutral'}>{rubric.is_active ? 'Active' : 'Inactive'}</Badge>
              </DetailField>
              <DetailField label="Course">
                {rubric.course ? (
                  <EntityLink href={links.rubrics({ course: rubric.course })}>Rubrics of this course</EntityLink>
                ) : (
                  'Shared by every course'
                )}
              </DetailField>
              {rubric.created_by ? <DetailField label="Written by">{displayName(rubric.created_by)}</DetailField> : null}
              {manage ? (
                <DetailField label="Reviews">
                  <Link href={links.peerReviews({ course: rubric.course ?? undefined })}>Peer reviews of this course</Link>
                </DetailField>
              ) : null}
            </DetailFields>
          </Card>
          <RubricCriteria rubric={rubric} />
        </Stack>
      )}
    />
  );
}
