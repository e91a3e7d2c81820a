import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { AsyncCombobox } from './async-combobox';

const staff = [
  { value: '5', label: 'David Mwangi' },
  { value: '7', label: 'Faith Chebet' },
  { value: '9', label: 'Peter Otieno' },
];

describe('AsyncCombobox', () => {
  it('asks the search for what the user types and offers its answers', async () => {
    const search = vi.fn(async (text: string) =>
      staff.filter((person) => person.label.toLowerCase().includes(text.toLowerCase())),
    );
    const onChange = vi.fn();
    const { user } = renderWithUi(<AsyncCombobox label="Assignee" search={search} debounceMs={0} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Assignee' }), 'fai');
    const listbox = await screen.findByRole('listbox');
    await vi.waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Faith Chebet']),
    );
    expect(search).toHaveBeenLastCalledWith('fai', expect.any(AbortSignal));
    await user.click(within(listbox).getByRole('option', { name: 'Faith Chebet' }));
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('says when the search failed', async () => {
    const { user } = renderWithUi(
      <AsyncCombobox label="Assignee" search={() => Promise.reject(new Error('offline'))} debounceMs={0} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Assignee' }), 'x');
    const listbox = await screen.findByRole('listbox');
    await vi.waitFor(() => expect(listbox.textContent).toBe('Could not load the choices. Type to try again.'));
  });
});
