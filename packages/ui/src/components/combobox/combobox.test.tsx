import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Dialog } from '../dialog/dialog';
import { Combobox } from './combobox';

const counties = [
  { value: 'nairobi', label: 'Nairobi' },
  { value: 'mombasa', label: 'Mombasa' },
  { value: 'kisumu', label: 'Kisumu' },
  { value: 'nakuru', label: 'Nakuru' },
  { value: 'muranga', label: "Murang'a" },
];

describe('Combobox', () => {
  it('filters the options as the user types, ignoring case', async () => {
    const { user } = renderWithUi(<Combobox label="County" options={counties} />);
    await user.type(screen.getByRole('combobox', { name: 'County' }), 'NA');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nairobi', 'Nakuru']);
  });

  it('selects with the keyboard and reports the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Combobox label="County" options={counties} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'County' });
    await user.type(input, 'kis');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('kisumu');
    expect((input as HTMLInputElement).value).toBe('Kisumu');
  });

  it('keeps its options reachable by role inside a dialog that opens with it', async () => {
    // A modal hides what lies beside it from assistive technology: a list portalled to the body when
    // the dialog opened would be hidden with the rest.
    const { user } = renderWithUi(
      <Dialog title="New message" open onOpenChange={() => undefined}>
        <Combobox label="County" options={counties} />
      </Dialog>,
    );
    await user.type(await screen.findByRole('combobox', { name: 'County' }), 'mom');
    expect((await screen.findByRole('option', { name: 'Mombasa' })).textContent).toBe('Mombasa');
  });

  it('shows the empty text when nothing matches', async () => {
    const { user } = renderWithUi(<Combobox label="County" options={counties} emptyText="No county found" />);
    await user.type(screen.getByRole('combobox', { name: 'County' }), 'zzz');
    expect(await screen.findByText('No county found')).toBeTruthy();
  });

  it('wires the error text and invalid state', () => {
    renderWithUi(<Combobox label="County" options={counties} error="Choose a county" />);
    const input = screen.getByRole('combobox', { name: 'County' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a county');
  });

  it('labels its buttons', () => {
    renderWithUi(<Combobox label="County" options={counties} defaultValue="nairobi" />);
    expect(screen.getByRole('button', { name: 'Show options' })).toBeTruthy();
  });
});

describe('Combobox with options that arrive later', () => {
  it('shows the new options', async () => {
    const { user, rerender } = renderWithUi(<Combobox label="County" options={[]} />);
    rerender(<Combobox label="County" options={counties} />);
    await user.type(screen.getByRole('combobox', { name: 'County' }), 'mom');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mombasa']);
  });
});
