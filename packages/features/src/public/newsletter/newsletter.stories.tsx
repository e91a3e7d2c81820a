/** Newsletter confirmation and unsubscribe pages in every outcome (answers fixed with msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, StoryApp } from '../../../test/story-app';
import { NewsletterConfirmPage } from './newsletter-confirm-page';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

const result = (message: string, status: string) =>
  HttpResponse.json({ success: true, message, email: 'wanjiru.njoroge@gmail.com', status, subscriber_id: 1 });

const meta = {
  title: 'Screens/Public/Newsletter',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = () => (
  <StoryApp path="/newsletter/confirm/story-token" routePath="/newsletter/confirm/:token">
    <NewsletterConfirmPage />
  </StoryApp>
);
const unsubscribe = () => (
  <StoryApp path="/newsletter/unsubscribe/story-token" routePath="/newsletter/unsubscribe/:token">
    <NewsletterUnsubscribePage />
  </StoryApp>
);
const confirmAnswer = (answer: () => Response | Promise<Response>) =>
  backendWith(http.get('*/newsletter/confirm/:token/', answer));
const unsubscribeAnswer = (answer: () => Response | Promise<Response>) =>
  backendWith(http.post('*/newsletter/unsubscribe/:token/', answer));
const pressUnsubscribe = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unsubscribe' }));
};

export const Confirmed: Story = {
  parameters: confirmAnswer(() => result('Your subscription has been confirmed. Welcome aboard!', 'active')),
  render: confirm,
};
export const AlreadyConfirmed: Story = {
  parameters: confirmAnswer(() => result('Your subscription is already confirmed. Welcome aboard!', 'active')),
  render: confirm,
};
export const ConfirmLinkExpired: Story = {
  parameters: confirmAnswer(() =>
    HttpResponse.json(
      { detail: 'This confirmation link has expired. Please subscribe again to receive a new one.' },
      { status: 400 },
    ),
  ),
  render: confirm,
};
export const ConfirmLinkInvalid: Story = {
  parameters: confirmAnswer(() => HttpResponse.json({ detail: 'Invalid confirmation link.' }, { status: 404 })),
  render: confirm,
};
export const Confirming: Story = {
  parameters: confirmAnswer(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  render: confirm,
};
export const ConfirmFailing: Story = { parameters: confirmAnswer(() => HttpResponse.json({}, { status: 500 })), render: confirm };

export const Unsubscribe: Story = { render: unsubscribe };
export const Unsubscribed: Story = {
  parameters: unsubscribeAnswer(() => result('You have been unsubscribed from our newsletter.', 'unsubscribed')),
  render: unsubscribe,
  play: async (context) => {
    await pressUnsubscribe(context);
    await expect(await within(context.canvasElement).findByText('You have been unsubscribed')).toBeVisible();
  },
};
export const AlreadyUnsubscribed: Story = {
  parameters: unsubscribeAnswer(() => result('You are already unsubscribed from our newsletter.', 'unsubscribed')),
  render: unsubscribe,
  play: pressUnsubscribe,
};
export const UnsubscribeLinkInvalid: Story = {
  parameters: unsubscribeAnswer(() => HttpResponse.json({ detail: 'Invalid unsubscribe link.' }, { status: 404 })),
  render: unsubscribe,
  play: pressUnsubscribe,
};
