import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, type SendActivity, useCourseHeartbeat } from './use-course-heartbeat';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderHeartbeat(fail = () => false, active = true) {
  const sent: { lesson?: number | null; time_spent_seconds?: number; activity_type: string }[] = [];
  const send: SendActivity = (_, body) => {
    sent.push(body);
    return fail() ? Promise.reject(new Error('down')) : Promise.resolve({ success: true, last_activity_at: '', active_users: 1 });
  };
  const view = renderHook(() => useCourseHeartbeat(4, 30, 'reading', active, send));
  return { sent, view };
}

describe('the lesson’s activity heartbeat', () => {
  it('reports at once, then every minute with the time since, and nothing while the page is hidden', async () => {
    const { sent, view } = renderHeartbeat();
    await tick(0);
    expect(sent).toEqual([{ activity_type: 'reading', lesson: 30, time_spent_seconds: 0 }]);
    await tick(HEARTBEAT_MS);
    expect(sent.length).toBe(2);
    expect(sent[1]?.time_spent_seconds).toBe(60);
    act(() => setVisibility('hidden'));
    await tick(HEARTBEAT_MS * 5);
    expect(sent.length).toBe(2);
    act(() => setVisibility('visible'));
    await tick(0);
    expect(sent.length).toBe(3);
    // The hidden minutes are not study time.
    expect(sent[2]?.time_spent_seconds).toBe(0);
    view.unmount();
    await tick(HEARTBEAT_MS * 3);
    expect(sent.length).toBe(3);
  });

  it('waits twice as long after a failed report', async () => {
    let down = true;
    const { sent } = renderHeartbeat(() => down);
    await tick(0);
    expect(sent.length).toBe(1);
    await tick(HEARTBEAT_MS);
    expect(sent.length).toBe(1);
    down = false;
    await tick(HEARTBEAT_MS);
    expect(sent.length).toBe(2);
    await tick(HEARTBEAT_MS);
    expect(sent.length).toBe(3);
  });

  it('reports nothing for a visitor without access', async () => {
    const { sent } = renderHeartbeat(() => false, false);
    await tick(HEARTBEAT_MS * 2);
    expect(sent.length).toBe(0);
  });
});
