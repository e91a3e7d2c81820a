/** The contact page: details, the inquiry form and its outcomes, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, failing, loading, StoryApp } from '../../../test/story-app';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Screens/Public/Contact',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
  render: () => (
    <StoryApp path="/contact" routePath="/contact">
      <ContactPage />
    </StoryApp>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Your name/), 'Amina Hassan', { delay: 5 });
  await userEvent.type(canvas.getByLabelText(/^E-mail/), 'amina@example.com', { delay: 5 });
  await userEvent.type(canvas.getByLabelText(/^Subject/), 'Instalments', { delay: 5 });
  await userEvent.type(canvas.getByLabelText(/^Message/), 'Can I pay in three instalments?', { delay: 5 });
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
  return canvas;
};

export const Contact: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText('Thank you! Your message has been sent.')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: backendWith(loading('submitContactForm')),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

export const ServerRefused: Story = {
  parameters: backendWith(
    http.post('*/contact/submit/', () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
  },
};

export const DetailsFailing: Story = {
  parameters: backendWith(failing('getContactPublicInfo')),
};
