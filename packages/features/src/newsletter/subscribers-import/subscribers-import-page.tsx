/**
 * /dashboard/newsletter/subscribers/import (admins): import subscribers from a CSV file. The file is
 * read in the browser first: every row is previewed with its problem (an invalid or missing address,
 * an address twice in the file, an unknown frequency); then the rows without problems go through the
 * contract's import operation, and its outcome (added, updated, already on the list, refused) is
 * reported with the way to the list.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, type NewsletterSubscriberImportResult, type NewsletterSubscriberStatus } from '@ujuzi/api';
import {
  getListNewsletterSubscribersQueryKey,
  useImportNewsletterSubscribers,
  useListNewsletterCategories,
} from '@ujuzi/api/hooks';
import { Badge, Button, Card, CheckboxGroup, FileUpload, Link, Select, SimpleTable, Switch, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { countOf, links } from '../../infra/kit';
import { AudienceHeader, SUBSCRIBERS_CRUMB, SUBSCRIBER_STATUS_LABELS } from '../subscribers/audience';
import { importableCsv, previewImport, type ImportPreview } from './csv';

const STATUS_OPTIONS = (['active', 'pending'] as const).map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));
const ONE_MB = 1024 * 1024;

interface Outcome {
  result: NewsletterSubscriberImportResult;
  /** Rows the preview kept back, with their problems. */
  refused: number;
}

function Preview({ preview }: { preview: ImportPreview }) {
  const problems = preview.rows.filter((row) => row.problem !== null).length;
  return (
    <Stack gap="3">
      <Text role="status">
        {countOf(preview.rows.length, 'row', 'rows')} read: {countOf(preview.rows.length - problems, 'row', 'rows')} ready to
        import
        {problems > 0
          ? `, ${countOf(problems, 'row has a problem and is left out', 'rows have a problem and are left out')}`
          : ''}
        .
      </Text>
      <Box overflowX="auto" maxH="28rem" overflowY="auto" tabIndex={0} aria-label="Rows of the file">
        <SimpleTable.Root size="sm">
          <SimpleTable.Caption srOnly>Rows of the file and their problems</SimpleTable.Caption>
          <SimpleTable.Header>
            <SimpleTable.Row>
              <SimpleTable.ColumnHeader>Row</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Email</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Name</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Frequency</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Check</SimpleTable.ColumnHeader>
            </SimpleTable.Row>
          </SimpleTable.Header>
          <SimpleTable.Body>
            {preview.rows.map((row) => (
              <SimpleTable.Row key={row.row}>
                <SimpleTable.Cell>{row.row}</SimpleTable.Cell>
                <SimpleTable.Cell overflowWrap="anywhere">{row.email || '—'}</SimpleTable.Cell>
                <SimpleTable.Cell>{[row.first_name, row.last_name].filter(Boolean).join(' ') || '—'}</SimpleTable.Cell>
                <SimpleTable.Cell>{row.frequency || 'Default'}</SimpleTable.Cell>
                <SimpleTable.Cell>
                  {row.problem ? (
                    <Stack gap="0.5" align="flex-start">
                      <Badge tone="danger">Left out</Badge>
                      <Text textStyle="sm">{row.problem}</Text>
                    </Stack>
                  ) : (
                    <Badge tone="success">Ready</Badge>
                  )}
                </SimpleTable.Cell>
              </SimpleTable.Row>
            ))}
          </SimpleTable.Body>
        </SimpleTable.Root>
      </Box>
    </Stack>
  );
}

