import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { OutcomeList } from './outcome-list';

describe('OutcomeList', () => {
  it('names the list, puts failures first and says why each failed', () => {
    renderWithUi(
      <OutcomeList
        label="Outcome for each inquiry"
        items={[
          { id: '1', label: 'INQ-1 · Brian', ok: true },
          { id: '2', label: 'INQ-2 · Achieng', ok: false, reason: 'Server error. Please try again later.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Outcome for each inquiry' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'INQ-2 · AchiengFailed: Server error. Please try again later.',
      'INQ-1 · BrianDone',
    ]);
  });
});
