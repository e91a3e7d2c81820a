import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { NewsletterSignup } from './newsletter-signup';

const SUBSCRIBE = `${TEST_API}/newsletter/subscribe/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const subscribed = {
  subscriber: { id: 1, email: 'amina@example.com', status: 'pending' },
  message: 'Please confirm',
};

function answer(status: number, body: unknown) {
  server.use(http.post(SUBSCRIBE, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

async function fillAndSubmit(email: string) {
  const view = renderInApp(<NewsletterSignup />);
  await view.user.type(screen.getByLabelText(/Email address/), email);
  await view.user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return view;
}

describe('the footer newsletter signup (client spec §4, §5, §8)', () => {
  it('keeps Subscribe disabled while the email is empty', async () => {
    const { user } = renderInApp(<NewsletterSignup />);
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Email address/), 'a');
    expect(button).toHaveProperty('disabled', false);
  });

  it('checks the email before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.post(SUBSCRIBE, () => (sent(), HttpResponse.json(subscribed, { status: 201 }))));
    const { user } = await fillAndSubmit('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the spec payload, shows the success state, and clears it after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let body: unknown;
    let release: () => void = () => undefined;
    server.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(subscribed, { status: 201 });
      }),
    );
    const { user } = renderInApp(<NewsletterSignup />);
    await user.type(screen.getByLabelText(/Email address/), '  Amina@Example.COM ');
    await user.type(screen.getByLabelText(/First name/), ' Amina ');
    await user.type(screen.getByLabelText(/Last name/), ' Odhiambo ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // Submitting: the button is busy and cannot be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: /Subscrib/ })).toHaveProperty('disabled', true));
    release();
    expect(await screen.findByText('Welcome aboard!')).toBeTruthy();
    expect(screen.getByText('Check your email for confirmation.')).toBeTruthy();
    expect(
      screen.getAllByText('Successfully subscribed! Please check your email to confirm your subscription.').length,
    ).toBeGreaterThan(0);
    expect(body).toEqual({
      email: 'amina@example.com',
      first_name: 'Amina',
      last_name: 'Odhiambo',
      source: 'website',
      frequency: 'weekly',
    });
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByText('Welcome aboard!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Welcome aboard!')).toBeNull();
  });

  it.each([
    [
      400,
      { error: 'This email is already subscribed to the newsletter.' },
      'This email is already subscribed to our newsletter.',
    ],
    [400, { email: ['A subscriber with this email already exists.'] }, 'This email is already subscribed to our newsletter.'],
    [400, { detail: 'Invalid email domain.' }, 'Please enter a valid email address.'],
    [400, { detail: 'Subscriptions are closed this week.' }, 'Subscriptions are closed this week.'],
    [429, { detail: 'Request was throttled.' }, 'Too many requests. Please try again in a few minutes.'],
    [503, { detail: 'Maintenance' }, 'Server error. Please try again later.'],
    [404, { detail: 'Not found.' }, 'Failed to subscribe. Please try again.'],
  ])('answers a %i (%j) with "%s"', async (status, body, text) => {
    answer(status, body);
    await fillAndSubmit('amina@example.com');
    expect(await screen.findByText('Oops! Something went wrong')).toBeTruthy();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('Please try again in a moment.')).toBeTruthy();
    // Nothing typed is lost on failure.
    expect(screen.getByLabelText<HTMLInputElement>(/Email address/).value).toBe('amina@example.com');
  });

  it('answers a network failure with the default text', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    await fillAndSubmit('amina@example.com');
    expect((await screen.findAllByText('Failed to subscribe. Please try again.')).length).toBeGreaterThan(0);
  });

  it('clears the error state after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(429, {});
    await fillAndSubmit('amina@example.com');
    expect(await screen.findByText('Oops! Something went wrong')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });
});
