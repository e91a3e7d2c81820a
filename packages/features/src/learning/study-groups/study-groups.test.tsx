import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { StudyGroupPage } from '../study-group/study-group-page';
import { StudyGroupsPage } from './study-groups-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
// The demo accounts' ids (mocks: demo-accounts).
const TEACHER = 3;
const STUDENT = 4;
const GROUP_ROUTE = '/dashboard/learning/study-groups/:id';
const groupNamed = (name: string) =>
  must(
    getMockDatabase().learning.studyGroups.find((row) => row.name === name),
    name,
  );
const renderGroup = (id: number, role: 'student' | 'teacher' = 'student') =>
  renderInApp(<StudyGroupPage />, {
    path: `/dashboard/learning/study-groups/${id}`,
    routePath: GROUP_ROUTE,
    session: signedInSession(role),
  });

describe('the study groups screens', () => {
  it('lists the groups with their course and places; a course filter keeps to that course', async () => {
    const group = groupNamed('Nairobi Python Study Circle');
    renderInApp(<StudyGroupsPage />, {
      path: `/dashboard/learning/study-groups?course=${group.course}`,
      session: signedInSession('student'),
    });
    const link = await screen.findByRole('link', { name: group.name }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/learning/study-groups/${group.id}`);
    const row = within(must(link.closest('li, tr') as HTMLElement | null, 'its row'));
    expect(row.getByText(`${group.members.length} of ${group.max_members} members`)).toBeTruthy();
    expect(row.getByText('Member')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mombasa Coders' })).toBeNull();
  }, 30_000);

  it('lets a learner create a group, which opens on its own page with them as its first member', async () => {
    const { user } = renderInApp(<StudyGroupsPage />, {
      path: '/dashboard/learning/study-groups',
      session: signedInSession('student'),
      routes: <Route path={GROUP_ROUTE} element={<StudyGroupPage />} />,
    });
    await user.click((await screen.findAllByRole('button', { name: 'New study group' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New study group' }));
    await user.click(await dialog.findByRole('button', { name: 'Create group' }, LOADED));
    expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Westlands SQL Sprints');
    await user.click(dialog.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Westlands SQL Sprints' }, LOADED)).toBeTruthy();
    const members = within(await screen.findByRole('region', { name: 'Members (1)' }, LOADED));
    expect(members.getByText('Started the group')).toBeTruthy();
  }, 30_000);

  it('joins a group and leaves it after a confirmation; the learner shows among its members', async () => {
    const group = groupNamed('Mombasa Coders');
    const db = getMockDatabase();
    db.learning.studyGroups.update(group.id, { members: group.members.filter((id) => id !== STUDENT) });
    const { user } = renderGroup(group.id);
    await user.click(await screen.findByRole('button', { name: 'Join group' }, LOADED));
    expect(await screen.findByText('You joined Mombasa Coders. Karibu!', undefined, LOADED)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Leave group' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(db.learning.studyGroups.get(group.id)?.members).toContain(STUDENT));
    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave “Mombasa Coders”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByRole('button', { name: 'Join group' }, LOADED)).toBeTruthy();
    expect(db.learning.studyGroups.get(group.id)?.members).not.toContain(STUDENT);
  }, 30_000);

  it('says a full group is full instead of offering Join; staff may edit and delete it', async () => {
    const group = groupNamed('Daraja Builders');
    const members = group.members.filter((id) => id !== STUDENT && id !== TEACHER);
    getMockDatabase().learning.studyGroups.update(group.id, { members, max_members: members.length });
    renderGroup(group.id, 'teacher');
    expect(await screen.findByText('This group is full.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listStudyGroups: 500 } });
    renderInApp(<StudyGroupsPage />, { path: '/dashboard/learning/study-groups', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load study groups' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});
