// The toaster's UI arrives after the page: toasts raised meanwhile must still show, and be announced.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { TOASTER_SETTLE_DELAY_MS, toast } from './toast';

// The toaster's code is held back until the test lets it arrive, as on a slow connection.
const network = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, arrived, release };
});
vi.mock('./toaster-view', async (importOriginal) => {
  network.requested = true;
  await network.arrived;
  return importOriginal();
});

const REGION = 'Notifications, bottom-end (alt+T)';

describe('the toaster, before its code has arrived', () => {
  it('fetches it once the page has loaded and settled; toasts raised meanwhile show in the live region, dismissed ones never', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithUi(<p>page</p>);
    // The live region is in the page from the start, empty.
    expect(screen.getByRole('region', { name: REGION }).textContent).toBe('');
    // Not while the page is still loading its own code and data.
    await act(() => vi.advanceTimersByTimeAsync(TOASTER_SETTLE_DELAY_MS - 100));
    expect(network.requested).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(network.requested).toBe(true));
    vi.useRealTimers();

    let saved = '';
    act(() => {
      saved = toast.success('Profile saved');
      toast.info('Saving…', undefined, { id: 'saving' });
      toast.dismiss('saving');
    });
    expect(saved).not.toBe('');
    expect(screen.queryByText('Profile saved')).toBeNull();

    network.release();
    // The toaster's own region enters the page empty; the waiting toast enters it afterwards, so that
    // screen readers, which announce additions to a region they know, read it.
    const region = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(region.textContent).not.toContain('Profile saved');
    expect(await within(region).findByText('Profile saved')).toBeTruthy();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: REGION })).toBe(region);
    expect(screen.queryByText('Saving…')).toBeNull();
  });
});
