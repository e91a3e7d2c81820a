/**
 * Communication in depth on the production build, on a desktop: an admin opens Send a notification from
 * the sidebar, chooses the parents of one class, sees how many people it reaches, confirms, and the
 * demo parent (whose children are in that class) finds it among their notifications; no parent without a
 * child in that class received it. Then the admin opens an e-mail from the e-mail logs, a template's
 * preview, and a member's community profile from the community's activity feed. The admin resolves a
 * contact-us message with notes and hands it to a teacher, and sees who opened a sent newsletter campaign
 * and which links they clicked. The demo parent turns general notices off in the app from Notifications'
 * Notification preferences, and the next notice to their class's parents reaches every parent but them.
 * With the newsletter settings asking for a second admin's approval, the admin's campaign waits until
 * the super admin approves it, and then the admin sends it.
 * One browser context:
 * the mock database, kept in local storage, carries every step.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { open, mockTable, signInAs } from './public-site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
/** A title of its own for each attempt: a retry must not find what an earlier attempt sent. */
const TITLE = `Class meeting on Friday ${Date.now() % 100_000}`;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/login?mock-reset=1');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function sidebarEntry(section: RegExp, name: string | RegExp): Promise<void> {
  const entry = page.getByLabel('Sidebar').getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
  if (!(await entry.isVisible())) await page.getByLabel('Sidebar').getByRole('button', { name: section }).click();
  await entry.click();
}

interface Notice {
  recipient: number;
  title: string;
}
interface Relation {
  parent: number;
  student: number;
}
interface ContactRow {
  id: number;
  subject: string;
  status: string;
  resolution_notes: string | null;
  assigned_to: { id: number } | null;
}
interface UserRow {
  id: number;
  user_type: string;
  first_name: string;
  last_name: string;
  username: string;
}
interface PreferenceRow {
  user: number;
  preferences: { kind: string; in_app: string }[];
}
interface SendLogRow {
  newsletter: number;
  email: string;
  status: string;
  clicked_links: string[];
}

