import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@ujuzi/api';
import { zCreateFaqBody, zUserRequest } from '@ujuzi/api/schemas';
import { HTTP_MESSAGES, PROFILE_MESSAGES, validateProfile } from '@ujuzi/domain';
import { UiProvider } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ContractForm,
  FORM_MESSAGES,
  FormDateField,
  FormFileField,
  FormMoneyField,
  FormNumberField,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  serverFieldError,
  contractResolver,
  hasFiles,
  toFormData,
  useContractForm,
  type ContractFormOptions,
} from '.';

type FaqOptions = Partial<ContractFormOptions<typeof zCreateFaqBody, unknown>>;

function FaqForm(options: FaqOptions) {
  const form = useContractForm({
    schema: zCreateFaqBody,
    defaultValues: { question: '', answer: '', is_published: true, display_order: 0 },
    send: async () => ({}),
    ...options,
  });
  return (
    <ContractForm form={form} submitLabel="Save FAQ">
      <FormTextField name="question" label="Question" />
      <FormTextareaField name="answer" label="Answer" />
      <FormNumberField name="display_order" label="Display order" />
      <FormSwitch name="is_published" label="Published" />
    </ContractForm>
  );
}

const inUi = (node: ReactNode) => (
  <MemoryRouter>
    <UiProvider>{node}</UiProvider>
  </MemoryRouter>
);

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Can I pay by M-Pesa?');
  await user.type(screen.getByRole('textbox', { name: /Answer/ }), 'Yes, paybill 522533.');
};

const badRequest = (body: unknown) => new ApiError('Bad request', 400, 'http', body);

afterEach(() => vi.unstubAllGlobals());

