import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Tabs } from './tabs';

const items = [
  { value: 'inbox', label: 'Inbox', content: 'Inbox messages' },
  { value: 'sent', label: 'Sent', content: 'Sent messages' },
  { value: 'archive', label: 'Archive', content: 'Archived messages', disabled: true },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    renderWithUi(<Tabs items={items} aria-label="Folders" />);
    expect(screen.getByRole('tablist', { name: 'Folders' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inbox' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Inbox' }).textContent).toBe('Inbox messages');
  });

  it('moves with the arrow keys and reports the selected tab', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Tabs items={items} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Inbox' }));
    await user.keyboard('{ArrowRight}');
    // Focus moves on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sent' })));
    // Selection follows focus in a browser (see the story); jsdom does not replay that focus event, so choose with Enter.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('sent'));
    expect(screen.getByRole('tabpanel', { name: 'Sent' }).textContent).toBe('Sent messages');
  });

  it('follows a controlled value', () => {
    renderWithUi(<Tabs items={items} value="sent" />);
    expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks disabled tabs', () => {
    renderWithUi(<Tabs items={items} />);
    expect((screen.getByRole('tab', { name: 'Archive' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
