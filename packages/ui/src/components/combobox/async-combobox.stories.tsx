import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SelectOption } from '../select/select';
import { AsyncCombobox } from './async-combobox';

const staff: SelectOption[] = [
  { value: '5', label: 'David Mwangi' },
  { value: '7', label: 'Faith Chebet' },
  { value: '9', label: 'Peter Otieno' },
  { value: '11', label: 'Amina Odhiambo' },
];

/** Stands in for a server search: answers after a short wait. */
const searchStaff = (text: string) =>
  new Promise<readonly SelectOption[]>((resolve) =>
    setTimeout(() => resolve(staff.filter((person) => person.label.toLowerCase().includes(text.toLowerCase()))), 150),
  );

const meta = {
  title: 'Components/AsyncCombobox',
  component: AsyncCombobox,
  args: { label: 'Assignee', search: searchStaff, placeholder: 'Search staff' },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 260 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value ?? null);
    return <AsyncCombobox {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Assignee' }), 'pet');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(await within(listbox).findByRole('option', { name: 'Peter Otieno' })).toBeVisible();
  },
};

/** An edited record's choice shows its label before any search. */
export const Preselected: Story = { args: { value: '7', selected: { value: '7', label: 'Faith Chebet' } } };

export const SearchFails: Story = { args: { search: () => Promise.reject(new Error('offline')), helpText: 'Type a name.' } };

export const WithError: Story = { args: { required: true, error: 'Choose who answers this inquiry' } };
