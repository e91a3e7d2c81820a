/**
 * The form kit: a staff member's profile over the contract's `UserRequest` schema with the service
 * spec's §5 rules layered on, and one field of every kind. Sending is simulated; each story is a state.
 */
import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@ujuzi/api';
import { zUserRequest } from '@ujuzi/api/schemas';
import { HTTP_MESSAGES, validateProfile } from '@ujuzi/domain';
import type { SelectOption } from '@ujuzi/ui';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  ContractForm,
  FormCheckbox,
  FormCheckboxGroup,
  FormCombobox,
  FormDateField,
  FormDateTimeField,
  FormFileField,
  FormMarkdownField,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '.';

type Send = () => Promise<unknown>;

const USER_TYPES: SelectOption[] = [
  { value: 'teacher', label: 'Teacher' },
  { value: 'admin', label: 'Admin' },
  { value: 'student', label: 'Student' },
];

function StaffProfileForm({ send }: { send: Send }) {
  const form = useContractForm({
    schema: zUserRequest,
    rules: (values) => validateProfile(values, String(values.user_type)),
    defaultValues: { username: 'fchebet', email: '', first_name: '', last_name: 'Chebet', user_type: 'teacher', is_active: true },
    send,
  });
  return (
    <ContractForm form={form} submitLabel="Save profile" guardLeaving={false}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField name="first_name" label="First name" />
        <FormTextField name="last_name" label="Last name" />
        <FormTextField name="email" label="E-mail" type="email" />
        <FormTextField name="phone_number" label="Phone" type="tel" />
        <FormSelect name="user_type" label="User type" options={USER_TYPES} />
        <FormDateField name="joining_date" label="Joining date" />
        <FormNumberField name="experience_years" label="Experience" unit="years" />
        <FormMoneyField name="basic_salary" label="Basic salary" />
      </SimpleGrid>
      <FormSwitch name="is_active" label="Active account" />
    </ContractForm>
  );
}

const zEverything = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1),
  starts_at: z.iso.datetime().nullish(),
  channels: z.array(z.enum(['email', 'sms', 'whatsapp'])).min(1),
  assignee: z.int().nullish(),
  agree: z.boolean(),
  attachment: z.instanceof(Blob).nullish(),
});

const STAFF: SelectOption[] = [
  { value: '2', label: 'David Mwangi' },
  { value: '3', label: 'Faith Chebet' },
  { value: '6', label: 'Peter Otieno' },
];

function EveryFieldForm({ send }: { send: Send }) {
  const form = useContractForm({
    schema: zEverything,
    defaultValues: {
      title: '',
      summary: '',
      starts_at: null,
      channels: ['email'],
      assignee: null,
      agree: false,
      attachment: null,
    },
    send,
  });
  return (
    <ContractForm form={form} submitLabel="Publish announcement" guardLeaving={false}>
      <FormTextField name="title" label="Title" />
      <FormMarkdownField name="summary" label="Summary" />
      <FormDateTimeField name="starts_at" label="Starts at" />
      <FormCheckboxGroup
        name="channels"
        label="Send by"
        orientation="horizontal"
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'sms', label: 'SMS' },
          { value: 'whatsapp', label: 'WhatsApp' },
        ]}
      />
      <FormCombobox
        name="assignee"
        label="Owner"
        valueAs="number"
        search={async (text) => STAFF.filter((person) => person.label.toLowerCase().includes(text.toLowerCase()))}
      />
      <FormFileField name="attachment" label="Poster" image maxSize={2 * 1024 * 1024} />
      <FormCheckbox name="agree" label="Checked by a second person" />
    </ContractForm>
  );
}

const meta = {
  title: 'Kit/Forms',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const saved: Send = async () => ({});

export const StaffProfile: Story = { render: () => <StaffProfileForm send={saved} /> };

/** The contract's constraints and the service spec's texts, shown on submit. */
export const SpecRules: Story = {
  render: () => <StaffProfileForm send={saved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Experience/ }), '51');
    await userEvent.type(canvas.getByRole('textbox', { name: /Basic salary/ }), '-100');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '0712');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Experience years must be between 0 and 50')).toBeVisible();
    await expect(canvas.getByText('Basic salary cannot be negative')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(canvas.getByText('First name is required')).toBeVisible();
  },
};

/** A 400: the first message of each field on the field, non_field_errors above the button; nothing typed is lost. */
export const ServerErrors: Story = {
  render: () => (
    <StaffProfileForm
      send={() =>
        Promise.reject(
          new ApiError('Bad request', 400, 'http', {
            email: ['A user with this email already exists.'],
            non_field_errors: ['Teachers need a joining date.'],
          }),
        )
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Faith');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'faith@ujuzi.ac.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('A user with this email already exists.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Teachers need a joining date.');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Faith');
  },
};

/** A 5xx: the specs' text as the general message. */
export const ServerDown: Story = {
  render: () => <StaffProfileForm send={() => Promise.reject(new ApiError(HTTP_MESSAGES.serverError, 500, 'http'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Faith');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'faith@ujuzi.ac.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(HTTP_MESSAGES.serverError);
  },
};

/** While sending: the button says so and cannot be pressed again. */
export const Sending: Story = {
  render: () => <StaffProfileForm send={() => new Promise(() => undefined)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Faith');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'faith@ujuzi.ac.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** One field of every kind the kit binds. */
export const EveryField: Story = { render: () => <EveryFieldForm send={saved} /> };

export const EveryFieldRequired: Story = {
  render: () => <EveryFieldForm send={saved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish announcement' }));
    await expect(await canvas.findByText('Choose at least 1')).toBeVisible();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
  },
};

export const Phone: Story = {
  render: () => <EveryFieldForm send={saved} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { render: () => <StaffProfileForm send={saved} />, globals: { colorMode: 'dark' } };
