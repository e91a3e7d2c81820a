import { toast, toaster } from '@ujuzi/ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareHistoryEntry, replayToasts, takeHandoff, writeHandoff } from './crossing';

const titles = () => toaster.getVisibleToasts().map((shown) => shown.title);

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/login?next=%2Fdashboard');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('crossing to the app half', () => {
  it('carries the toasts on screen and the location state to the page it loads', () => {
    toast.success('Successfully logged out');
    writeHandoff('/login?next=%2Fdashboard', { from: '/dashboard', message: 'Please log in' });
    toaster.remove();

    const handoff = prepareHistoryEntry();
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ from: '/dashboard', message: 'Please log in' });
    replayToasts(handoff);
    expect(titles()).toEqual(['Successfully logged out']);
    // Read once: a reload does not show them again.
    expect(takeHandoff('/login?next=%2Fdashboard')).toBeNull();
  });

  it('ignores a handoff written for another URL or long ago', () => {
    writeHandoff('/register', null);
    expect(takeHandoff('/login')).toBeNull();
    writeHandoff('/login', null, Date.now() - 60_000);
    expect(takeHandoff('/login')).toBeNull();
  });

  it('gives the entry the document opened at a key of its own, kept on later calls (scroll positions survive the document)', () => {
    prepareHistoryEntry();
    const key = (window.history.state as { key?: unknown }).key;
    expect(typeof key).toBe('string');
    prepareHistoryEntry();
    expect((window.history.state as { key?: unknown }).key).toBe(key);
  });
});