/** As the signed-in admin: Send a notification from the sidebar to the parents of DSE1 Morning; the number it reached. */
async function sendToParentsOfClass(title: string): Promise<number> {
  await signInAs(page, 'admin');
  await sidebarEntry(/^Communications/, 'Send a notification');
  await page.getByRole('heading', { level: 1, name: 'Send a notification' }).waitFor();
  await page.getByRole('region', { name: 'Communication figures' }).waitFor();
  const form = page.getByRole('form', { name: 'Send a notification' });
  const classes = form.getByRole('combobox', { name: /^Class/ });
  await classes
    .locator('option', { hasText: /^DSE1 Morning/ })
    .first()
    .waitFor({ state: 'attached' });
  const label =
    (await classes
      .locator('option', { hasText: /^DSE1 Morning/ })
      .first()
      .textContent()) ?? '';
  await classes.selectOption({ label });
  await form.getByText('Send to their parents instead').click();
  expect(await form.getByRole('switch', { name: /Send to their parents instead/ }).isChecked()).toBe(true);
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Please come to the main hall at 10 am.');
  await form.getByRole('button', { name: 'Preview recipients' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Send to \d+ (person|people)\?$/ });
  await dialog.waitFor();
  const count = Number(/(\d+)/.exec((await dialog.getByRole('heading').first().textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: /^Send to \d+/ }).dblclick();
  await dialog.waitFor({ state: 'hidden' });
  return count;
}

describe('communication in depth', () => {
  it(
    'an admin notifies the parents of one class; a parent of that class sees it, no other parent gets it',
    { timeout: 90_000 },
    async () => {
      const count = await sendToParentsOfClass(TITLE);

      const sentNow = async () =>
        (await mockTable<Notice>(page, 'communication.notifications')).filter((row) => row.title === TITLE);
      await expect.poll(async () => (await sentNow()).length, { timeout: 10_000 }).toBe(count);
      const sent = await sentNow();
      const relations = await mockTable<Relation>(page, 'accounts.relations');
      const reached = new Set(sent.map((row) => row.recipient));
      const parents = new Set(relations.map((row) => row.parent));
      expect([...reached].every((id) => parents.has(id))).toBe(true);
      expect([...parents].some((id) => !reached.has(id))).toBe(true);

      await signInAs(page, 'parent');
      await sidebarEntry(/^Communications/, /^Notifications/); // its name carries the unread counter
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByText(TITLE).first().waitFor();
      expect(errors).toEqual([]);
    },
  );

  it(
    'an admin opens an e-mail from the logs, a template, and a member from the community activity',
    { timeout: 60_000 },
    async () => {
      await signInAs(page, 'admin');
      await sidebarEntry(/^Communications/, 'E-mail logs');
      await page.getByRole('heading', { level: 1, name: 'E-mail logs' }).waitFor();
      const mail = page.locator('main table a[href*="/dashboard/communications/email-logs/"]').first();
      await mail.waitFor();
      const subject = (await mail.textContent()) ?? '';
      await mail.click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await page.getByText('What was sent').waitFor();
      await sidebarEntry(/^Communications/, 'E-mail templates');
      await page.getByRole('heading', { level: 1, name: 'E-mail templates' }).waitFor();
      await page
        .getByRole('button', { name: /^Edit “/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Edit/ });
      await dialog.getByRole('region', { name: 'Preview' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await sidebarEntry(/^Community/, 'Activity');
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      const member = page.locator('main a[href*="/dashboard/community/members/"]').first();
      await member.waitFor();
      const name = (await member.textContent()) ?? '';
      await member.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('region', { name: 'Community figures' }).waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('an admin resolves a contact-us message with notes and assigns it to a teacher', { timeout: 60_000 }, async () => {
    await signInAs(page, 'admin');
    await sidebarEntry(/^Contact Management/, 'Contact-us messages');
    await page.getByRole('heading', { level: 1, name: 'Contact-us messages' }).waitFor();
    await page.getByRole('region', { name: 'Contact-us figures' }).waitFor();
    const messages = await mockTable<ContactRow>(page, 'communication.contactSubmissions');
    const message = messages.find((row) => row.status === 'new');
    const teacher = (await mockTable<UserRow>(page, 'accounts.users')).find((row) => row.user_type === 'teacher');
    if (!message || !teacher) throw new Error('the seed has a new contact-us message and a teacher');
    await page.locator('main table').getByRole('link', { name: message.subject }).first().click();
    await page.getByRole('heading', { level: 1, name: message.subject }).waitFor();

    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    const resolve = page.getByRole('dialog', { name: `Resolve “${message.subject}”` });
    await resolve.getByRole('textbox', { name: /Resolution notes/ }).fill('Called back; the brochure is on its way.');
    await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
    await resolve.waitFor({ state: 'hidden' });
    await page.getByText('Called back; the brochure is on its way.').waitFor();

    await page.getByRole('button', { name: /^(Assign|Reassign)$/ }).focus();
    await page.keyboard.press('Enter'); // a toast may cover the button
    const assign = page.getByRole('dialog', { name: `Assign “${message.subject}”` });
    await assign.getByRole('combobox', { name: /Staff member/ }).fill(teacher.last_name);
    await page.getByRole('option', { name: new RegExp(`${teacher.first_name} ${teacher.last_name}`) }).click();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await assign.waitFor({ state: 'hidden' });
    await page
      .getByRole('main')
      .getByRole('link', { name: `${teacher.first_name} ${teacher.last_name}` })
      .first()
      .waitFor();
    const savedNow = async () =>
      (await mockTable<ContactRow>(page, 'communication.contactSubmissions')).find((row) => row.id === message.id);
    // The mock database reaches local storage a moment after the answer.
    await expect.poll(async () => (await savedNow())?.assigned_to?.id, { timeout: 10_000 }).toBe(teacher.id);
    const saved = await savedNow();
    expect(saved?.status).toBe('resolved');
    expect(saved?.resolution_notes).toBe('Called back; the brochure is on its way.');
    expect(errors).toEqual([]);
  });

  it('an admin sees who opened a sent campaign and which links they clicked', { timeout: 60_000 }, async () => {
    await signInAs(page, 'admin');
    await sidebarEntry(/^Newsletter Management/, 'Newsletters');
    await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();
    await page.getByRole('link', { name: 'Statistics of October 2026 digest' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistics: October 2026 digest' }).waitFor();
    const logs = page.getByRole('region', { name: 'Who received it' });
    await logs.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Opened' });
    await logs.getByRole('table').getByText('Opened').first().waitFor();
    await logs.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Clicked' });
    const newsletter = (await mockTable<{ id: number; title: string }>(page, 'newsletter.newsletters')).find(
      (row) => row.title === 'October 2026 digest',
    );
    const clicked = (await mockTable<SendLogRow>(page, 'newsletter.sendLogs')).find(
      (row) => row.newsletter === newsletter?.id && row.status === 'clicked',
    );
    if (!clicked) throw new Error('the seed has a click on the October digest');
    const followed = logs.getByRole('list', { name: `Links ${clicked.email} clicked` });
    await followed.waitFor();
    expect(await followed.getByRole('link').first().getAttribute('href')).toBe(clicked.clicked_links[0]);
    expect(errors).toEqual([]);
  });

  it(
    'a parent turns general notices off in the app from Notifications; the next one sent to their class does not reach them',
    { timeout: 90_000 },
    async () => {
      await signInAs(page, 'parent');
      await sidebarEntry(/^Communications/, /^Notifications/);
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Notification preferences' }).click();
      await page.getByRole('heading', { level: 1, name: 'Notification preferences' }).waitFor();
      await page.getByRole('combobox', { name: 'General information: In the app' }).selectOption({ label: 'Never' });
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('1 kind of notice changed.').waitFor();
      await page.getByText(/^Last changed /).waitFor();
      const parent = (await mockTable<UserRow>(page, 'accounts.users')).find((row) => row.username === 'parent');
      if (!parent) throw new Error('the seed has the demo parent');
      const stored = async () =>
        (await mockTable<PreferenceRow>(page, 'communication.notificationPreferences'))
          .find((row) => row.user === parent.id)
          ?.preferences.find((row) => row.kind === 'info')?.in_app;
      await expect.poll(stored, { timeout: 10_000 }).toBe('never');

      const muted = `${TITLE} (muted)`;
      const count = await sendToParentsOfClass(muted);
      const sentNow = async () =>
        (await mockTable<Notice>(page, 'communication.notifications')).filter((row) => row.title === muted);
      await expect.poll(async () => (await sentNow()).length, { timeout: 10_000 }).toBe(count - 1);
      expect((await sentNow()).some((row) => row.recipient === parent.id)).toBe(false);
      expect(errors).toEqual([]);
    },
  );

  it(
    "an admin's campaign waits for a second admin's approval: the super admin approves, the admin sends it",
    { timeout: 90_000 },
    async () => {
      const campaign = `Fees reminder ${Date.now() % 100_000}`;
      await signInAs(page, 'admin');
      await sidebarEntry(/^Newsletter Management/, 'Settings');
      await page.getByRole('heading', { level: 1, name: 'Newsletter settings' }).waitFor();
      const settings = page.getByRole('form', { name: 'Newsletter settings' });
      const rule = settings.getByRole('switch', { name: /Campaigns need a second admin's approval/ });
      if (!(await rule.isChecked())) await settings.getByText("Campaigns need a second admin's approval").click();
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Newsletter settings saved').first().waitFor();

      await sidebarEntry(/^Newsletter Management/, 'Newsletters');
      await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();
      await page.getByRole('link', { name: 'New newsletter' }).first().click();
      await page.getByRole('textbox', { name: /^Title/ }).fill(campaign);
      await page.getByRole('textbox', { name: /^Subject/ }).fill('January fees are due on the 10th');
      await page.getByRole('textbox', { name: /^Content/ }).fill('<p>Pay by M-Pesa before the 10th.</p>');
      await page.getByText('Send to every active subscriber').click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('heading', { level: 1, name: `Edit ${campaign}` }).waitFor();
      await page.getByText(/needs a second admin's approval before it is sent\. Ask for approval first\./).waitFor();
      expect(await page.getByRole('button', { name: 'Send now' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Ask for approval' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ask for approval' }).click();
      await page.getByText(/You asked for approval/).waitFor();
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      await signInAs(page, 'superadmin');
      await sidebarEntry(/^Newsletter Management/, 'Newsletters');
      await page.getByRole('link', { name: `Edit ${campaign}` }).click();
      await page.getByRole('heading', { level: 1, name: `Edit ${campaign}` }).waitFor();
      await page.getByText('Awaiting approval').waitFor();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await page.getByText(/^Approved by/).waitFor();

      await signInAs(page, 'admin');
      await sidebarEntry(/^Newsletter Management/, 'Newsletters');
      await page.getByRole('link', { name: `Edit ${campaign}` }).click();
      await page.getByText(/^Approved by Amina Odhiambo/).waitFor();
      await page.getByRole('button', { name: 'Send now' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
      await page.getByText(/can no longer be changed/).waitFor();
      const sent = async () =>
        (await mockTable<{ title: string; status: string }>(page, 'newsletter.newsletters')).find((row) => row.title === campaign)
          ?.status;
      await expect.poll(sent, { timeout: 10_000 }).toMatch(/sending|sent/);
      expect(errors).toEqual([]);
    },
  );
});
