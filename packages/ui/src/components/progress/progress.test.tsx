import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { ProgressBar, ProgressRing } from './progress';

describe.each([
  ['ProgressBar', ProgressBar],
  ['ProgressRing', ProgressRing],
])('%s', (_, Component) => {
  it('is a progressbar named by its label, with the value as text', () => {
    renderWithUi(<Component label="Course progress" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('45%');
  });

  it('says a custom value text, against any maximum', () => {
    renderWithUi(<Component label="Lessons" value={3} max={10} valueText="3 of 10 lessons" />);
    const bar = screen.getByRole('progressbar', { name: 'Lessons' });
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 10 lessons');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
  });

  it('rounds the percentage and clamps values out of range', () => {
    const { rerender } = renderWithUi(<Component label="Upload" value={1} max={3} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('33%');
    rerender(<Component label="Upload" value={150} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('100%');
  });

  it('has no value while indeterminate', () => {
    renderWithUi(<Component label="Preparing" value={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
  });

  it('keeps a hidden label as the name', () => {
    renderWithUi(<Component label="Course progress" hideLabel value={10} />);
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toBeTruthy();
  });
});
