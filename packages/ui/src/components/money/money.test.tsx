import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Money } from './money';

describe('Money', () => {
  it.each([
    ['1234.5', 'Ksh 1,234.50'],
    [15000, 'Ksh 15,000.00'],
    [0, 'Ksh 0.00'],
  ])('writes %s as %s', (amount, text) => {
    const { container } = renderWithUi(<Money amount={amount} />);
    expect(container.textContent).toBe(text);
  });

  it("says 'Free' for a zero price when asked", () => {
    expect(renderWithUi(<Money amount="0.00" showFree />).container.textContent).toBe('Free');
  });

  it('keeps the amount for a non-zero price with showFree', () => {
    expect(renderWithUi(<Money amount="2500" showFree />).container.textContent).toBe('Ksh 2,500.00');
  });

  it('takes a custom free label and another currency', () => {
    expect(renderWithUi(<Money amount={0} showFree freeLabel="No charge" />).container.textContent).toBe('No charge');
    expect(renderWithUi(<Money amount={12} currency="USD" />).container.textContent).toMatch(/12\.00/);
  });
});
