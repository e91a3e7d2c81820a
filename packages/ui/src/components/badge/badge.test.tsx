import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Badge, COUNT_CAPS, CountBadge } from './badge';

const unread = (n: number) => `${n} unread notifications`;

describe('CountBadge', () => {
  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %i unread as %s (cap 99+) and reads the real count', (count, shown) => {
    const { container } = renderWithUi(<CountBadge count={count} label={unread} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe(shown);
    expect(screen.getByText(`${count} unread notifications`)).toBeTruthy();
  });

  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9'],
    [40, '9'],
  ])('caps the avatar badge at 9: %i → %s', (count, shown) => {
    const { container } = renderWithUi(<CountBadge count={count} {...COUNT_CAPS.avatar} label={unread} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe(shown);
  });

  it('caps the announcements counter at 5', () => {
    const { container } = renderWithUi(<CountBadge count={11} {...COUNT_CAPS.announcements} label={(n) => `${n} new`} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('5');
  });

  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = renderWithUi(<CountBadge count={0} label={unread} />);
    expect(container.textContent).toBe('');
    rerender(<CountBadge count={0} label={unread} showZero />);
    expect(screen.getByText('0 unread notifications')).toBeTruthy();
  });
});

describe('Badge', () => {
  it('shows its text', () => {
    renderWithUi(<Badge tone="success">Paid</Badge>);
    expect(screen.getByText('Paid')).toBeTruthy();
  });
});
