/** The FAQ page: questions by category, search, votes, and its loading and failing states (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, empty, loading, StoryApp, unreachable } from '../../../test/story-app';
import { FaqPage } from './faq-page';

const meta = {
  title: 'Screens/Public/FAQ',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
  render: () => (
    <StoryApp path="/faq" routePath="/faq">
      <FaqPage />
    </StoryApp>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {};

export const Searched: Story = {
  render: () => (
    <StoryApp path="/faq?q=instalment" routePath="/faq">
      <FaqPage />
    </StoryApp>
  ),
};

export const Voted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [question] = await canvas.findAllByText('When are the intakes?');
    if (question) await userEvent.click(question);
    const [first] = canvas.getAllByRole('button', { name: /^Yes \(\d+\)$/ });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByText('Thank you for your feedback!')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listFaqs')),
};

export const Empty: Story = {
  parameters: backendWith(empty('listFaqs')),
};

export const Failing: Story = {
  parameters: backendWith(unreachable('listFaqs')),
};
