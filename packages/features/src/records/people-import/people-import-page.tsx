/**
 * /dashboard/records/people/import (management): create many people at once (bulkCreateUsers) from CSV
 * pasted or read from a file. Each row is previewed with what the browser finds wrong; the ready rows
 * are sent, and the server's per-row refusals show on their rows. The text stays as typed; after a send,
 * "Keep the rows not created" leaves only those to correct and send again.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserBulkCreateResult } from '@ujuzi/api';
import { getListUsersQueryKey, useBulkCreateUsers } from '@ujuzi/api/hooks';
import { Badge, Button, FileUpload, SimpleTable, Switch, TextareaField, toast } from '@ujuzi/ui';
import { useMemo, useState } from 'react';
import { countOf, errorMessage, links } from '../../infra/kit';
import { RecordsHeader } from '../shared';
import { PEOPLE_COLUMNS, SAMPLE, previewPeople, type PersonRow } from './people-csv';

/** The server's answer for each line sent: created, or its messages. */
type Outcome = Map<number, { created: boolean; message: string }>;

function outcomeOf(result: UserBulkCreateResult, sent: readonly PersonRow[]): Outcome {
  const outcome: Outcome = new Map(sent.map((row) => [row.line, { created: true, message: 'Created' }]));
  for (const error of result.errors) {
    const row = sent[error.index];
    const message = Object.entries(error.errors)
      .map(([field, messages]) => `${field === 'non_field_errors' ? '' : `${field}: `}${messages.join(' ')}`)
      .join(' ');
    if (row) outcome.set(row.line, { created: false, message });
  }
  return outcome;
}

function Check({ row, outcome }: { row: PersonRow; outcome: Outcome | null }) {
  const answer = outcome?.get(row.line);
  if (row.problem)
    return (
      <Stack gap="0.5" align="flex-start">
        <Badge tone="danger">Left out</Badge>
        <Text textStyle="sm">{row.problem}</Text>
      </Stack>
    );
  if (!answer) return <Badge tone="info">Ready</Badge>;
  return answer.created ? (
    <Badge tone="success">Created</Badge>
  ) : (
    <Stack gap="0.5" align="flex-start">
      <Badge tone="danger">Refused</Badge>
      <Text textStyle="sm">{answer.message}</Text>
    </Stack>
  );
}

export function PeopleImportPage() {
  const queryClient = useQueryClient();
  const bulk = useBulkCreateUsers();
  const [text, setText] = useState('');
  const [welcome, setWelcome] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useMemo(() => previewPeople(text), [text]);
  const ready = preview.rows.filter((row) => row.problem === null && !outcome?.get(row.line)?.created);

  const send = async () => {
    setFailure(null);
    try {
      const result = await bulk.mutateAsync({ data: { users: ready.map((row) => row.person), send_welcome_email: welcome } });
      setOutcome((before) => new Map([...(before ?? []), ...outcomeOf(result, ready)]));
      toast.success(
        `${countOf(result.created_count, 'person', 'people')} created`,
        result.error_count ? `${result.error_count} refused` : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const keepFailed = () => {
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    const header = lines[0] ?? PEOPLE_COLUMNS.join(',');
    const kept = preview.rows.filter((row) => !outcome?.get(row.line)?.created).map((row) => row.cells.join(','));
    setText([header, ...kept].join('\n'));
    setOutcome(null);
  };

  return (
    <Stack gap="5">
      <RecordsHeader
        title="Create people from a CSV"
        trail={[{ label: 'People and reports', href: links.people() }]}
        current={links.people()}
        description={`One person a row, after a header naming the columns: ${PEOPLE_COLUMNS.join(', ')} (phone_number optional).`}
      />
      <FileUpload
        label="Read a CSV file"
        accept={['text/csv', '.csv']}
        acceptLabel="CSV"
        maxSize={1024 * 1024}
        onChange={(files) => void files[0]?.text().then((content) => (setText(content), setOutcome(null)))}
      />
      <TextareaField
        label="Rows"
        rows={8}
        value={text}
        placeholder={SAMPLE}
        onChange={(event) => (setText(event.target.value), setOutcome(null))}
        error={preview.error ?? undefined}
        helpText="Paste from a spreadsheet saved as CSV; the preview below follows what you type."
      />
      {preview.rows.length > 0 ? (
        <Stack gap="3">
          <Text role="status">{`${countOf(preview.rows.length, 'row', 'rows')} read: ${countOf(ready.length, 'row', 'rows')} ready to send.`}</Text>
          <Box overflowX="auto" tabIndex={0} aria-label="Rows and their checks">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>Rows of the CSV and their checks</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Line</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Person</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Type</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Check</SimpleTable.ColumnHeader>
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {preview.rows.map((row) => (
                  <SimpleTable.Row key={row.line}>
                    <SimpleTable.Cell>{row.line}</SimpleTable.Cell>
                    <SimpleTable.Cell overflowWrap="anywhere">
                      {`${row.person.first_name} ${row.person.last_name}`.trim() || '—'}
                      <Text textStyle="xs" color="fg.muted">{`${row.person.username} · ${row.person.email}`}</Text>
                    </SimpleTable.Cell>
                    <SimpleTable.Cell>{row.person.user_type || '—'}</SimpleTable.Cell>
                    <SimpleTable.Cell>
                      <Check row={row} outcome={outcome} />
                    </SimpleTable.Cell>
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </Box>
        </Stack>
      ) : null}
      {failure ? <Text role="alert" color="fg.error">{`Nothing was created: ${failure}`}</Text> : null}
      <Switch label="Send each a welcome e-mail" checked={welcome} onChange={setWelcome} />
      <HStack gap="3" wrap="wrap">
        <Button loading={bulk.isPending} disabled={ready.length === 0} onClick={() => void send()}>
          {`Create ${countOf(ready.length, 'person', 'people')}`}
        </Button>
        {outcome ? (
          <Button variant="outline" onClick={keepFailed}>
            Keep the rows not created
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
