import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@ujuzi/domain';
import { renderWithUi } from '../../test-utils';
import { StatCard, trendText } from './stat-card';

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
