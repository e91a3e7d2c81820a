/** The inquiries list and an inquiry's page inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { InquiriesPage } from './inquiries-page';
import { InquiryPage } from './inquiry-page';

const Screen = dashboardScreen({
  'contact/inquiries': <InquiriesPage />,
  'contact/inquiries/:id': <InquiryPage />,
  '*': <RoutePage pathname="/dashboard/contact" />,
});

const LIST = '/dashboard/contact/inquiries';
/** Inquiry 1 of the demo data: received on the website, answered once. */
const DETAIL = '/dashboard/contact/inquiries/1';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Contact/Inquiries',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: filters, search, sortable columns, and resolve, assign and delete for the selected rows. */
export const ListAdmin: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Inquiries' }, LOADED);
    const boxes = await within(table).findAllByRole('checkbox', { name: /^Select UJZ-/ }, LOADED);
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(canvas.getAllByText('3 selected')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', { name: 'Assign 3 inquiries?' }, LOADED);
    await waitFor(() => expect(confirm).toBeVisible(), LOADED);
    await expect(within(confirm).getByRole('combobox', { name: /Assignee/ })).toBeVisible();
  },
};

export const ListSuperAdmin: Story = { render: () => <Screen role="super_admin" path={LIST} /> };

/** A teacher resolves and assigns (to themself) but never deletes. */
export const ListTeacher: Story = {
  render: () => <Screen role="teacher" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Inquiries' }, LOADED);
    const [first] = await within(table).findAllByRole('checkbox', { name: /^Select UJZ-/ }, LOADED);
    if (first) await userEvent.click(first);
    await expect(canvas.getByRole('button', { name: 'Resolve' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Filtered from the URL (a shared link): the chips name each filter. */
export const ListFiltered: Story = {
  render: () => <Screen role="admin" path={`${LIST}?status=in_progress&priority=high`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove filter: Status: In progress' }, LOADED)).toBeVisible();
  },
};

export const ListPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={LIST} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ListDark: Story = { render: () => <Screen role="admin" path={LIST} />, globals: { colorMode: 'dark' } };

export const ListLoading: Story = {
  parameters: backendWith(loading('listInquiries')),
  render: () => <Screen role="admin" path={LIST} />,
};

/** No inquiries at all: where they come from and what to do meanwhile. */
export const ListEmpty: Story = {
  parameters: backendWith(empty('listInquiries')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No inquiries yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage FAQs' })).toBeVisible();
  },
};

/** Nothing matches the filters: clear them. */
export const ListNoMatch: Story = {
  render: () => <Screen role="admin" path={`${LIST}?search=no-such-inquiry`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No inquiries match these filters' }, LOADED)).toBeVisible();
  },
};

export const ListFailing: Story = {
  parameters: backendWith(failing('listInquiries')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load inquiries' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An admin: the conversation, the reply box, and resolve, close, assign and delete. */
export const DetailAdmin: Story = {
  render: () => <Screen role="admin" path={DETAIL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Conversation' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A teacher: no Delete; the assignee is named without a link to the staff screen they may not open. */
export const DetailTeacher: Story = {
  render: () => <Screen role="teacher" path={DETAIL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Conversation' }, LOADED);
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const DetailHistory: Story = {
  render: () => <Screen role="admin" path={DETAIL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, LOADED));
    await expect(await canvas.findByRole('list', { name: 'History of the inquiry' })).toBeVisible();
  },
};

export const DetailPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="admin" path={DETAIL} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const DetailLoading: Story = {
  parameters: backendWith(loading('getInquiry')),
  render: () => <Screen role="admin" path={DETAIL} />,
};

export const DetailNotFound: Story = {
  render: () => <Screen role="admin" path="/dashboard/contact/inquiries/999999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This inquiry does not exist' }, LOADED)).toBeVisible();
  },
};

export const DetailFailing: Story = {
  parameters: backendWith(failing('getInquiry')),
  render: () => <Screen role="admin" path={DETAIL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this inquiry' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
