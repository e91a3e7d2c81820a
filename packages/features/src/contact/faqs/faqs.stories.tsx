/** The FAQs screen inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { FaqsPage } from './faqs-page';

const Screen = dashboardScreen({
  'contact/faqs': <FaqsPage />,
  '*': <RoutePage pathname="/dashboard/contact" />,
});

const meta = {
  title: 'Screens/Contact/FAQs',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const FAQS = '/dashboard/contact/faqs';
const LOADED = { timeout: 15_000 };

/** An admin: the FAQs in display order with their votes, and the actions on each. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'FAQs' }, LOADED);
    await expect((await within(table).findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/found it helpful/).length).toBeGreaterThan(0);
  },
};

/** A teacher works FAQs too (routes.txt): the same screen. */
export const Teacher: Story = { render: () => <Screen role="teacher" path={FAQS} /> };

/** New FAQ: the contract's required fields say what is missing before anything is sent. */
export const CreateValidation: Story = {
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'New FAQ' }))[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'New FAQ' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create FAQ' }, LOADED));
    await expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  },
};

/** The server refuses the FAQ: its message lands on the field, what was typed stays. */
export const CreateServerError: Story = {
  parameters: backendWith(
    http.post('*/contact/faqs/', () =>
      HttpResponse.json({ question: ['An FAQ with this question already exists.'] }, { status: 400 }),
    ),
  ),
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'New FAQ' }))[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New FAQ' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Question/ }, LOADED), 'When are the intakes?');
    await userEvent.type(dialog.getByRole('textbox', { name: /Answer/ }), 'January, May and September.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create FAQ' }));
    await expect(await dialog.findByText('An FAQ with this question already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Question/ })).toHaveValue('When are the intakes?');
  },
};

/** Editing an FAQ opens it with its values. */
export const Edit: Story = {
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'FAQs' }, LOADED);
    await userEvent.click((await within(table).findAllByRole('button', { name: /^Edit “/ }, LOADED))[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit FAQ' }));
    await expect(await dialog.findByRole('textbox', { name: /Question/ }, LOADED)).not.toHaveValue('');
  },
};

/** Deleting names the FAQ. */
export const ConfirmDelete: Story = {
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'FAQs' }, LOADED);
    await userEvent.click((await within(table).findAllByRole('button', { name: /^Delete “/ }, LOADED))[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this FAQ?' });
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete FAQ' })).toBeVisible());
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={FAQS} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <Screen role="admin" path={FAQS} />, globals: { colorMode: 'dark' } };

export const Loading: Story = {
  parameters: backendWith(loading('listFaqs')),
  render: () => <Screen role="admin" path={FAQS} />,
};

/** No FAQs yet: the next useful action is writing one. */
export const Empty: Story = {
  parameters: backendWith(empty('listFaqs')),
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No FAQs yet' }, LOADED)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New FAQ' }).length).toBe(2);
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listFaqs')),
  render: () => <Screen role="admin" path={FAQS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};
