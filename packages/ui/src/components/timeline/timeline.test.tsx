import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Timeline } from './timeline';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('Timeline', () => {
  it('lists events with titles, relative times and descriptions', () => {
    renderWithUi(
      <Timeline
        label="Payment history"
        now={now}
        events={[
          {
            id: '1',
            title: 'Payment received',
            time: now - 2 * 3_600_000,
            description: 'Ksh 5,000.00 via M-Pesa',
            tone: 'success',
          },
          { id: '2', title: 'Installment overdue', time: now - 3 * 86_400_000, tone: 'danger', toneLabel: 'overdue' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe('Payment received2h agoKsh 5,000.00 via M-Pesa');
    expect(items[1]?.textContent).toBe('Installment overdue (overdue)3d ago');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(new Date(now - 2 * 3_600_000).toISOString());
  });

  it('uses the service rule on request', () => {
    renderWithUi(
      <Timeline
        label="History"
        now={now}
        timeVariant="service"
        events={[{ id: '1', title: 'Enrolled', time: now - 20 * 86_400_000 }]}
      />,
    );
    expect(screen.getByText('20d ago')).toBeTruthy();
  });
});
