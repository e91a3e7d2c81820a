/** The categories screen (with the contact details and inquiry settings) inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CategoriesPage } from './categories-page';

const Screen = dashboardScreen({
  'contact/categories': <CategoriesPage />,
  '*': <RoutePage pathname="/dashboard/contact" />,
});

const meta = {
  title: 'Screens/Contact/Categories',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const CATEGORIES = '/dashboard/contact/categories';
const LOADED = { timeout: 15_000 };
/** What the screen reads: categories, contact details and settings. */
const SETUP = ['listContactCategories', 'listContactInfo', 'getContactSettings'];

/** An admin: the categories, then the contact details and the inquiry settings. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact categories' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Contact categories' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Contact details' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Notification e-mail/ }, LOADED)).not.toHaveValue('');
  },
};

export const SuperAdmin: Story = { render: () => <Screen role="super_admin" path={CATEGORIES} /> };

/** A new category: the contract's rules (required name, e-mail format) before anything is sent. */
export const CreateValidation: Story = {
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'New category' }))[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New category' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /E-mail/ }, LOADED), 'admissions@');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    await expect(await dialog.findByText('This field is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  },
};

/** The server says the name is taken: on the name field. */
export const DuplicateName: Story = {
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'New category' }))[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New category' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Name/ }, LOADED), 'Admissions and enrolment');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    await expect(await dialog.findByText('contact category with this name already exists.', {}, LOADED)).toBeVisible();
  },
};

/** A contact-details entry with a malformed phone: the service spec's phone rule and text. */
export const ContactDetailsPhoneRule: Story = {
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Edit Main campus/ }, LOADED));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const whatsapp = await dialog.findByRole('textbox', { name: 'WhatsApp' }, LOADED);
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '0712');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Please enter a valid phone number')).toBeVisible();
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={CATEGORIES} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <Screen role="admin" path={CATEGORIES} />, globals: { colorMode: 'dark' } };

export const Loading: Story = {
  parameters: backendWith(...SETUP.map((id) => loading(id))),
  render: () => <Screen role="admin" path={CATEGORIES} />,
};

/** Nothing set up yet: each section offers its first step. */
export const Empty: Story = {
  parameters: backendWith(empty('listContactCategories'), empty('listContactInfo')),
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No categories yet' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add contact details' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(...SETUP.map((id) => failing(id))),
  render: () => <Screen role="admin" path={CATEGORIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the settings' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBe(3);
  },
};
