/**
 * /dashboard/certificates/all (staff): every certificate the viewer may see (teachers: their
 * courses'), filtered by status, course and holder, searched, ordered by issue date or number, in
 * pages, all held in the URL; exported as CSV with the same filters. Each row names its certificate,
 * holder and course with links to their screens.
 */
import { Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { CourseCertificate } from '@ujuzi/api';
import { useListCourseCertificates, useListCourses } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, Button, Link, toast, type DataTableColumn } from '@ujuzi/ui';
import { useState } from 'react';
import { EntityLink, ListPage, errorMessage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  CERTIFICATE_STATUSES,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUS_TONES,
  CertificatesHeader,
  holderName,
} from '../shared';
import { exportCertificates } from './export-certificates';

/** listCourseCertificates' parameters (openapi/paths/courses/certificates.yaml). */
export const ALL_CERTIFICATES_SPEC = {
  filters: {
    status: { kind: 'enum', values: ['issued', 'pending', 'revoked'] },
    course: { kind: 'int' },
    student: { kind: 'int' },
    issued_after: { kind: 'date' },
    issued_before: { kind: 'date' },
  },
  orderings: ['issued_at', 'created_at', 'certificate_number'],
  defaultOrdering: '-issued_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'certificate', many: 'certificates' };

function ExportCsvButton({ filters }: { filters: Parameters<typeof exportCertificates>[0] }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const count = await exportCertificates(filters);
          toast.success('Export ready', `${count} ${count === 1 ? 'certificate' : 'certificates'} saved as CSV.`);
        } catch (error) {
          toast.error('Export failed', errorMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Export CSV
    </Button>
  );
}

export function AllCertificatesPage() {
  const { user } = useSession();
  const list = useListState(ALL_CERTIFICATES_SPEC);
  const query = useListCourseCertificates(list.params, { query: { placeholderData: keepPreviousData } });
  const courses = useListCourses({ page_size: 100 });

  const columns: readonly DataTableColumn<CourseCertificate>[] = [
    {
      id: 'certificate_number',
      header: 'Certificate',
      isRowHeader: true,
      sortable: true,
      cell: (row) => <Link href={links.certificateFor(row.id, user)}>{row.certificate_number}</Link>,
    },
    {
      id: 'holder',
      header: 'Holder',
      cell: (row) => <EntityLink href={links.student(row.student.id)}>{holderName(row.student)}</EntityLink>,
    },
    {
      id: 'course',
      header: 'Course',
      cell: (row) => <EntityLink href={links.course(row.course.slug)}>{row.course.title}</EntityLink>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={CERTIFICATE_STATUS_TONES[row.status]}>{CERTIFICATE_STATUS_LABELS[row.status]}</Badge>,
    },
    {
      id: 'issued_at',
      header: 'Issued',
      sortable: true,
      cell: (row) => (row.issued_at ? formatDate(row.issued_at) : <Text color="fg.muted">Not yet</Text>),
    },
    { id: 'grade', header: 'Grade', defaultHidden: true, cell: (row) => row.grade ?? 'Pass' },
    {
      id: 'created_at',
      header: 'Completed',
      sortable: true,
      defaultHidden: true,
      cell: (row) => (row.completion_date ? formatDate(row.completion_date) : '—'),
    },
  ];

  const filters: ListFilter<typeof ALL_CERTIFICATES_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABELS[status] })),
    },
    {
      type: 'select',
      name: 'course',
      label: 'Course',
      placeholder: 'Any course',
      options: (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title })),
    },
    { type: 'date', name: 'issued_after', label: 'Issued from' },
    { type: 'date', name: 'issued_before', label: 'Issued until' },
  ];

  // The export takes the list's filters, search and ordering, not its page.
  const { status, course, student, issued_after, issued_before, search, ordering } = list.params;

  return (
    <ListPage
      header={
        <CertificatesHeader
          title="All certificates"
          description="Every certificate with its holder, course and status. Filter, search, and export what you see."
        />
      }
      list={list}
      query={query}
      label="Certificates"
      noun={NOUN}
      columns={columns}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${row.certificate_number} · ${holderName(row.student)}`}
      search={{ label: 'Search certificates', placeholder: 'Search by number, holder or course' }}
      filters={filters}
      toolbar={<ExportCsvButton filters={{ status, course, student, issued_after, issued_before, search, ordering }} />}
      empty={{
        title: 'No certificates yet',
        description: 'Certificates appear here when learners complete their courses.',
        action: <Link href={links.pendingCertificates()}>See pending certificates</Link>,
      }}
    />
  );
}
