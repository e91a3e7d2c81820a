/**
 * Course import (staff, Manage courses): a file made by the course export (JSON, CSV or ZIP) sent as
 * multipart (the contract's courses import); then the outcome — the imported courses as
 * drafts, each linked to its settings, and every problem with its row and field.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseImportResult } from '@ujuzi/api';
import { useImportCourses } from '@ujuzi/api/hooks';
import { zImportCoursesBody } from '@ujuzi/api/schemas';
import { Badge, Button, Dialog, Link } from '@ujuzi/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ContractForm, FormFileField, FormSelect, FormSwitch, useContractForm } from '../../infra/kit/forms';
import { ReportTable, refreshCourses } from '../shared';
import { links } from '../../infra/kit/links';

const zImportForm = zImportCoursesBody.extend({
  file: z.instanceof(Blob, { message: 'Choose a course export file to import.' }),
});

const FORMATS = [
  { value: 'json', label: 'JSON (a course export)' },
  { value: 'csv', label: 'CSV (one course per row)' },
  { value: 'zip', label: 'ZIP package' },
];

/** Up to 20 MB. */
const MAX_BYTES = 20 * 1024 * 1024;

function ImportForm({ onDone }: { onDone: (result: CourseImportResult) => void }) {
  const queryClient = useQueryClient();
  const importCall = useImportCourses();
  const form = useContractForm({
    schema: zImportForm,
    defaultValues: { format: undefined, overwrite_existing: false, department: null },
    send: (data) => importCall.mutateAsync({ data }),
    onSuccess: (result) => {
      void refreshCourses(queryClient);
      onDone(result);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Import" sendingLabel="Importing…" aria-label="Import courses">
      <FormFileField
        name="file"
        label="Export file"
        accept={['.json', '.csv', '.zip', 'application/json', 'text/csv', 'application/zip']}
        acceptLabel="JSON, CSV or ZIP"
        maxSize={MAX_BYTES}
      />
      <FormSelect name="format" label="Format" options={FORMATS} placeholder="Found from the file" />
      <FormSwitch
        name="overwrite_existing"
        label="Update courses that already exist"
        helpText="Off: a course whose slug is taken is skipped and reported."
      />
    </ContractForm>
  );
}

export function ImportOutcome({ result }: { result: CourseImportResult }) {
  const errors = result.errors ?? [];
  return (
    <Stack gap="4">
      <Text role="status" fontWeight="semibold">
        {result.message}
      </Text>
      {result.courses.length ? (
        <Stack gap="2">
          <Text fontWeight="semibold">Imported as drafts</Text>
          <Stack as="ul" listStyle="none" gap="1" aria-label="Imported courses">
            {result.courses.map((course) => (
              <Box as="li" key={course.id}>
                <Link href={links.course(course.slug)}>{course.title}</Link>
                {' · '}
                <Link href={links.courseSettings(course.slug)} aria-label={`Settings of “${course.title}”`}>
                  Settings
                </Link>
              </Box>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {errors.length ? (
        <ReportTable
          label="Problems in the file"
          caption={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in the file`}
          showCaption
          rows={errors}
          rowKey={(_error, index) => index}
          columns={[
            { header: 'Row', cell: (error) => error.row ?? '—' },
            { header: 'Field', cell: (error) => (error.field ? <Badge>{error.field}</Badge> : '—') },
            { header: 'Problem', cell: (error) => error.message },
          ]}
        />
      ) : null}
    </Stack>
  );
}

export function CourseImportDialog() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CourseImportResult | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setResult(null);
      }}
      trigger={<Button variant="outline">Import courses</Button>}
      title="Import courses"
      description="A file made by a course export. Imported courses start as drafts."
      size="lg"
      footer={
        result ? (
          <Button variant="outline" onClick={() => setResult(null)}>
            Import another file
          </Button>
        ) : null
      }
    >
      {result ? <ImportOutcome result={result} /> : <ImportForm onDone={setResult} />}
    </Dialog>
  );
}
