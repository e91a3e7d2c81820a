import { describe, expect, it } from 'vitest';
import { testStorage } from '../../test/setup';
import {
  clearAuthData,
  getStoredRefreshToken,
  getStoredToken,
  getStoredUser,
  removeStoredTokenAndUser,
  setStoredRefreshToken,
  setStoredToken,
  setStoredUser,
} from './auth-storage';

describe('the session’s local items', () => {
  it('live under the keys token, refreshToken and user', () => {
    setStoredToken('t');
    setStoredRefreshToken('r');
    setStoredUser({ id: 3, username: 'amina' });
    expect(testStorage().getItem('token')).toBe('t');
    expect(testStorage().getItem('refreshToken')).toBe('r');
    expect(JSON.parse(testStorage().getItem('user') ?? 'null')).toEqual({ id: 3, username: 'amina' });
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual(['t', 'r', { id: 3, username: 'amina' }]);
  });

  it('read accessToken when token is absent, and prefer token', () => {
    testStorage().setItem('accessToken', 'legacy');
    expect(getStoredToken()).toBe('legacy');
    setStoredToken('current');
    expect(getStoredToken()).toBe('current');
  });

  it('treat an unreadable user as no user', () => {
    testStorage().setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
  });

  it('on logout lose all auth items but keep unrelated ones', () => {
    setStoredToken('t');
    setStoredRefreshToken('r');
    setStoredUser({ id: 1 });
    testStorage().setItem('accessToken', 'a');
    testStorage().setItem('ujuzi-color-mode', 'dark');
    clearAuthData();
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual([null, null, null]);
    expect(testStorage().getItem('ujuzi-color-mode')).toBe('dark');
  });

  it('on logout clear all local storage when an auth item refuses to go', () => {
    const storage = testStorage();
    const remove = storage.removeItem.bind(storage);
    storage.removeItem = (key: string) => (key === 'token' ? undefined : remove(key));
    setStoredToken('stuck');
    storage.setItem('other', 'x');
    clearAuthData();
    expect(storage.length).toBe(0);
  });

  it('on a 401 lose the token and user but keep the refresh token', () => {
    setStoredToken('t');
    setStoredRefreshToken('r');
    setStoredUser({ id: 1 });
    removeStoredTokenAndUser();
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual([null, 'r', null]);
  });
});
