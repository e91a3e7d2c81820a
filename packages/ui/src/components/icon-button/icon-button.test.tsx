import { screen } from '@testing-library/react';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label only (the icon is hidden) and shows it as a tooltip', () => {
    renderWithUi(<IconButton aria-label="Notifications" icon={<Bell />} />);
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('title')).toBe('Notifications');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('works from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUi(<IconButton aria-label="Open menu" icon={<Bell />} onClick={onClick} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('requires an accessible label (tsc fails this file if the @ts-expect-error stops erroring)', () => {
    // @ts-expect-error aria-label is required
    const element = <IconButton icon={<Bell />} />;
    expect(element).toBeTruthy();
  });
});
