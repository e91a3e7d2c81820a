import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { LanguagesPage } from './languages-page';
import { TechStacksPage } from './tech-stacks-page';
import { TechnologiesPage } from './technologies-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('the tech catalogue', () => {
  it('lets an admin add a programming language; a name already taken is refused on its field, nothing typed lost', async () => {
    const taken = must(getMockDatabase().courses.programmingLanguages.all()[0], 'a seeded language').name;
    const { user } = renderInApp(<LanguagesPage />, { path: '/dashboard/learning/languages', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming languages' })).toBeTruthy();
    expect((await screen.findAllByText(taken, undefined, LOADED)).length).toBeGreaterThan(0);
    await user.click((await screen.findAllByRole('button', { name: 'New programming language' }))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New programming language' }));
    const name = await dialog.findByRole('textbox', { name: /^Name/ }, LOADED);
    await user.type(name, taken);
    await user.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Still typed');
    await user.click(dialog.getByRole('button', { name: 'Add language' }));
    expect(await dialog.findByText('programming language with this name already exists.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Description/ }) as HTMLTextAreaElement).value).toBe('Still typed');
    await user.clear(name);
    await user.type(name, 'Elixir');
    await user.click(dialog.getByRole('button', { name: 'Add language' }));
    expect((await screen.findAllByText('Elixir', undefined, LOADED)).length).toBeGreaterThan(0);
    await waitFor(() => expect(getMockDatabase().courses.programmingLanguages.find((row) => row.name === 'Elixir')).toBeTruthy());
  }, 40_000);

  it('shows a teacher the technologies without the management actions', async () => {
    const technology = must(getMockDatabase().courses.technologies.all()[0], 'a seeded technology');
    renderInApp(<TechnologiesPage />, { path: '/dashboard/learning/technologies', session: signedInSession('teacher') });
    expect(await screen.findByText(technology.name, undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New technology' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete “${technology.name}”` })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Tech catalogue' })).toBeTruthy();
  }, 30_000);

  it('deletes a tech stack after a confirmation that names it', async () => {
    const stack = must(getMockDatabase().courses.techStacks.all()[0], 'a seeded tech stack');
    const { user } = renderInApp(<TechStacksPage />, {
      path: '/dashboard/learning/tech-stacks',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: `Delete “${stack.name}”` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this tech stack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete tech stack' }));
    await waitFor(() => expect(getMockDatabase().courses.techStacks.get(stack.id)).toBeUndefined());
    expect(await screen.findByText('Tech stack deleted')).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listTechStacks: 500 } });
    renderInApp(<TechStacksPage />, { path: '/dashboard/learning/tech-stacks', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load tech stacks' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});
