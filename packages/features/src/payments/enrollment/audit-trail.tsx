/**
 * An enrollment's history for admins (getEnrollmentAuditTrail): every recorded change, newest first, as a
 * timeline — what happened, the status it moved between, who did it and their note — and a note to add
 * (addEnrollmentNote; internal notes stay hidden from the learner), which joins the history at once.
 */
import { HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { EnrollmentAuditEntry } from '@ujuzi/api';
import { addEnrollmentNote, getGetEnrollmentAuditTrailQueryKey, useGetEnrollmentAuditTrail } from '@ujuzi/api/hooks';
import { Button, Checkbox, TextareaField, Timeline, toast, type TimelineEvent, type TimelineTone } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState, errorMessage } from '../../infra/kit';
import { ENROLLMENT_STATUS_LABELS } from '../shared';

export const NOTE_REQUIRED = 'Write the note first.';

/** What an entry's `action` says, in words; an action this screen does not know reads as its own words. */
const ACTIONS: Readonly<Record<string, string>> = {
  enrolled: 'Enrolled',
  suspended: 'Suspended',
  reactivated: 'Reactivated',
  cancelled: 'Cancelled',
  completed: 'Completed',
  transferred: 'Transferred out',
  transferred_in: 'Transferred in',
  plan_changed: 'Payment plan changed',
  note_added: 'Note',
  payment_received: 'Payment received',
  reminder_sent: 'Payment reminder sent',
  trial_extended: 'Trial extended',
  trial_expired: 'Trial ended',
  discount_applied: 'Discount applied',
};

const TONES: Readonly<Record<string, TimelineTone>> = {
  suspended: 'danger',
  cancelled: 'danger',
  transferred: 'warning',
  reactivated: 'success',
  payment_received: 'success',
  completed: 'success',
  note_added: 'brand',
};

export const auditActionLabel = (action: string): string =>
  ACTIONS[action] ?? (action.charAt(0).toUpperCase() + action.slice(1)).replace(/_/g, ' ');

function eventOf(entry: EnrollmentAuditEntry): TimelineEvent {
  const moved =
    entry.from_status && entry.to_status && entry.from_status !== entry.to_status
      ? ` (${ENROLLMENT_STATUS_LABELS[entry.from_status]} → ${ENROLLMENT_STATUS_LABELS[entry.to_status]})`
      : '';
  const who = entry.actor ? entry.actor.get_full_name || entry.actor.username : 'The system';
  return {
    id: String(entry.id || entry.created_at),
    title: `${auditActionLabel(entry.action)}${moved}`,
    time: entry.created_at,
    tone: TONES[entry.action] ?? 'neutral',
    description: entry.note ? `${who}: ${entry.note}` : who,
  };
}

function NoteForm({ enrollmentId }: { enrollmentId: number }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [internal, setInternal] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const add = async () => {
    if (!note.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await addEnrollmentNote(enrollmentId, { note: note.trim(), is_internal: internal });
      toast.success('Note added', internal ? 'Only staff see it.' : 'The learner sees it too.');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: getGetEnrollmentAuditTrailQueryKey(enrollmentId) });
    } catch (failure) {
      toast.error('Could not add the note', errorMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="3" as="form" onSubmit={(event) => (event.preventDefault(), void add())} aria-label="Add a note">
      <TextareaField label="Note" rows={3} value={note} error={error} onChange={(event) => setNote(event.target.value)} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Checkbox label="Internal (hidden from the learner)" checked={internal} onChange={setInternal} />
        <Button type="submit" loading={sending}>
          Add note
        </Button>
      </HStack>
    </Stack>
  );
}

export function AuditTrail({ enrollmentId }: { enrollmentId: number }) {
  const trail = useGetEnrollmentAuditTrail(enrollmentId);
  return (
    <Stack gap="6">
      <NoteForm enrollmentId={enrollmentId} />
      <QueryState
        query={trail}
        noun="history"
        isEmpty={(data) => data.entries.length === 0}
        empty={{ title: 'No history yet', description: 'Changes to the enrollment show here as they happen.' }}
      >
        {(data) => <Timeline label="Enrollment history" events={data.entries.map(eventOf)} />}
      </QueryState>
    </Stack>
  );
}
