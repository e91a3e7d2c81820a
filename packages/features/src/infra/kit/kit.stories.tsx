/**
 * The kit's list and detail parts on their own, with in-memory data: the list page in each state, a
 * bulk action's per-row report, a confirmed transition, a file export and entity links by role.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, Link, type DataTableColumn } from '@ujuzi/ui';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, StoryApp, signedInAs } from '../../../test/story-app';
import { ActionButton, DetailPage, type DetailQuery } from './details';
import {
  ExportButton,
  ListPage,
  countOf,
  listQueryParams,
  runPerRow,
  useListState,
  type ListQuery,
  type ListSpec,
} from './lists';
import { EntityLink } from './shared/entity-link';

interface Course {
  id: string;
  title: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  students: number;
}

const COURSES: Course[] = Array.from({ length: 57 }, (_, index) => ({
  id: String(index + 1),
  title: ['Python for data', 'Full-stack web', 'Mobile with Flutter', 'Cloud basics', 'UI design'][index % 5] + ` ${index + 1}`,
  level: (['beginner', 'intermediate', 'advanced'] as const)[index % 3] ?? 'beginner',
  students: (index * 37) % 120,
}));

const SPEC = {
  filters: { level: { kind: 'enum', values: ['beginner', 'intermediate', 'advanced'] } },
  orderings: ['title', 'students'],
  defaultPageSize: 10,
  pageSizes: [10, 20, 50],
} as const satisfies ListSpec;

const COLUMNS: DataTableColumn<Course>[] = [
  { id: 'title', header: 'Course', isRowHeader: true, sortable: true, cell: (row) => row.title },
  { id: 'level', header: 'Level', cell: (row) => <Badge>{row.level}</Badge> },
  { id: 'students', header: 'Students', align: 'end', sortable: true, cell: (row) => row.students },
];

type State = 'rows' | 'loading' | 'empty' | 'error';

/** A list page over in-memory rows, paged, filtered and sorted as a server would. */
function CourseList({ state = 'rows' }: { state?: State }) {
  const list = useListState(SPEC);
  const params = listQueryParams(list.state);
  const filtered = (state === 'empty' ? [] : COURSES)
    .filter((course) => !params.level || course.level === params.level)
    .filter((course) => !params.search || course.title.toLowerCase().includes(params.search.toLowerCase()));
  const [field, desc] = [params.ordering?.replace(/^-/, ''), params.ordering?.startsWith('-')];
  const sorted = field
    ? [...filtered].sort((a, b) => {
        const order = field === 'students' ? a.students - b.students : a.title.localeCompare(b.title);
        return desc ? -order : order;
      })
    : filtered;
  const start = (params.page - 1) * params.page_size;
  const query: ListQuery<Course> = {
    data:
      state === 'rows' || state === 'empty'
        ? { count: sorted.length, results: sorted.slice(start, start + params.page_size) }
        : undefined,
    isPending: state === 'loading',
    isError: state === 'error',
    error: state === 'error' ? new Error('Server error. Please try again later.') : null,
    refetch: () => undefined,
  };
  return (
    <ListPage
      header={<Heading as="h1">Courses</Heading>}
      list={list}
      query={query}
      label="Courses"
      noun={{ one: 'course', many: 'courses' }}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.title}
      search={{ label: 'Search courses' }}
      filters={[
        {
          type: 'select',
          name: 'level',
          label: 'Level',
          placeholder: 'Any level',
          options: SPEC.filters.level.values.map((value) => ({ value, label: value })),
        },
      ]}
      bulkActions={[
        {
          id: 'archive',
          label: 'Archive',
          confirmTitle: (count) => `Archive ${countOf(count, 'course', 'courses')}?`,
          // The third course of any selection fails, to show a mixed report.
          run: (rows) =>
            runPerRow(rows, async (id) => {
              if (Number(id) % 3 === 0) throw new Error('This course has active enrollments.');
            }),
        },
      ]}
      empty={{ title: 'No courses yet', description: 'Create the first course.', action: <Button>New course</Button> }}
    />
  );
}

function InApp({
  children,
  role = 'admin',
  path = '/dashboard/kit',
}: {
  children: ReactElement;
  role?: 'admin' | 'teacher';
  path?: string;
}) {
  return (
    <StoryApp path={path} signedIn={signedInAs(role)}>
      {children}
    </StoryApp>
  );
}

