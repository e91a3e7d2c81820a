import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@ujuzi/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/app-harness';
import { lazyPart } from '../kit/shared/lazy-part';
import {
  connectionAsksToSaveData,
  DATA_SAVER_KEY,
  dataSaverOn,
  DataSaverSetting,
  DATA_SAVER_TEXTS,
  OFFLINE_MESSAGES,
  OfflineBanner,
} from '.';

const setConnection = (hints: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: hints ? Object.assign(new EventTarget(), hints) : undefined,
  });

afterEach(() => {
  setConnection(undefined);
  localStorage.clear();
});

describe('the data saver', () => {
  it('is on by itself on a costly or 2G connection, and the person’s choice wins either way', () => {
    expect(connectionAsksToSaveData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(connectionAsksToSaveData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(connectionAsksToSaveData({ effectiveType: '2g' })).toBe(true);
    expect(connectionAsksToSaveData({ effectiveType: '3g' })).toBe(false);
    expect(connectionAsksToSaveData(undefined)).toBe(false);
    expect(dataSaverOn(null, { saveData: true })).toBe(true);
    expect(dataSaverOn('off', { saveData: true })).toBe(false);
    expect(dataSaverOn('on', { effectiveType: '4g' })).toBe(true);
  });

  it('shows in settings as on by itself, and keeps the person’s switch on this device', async () => {
    setConnection({ saveData: true });
    const { user } = renderInApp(<DataSaverSetting />);
    const control = screen.getByRole('switch', { name: DATA_SAVER_TEXTS.label });
    expect((control as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(DATA_SAVER_TEXTS.automatic, { exact: false })).toBeTruthy();
    await user.click(control);
    expect((control as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    await user.click(control);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
  });

  it('fetches no part of a screen ahead of need while on', () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const load = vi.fn(() => Promise.resolve(() => null));
    lazyPart(load, '1rem').preload();
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem(DATA_SAVER_KEY, 'off');
    lazyPart(load, '1rem').preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** A screen's read that fails for want of a network until `answer` is set. */
function Reader({ fail }: { fail: () => boolean }) {
  const query = useQuery({
    queryKey: ['reader'],
    queryFn: () => (fail() ? Promise.reject(new ApiError('No connection.', 0, 'network')) : Promise.resolve('read')),
  });
  return <button onClick={() => void query.refetch()}>{query.isError ? 'Retry' : String(query.data ?? 'Loading')}</button>;
}

describe('the offline banner', () => {
  it('says what works and what does not once a call fails for want of a network, and goes when one answers', async () => {
    let failing = true;
    const { user } = renderInApp(
      <>
        <OfflineBanner />
        <Reader fail={() => failing} />
      </>,
    );
    const banner = await screen.findByRole('status', { name: OFFLINE_MESSAGES.title });
    expect(banner.textContent).toContain(OFFLINE_MESSAGES.works);
    expect(banner.textContent).toContain('Paying, running code on the server and live figures need a connection.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: OFFLINE_MESSAGES.title })).toBeNull());
  });

  it('shows when the browser goes offline, and offers the demo’s switch back in mock mode', async () => {
    const offline = { isOn: () => true, set: vi.fn() };
    renderInApp(<OfflineBanner />, { demoAccounts: { accounts: [], password: 'x', offline } });
    expect(screen.queryByRole('status', { name: OFFLINE_MESSAGES.title })).toBeNull();
    act(() => {
      dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('button', { name: OFFLINE_MESSAGES.backOnline })).toBeTruthy();
    act(() => {
      dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status', { name: OFFLINE_MESSAGES.title })).toBeNull();
  });
});
