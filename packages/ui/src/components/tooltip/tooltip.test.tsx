import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    const { user } = renderWithUi(
      <Tooltip content="Opens the notifications page" openDelay={0}>
        <Button>Notifications</Button>
      </Tooltip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Opens the notifications page');
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user } = renderWithUi(
      <Tooltip content="Collapse the sidebar" openDelay={10}>
        <Button>Collapse</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Collapse' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Collapse the sidebar');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('renders only the trigger when disabled', async () => {
    const { user } = renderWithUi(
      <Tooltip content="Hint" disabled>
        <Button>Save</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
