import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { FileSize } from './file-size';

describe('FileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1536, '1.5 KB'],
    [5 * 1024 ** 2, '5 MB'],
    [2.25 * 1024 ** 4, '2.25 TB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    const { container } = renderWithUi(<FileSize bytes={bytes} />);
    expect(container.textContent).toBe(text);
  });

  it('gives the exact count as a title', () => {
    renderWithUi(<FileSize bytes={1536} />);
    expect(screen.getByText('1.5 KB').getAttribute('title')).toBe('1,536 bytes');
  });
});
