import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { must } from '../../test/must';
import { ParentHome } from '../dashboard/home/parent-home';
import { StudentPage } from '../students/detail/student-page';
import { ParentPage } from './detail';
import { ParentsPage } from './list';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const demoParent = () =>
  must(
    getMockDatabase().accounts.users.find((row) => row.username === 'parent'),
    'the demo parent',
  );
/** A student the demo parent is not linked to. */
const otherStudent = () => {
  const parent = demoParent().id;
  const linked = new Set(
    getMockDatabase()
      .accounts.relations.filter((row) => row.parent === parent)
      .map((row) => row.student),
  );
  return must(
    getMockDatabase().accounts.users.find((row) => row.user_type === 'student' && !linked.has(row.id)),
    'another student',
  );
};

describe('parents and their children', () => {
  it('lists the parents, each opening their page', async () => {
    const parent = demoParent();
    renderInApp(<ParentsPage />, { path: `/dashboard/parents?search=${parent.last_name}`, session: signedInSession('teacher') });
    const link = await screen.findByRole('link', { name: `${parent.first_name} ${parent.last_name}` }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/parents/${parent.id}`);
  }, 30_000);

  it("shows a parent's children to a teacher, without linking or unlinking", async () => {
    const parent = demoParent();
    renderInApp(<ParentPage />, {
      path: `/dashboard/parents/${parent.id}`,
      routePath: '/dashboard/parents/:id',
      session: signedInSession('teacher'),
    });
    const children = await screen.findByRole('list', { name: 'Children' }, LOADED);
    expect(within(children).getAllByRole('listitem')).toHaveLength(2);
    expect(within(children).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/dashboard\/students\/\d+$/);
    const documents = within(children).getAllByRole('link', { name: /^Documents of / });
    expect(documents[0]?.getAttribute('href')).toMatch(/^\/dashboard\/records\/documents\?owner=\d+$/);
    expect(screen.queryByRole('button', { name: 'Link a child' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
  }, 30_000);

  it("links a parent from the student's page; the parent's home then shows the child", async () => {
    const student = otherStudent();
    const parent = demoParent();
    const { user, unmount } = renderInApp(<StudentPage />, {
      path: `/dashboard/students/${student.id}`,
      routePath: '/dashboard/students/:id',
      session: signedInSession('admin'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Link a parent' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Link a parent' }));
    await user.click(await dialog.findByRole('combobox', { name: /^Parent/ }, LOADED));
    await user.paste(parent.last_name);
    await user.click(await screen.findByRole('option', { name: new RegExp(`@${parent.username}\\)$`) }, LOADED));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Relation/ }), 'father');
    await user.click(dialog.getByRole('button', { name: 'Link' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase().accounts.relations.find((row) => row.student === student.id && row.parent === parent.id),
        ).toMatchObject({
          relationship: 'father',
        }),
      LOADED,
    );
    const parents = await screen.findByRole('list', { name: 'Parents and guardians' }, LOADED);
    expect(within(parents).getByRole('link', { name: `${parent.first_name} ${parent.last_name}` })).toBeTruthy();
    unmount();
    renderInApp(<ParentHome />, { path: '/dashboard', session: signedInSession('parent') });
    expect(await screen.findByText(`${student.first_name} ${student.last_name}`, undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it("unlinks a child from the parent's page after a confirmation naming both", async () => {
    const parent = demoParent();
    const linked = () => getMockDatabase().accounts.relations.filter((row) => row.parent === parent.id).length;
    const before = linked();
    const { user } = renderInApp(<ParentPage />, {
      path: `/dashboard/parents/${parent.id}`,
      routePath: '/dashboard/parents/:id',
      session: signedInSession('admin'),
    });
    const children = await screen.findByRole('list', { name: 'Children' }, LOADED);
    await user.click(within(children).getAllByRole('button', { name: 'Unlink' })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: /^Unlink .* from .*\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(linked()).toBe(before - 1), LOADED);
  }, 30_000);

  it("changes a link's relation from the parent's page", async () => {
    const parent = demoParent();
    const relationsOf = () => getMockDatabase().accounts.relations.filter((row) => row.parent === parent.id);
    const { user } = renderInApp(<ParentPage />, {
      path: `/dashboard/parents/${parent.id}`,
      routePath: '/dashboard/parents/:id',
      session: signedInSession('admin'),
    });
    const children = await screen.findByRole('list', { name: 'Children' }, LOADED);
    await user.click(within(children).getAllByRole('button', { name: /^Edit the link of / })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: /^Edit the link of / }, LOADED));
    const relationship = await dialog.findByRole('combobox', { name: /^Relation/ }, LOADED);
    await user.selectOptions(relationship, 'sponsor');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Link saved', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(relationsOf().some((row) => row.relationship === 'sponsor')).toBe(true), LOADED);
    expect(await within(children).findByText(/^Sponsor/, undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('says when the children cannot be loaded, with Try again', async () => {
    setMockFaults({ statuses: { listStudentParentRelations: 500 } });
    const parent = demoParent();
    renderInApp(<ParentPage />, {
      path: `/dashboard/parents/${parent.id}`,
      routePath: '/dashboard/parents/:id',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { name: 'Could not load children' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});
