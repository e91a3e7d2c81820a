import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Select } from '../select/select';
import { FiltersBar, type ActiveFilter } from './filters-bar';

const STATUS = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];
const LEVEL = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'advanced', label: 'Advanced' },
];

function Bar() {
  const [status, setStatus] = useState('');
  const [level, setLevel] = useState('');
  const active: ActiveFilter[] = [];
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
      activeFilters={active}
      onClearAll={() => {
        setStatus('');
        setLevel('');
      }}
    >
      <Select label="Status" placeholder="Any status" options={STATUS} value={status} onChange={setStatus} />
      <Select label="Level" placeholder="Any level" options={LEVEL} value={level} onChange={setLevel} />
    </FiltersBar>
  );
}

describe('FiltersBar', () => {
  it('groups the controls under a name and shows no summary while nothing is applied', () => {
    renderWithUi(<Bar />);
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(within(group).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByText(/filters? applied/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('summarises the applied filters, removes one, then clears all', async () => {
    const { user } = renderWithUi(<Bar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(screen.getByText('1 filter applied:')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Advanced');
    expect(screen.getByText('2 filters applied:')).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Status: Active', 'Level: Advanced']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Status: Active' }));
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('1 filter applied:')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('has a toggle for phones that says whether the controls are open and how many apply', async () => {
    const { user } = renderWithUi(
      <FiltersBar activeFilters={[{ id: 'a', label: 'Status: Active', onRemove: vi.fn() }]}>
        <Select label="Status" options={STATUS} />
      </FiltersBar>,
    );
    // jsdom applies the media query that hides the toggle from 768 px; the stories check it per viewport.
    const toggle = screen.getByRole('button', { name: 'Filters (1)', hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toContain('Status');
  });
});
