import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from '../search-input/search-input';
import { Select } from '../select/select';
import { FiltersBar, type ActiveFilter } from './filters-bar';

const STATUS = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];
const LEVEL = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

function CourseFilters({ initialStatus = '', initialLevel = '' }: { initialStatus?: string; initialLevel?: string }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(initialStatus);
  const [level, setLevel] = useState(initialLevel);
  const active: ActiveFilter[] = [];
  if (search) active.push({ id: 'search', label: `Search: ${search}`, onRemove: () => setSearch('') });
  if (status)
    active.push({
      id: 'status',
      label: `Status: ${STATUS.find((o) => o.value === status)?.label}`,
      onRemove: () => setStatus(''),
    });
  if (level)
    active.push({ id: 'level', label: `Level: ${LEVEL.find((o) => o.value === level)?.label}`, onRemove: () => setLevel('') });
  return (
    <FiltersBar
      label="Course filters"
      activeFilters={active}
      onClearAll={() => {
        setSearch('');
        setStatus('');
        setLevel('');
      }}
      primary={<SearchInput label="Search courses" placeholder="Search courses" value={search} onSearch={setSearch} />}
    >
      <Select label="Status" hideLabel placeholder="Any status" options={STATUS} value={status} onChange={setStatus} />
      <Select label="Level" hideLabel placeholder="Any level" options={LEVEL} value={level} onChange={setLevel} />
    </FiltersBar>
  );
}

const meta = {
  title: 'Components/FiltersBar',
  component: FiltersBar,
  args: { children: null, onClearAll: fn() },
  render: () => <CourseFilters />,
} satisfies Meta<typeof FiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Active');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'python{Enter}');
    await expect(canvas.getByText('2 filters applied:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Search: python' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.queryByText(/filters? applied/)).toBeNull();
  },
};

export const WithFiltersApplied: Story = { render: () => <CourseFilters initialStatus="pending" initialLevel="advanced" /> };

export const Mobile: Story = {
  render: () => <CourseFilters initialStatus="pending" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Level', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Level' })).toBeVisible();
  },
};

export const DarkMode: Story = { ...WithFiltersApplied, globals: { colorMode: 'dark' } };
