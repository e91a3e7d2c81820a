import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { SkeletonCard, SkeletonTable, SkeletonText } from './skeletons';

describe.each([
  ['SkeletonText', <SkeletonText key="text" />],
  ['SkeletonCard', <SkeletonCard key="card" avatar />],
  ['SkeletonTable', <SkeletonTable key="table" />],
])('%s', (_, element) => {
  it("says 'Loading…' once, as a busy status, and hides the bars from screen readers", () => {
    const { container } = renderWithUi(element);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(container.querySelector('[aria-hidden="true"] .chakra-skeleton')).not.toBeNull();
  });
});

describe('skeleton shapes', () => {
  it('draws as many lines as asked', () => {
    const { container } = renderWithUi(<SkeletonText lines={5} label="Loading article" />);
    expect(container.querySelectorAll('.chakra-skeleton')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Loading article');
  });

  it('draws a header and rows × columns cells', () => {
    const { container } = renderWithUi(<SkeletonTable rows={3} columns={2} />);
    expect(container.querySelectorAll('.chakra-skeleton')).toHaveLength(2 + 3 * 2);
  });
});
