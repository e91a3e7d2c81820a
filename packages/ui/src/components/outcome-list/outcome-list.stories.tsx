import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutcomeList } from './outcome-list';

const meta = {
  title: 'Components/OutcomeList',
  component: OutcomeList,
  args: {
    label: 'Outcome for each inquiry',
    items: [
      { id: '611', label: 'INQ-2026-00611 · Brian Kiprotich', ok: true },
      {
        id: '612',
        label: 'INQ-2026-00612 · Achieng Otieno',
        ok: false,
        reason: 'Not found: it may have been deleted meanwhile.',
      },
      { id: '615', label: 'INQ-2026-00615 · Mwangi Njoroge', ok: true },
    ],
  },
} satisfies Meta<typeof OutcomeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Failed rows come first, with their reason. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Achieng Otieno');
    await expect(items[0]).toHaveTextContent('Failed: Not found');
  },
};

export const AllDone: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({ id: String(index), label: `INQ-2026-006${10 + index}`, ok: true })),
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