describe('the contract’s constraints are the form’s validation', () => {
  it('marks required fields and says what is missing or too long, without sending', async () => {
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    render(inUi(<FaqForm send={send} />));
    const question = screen.getByRole('textbox', { name: /Question/ });
    expect(question).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: /Display order/ })).toHaveProperty('required', false);
    await user.click(question);
    await user.paste('x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByText(FORM_MESSAGES.tooLong(300))).toBeTruthy();
    expect(screen.getAllByText(FORM_MESSAGES.required)).toHaveLength(1);
    expect(screen.getByText(FORM_MESSAGES.required)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Answer/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('names every missing required field at once', async () => {
    const user = userEvent.setup();
    render(inUi(<FaqForm />));
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(screen.getAllByText(FORM_MESSAGES.required)).toHaveLength(2));
  });

  it('sends the body the contract describes: blanks as absent or null, defaults filled', async () => {
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    render(inUi(<FaqForm send={send} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({
      question: 'Can I pay by M-Pesa?',
      answer: 'Yes, paybill 522533.',
      is_published: true,
      is_featured: false,
      display_order: 0,
    });
  });
});

describe('the domain’s rules are layered on the contract’s, with the specs’ exact texts', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  const resolver = contractResolver(zUserRequest, (values) => validateProfile(values, String(values.user_type), now));
  const staff = {
    username: 'fchebet',
    email: 'faith@ujuzi.ac.ke',
    first_name: 'Faith',
    last_name: 'Chebet',
    user_type: 'teacher',
  };
  const errorsOf = async (values: Record<string, unknown>) => {
    const result = await resolver(values as z.input<typeof zUserRequest>, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
  };

  it('gives the service spec’s texts where both speak, the contract’s sentences elsewhere', async () => {
    expect(
      await errorsOf({
        ...staff,
        first_name: '',
        experience_years: 51,
        basic_salary: '-1',
        joining_date: '2027-01-01',
        date_of_birth: '2026-12-01',
        phone_number: '0712',
        email: 'faith@',
      }),
    ).toEqual({
      first_name: PROFILE_MESSAGES.firstNameRequired,
      experience_years: 'Experience years must be between 0 and 50',
      basic_salary: 'Basic salary cannot be negative',
      joining_date: 'Joining date cannot be in the future',
      date_of_birth: 'Date of birth cannot be in the future',
      phone_number: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
    });
  });

  it('applies the student-only rule to students only, and passes a valid profile', async () => {
    expect(await errorsOf({ ...staff, user_type: 'student', admission_date: '2027-02-01' })).toEqual({
      admission_date: 'Admission date cannot be in the future',
    });
    expect(
      await errorsOf({ ...staff, experience_years: 12, basic_salary: '45000.00', phone_number: '+254 712 345 678' }),
    ).toEqual({});
  });
});

describe('a failed save', () => {
  it('puts a 400’s first message of each field on the field and non_field_errors above the buttons, keeping what was typed', async () => {
    const send = vi.fn(() =>
      Promise.reject(
        badRequest({
          question: ['An FAQ with this question already exists.', 'Second message.'],
          non_field_errors: ['Unpublished FAQs need a category.'],
        }),
      ),
    );
    const user = userEvent.setup();
    render(inUi(<FaqForm send={send} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByText('An FAQ with this question already exists.')).toBeTruthy();
    expect(screen.queryByText('Second message.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Unpublished FAQs need a category.');
    const question = screen.getByRole('textbox', { name: /Question/ });
    expect(question).toHaveProperty('value', 'Can I pay by M-Pesa?');
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(question);
    expect(screen.getByRole('textbox', { name: /Answer/ })).toHaveProperty('value', 'Yes, paybill 522533.');
  });

  it('gives a hand-made form the first message of one field from a 400, and nothing from other failures', () => {
    expect(serverFieldError(badRequest({ code: ['Code expired.', 'Second'] }), 'code')).toBe('Code expired.');
    expect(serverFieldError(badRequest({ detail: 'No.' }), 'code')).toBeNull();
    expect(serverFieldError(new ApiError('Server error', 500, 'http', { code: ['x'] }), 'code')).toBeNull();
  });

  it('shows detail, or the specs’ text for a 5xx, as the general message', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(badRequest({ detail: 'Category is inactive.' }))
      .mockRejectedValueOnce(new ApiError(HTTP_MESSAGES.serverError, 500, 'http', null));
    const user = userEvent.setup();
    render(inUi(<FaqForm send={send} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Category is inactive.');
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(HTTP_MESSAGES.serverError));
    expect(screen.getByRole('textbox', { name: /Question/ })).toHaveProperty('value', 'Can I pay by M-Pesa?');
  });

  it('disables submit while sending', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(inUi(<FaqForm send={send} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    const button = await screen.findByRole('button', { name: /Saving/ });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    await act(async () => finish({}));
    expect(await screen.findByRole('button', { name: 'Save FAQ' })).toHaveProperty('disabled', false);
  });
});

describe('leaving a changed form', () => {
  /** A form that opens another page as soon as it is saved, as new-item pages do. */
  function FaqFormLeavingOnSave() {
    const navigate = useNavigate();
    return <FaqForm onSuccess={() => void navigate('/elsewhere')} />;
  }

  const routes = ({ leaveOnSave = false } = {}) =>
    createMemoryRouter(
      [
        {
          path: '/edit',
          element: (
            <>
              <Link to="/elsewhere">Elsewhere</Link>
              {leaveOnSave ? <FaqFormLeavingOnSave /> : <FaqForm />}
            </>
          ),
        },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
      { initialEntries: ['/edit'] },
    );

  it('asks first under a data router, and stays when the user says so', async () => {
    const user = userEvent.setup();
    render(<UiProvider>{<RouterProvider router={routes()} />}</UiProvider>);
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(FORM_MESSAGES.leaveTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: FORM_MESSAGES.leaveCancel }));
    expect(screen.getByRole('textbox', { name: /Question/ })).toHaveProperty('value', 'Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: FORM_MESSAGES.leaveConfirm }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });

  it('lets an unchanged or just-saved form go without asking', async () => {
    const user = userEvent.setup();
    render(<UiProvider>{<RouterProvider router={routes()} />}</UiProvider>);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save FAQ' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });

  it('opens the page the save leads to without asking', async () => {
    const user = userEvent.setup();
    render(<UiProvider>{<RouterProvider router={routes({ leaveOnSave: true })} />}</UiProvider>);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(FORM_MESSAGES.leaveTitle)).toBeNull();
  });

  it('asks again about changes made after a save', async () => {
    const user = userEvent.setup();
    render(<UiProvider>{<RouterProvider router={routes()} />}</UiProvider>);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save FAQ' })).toHaveProperty('disabled', false));
    await user.type(screen.getByRole('textbox', { name: /Answer/ }), ' Or by card.');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(FORM_MESSAGES.leaveTitle, undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('asks the browser on reload or close while there are changes, also without a data router', async () => {
    const user = userEvent.setup();
    render(inUi(<FaqForm />));
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Draft');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});

/** The browser's XMLHttpRequest, replaced: it records the body and reports progress as the test says. */
class UploadXhr {
  static last: UploadXhr | null = null;
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  constructor() {
    UploadXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
}

const zIconBody = z.object({ name: z.string().min(1), icon: z.instanceof(Blob).nullish(), budget: z.string().nullish() });

function IconForm({ send }: { send: () => Promise<unknown> }) {
  const form = useContractForm({
    schema: zIconBody,
    defaultValues: { name: 'Admissions', icon: null, budget: '' },
    send,
    upload: { method: 'PATCH', path: '/contact/categories/3/' },
  });
  return (
    <ContractForm form={form} submitLabel="Save category">
      <FormTextField name="name" label="Name" />
      <FormFileField name="icon" label="Icon" image maxSize={1024 * 1024} />
      <FormMoneyField name="budget" label="Budget" />
      <FormDateField name="since" label="Since" maxValue="today" />
    </ContractForm>
  );
}

describe('a form with a file', () => {
  it('builds multipart fields as DRF reads them', () => {
    const icon = new File(['png'], 'icon.png', { type: 'image/png' });
    expect(hasFiles({ name: 'x', icon })).toBe(true);
    expect(hasFiles({ name: 'x', icon: null })).toBe(false);
    const data = toFormData({
      name: 'Fees',
      icon,
      is_active: true,
      order: 2,
      tags: ['a', 'b'],
      links: { web: 'https://x' },
      gone: null,
    });
    expect([...data.keys()]).toEqual(['name', 'icon', 'is_active', 'order', 'tags', 'tags', 'links']);
    expect(data.get('is_active')).toBe('true');
    expect(data.get('links')).toBe('{"web":"https://x"}');
    expect((data.get('icon') as File).name).toBe('icon.png');
  });

  it('switches the call to multipart with upload progress, and sends JSON without one', async () => {
    vi.stubGlobal('XMLHttpRequest', UploadXhr);
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    const { container } = render(inUi(<IconForm send={send} />));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Admissions', icon: null, budget: null }));

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(picker, new File(['png'], 'icon.png', { type: 'image/png' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Save category' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(UploadXhr.last?.body).toBeInstanceOf(FormData));
    const xhr = UploadXhr.last as UploadXhr;
    expect((xhr.body as FormData).get('icon')).toBeInstanceOf(File);
    expect(xhr.timeout).toBe(60_000);
    act(() => xhr.upload.onprogress?.({ loaded: 30, total: 100, lengthComputable: true }));
    expect(await screen.findByText('Uploading… 30%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    act(() => {
      xhr.status = 200;
      xhr.responseText = '{"id":3}';
      xhr.onload?.();
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(send).toHaveBeenCalledOnce();
  });
});
