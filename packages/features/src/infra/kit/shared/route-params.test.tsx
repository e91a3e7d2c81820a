import { screen } from '@testing-library/react';
import { useGetInquiry } from '@ujuzi/api/hooks';
import { getInquiryPath } from '@ujuzi/api/path-params';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../../test/app-harness';
import { parseRouteParams, useRouteParams } from './route-params';

const server = startMockBackend();
let requests: string[] = [];
const capture = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
beforeEach(() => {
  requests = [];
  server.events.on('request:start', capture);
});
afterEach(() => void server.events.removeListener('request:start', capture));

/** A screen as they are written: the params first, then the entity's query. */
function InquiryScreen() {
  const { id } = useRouteParams(getInquiryPath);
  const query = useGetInquiry(id);
  return <h1>{query.data?.subject ?? `Inquiry ${id}`}</h1>;
}

const FOLDER = { folder: { type: 'string', enum: ['inbox', 'sent'], optional: true } } as const;
function FolderScreen() {
  const { folder = 'inbox' } = useRouteParams(FOLDER);
  return <h1>{`Folder ${folder}`}</h1>;
}

describe('useRouteParams', () => {
  it('gives the params as the operation’s path parameters type them, and the screen loads', async () => {
    const inquiry = getMockDatabase().contact.inquiries.all()[0];
    if (!inquiry) throw new Error('the seed has no inquiry');
    renderInApp(<InquiryScreen />, {
      path: `/dashboard/contact/inquiries/${inquiry.id}`,
      routePath: '/dashboard/contact/inquiries/:id',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: inquiry.subject })).toBeTruthy();
    expect(requests).toContain(`/api/contact/inquiries/${inquiry.id}/`);
  });

  it.each(['abc', '12abc', '0', '1e3'])(
    'shows the not-found for /dashboard/contact/inquiries/%s and asks nothing',
    async (id) => {
      renderInApp(<InquiryScreen />, {
        path: `/dashboard/contact/inquiries/${id}`,
        routePath: '/dashboard/contact/inquiries/:id',
        session: signedInSession('admin'),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'This address does not lead to a page' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(requests.filter((path) => path.startsWith('/api/contact/'))).toEqual([]);
    },
  );

  it('reads an optional param when present, and its default when absent', async () => {
    renderInApp(<FolderScreen />, { path: '/dashboard/messages', routePath: '/dashboard/messages/:folder?' });
    expect(await screen.findByRole('heading', { name: 'Folder inbox' })).toBeTruthy();
    renderInApp(<FolderScreen />, { path: '/dashboard/messages/sent', routePath: '/dashboard/messages/:folder?' });
    expect(await screen.findByRole('heading', { name: 'Folder sent' })).toBeTruthy();
  });

  it('shows the screen’s own not-found when it names one', async () => {
    function Bin() {
      useRouteParams(FOLDER, { notFound: <h1>No such folder</h1> });
      return null;
    }
    renderInApp(<Bin />, { path: '/dashboard/messages/bin', routePath: '/dashboard/messages/:folder?' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such folder' })).toBeTruthy();
  });

  it('parses by the contract’s rules, under the route’s own names', () => {
    expect(parseRouteParams(getInquiryPath, { slug: '7' }, { id: 'slug' })).toEqual({ id: 7 });
    expect(parseRouteParams(getInquiryPath, { id: ' 7' })).toBeUndefined();
    expect(parseRouteParams(getInquiryPath, {})).toBeUndefined();
    const token = { token: { type: 'string', pattern: '^[-a-zA-Z0-9_]+$' } } as const;
    expect(parseRouteParams(token, { token: 'a-b_C9' })).toEqual({ token: 'a-b_C9' });
    expect(parseRouteParams(token, { token: 'a b' })).toBeUndefined();
  });
});
