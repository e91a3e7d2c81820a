import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { CheckboxGroup } from './checkbox-group';

const channels = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

function Channels({ onValue }: { onValue: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['sms']);
  return (
    <CheckboxGroup
      label="Notify me by"
      options={channels}
      value={value}
      error={value.length === 0 ? 'Choose at least one' : undefined}
      helpText="We never share your number."
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, described by its texts, and answers the checked values in order', () => {
    const seen: string[][] = [];
    renderWithUi(<Channels onValue={(value) => seen.push(value)} />);
    const group = screen.getByRole('group', { name: 'Notify me by' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(seen).toEqual([
      ['sms', 'whatsapp'],
      ['email', 'sms', 'whatsapp'],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Choose at least one', 'We never share your number.']);
  });
});
