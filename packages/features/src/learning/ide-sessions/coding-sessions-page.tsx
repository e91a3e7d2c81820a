/**
 * /dashboard/learning/coding-sessions: the learner's kept code-editor sessions (learning/ide-sessions), newest
 * first; Open brings a session's latest code back into the playground, Delete removes it with its runs.
 */
import { Stack } from '@chakra-ui/react';
import type { IdeSession, IdeSessionStatus } from '@ujuzi/api';
import { getIdeSession, getListIdeSessionsQueryKey, useDeleteIdeSession, useListIdeSessions } from '@ujuzi/api/hooks';
import { listIdeSessionsList } from '@ujuzi/api/list-params';
import { formatDuration, languageLabel } from '@ujuzi/domain';
import { Button, ButtonLink, toast, type BadgeTone } from '@ujuzi/ui';
import { HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { COURSES_CRUMB, LearningHeader } from '../shared';
import { EditorLimits } from './editor-limits';

const STATUS_LABELS: Record<IdeSessionStatus, string> = { active: 'Open', ended: 'Ended', expired: 'Expired' };
const STATUS_TONES: Record<IdeSessionStatus, BadgeTone> = { active: 'success', ended: 'neutral', expired: 'warning' };
const LANGUAGE_LABELS = Object.fromEntries(
  listIdeSessionsList.filters.language.values.map((id) => [id, languageLabel(id) ?? id]),
);
const column = columnsOf<IdeSession>();
const titleOf = (session: IdeSession) => session.title || `${languageLabel(session.language) ?? session.language} session`;

export function CodingSessionsPage() {
  const navigate = useNavigate();
  const list = useList(listIdeSessionsList);
  const query = useListIdeSessions(...list.request);
  const remove = useDeleteIdeSession();
  const crud = useCrud<IdeSession>({
    noun: 'coding session',
    name: titleOf,
    canEdit: () => false,
    remove: {
      call: (session) => remove.mutateAsync({ id: session.id }),
      message: (session) => `“${titleOf(session)}” is deleted with its code and runs. This cannot be undone.`,
      invalidate: [getListIdeSessionsQueryKey()],
    },
  });
  const open = async (row: IdeSession) => {
    try {
      const session = await getIdeSession(row.id);
      navigate(links.playground(session.language), { state: { code: session.code ?? '' } });
    } catch {
      toast.error('Could not open the session', 'Check your connection and try again.');
    }
  };
  const columns = [
    column.text('title', 'Session', titleOf),
    column.text('language', 'Language', (row) => languageLabel(row.language)),
    column.status('status', 'Status', STATUS_LABELS, STATUS_TONES),
    column.count('executions_count', 'Runs'),
    column.text('duration_seconds', 'Time', (row) => (row.duration_seconds ? formatDuration(row.duration_seconds) : '—')),
    column.date('started_at', 'Started', { relative: true }),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void open(row)}
          aria-label={`Open “${titleOf(row)}” in the playground`}
        >
          Open
        </Button>
        {crud.rowActions(row)}
      </HStack>
    )),
  ];
  const playground = <ButtonLink href={links.playground()}>Open the playground</ButtonLink>;
  return (
    <>
      <ListPage
        header={
          <Stack gap="4">
            <LearningHeader
              title="My coding sessions"
              trail={[COURSES_CRUMB]}
              description="The code you ran in the playground is kept here: open it again on any device, or delete it."
              actions={playground}
            />
            <EditorLimits />
          </Stack>
        }
        list={list}
        query={query}
        label="Coding sessions"
        noun={{ one: 'coding session', many: 'coding sessions' }}
        columns={columns}
        filters={[
          { type: 'enum', name: 'language', label: 'Language', labels: LANGUAGE_LABELS },
          { type: 'enum', name: 'status', label: 'Status', labels: STATUS_LABELS },
        ]}
        empty={{
          title: 'No coding sessions yet',
          description: 'Run some code in the playground; each session is kept here with its code.',
          action: playground,
        }}
      />
      <CrudDelete crud={crud} />
    </>
  );
}
