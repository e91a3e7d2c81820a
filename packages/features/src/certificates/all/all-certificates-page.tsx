/**
 * /dashboard/certificates/all (staff): every certificate the viewer may see (teachers: their
 * courses'), filtered by status, course and holder, searched, ordered by issue date or number, in
 * pages, all held in the URL; exported as CSV with the same filters. Each row names its certificate,
 * holder and course with links to their screens.
 */
import { Text } from '@chakra-ui/react';
import type { CourseCertificate } from '@ujuzi/api';
import { useListCourseCertificates, useListCourses } from '@ujuzi/api/hooks';
import { listCourseCertificatesList } from '@ujuzi/api/list-params';
import { formatDate } from '@ujuzi/domain';
import { Button, Link, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ListPage, columnsOf, errorMessage, links, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUS_TONES, CertificatesHeader, holderName } from '../shared';
import { exportCertificates } from './export-certificates';

const NOUN = { one: 'certificate', many: 'certificates' };
const column = columnsOf<CourseCertificate>();

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
  const list = useList(listCourseCertificatesList);
  const query = useListCourseCertificates(...list.request);
  const courses = useListCourses({ page_size: 100 });
  const columns = [
    column.link('certificate_number', 'Certificate', (row) => links.certificateFor(row.id, user)),
    column.entity('holder', 'Holder', (row) => ({ name: holderName(row.student), href: links.student(row.student.id) })),
    column.entity('course', 'Course', (row) => ({ name: row.course.title, href: links.course(row.course.slug) })),
    column.status('status', 'Status', CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUS_TONES),
    column.text('issued_at', 'Issued', (row) =>
      row.issued_at ? formatDate(row.issued_at) : <Text color="fg.muted">Not yet</Text>,
    ),
    column.text('grade', 'Grade', (row) => row.grade ?? 'Pass', { defaultHidden: true }),
    column.text('created_at', 'Completed', (row) => (row.completion_date ? formatDate(row.completion_date) : '—'), {
      defaultHidden: true,
    }),
  ];
  const courseOptions = (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title }));

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
      getRowLabel={(row) => `${row.certificate_number} · ${holderName(row.student)}`}
      search={{ label: 'Search certificates', placeholder: 'Search by number, holder or course' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: CERTIFICATE_STATUS_LABELS },
        { type: 'select', name: 'course', label: 'Course', options: courseOptions },
        { type: 'date', name: 'issued_after', label: 'Issued from' },
        { type: 'date', name: 'issued_before', label: 'Issued until' },
      ]}
      toolbar={<ExportCsvButton filters={{ status, course, student, issued_after, issued_before, search, ordering }} />}
      empty={{
        title: 'No certificates yet',
        description: 'Certificates appear here when learners complete their courses.',
        action: <Link href={links.pendingCertificates()}>See pending certificates</Link>,
      }}
    />
  );
}
