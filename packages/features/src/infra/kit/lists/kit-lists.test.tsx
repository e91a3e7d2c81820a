/**
 * The kit's list pieces as a user meets them: a list declared from the contract (useList with the generated
 * list-params), one-line columns, the create/edit/delete piece, and QueryState's states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { listInquiriesList } from '@ujuzi/api/list-params';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession } from '../../../../test/app-harness';
import { must } from '../../../../test/must';
import { QueryState } from '../shared/query-state';
import { columnsOf } from './columns';
import { CrudDelete, useCrud } from './crud';
import { ListPage } from './list-page';
import { useList } from './use-list';

interface Row {
  id: number;
  reference_number: string;
  status: 'new' | 'resolved';
  amount: string | null;
  created_at: string;
  student: { id: number; name: string };
}

const ROWS: Row[] = [
  {
    id: 1,
    reference_number: 'INQ-1',
    status: 'new',
    amount: '1500.00',
    created_at: '2026-03-12T09:00:00Z',
    student: { id: 7, name: 'Amina Njeri' },
  },
  {
    id: 2,
    reference_number: 'INQ-2',
    status: 'resolved',
    amount: null,
    created_at: '2026-03-13T09:00:00Z',
    student: { id: 8, name: 'Brian Otieno' },
  },
];
const column = columnsOf<Row>();
const COLUMNS = [
  column.link('reference_number', 'Reference', (row) => `/dashboard/contact/inquiries/${row.id}`),
  column.status('status', 'Status', { new: 'New', resolved: 'Resolved' }, { new: 'info', resolved: 'success' }),
  column.money('amount', 'Amount'),
  column.date('created_at', 'Received'),
  column.entity('student', 'Student', (row) => ({ name: row.student.name, href: `/dashboard/students/${row.student.id}` })),
];

function Inquiries({ onParams }: { onParams?: (params: unknown) => void }) {
  const list = useList(listInquiriesList);
  onParams?.(list.params);
  const query = {
    data: { count: ROWS.length, results: ROWS },
    isPending: false,
    isError: false,
    error: null,
    refetch: () => undefined,
  };
  return (
    <ListPage
      header={<h1>Inquiries</h1>}
      list={list}
      query={query}
      label="Inquiries"
      noun={{ one: 'inquiry', many: 'inquiries' }}
      columns={COLUMNS}
      filters={[{ type: 'enum', name: 'status', label: 'Status', labels: { new: 'New', in_progress: 'In progress' } }]}
      empty={{ title: 'No inquiries yet' }}
    />
  );
}

describe('a list declared from the contract', () => {
  it('reads its filters and ordering from the URL under the operation’s names, ignoring values the contract does not allow', () => {
    const seen = vi.fn();
    renderInApp(<Inquiries onParams={seen} />, {
      path: '/x?status=resolved&priority=bogus&ordering=-priority&page=2',
      session: signedInSession('admin'),
    });
    expect(seen).toHaveBeenLastCalledWith({ status: 'resolved', page: 2, page_size: 20, ordering: '-priority' });
  });

  it('falls back to the contract’s default ordering', () => {
    const seen = vi.fn();
    renderInApp(<Inquiries onParams={seen} />, { path: '/x?ordering=not_a_field', session: signedInSession('admin') });
    expect(seen).toHaveBeenLastCalledWith({ page: 1, page_size: 20, ordering: '-created_at' });
  });

  it('offers the contract’s enum values under their labels, and sorts by the columns the contract orders by', async () => {
    renderInApp(<Inquiries />, { path: '/x', session: signedInSession('admin') });
    const optionsOf = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    // reference_number, status and created_at are orderings of the contract; amount is not.
    expect(optionsOf('Sort by')).toEqual([
      'Sort by',
      'Reference (ascending)',
      'Reference (descending)',
      'Status (ascending)',
      'Status (descending)',
      'Received (ascending)',
      'Received (descending)',
    ]);
    // The contract's four values; a value without a label shows as it is.
    expect(optionsOf('Status')).toEqual(['Any status', 'New', 'In progress', 'resolved', 'closed']);
  });

  it('renders the common cells in one line each: link, badge, KES, date, an entity linked only for those who may open it', () => {
    renderInApp(<Inquiries />, { path: '/x', session: signedInSession('admin') });
    const rows = within(screen.getByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');
    const first = within(must(rows[0], 'the first card'));
    expect(first.getByRole('link', { name: 'INQ-1' }).getAttribute('href')).toBe('/dashboard/contact/inquiries/1');
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByText('Ksh 1,500.00')).toBeTruthy();
    expect(first.getByText('12 Mar 2026')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Amina Njeri' }).getAttribute('href')).toBe('/dashboard/students/7');
    // A blank amount shows a dash, not 'KES 0'.
    expect(within(must(rows[1], 'the second card')).getByText('—')).toBeTruthy();
  });

  it('names another entity as text where the viewer may not open its screen', () => {
    renderInApp(<Inquiries />, { path: '/x', session: signedInSession('student') });
    expect(screen.getByText('Amina Njeri')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amina Njeri' })).toBeNull();
  });
});

function Deletable({ call }: { call: (row: Row) => Promise<unknown> }) {
  const crud = useCrud<Row>({ noun: 'inquiry', name: (row) => row.reference_number, remove: { call } });
  return (
    <>
      {ROWS.map((row) => (
        <div key={row.id}>{crud.rowActions(row)}</div>
      ))}
      <CrudDelete crud={crud} />
    </>
  );
}

describe('useCrud', () => {
  it('asks before deleting, names the row, and closes once the server agreed', async () => {
    const call = vi.fn(() => Promise.resolve());
    const { user } = renderInApp(<Deletable call={call} />, { session: signedInSession('admin') });
    await user.click(screen.getByRole('button', { name: 'Delete “INQ-2”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this inquiry?' });
    expect(dialog.textContent).toContain('“INQ-2” is deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete inquiry' }));
    expect(call).toHaveBeenCalledWith(ROWS[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Inquiry deleted')).toBeTruthy();
  });

  it('keeps the confirmation open for another try when the delete fails', async () => {
    const call = vi.fn(() => Promise.reject(new Error('The server is busy')));
    const { user } = renderInApp(<Deletable call={call} />, { session: signedInSession('admin') });
    await user.click(screen.getByRole('button', { name: 'Delete “INQ-1”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete inquiry' }));
    expect(await screen.findByText('Could not delete the inquiry')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Delete this inquiry?' })).toBeTruthy();
  });
});

describe('QueryState', () => {
  const base = { data: undefined, isPending: false, isError: false, error: null, refetch: () => undefined };
  const view = (query: Parameters<typeof QueryState<string[]>>[0]['query']) => (
    <QueryState query={query} noun="payment plans" empty={{ title: 'No plans yet' }}>
      {(plans) => <p>{plans.join(', ')}</p>}
    </QueryState>
  );

  it('shows loading, then the data', () => {
    const loading = renderInApp(view({ ...base, isPending: true }));
    expect(screen.getByText('Loading payment plans…')).toBeTruthy();
    loading.unmount();
    renderInApp(view({ ...base, data: ['Monthly', 'Termly'] }));
    expect(screen.getByText('Monthly, Termly')).toBeTruthy();
  });

  it('shows the failure with its text and a Try again that refetches, and the empty state', async () => {
    const refetch = vi.fn();
    const { user, unmount } = renderInApp(view({ ...base, isError: true, error: new Error('No connection'), refetch }));
    expect(screen.getByRole('heading', { name: 'Could not load payment plans' })).toBeTruthy();
    expect(screen.getByText('No connection')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    unmount();
    renderInApp(view({ ...base, data: [] }));
    expect(screen.getByRole('heading', { name: 'No plans yet' })).toBeTruthy();
  });
});
