import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@ujuzi/domain';
import { renderWithUi } from '../../test-utils';
import { StatCard, trendOfChange, trendText } from './stat-card';

describe('StatCard', () => {
  it('pairs the label and value in a description list', () => {
    const { container } = renderWithUi(<StatCard label="Fee collection" value={formatMoney(845000)} help="This term" />);
    expect(container.querySelector('dt')?.textContent).toBe('Fee collection');
    expect(container.querySelector('dd')?.textContent).toBe('Ksh 845,000.00');
    expect(screen.getByText('This term')).toBeTruthy();
  });

  it('reads the trend in words', () => {
    renderWithUi(<StatCard label="Students" value="1,204" trend={{ direction: 'up', value: '8%', label: 'this term' }} />);
    expect(screen.getByText('Up 8% this term')).toBeTruthy();
  });

  it.each([
    [{ direction: 'up', value: '12%', label: 'vs last month' }, 'Up 12% vs last month'],
    [{ direction: 'down', value: '3' }, 'Down 3'],
    [{ direction: 'flat', value: '0%', label: 'vs last month' }, 'No change, vs last month'],
  ] as const)('trendText(%j) is %s', (trend, text) => {
    expect(trendText(trend)).toBe(text);
  });
});

describe('trendOfChange', () => {
  it.each([
    [12, 8, { direction: 'up', value: '50%' }],
    [6, 8, { direction: 'down', value: '25%' }],
    [7, 3, { direction: 'up', value: '133.3%' }],
    [5, 0, { direction: 'up', value: '5' }],
    [0, 0, { direction: 'flat', value: '0%' }],
    [4, 4, { direction: 'flat', value: '0%' }],
  ] as const)('%d after %d is %j', (current, previous, trend) => {
    expect(trendOfChange(current, previous)).toEqual(trend);
  });

  it('carries the period and whether up is good, and reads in words', () => {
    const trend = trendOfChange(3, 4, { label: 'vs last month', upIsGood: false });
    expect(trend).toEqual({ direction: 'down', value: '25%', label: 'vs last month', upIsGood: false });
    expect(trendText(trend)).toBe('Down 25% vs last month');
  });
});

describe('StatCard with a link', () => {
  it('links the label to the figure’s screen', () => {
    renderWithUi(<StatCard label="Open inquiries" value="12" href="/dashboard/contact/inquiries?status=new" />);
    expect(screen.getByRole('link', { name: 'Open inquiries' }).getAttribute('href')).toBe(
      '/dashboard/contact/inquiries?status=new',
    );
  });
});
