import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Course sections',
    onChange: fn(),
    items: [
      { value: 'overview', label: 'Overview', content: <Text>Learn Python from zero to your first web app.</Text> },
      { value: 'lessons', label: 'Lessons', content: <Text>24 lessons in 6 modules.</Text> },
      { value: 'projects', label: 'Projects', content: <Text>3 projects, reviewed by your teacher.</Text> },
      { value: 'reviews', label: 'Reviews', content: <Text>No reviews yet.</Text>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Lessons' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Lessons' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Lessons' })).toHaveTextContent('24 lessons in 6 modules.');
    await expect(args.onChange).toHaveBeenLastCalledWith('lessons');
  },
};

export const Enclosed: Story = { args: { variant: 'enclosed' } };

export const Fitted: Story = { args: { fitted: true, variant: 'outline' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const DarkMode: Story = { ...Default, globals: { colorMode: 'dark' } };
