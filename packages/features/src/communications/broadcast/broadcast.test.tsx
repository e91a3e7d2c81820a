import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { BroadcastPage } from './broadcast-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/communications/send';

/** A class with an active student who has a parent, and a parent with no child in that class. */
function classWithParents() {
  const db = getMockDatabase();
  const active = db.academics.classEnrollments.filter((row) => row.status === 'active');
  const parentOf = (student: number) => db.accounts.relations.find((link) => link.student === student)?.parent;
  const enrolment = must(
    active.find((row) => parentOf(row.student.id)),
    'an active student with a parent',
  );
  const section = enrolment.class_section;
  const inClass = new Set(active.filter((row) => row.class_section === section).map((row) => row.student.id));
  const other = must(
    db.accounts.relations.find(
      (link) => !db.accounts.relations.some((mine) => mine.parent === link.parent && inClass.has(mine.student)),
    ),
    'a parent of another class',
  ).parent;
  return { section, parent: must(parentOf(enrolment.student.id), 'its parent'), other };
}

describe('sending a notification to an audience', () => {
  it('counts the parents of a class before sending, confirms with that count, and sends once', async () => {
    const { section, parent, other } = classWithParents();
    const sectionName = must(getMockDatabase().academics.classSections.get(section), 'the class').display_name ?? '';
    const { user } = renderInApp(<BroadcastPage />, { path: PATH, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a notification' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Communication figures' }, LOADED)).toBeTruthy();
    const form = within(await screen.findByRole('form', { name: 'Send a notification' }, LOADED));
    await form.findByRole('option', { name: sectionName }, LOADED);
    await user.selectOptions(form.getByRole('combobox', { name: /^Class/ }), sectionName);
    await user.click(form.getByRole('switch', { name: /Send to their parents instead/ }));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Class meeting on Friday');
    await user.type(form.getByRole('textbox', { name: /^Message/ }), 'Please come to the main hall at 10 am.');
    await user.click(form.getByRole('button', { name: 'Preview recipients' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Send to \d+ (person|people)\?$/ }, LOADED);
    const count = Number(/(\d+)/.exec(dialog.getAttribute('aria-label') ?? dialog.textContent ?? '')?.[1]);
    const confirm = within(dialog).getByRole('button', { name: /^Send to \d+/ });
    await user.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOADED);
    const sent = getMockDatabase().communication.notifications.filter((row) => row.title === 'Class meeting on Friday');
    expect(sent.length).toBe(count);
    expect(sent.filter((row) => row.recipient === parent)).toHaveLength(1);
    expect(sent.some((row) => row.recipient === other)).toBe(false);
  }, 40_000);

  it('refuses an empty audience with the server’s message, keeping what was typed', async () => {
    const { user } = renderInApp(<BroadcastPage />, { path: PATH, session: signedInSession('admin') });
    const form = within(await screen.findByRole('form', { name: 'Send a notification' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Hello');
    await user.type(form.getByRole('textbox', { name: /^Message/ }), 'Hi all');
    await user.click(form.getByRole('button', { name: 'Preview recipients' }));
    expect(await screen.findByText('Choose recipients or user types.', undefined, LOADED)).toBeTruthy();
    expect((form.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Hello');
  }, 30_000);

  it('says when the figures could not load, with Try again', async () => {
    setMockFaults({ statuses: { getCommunicationStats: 500 } });
    renderInApp(<BroadcastPage />, { path: PATH, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load communication figures' }, LOADED)).toBeTruthy();
  }, 30_000);
});
