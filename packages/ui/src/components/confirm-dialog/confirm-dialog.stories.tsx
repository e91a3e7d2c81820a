import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Select } from '../select/select';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Log out?',
    message: 'Are you sure you want to logout?',
    confirmLabel: 'Log out',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="outline">Log out</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The logout confirmation of the client spec §8. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete this course?',
    message: 'Its lessons, projects and enrollments are deleted too. This cannot be undone.',
    confirmLabel: 'Delete course',
    destructive: true,
    trigger: <Button variant="danger">Delete course</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete course' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete this course?' });
    // Focus starts on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const DestructiveDark: Story = { ...Destructive, globals: { colorMode: 'dark' } };

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A confirmation that takes the one choice its action needs (a bulk assign's assignee) in its body. */
export const WithChoice: Story = {
  args: {
    title: 'Assign 3 inquiries?',
    message: undefined,
    confirmLabel: 'Assign',
    trigger: <Button variant="outline">Assign</Button>,
    children: (
      <Select
        label="Assignee"
        placeholder="Choose a staff member"
        options={[
          { value: '3', label: 'Faith Chebet' },
          { value: '5', label: 'Wangari Njoroge' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assign' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Assign 3 inquiries?' });
    await expect(within(dialog).getByRole('combobox', { name: 'Assignee' })).toBeInTheDocument();
  },
};
