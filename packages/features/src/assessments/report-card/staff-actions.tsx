/**
 * A report card's staff actions, in a chunk of their own (students and parents never load them): publish a
 * draft, edit the class teacher's and principal's remarks, delete the card after a confirmation naming the
 * student and the term.
 */
import type { ReportCard } from '@ujuzi/api';
import { getListReportCardsQueryKey, useDeleteReportCard, usePartialUpdateReportCard } from '@ujuzi/api/hooks';
import { Button, Dialog } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, links, useEntityAction } from '../../infra/kit';
import { personName } from '../shared';
import { RemarksForm } from './remarks-form';

export function StaffActions({ card, cardKey }: { card: ReportCard; cardKey: readonly unknown[] }) {
  const update = usePartialUpdateReportCard();
  const publish = useEntityAction<ReportCard, number>({
    queryKey: cardKey,
    call: (id) => update.mutateAsync({ id, data: { status: 'published' } }),
    success: 'Report card published',
    failure: 'Could not publish the report card',
    invalidate: [getListReportCardsQueryKey()],
  });
  const navigate = useNavigate();
  const destroy = useDeleteReportCard();
  const remove = useEntityAction<unknown, ReportCard>({
    call: (item) => destroy.mutateAsync({ id: item.id }),
    success: (item) => ({ title: 'Report card deleted', description: `${personName(item.student)}, ${item.academic_term_name}` }),
    failure: 'Could not delete the report card',
    invalidate: [getListReportCardsQueryKey()],
  });
  const [editing, setEditing] = useState(false);
  const name = personName(card.student);
  return (
    <>
      {card.status === 'draft' ? (
        <ActionButton
          label="Publish"
          confirm={{ title: `Publish ${name}’s report card?`, message: 'The student and their parents can then read it.' }}
          onRun={() => publish.run(card.id)}
          pending={publish.pending}
        />
      ) : null}
      <Button variant="outline" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" /> Edit remarks
      </Button>
      <ActionButton
        label="Delete"
        destructive
        variant="outline"
        confirm={{
          title: `Delete ${name}’s report card for ${card.academic_term_name}?`,
          message: 'The card and its remarks go; generating the class’s cards again makes a new one.',
          confirmLabel: 'Delete report card',
        }}
        onRun={async () => {
          if (await remove.run(card)) navigate(links.reportCards());
        }}
        pending={remove.pending}
      />
      <Dialog open={editing} onOpenChange={setEditing} title={`Remarks on ${name}’s report card`} size="lg">
        {editing ? <RemarksForm item={card} onDone={() => setEditing(false)} /> : null}
      </Dialog>
    </>
  );
}
