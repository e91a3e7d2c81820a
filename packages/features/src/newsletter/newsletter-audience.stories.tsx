/** The newsletter audience screens (subscribers, import, categories, templates, settings) in the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { CategoriesPage } from './categories';
import { NewsletterSettingsPage } from './settings';
import { SubscriberPage } from './subscriber';
import { SubscriberEditPage } from './subscriber-edit';
import { SubscribersPage } from './subscribers';
import { SubscribersImportPage } from './subscribers-import';
import { EditTemplatePage, NewTemplatePage } from './template-edit';
import { TemplatesPage } from './templates';

const Screen = dashboardScreen({
  'newsletter/subscribers': <SubscribersPage />,
  'newsletter/subscribers/import': <SubscribersImportPage />,
  'newsletter/subscribers/edit/:id': <SubscriberEditPage />,
  'newsletter/subscribers/:id': <SubscriberPage />,
  'newsletter/categories': <CategoriesPage />,
  'newsletter/templates': <TemplatesPage />,
  'newsletter/templates/new': <NewTemplatePage />,
  'newsletter/templates/edit/:id': <EditTemplatePage />,
  'newsletter/settings': <NewsletterSettingsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const SUBSCRIBERS = '/dashboard/newsletter/subscribers';
/** The first seeded subscriber (Wanjiru Njoroge, active). */
const SUBSCRIBER = '/dashboard/newsletter/subscribers/1';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Newsletter/Audience',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the list with export, import and selection for bulk actions. */
export const SubscribersAdmin: Story = {
  render: () => <Screen role="admin" path={SUBSCRIBERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /@/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** A teacher reads the list: no import, export or bulk actions. */
/** An admin adds a subscriber by hand: the dialog with the address, name, frequency and categories. */
export const SubscribersAdd: Story = {
  render: () => <Screen role="admin" path={SUBSCRIBERS} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add subscriber' }, LOADED));
    await expect(await page.findByRole('textbox', { name: /^Email address/ }, LOADED)).toBeVisible();
  },
};

export const SubscribersTeacher: Story = {
  render: () => <Screen role="teacher" path={`${SUBSCRIBERS}?status=pending`} />,
};

export const SubscribersLoading: Story = {
  parameters: backendWith(loading('listNewsletterSubscribers')),
  render: () => <Screen role="admin" path={SUBSCRIBERS} />,
};

/** Nobody on the list yet: the way to import. */
export const SubscribersEmpty: Story = {
  parameters: backendWith(empty('listNewsletterSubscribers')),
  render: () => <Screen role="admin" path={SUBSCRIBERS} />,
};

export const SubscribersFailing: Story = {
  parameters: backendWith(failing('listNewsletterSubscribers')),
  render: () => <Screen role="admin" path={SUBSCRIBERS} />,
};

/** One subscriber for an admin: status, categories, engagement, history and the status actions. */
export const Subscriber: Story = {
  render: () => <Screen role="admin" path={SUBSCRIBER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'History' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  },
};

export const SubscriberNotFound: Story = {
  render: () => <Screen role="admin" path={`${SUBSCRIBERS}/999999`} />,
};

export const SubscriberEdit: Story = {
  render: () => <Screen role="admin" path={`${SUBSCRIBERS}/edit/1`} />,
};

/** The import before a file is chosen. */
export const Import: Story = {
  render: () => <Screen role="admin" path={`${SUBSCRIBERS}/import`} />,
};

export const Categories: Story = {
  render: () => <Screen role="admin" path="/dashboard/newsletter/categories" />,
};

export const CategoriesEmpty: Story = {
  parameters: backendWith(empty('listNewsletterCategories')),
  render: () => <Screen role="admin" path="/dashboard/newsletter/categories" />,
};

export const Templates: Story = {
  render: () => <Screen role="admin" path="/dashboard/newsletter/templates" />,
};

/** A template's HTML beside its sanitised preview. */
export const TemplateEdit: Story = {
  render: () => <Screen role="admin" path="/dashboard/newsletter/templates/edit/1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('template-preview', undefined, LOADED)).toBeVisible();
  },
};

export const TemplateNew: Story = {
  render: () => <Screen role="admin" path="/dashboard/newsletter/templates/new" />,
};

export const Settings: Story = {
  render: () => <Screen role="admin" path="/dashboard/newsletter/settings" />,
};

export const SettingsFailing: Story = {
  parameters: backendWith(failing('getNewsletterSettings')),
  render: () => <Screen role="admin" path="/dashboard/newsletter/settings" />,
};