function Report({ outcome, onAgain }: { outcome: Outcome; onAgain: () => void }) {
  const { result, refused } = outcome;
  const facts: [string, number][] = [
    ['Added', result.created],
    ['Updated', result.updated],
    ['Already on the list (skipped)', result.skipped],
    ['Refused by the server', result.errors.length],
    ['Left out before sending', refused],
  ];
  return (
    <Card title="Import finished" headingLevel={2}>
      <Stack gap="4">
        <Text role="status" fontWeight="semibold">
          {result.message}
        </Text>
        <Stack as="dl" gap="1">
          {facts.map(([label, value]) => (
            <HStack key={label} justify="space-between" borderBottomWidth="1px" py="1">
              <Text as="dt">{label}</Text>
              <Text as="dd" fontWeight="semibold">
                {value}
              </Text>
            </HStack>
          ))}
        </Stack>
        {result.errors.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none">
            {result.errors.map((error) => (
              <Text as="li" key={`${error.row}-${error.email ?? ''}`}>
                {error.email ? `${error.email}: ` : ''}
                {error.error}
              </Text>
            ))}
          </Stack>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Link href={`${links.subscribers()}?ordering=-created_at`}>View the subscribers</Link>
          <Button variant="outline" onClick={onAgain}>
            Import another file
          </Button>
        </HStack>
      </Stack>
    </Card>
  );
}

export function SubscribersImportPage() {
  const queryClient = useQueryClient();
  const categories = useListNewsletterCategories({ page_size: 100, ordering: 'display_order' });
  const importer = useImportNewsletterSubscribers();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [status, setStatus] = useState<NewsletterSubscriberStatus>('active');
  const [chosen, setChosen] = useState<string[]>([]);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const read = async (files: File[]) => {
    const file = files[0];
    setOutcome(null);
    setSendError(null);
    if (!file) {
      setFileName(null);
      setPreview(null);
      setFileError(null);
      return;
    }
    setFileName(file.name);
    if (!/\.csv$/i.test(file.name)) {
      setPreview(null);
      setFileError('Choose a CSV file (.csv).');
      return;
    }
    const next = previewImport(await file.text());
    setPreview(next);
    setFileError(next.fileProblem);
  };

  const ready = preview?.rows.filter((row) => row.problem === null) ?? [];

  const send = async () => {
    if (!preview || ready.length === 0) return;
    setSending(true);
    setSendError(null);
    try {
      const result = await importer.mutateAsync({
        data: {
          file: new File([importableCsv(preview.rows)], fileName ?? 'subscribers.csv', { type: 'text/csv' }),
          status,
          categories: chosen.map(Number),
          update_existing: updateExisting,
          source: 'import',
        },
      });
      // The server numbers the rows it was sent; give its errors the file's row numbers back.
      const fileRow = ready.map((row) => row.row);
      result.errors = result.errors.map((error) => ({ ...error, row: fileRow[error.row - 1] ?? error.row }));
      setOutcome({ result, refused: preview.rows.length - ready.length });
      toast.success('Import finished', result.message);
      void queryClient.invalidateQueries({ queryKey: getListNewsletterSubscribersQueryKey() });
    } catch (error) {
      setSendError(toApiError(error).message);
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setOutcome(null);
    setPreview(null);
    setFileName(null);
    setFileError(null);
    setFileKey((key) => key + 1);
  };

  return (
    <Stack gap="5">
      <AudienceHeader
        title="Import subscribers"
        trail={[SUBSCRIBERS_CRUMB]}
        current={links.subscribers()}
        description="Add many addresses at once from a CSV file. No confirmation e-mail is sent."
      />
      {outcome ? (
        <Report outcome={outcome} onAgain={again} />
      ) : (
        <Stack gap="5" maxW="4xl">
          <Card title="1. Choose the file" headingLevel={2}>
            <FileUpload
              key={fileKey}
              name="file"
              label="CSV file"
              accept={['.csv', 'text/csv']}
              acceptLabel="CSV"
              maxSize={5 * ONE_MB}
              helpText="The first row names the columns: email (required), first_name, last_name, frequency (daily, weekly or monthly)."
              error={fileError ?? undefined}
              onChange={(files) => void read(files)}
            />
          </Card>
          {preview && !preview.fileProblem ? (
            <>
              <Card title="2. Check the rows" headingLevel={2}>
                <Preview preview={preview} />
              </Card>
              <Card title="3. Import" headingLevel={2}>
                <Stack gap="4">
                  <Select
                    label="Status of the new subscribers"
                    options={STATUS_OPTIONS}
                    value={status}
                    onChange={(value) => setStatus((value as NewsletterSubscriberStatus | null) ?? 'active')}
                  />
                  <CheckboxGroup
                    label="Categories they follow"
                    helpText="None ticked means every category."
                    options={(categories.data?.results ?? []).map((category) => ({
                      value: String(category.id),
                      label: category.name,
                    }))}
                    value={chosen}
                    onChange={setChosen}
                    orientation="horizontal"
                  />
                  <Switch
                    label="Update addresses already on the list"
                    helpText="Otherwise they are skipped and keep their names, frequency and categories."
                    checked={updateExisting}
                    onChange={setUpdateExisting}
                  />
                  {sendError ? (
                    <Text role="alert" color="fg.error">
                      The import failed: {sendError}
                    </Text>
                  ) : null}
                  <HStack>
                    <Button onClick={() => void send()} loading={sending} disabled={ready.length === 0}>
                      Import {countOf(ready.length, 'subscriber', 'subscribers')}
                    </Button>
                  </HStack>
                </Stack>
              </Card>
            </>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