const meta = {
  title: 'Kit/Lists and details',
  parameters: { layout: 'padded', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListWithRows: Story = {
  render: () => (
    <InApp>
      <CourseList />
    </InApp>
  ),
};
export const ListLoading: Story = {
  render: () => (
    <InApp>
      <CourseList state="loading" />
    </InApp>
  ),
};
export const ListEmpty: Story = {
  render: () => (
    <InApp>
      <CourseList state="empty" />
    </InApp>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'New course' })).toBeVisible();
  },
};
export const ListError: Story = {
  render: () => (
    <InApp>
      <CourseList state="error" />
    </InApp>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
/** A page of 50 rows is virtualised: only the rows in view are drawn. */
export const ListVirtualised: Story = {
  render: () => (
    <InApp path="/dashboard/kit?page_size=50">
      <CourseList />
    </InApp>
  ),
};
export const ListOnPhone: Story = {
  render: () => (
    <InApp>
      <CourseList />
    </InApp>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Three rows across two pages archived: the confirmation names the count; the report names each row. */
export const BulkReport: Story = {
  render: () => (
    <InApp>
      <CourseList />
    </InApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Python for data 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Mobile with Flutter 3' }));
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Python for data 11' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Archive 3 courses?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    const report = await body.findByRole('dialog', { name: /^Archive: Done for 2 of 3/ });
    await waitFor(() => expect(within(report).getByText('Failed: This course has active enrollments.')).toBeVisible(), {
      timeout: 5_000,
    });
  },
};

interface Invoice {
  number: string;
  status: 'draft' | 'sent';
}

function InvoiceDetail({ query }: { query: DetailQuery<Invoice> }) {
  return (
    <DetailPage
      query={query}
      noun="invoice"
      notFoundAction={<Link href="/dashboard/finance/invoices">Back to invoices</Link>}
      header={(invoice) => (
        <Stack gap="2">
          <Heading as="h1">{invoice ? `Invoice ${invoice.number}` : 'Invoice'}</Heading>
          {invoice ? <Badge tone={invoice.status === 'sent' ? 'success' : 'neutral'}>{invoice.status}</Badge> : null}
          {invoice ? (
            <ActionButton
              label="Void"
              destructive
              confirm={{ title: `Void invoice ${invoice.number}?`, message: 'This cannot be undone.' }}
              onRun={() => Promise.resolve()}
            />
          ) : null}
        </Stack>
      )}
      summary={(invoice) => (
        <Card>
          <Text>Invoice {invoice.number} for Wanjiku Kamau, KES 12,500.</Text>
        </Card>
      )}
      tabs={() => [
        { value: 'lines', label: 'Lines', content: <Text>Full-stack web, term 1</Text> },
        { value: 'payments', label: 'Payments', content: <Text>No payments yet.</Text> },
      ]}
    />
  );
}

const detailQuery = (patch: Partial<DetailQuery<Invoice>>): DetailQuery<Invoice> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
  ...patch,
});

export const DetailLoaded: Story = {
  render: () => (
    <InApp>
      <InvoiceDetail query={detailQuery({ data: { number: 'INV-2026-0042', status: 'sent' } })} />
    </InApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Void' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Void invoice INV-2026-0042?',
    });
    await waitFor(() => expect(confirm).toBeVisible(), { timeout: 5_000 });
  },
};
export const DetailLoading: Story = {
  render: () => (
    <InApp>
      <InvoiceDetail query={detailQuery({ isPending: true })} />
    </InApp>
  ),
};
export const DetailNotFound: Story = {
  render: () => (
    <InApp>
      <InvoiceDetail query={detailQuery({ isError: true, error: Object.assign(new Error('Not found.'), { status: 404 }) })} />
    </InApp>
  ),
};
export const DetailError: Story = {
  render: () => (
    <InApp>
      <InvoiceDetail
        query={detailQuery({
          isError: true,
          error: Object.assign(new Error('Server error. Please try again later.'), { status: 500 }),
        })}
      />
    </InApp>
  ),
};

/** The file's name comes from the server's Content-Disposition. */
export const Export: Story = {
  parameters: backendWith(
    http.get('*/accounts/reports/users/export/', () =>
      HttpResponse.text('id,name\n1,Wanjiku Kamau\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users-2026-11.csv"' },
      }),
    ),
  ),
  render: () => (
    <InApp>
      <ExportButton
        label="Export CSV"
        request={{ path: '/accounts/reports/users/export/', query: { format: 'csv' }, fallbackFilename: 'users.csv' }}
      />
    </InApp>
  ),
};

/** An admin may open staff screens: the name is a link. A teacher may not: the same name is plain text. */
export const EntityLinks: Story = {
  render: () => (
    <Stack gap="4">
      <InApp role="admin">
        <Text>
          Admin sees: <EntityLink href="/dashboard/staff/faith.chebet">Faith Chebet</EntityLink>
        </Text>
      </InApp>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Faith Chebet' })).toHaveAttribute(
      'href',
      '/dashboard/staff/faith.chebet',
    );
  },
};
export const EntityLinkForbidden: Story = {
  render: () => (
    <InApp role="teacher">
      <Text>
        Teacher sees: <EntityLink href="/dashboard/staff/faith.chebet">Faith Chebet</EntityLink>
      </Text>
    </InApp>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Faith Chebet' })).toBeNull();
  },
};
