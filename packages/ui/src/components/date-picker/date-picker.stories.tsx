import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './date-picker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Date of birth', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '14/02/2001', { delay: 20 });
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2001-02-14');
    await expect(input).toHaveValue('14/02/2001');
  },
};

export const PickFromCalendar: Story = {
  args: { label: 'Start date', defaultValue: '2026-11-02' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    const grid = await body.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /November 20, 2026|20 November 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-20');
  },
};

/** Client spec: a date of birth cannot be in the future. */
export const NotInTheFuture: Story = {
  args: { maxValue: 'today', rangeErrorText: 'Date of birth cannot be in the future', helpText: 'As on your ID.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '01/01/2999', { delay: 20 });
    await userEvent.tab();
    await expect(await canvas.findByText('Date of birth cannot be in the future')).toBeVisible();
    await expect(input).toBeInvalid();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter your date of birth' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Date of birth/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter your date of birth');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2001-02-14' } };

export const DarkMode: Story = { ...PickFromCalendar, globals: { colorMode: 'dark' } };

/** The calendar stays open so axe checks it; days after today are unavailable. */
export const CalendarOpen: Story = {
  args: { label: 'Payment date', maxValue: '2026-11-22', defaultValue: '2026-11-20' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    const grid = await body.findByRole('grid');
    const day = within(grid).getByRole('button', { name: /November 25, 2026|25 November 2026/ });
    await expect(day.closest('[role="gridcell"]')).toHaveAttribute('aria-disabled', 'true');
  },
};
