import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@ujuzi/api';
import { submitContactFormBody, unsubscribeFromNewsletterBody } from '@ujuzi/api/body-rules';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { Button, Select, TextField, UiProvider } from '@ujuzi/ui';
import { describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '../forms/messages';
import { bodyOf, checkBody, contractMessage, useLightForm, type LightFormOptions } from '.';

type Values = { name: string; email: string; phone: string; category: string; subject: string; message: string };
const EMPTY: Values = { name: '', email: '', phone: '', category: '', subject: '', message: '' };

function ContactForm(options: Partial<LightFormOptions<Values, unknown>>) {
  const form = useLightForm<Values, unknown>({
    rules: submitContactFormBody,
    defaultValues: EMPTY,
    send: async () => ({}),
    ...options,
  });
  return (
    <UiProvider>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label="Contact">
        <TextField {...form.field('name')} label="Name" />
        <TextField {...form.field('email')} label="E-mail" />
        <TextField {...form.field('phone')} label="Phone" />
        <Select
          {...form.field('category')}
          label="Topic"
          options={[
            { value: '', label: 'General' },
            { value: '3', label: 'Fees' },
          ]}
        />
        <TextField {...form.field('subject')} label="Subject" />
        <TextField {...form.field('message')} label="Message" />
        {form.generalError ? <p role="alert">{form.generalError}</p> : null}
        <Button type="submit" loading={form.sending} loadingText="Sending…">
          Send
        </Button>
      </form>
    </UiProvider>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field('Name'), 'Amina');
  await user.type(field('E-mail'), 'amina@example.com');
  await user.type(field('Subject'), 'Fees');
  await user.type(field('Message'), 'How do instalments work?');
};
const badRequest = (body: unknown) => new ApiError('Bad request', 400, 'http', body);

describe('the light form', () => {
  it('marks the fields the contract requires', () => {
    render(<ContactForm />);
    expect(field('Name').hasAttribute('required') || field('Name').getAttribute('aria-required') === 'true').toBe(true);
    expect(field('Phone').hasAttribute('required') || field('Phone').getAttribute('aria-required') === 'true').toBe(false);
  });

  it('says nothing before the first submit, then shows every problem and focuses the first field', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(values: Values, body: Record<string, unknown>) => Promise<unknown>>(async () => ({}));
    render(<ContactForm send={send} />);
    await user.type(field('Message'), 'Hi');
    expect(screen.queryByText(FORM_MESSAGES.tooShort(10))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(FORM_MESSAGES.required)).toHaveLength(3);
    expect(screen.getByText(FORM_MESSAGES.tooShort(10))).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('updates a message as the user corrects the field after a submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('E-mail'), 'amina@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(FORM_MESSAGES.email)).toBeTruthy();
    await user.type(field('E-mail'), 'example.com');
    expect(screen.queryByText(FORM_MESSAGES.email)).toBeNull();
  });

  it('lets the specs’ own rules win with their exact texts', async () => {
    const user = userEvent.setup();
    render(<ContactForm check={(values) => ({ name: values.name.trim() ? undefined : 'Please enter your name' })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getAllByText(FORM_MESSAGES.required)).toHaveLength(3);
  });

  it('sends the body as the contract says: a blank nullable id as null, blank optional texts left out, numbers as numbers', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(values: Values, body: Record<string, unknown>) => Promise<unknown>>(async () => ({}));
    render(<ContactForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      category: null,
      subject: 'Fees',
      message: 'How do instalments work?',
    });
    await user.selectOptions(screen.getByLabelText('Topic'), 'Fees');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[1]).toMatchObject({ category: 3 });
  });

  it('disables the button while sending and sends once', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<ContactForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const button = await screen.findByRole('button', { name: /Send/ });
    await waitFor(() => expect(button.hasAttribute('disabled') || button.getAttribute('aria-busy') === 'true').toBe(true));
    await user.click(button);
    finish({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('puts a 400’s field errors on their fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    render(<ContactForm send={() => Promise.reject(badRequest({ email: ['Enter a valid email address.'] }))} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(field('E-mail'));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.checkFields);
    expect((field('Subject') as HTMLInputElement).value).toBe('Fees');
    expect((field('Message') as HTMLInputElement).value).toBe('How do instalments work?');
  });

  it('shows non_field_errors, messages of fields it does not show, and other failures above the button', async () => {
    const user = userEvent.setup();
    const failures = [
      badRequest({ non_field_errors: ['Too many messages today.'] }),
      badRequest({ captcha: ['Solve the puzzle.'] }),
      new ApiError(HTTP_MESSAGES.serverError, 503, 'http', {}),
    ];
    render(<ContactForm send={() => Promise.reject(failures.shift())} failureNote="Nothing you typed is lost." />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages today. Nothing you typed is lost.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Solve the puzzle. Nothing you typed is lost.'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(`${HTTP_MESSAGES.serverError} Nothing you typed is lost.`),
    );
    expect((field('Name') as HTMLInputElement).value).toBe('Amina');
  });
});

describe('the contract’s rules as data', () => {
  it('word each constraint as the form kit does', () => {
    const rules = submitContactFormBody;
    expect(contractMessage(rules.name, 'x'.repeat(101))).toBe(FORM_MESSAGES.tooLong(100));
    expect(contractMessage(rules.phone, '0712')).toBe(FORM_MESSAGES.format);
    expect(contractMessage(rules.phone, '')).toBeNull();
    expect(contractMessage(rules.category, 'abc')).toBe(FORM_MESSAGES.wholeNumber);
    expect(contractMessage(unsubscribeFromNewsletterBody.reason, 'bored')).toBe(FORM_MESSAGES.choice);
    expect(contractMessage({ type: 'integer', minimum: 1 }, '0')).toBe(FORM_MESSAGES.tooSmall(1));
    expect(contractMessage({ type: 'string', format: 'uri' }, 'example.com')).toBe(FORM_MESSAGES.url);
    expect(checkBody(rules, { ...EMPTY, name: 'A', email: 'a@b.co', subject: 'S', message: 'x'.repeat(10) })).toEqual({});
    expect(bodyOf(rules, { phone: '', category: '' })).toEqual({ category: null });
  });
});
